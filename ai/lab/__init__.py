"""The lab: what experiments need and the window never imports (tests/test_layers.py says so).

The product AI (ai/) is what the levels use. The lab keeps root parallelism (parallel.py) and
the bot option that asks for it, workers= (bots.py), which the arena's logs behind the levels
name (bench/arena/). The arena, self-play training and the tournament build their bots here,
so that any spec of the window's plays there too, and the lab's as well.
"""

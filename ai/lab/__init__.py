"""The lab: what experiments need, which nothing outside this folder imports (tests/test_layers.py).

The product AI (ai/) is what the levels use. The lab keeps root parallelism (parallel.py) and
the bot option that asks for it, workers= (bots.py), which the arena's logs behind the levels
name (bench/arena/); the arena (arena.py, arena_log.py, tournament.py), self-play training
(train.py, train_games.py, train_win_chance.py), which build their bots here, so that any spec
of the window's plays there too, and the lab's as well; and the executor that runs their games
and the deep review's spans on a Dask cluster (executor.py, review.py).
"""

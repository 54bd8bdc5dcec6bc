"""The end of a recorded game searched to the end, for the game review (ai/review.py).

Near a game's end the review's rollouts of the rule of thumb reach the end and give 0 or 1:
what the rule of thumb would score, not the players' chances, so a won game's curve swung to
0 and back on moves that revealed nothing (docs/ai.md, "The game review"). Where the game's
knowledge says the end is near (GameKnowledge.endgame: the last round's last phases) and the
whole tree to the end fits in a budget of positions, a position is valued instead by a max-n
search to the end: at each decision the mover takes the line best for it (its result, then its
final margin in VP) among the rule of thumb's WIDTH favourite moves and, on the record's own
line, the move played; the value is the result of the line both sides choose so.

The search runs over the review's samples of the hidden orders (sample k determinizes with the
review's seed k), from an anchor: the first step of the end with the reveal count of the step
valued, so that every position from it to the next reveal is one node of one tree per sample,
the position after a step that reveals nothing is the node of the move played, and so a step
that reveals nothing changes no value, to the last digit. A tree in which nothing is revealed
has the same value in every sample (the samples differ only in hidden orders that never come to
light): it is searched once. The budget is a count of positions, not of seconds, so the review
is the same on any machine and under any load, and a game that never ends only runs it out.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from core.game import Action, State

from .knowledge import GameKnowledge
from .win_chance import win_chances

WIDTH = 2  # the rule of thumb's favourite moves searched at a decision (and the move played)
# Positions the record's end may search, every sample's tree together: the end is searched
# from the first step whose tree fits (0.5-1 ms a position: 1-3 s a review).
NODES = 3_000
# Positions one move off the record's tree may search (a candidate the search did not look
# at); a candidate whose tree is bigger is not valued.
MOVE_NODES = 600
STOP_EVERY = 64  # positions between two questions whether the review is cancelled
MAX_DEPTH = 200  # steps below the anchor: a line longer than this is never searched


class Cancelled(Exception):
    """The review was cancelled while the end was searched: nothing of the step is kept."""


class TooBig(Exception):
    """A search ran out of its budget of positions (or of depth): its position is left to the
    rollouts."""


@dataclass(frozen=True)
class Line:
    """Where a line of play ends: each seat's result (1 a win, a share of a tie) and final
    breakdown in VP, the engine's own."""

    wins: tuple[float, ...]
    breakdown: tuple[dict[str, float], ...]

    def totals(self) -> list[float]:
        return [sum(b.values()) for b in self.breakdown]

    def margin(self, seat: int) -> float:
        """The seat's final score minus the best other seat's."""
        totals = self.totals()
        return totals[seat] - max(v for i, v in enumerate(totals) if i != seat)


@dataclass(frozen=True)
class _Node:
    """A searched position: the line chosen from it, the move that starts it (None at the
    end), whether nothing was revealed anywhere in its tree, and its reveal count (the move
    into it revealed something if the count moved)."""

    line: Line
    move: Action | None
    silent: bool
    reveals: int


_Key = tuple[int, tuple[Action, ...]]  # (anchor step, the moves from the anchor)


class Endgame:
    """The record's end, searched: which steps it covers, their values and the moves' values,
    every sample's, each position searched once (its tree kept for the next steps)."""

    def __init__(self, knowledge: GameKnowledge, states: Sequence[State],
                 actions: Sequence[Action], samples: int, seed: int, width: int = WIDTH,
                 nodes: int = NODES, move_nodes: int = MOVE_NODES,
                 should_stop: Callable[[], bool] | None = None) -> None:
        self.knowledge, self.states, self.actions = knowledge, states, actions
        self.samples, self.seed, self.width = samples, seed, width
        self.nodes, self.move_nodes = nodes, move_nodes
        self.anchors = _anchors(knowledge, states, len(actions))
        self._start: int | None = None
        self._memo: dict[tuple[int, _Key], _Node] = {}
        self._roots: dict[tuple[int, int], State] = {}
        self._left = 0  # positions the search under way may still visit
        self.visited = 0  # positions searched in all, for the bench
        self.stop = should_stop or (lambda: False)  # asked every STOP_EVERY positions

    def covers(self, t: int) -> bool:
        """Whether the position before step t (0-based) is valued by the search (the end
        itself is not: it is the result)."""
        if t >= len(self.anchors) or self.anchors[t] is None:
            return False
        return t >= self.start()

    def start(self) -> int:
        """The first step covered: from the record's end backwards, as long as the trees from
        each step fit in the budget together, then on to one after a decision that reveals
        nothing (found once; the same in every process): that decision's moves are searched
        too (entering), so the value hands over from the rollouts on no step at all."""
        if self._start is None:
            start, self._left = len(self.actions), self.nodes
            for t in reversed(range(len(self.actions))):
                if self.anchors[t] is None or not self._fits(t):
                    break
                start = t
            while 0 < start < len(self.actions) and not self._handover(start - 1):
                start += 1
            self._start = start
        return self._start

    def _handover(self, t: int) -> bool:
        """Whether step t is a decision that reveals nothing: the last step before the end
        searched, whose moves are searched and whose move played leads to the end's first
        position."""
        return len(self.states[t].legal_actions()) > 1 and \
            self.states[t].reveal_count == self.states[t + 1].reveal_count

    def enters(self, t: int) -> bool:
        """Whether step t is the decision just before the end searched."""
        return t + 1 < len(self.actions) and self.anchors[t + 1] is not None \
            and t + 1 == self.start()

    def entering(self, t: int, action: Action) -> list[Line]:
        """Each sample's line after the action at step t, the step before the end searched:
        the move played leads to the end's first position (its lines, the value after the
        step), another is searched from the position before the step (TooBig past
        MOVE_NODES positions)."""
        if not self.enters(t):
            raise TooBig(f"step {t + 1} is not the one before the end searched")
        if action == self.actions[t]:
            return self.position(t + 1)
        anchor = self.anchors[t]
        key = (t, (action,)) if anchor is None else (anchor, (*self.actions[anchor:t], action))
        self._left = self.move_nodes
        return [self._node(k, key, None).line for k in range(self.samples)]

    def found(self) -> int | None:
        """The first step covered, if some step covered was asked about (else not searched:
        a review cancelled before the end does not search it to say so)."""
        return self._start if self._start is not None and self._start < len(self.actions) \
            else None

    def _fits(self, t: int) -> bool:
        try:
            self._lines(t)
        except TooBig:
            return False
        return True

    def position(self, t: int) -> list[Line]:
        """Each sample's line from the position before step t; TooBig if not covered."""
        self._covered(t)
        return self._lines(t)

    def _lines(self, t: int) -> list[Line]:
        return [self._node(k, self._key(t), t).line for k in range(self.samples)]

    def _covered(self, t: int) -> None:
        if not self.covers(t):
            raise TooBig(f"step {t + 1} is not in the end searched")

    def move(self, t: int, action: Action) -> list[Line]:
        """Each sample's line after the action at step t; TooBig if its tree is too big (a
        move off the record's tree searches at most MOVE_NODES positions) or not covered."""
        self._covered(t)
        anchor, path = self._key(t)
        key = (anchor, (*path, action))
        self._left = self.move_nodes  # the move played is in the tree already: it visits none
        return [self._node(k, key, t + 1 if action == self.actions[t] else None).line
                for k in range(self.samples)]

    def best(self, t: int) -> Action | None:
        """The move the search chooses at step t (the first sample's)."""
        self._covered(t)
        return self._node(0, self._key(t), t).move

    def _key(self, t: int) -> _Key:
        anchor = self.anchors[t]
        assert anchor is not None  # callers ask about covered steps only
        return anchor, tuple(self.actions[anchor:t])

    def _node(self, k: int, key: _Key, on_line: int | None) -> _Node:
        """Sample k's node at key, searched if need be; on_line: the record's step it is."""
        found = self._found(k, key)
        if found is not None:
            return found
        anchor, path = key
        state = self._root(k, anchor).clone()
        for action in path:
            state.apply(action, log=False)
        return self._search(k, key, state, on_line)

    def _found(self, k: int, key: _Key) -> _Node | None:
        """The node searched already: sample k's own, or the first sample's when nothing is
        revealed on the way to it nor in its tree (then every sample's is the same)."""
        first = self._memo.get((0, key))
        if first is not None and (k == 0 or first.silent and first.reveals
                                  == self.states[key[0]].reveal_count):
            return first
        return self._memo.get((k, key))

    def _root(self, k: int, anchor: int) -> State:
        """Sample k of the anchor's hidden orders, as the review's rollouts draw it."""
        if (k, anchor) not in self._roots:
            state = self.states[anchor]
            seat = state.current_player
            assert seat is not None
            rng = random.Random(self.seed * 1_000 + k)
            self._roots[(k, anchor)] = state.determinize(seat, rng)
        return self._roots[(k, anchor)]

    def _search(self, k: int, key: _Key, state: State, on_line: int | None) -> _Node:
        """Max-n to the end: the mover's best line among the beam's, each child searched."""
        self._left -= 1
        self.visited += 1
        if self.visited % STOP_EVERY == 0 and self.stop():
            raise Cancelled
        if self._left < 0 or len(key[1]) > MAX_DEPTH:
            raise TooBig
        if state.is_over:
            node = _Node(_leaf(self.knowledge, state), None, True, state.reveal_count)
        else:
            node = self._choose(k, key, state, on_line)
        self._memo[(k, key)] = node
        return node

    def _choose(self, k: int, key: _Key, state: State, on_line: int | None) -> _Node:
        seat = state.current_player
        assert seat is not None
        anchor, path = key
        # the record's move here (a sample's draws may go on past the record's end)
        played = self.actions[on_line] if on_line is not None and on_line < len(
            self.actions) else None
        children: list[tuple[Action, _Node]] = []
        for action in self._beam(state, played):
            child_key = (anchor, (*path, action))
            child = self._found(k, child_key)
            if child is None:
                after = state.clone()
                after.apply(action, log=False)
                follows = on_line + 1 if action == played and on_line is not None else None
                child = self._search(k, child_key, after, follows)
            children.append((action, child))
        best, node = max(children, key=lambda c: _preference(c[1].line, seat))
        silent = all(c.silent and c.reveals == state.reveal_count for _, c in children)
        return _Node(node.line, best, silent, state.reveal_count)

    def _beam(self, state: State, played: Action | None) -> list[Action]:
        """The rule of thumb's favourite moves (ties in the engine's order), and the move
        played on the record's line (if a sample's draws leave it legal)."""
        actions = list(state.legal_actions())
        if len(actions) > self.width:
            scores = self.knowledge.priors(state, actions)  # the scores' softmax: their order
            order = sorted(range(len(actions)), key=lambda i: -scores[i])
            chosen = [actions[i] for i in order[:self.width]]
            if played is not None and played not in chosen and played in actions:
                chosen.append(played)
            return chosen
        return actions


def _preference(line: Line, seat: int) -> tuple[float, float]:
    """What the mover maximises: its result, then its final margin."""
    return line.wins[seat], line.margin(seat)


def _leaf(knowledge: GameKnowledge, state: State) -> Line:
    return Line(tuple(win_chances(state)), tuple(knowledge.breakdown(state)))


def _anchors(knowledge: GameKnowledge, states: Sequence[State], steps: int
             ) -> list[int | None]:
    """For each step, where its tree is rooted: the first step of the end (as the knowledge
    says) from which nothing was revealed up to it; None before the end."""
    anchors: list[int | None] = []
    anchor: int | None = None
    for t in range(steps):
        state = states[t]
        if not knowledge.endgame(state):
            anchor = None
        elif anchor is None or states[anchor].reveal_count != state.reveal_count:
            anchor = t
        anchors.append(anchor)
    return anchors

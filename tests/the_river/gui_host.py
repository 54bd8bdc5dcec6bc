"""A stand-in for the main window in The River's table tests: a view on the scene, the choice
buttons, and a host that records submits, refusals and hints and applies the submitted action
(checked legal by the engine) before redrawing, as the window's controller does."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QGraphicsView, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from core.the_river import new_game
from riverboat_qt.the_river import TABLE
from riverboat_qt.the_river.scene import RiverScene


class StandInWindow(QWidget):
    """What Driver and the interactions use of the MainWindow."""

    def __init__(self, state, human=frozenset({0}), names=()):
        super().__init__()
        scene = TABLE.make_scene(self)
        assert isinstance(scene, RiverScene)
        self.scene = scene
        self.view = QGraphicsView(self.scene)
        self.bar = QHBoxLayout()
        layout = QVBoxLayout(self)
        layout.addLayout(self.bar)
        layout.addWidget(self.view)
        self.resize(1600, 1000)
        self.controller = SimpleNamespace(state=state)
        self.human = human
        self.names = tuple(names)
        self.choice_buttons: list[QPushButton] = []
        self.submitted: list = []
        self.refusals: list[str] = []
        self.hints: list[str] = []
        self.steps: list[str | None] = []  # show_step's calls: a step's mouse words, None: back
        self.key_steps: list[str | None] = []  # the same steps' words for the keys
        self.apply = True
        self.interaction = None
        self.redraw()

    # -- Host ------------------------------------------------------------------------------

    def submit(self, action) -> None:
        self.submitted.append(action)
        if self.apply:
            QTimer.singleShot(0, lambda: self._apply(action))

    def _apply(self, action) -> None:
        self.controller.state.apply(action)  # raises IllegalAction if the table erred
        self.redraw()

    def refuse(self, reason: str) -> None:
        self.refusals.append(reason)

    def hint(self, text: str) -> None:
        self.hints.append(text)

    def show_step(self, step) -> None:
        self.steps.append(None if step is None else step.mouse)
        self.key_steps.append(None if step is None else step.keys)

    def add_button(self, text, on_click, key=None, tip="", checkable=False) -> QPushButton:
        button = QPushButton(f"{text}  [{key}]" if key else text)
        if key:
            button.setShortcut(QKeySequence(key))
        button.clicked.connect(lambda _checked=False: on_click())
        self.bar.addWidget(button)
        self.choice_buttons.append(button)
        return button

    # -- drawing ---------------------------------------------------------------------------

    def redraw(self) -> None:
        for button in self.choice_buttons:
            button.setParent(None)
        self.choice_buttons = []
        state = self.controller.state
        self.scene.rebuild(state, min(self.human), self.names)
        self.view.fitInView(self.scene.sceneRect())
        self.interaction = None
        if state.current_player in self.human:
            self.interaction = TABLE.interaction_for(self, state)
            self.interaction.start()


def advance_to(state, kind: str, rng, seat: int | None = 0, limit: int = 2000):
    """Play random legal moves until `kind` is asked of `seat` (any seat if None)."""
    for _ in range(limit):
        if state.decision_kind == kind and (seat is None or state.current_player == seat):
            return state
        if state.is_over:
            return None
        state.apply(rng.choice(state.legal_actions()))
    return None


def fresh(players: int, seed: int):
    return new_game(players, seed)

"""The River's table scene: the main board above, the focus seat's river board below it and the
other seats' boards smaller on the right, redrawn from the state after each move."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter

from core.the_river.state import GameState

from ..shell.piece import Piece
from ..shell.scene import TableScene
from . import art, theme
from .main_board import HEIGHT as MAIN_H
from .main_board import WIDTH as MAIN_W
from .main_board import MainBoard
from .river_board import HEIGHT as BOARD_H
from .river_board import RiverBoardPanel

GAP = 14.0
SIDE_X = MAIN_W + 20
ROW_H = 40.0  # a picker row

Choice = tuple[Callable[[QPainter, QRectF], None], str, Callable[[], None]]


class RiverScene(TableScene):
    """Public parts: `main` (MainBoard: `spots`, `offer`, `market`, `islands`, `tokens`) and
    `boards` (seat -> RiverBoardPanel: `cells`, `pioneers`, `boat`, `held`, `reserved`,
    `built`, `token_spots`, `score`); `picks` are the rows of the open picker."""

    overlay_pos = QPointF(10, 362)  # over the resource islands and the river grid below

    def __init__(self, parent=None):
        super().__init__(parent)
        self.state: GameState | None = None
        self.boards: dict[int, RiverBoardPanel] = {}
        self.picks: list[Piece] = []

    def rebuild(self, state: GameState, focus: int, names: Sequence[str] = ()) -> None:
        """Clear and redraw everything; the focus seat's board is the large one."""
        self.begin_rebuild(state, focus, names)
        self.picks = []
        self.main = MainBoard(state, self.names)
        self.place(self.main.item, 0, 0)
        self.boards = {}
        big = RiverBoardPanel(state, focus, self.names)
        self.place(big, 0, MAIN_H + GAP)
        self.boards[focus] = big
        others = [s for s in range(state.num_players) if s != focus]
        scale = {1: 0.6, 2: 0.55, 3: 0.5}[len(others)]
        y = 0.0
        for seat in others:
            panel = RiverBoardPanel(state, seat, self.names)
            panel.setScale(scale)
            self.place(panel, SIDE_X, y)
            self.boards[seat] = panel
            y += BOARD_H * scale + GAP
        self.end_rebuild()

    def spot_at(self, point: QPointF) -> str | None:
        """The action spot under a scene point (where a pioneer was dropped)."""
        for spot, piece in self.main.spots.items():
            if piece.sceneBoundingRect().contains(point):
                return spot
        return None

    def offer_at(self, point: QPointF) -> int | None:
        for i, piece in self.main.offer.items():
            if piece.sceneBoundingRect().contains(point):
                return i
        return None

    # -- pickers ---------------------------------------------------------------------------

    def show_picker(self, title: str, choices: list[Choice]) -> list[Piece]:
        """A list of choices over the main board, numbered 1, 2, … (the digit keys choose
        the same through the buttons); each row is drawn by its draw(painter, rect)."""
        width = 540.0
        per_col = 9
        cols = 1 if len(choices) <= per_col else 2
        rows = min(per_col, len(choices))
        overlay = self.open_overlay(title, width * cols if cols == 1 else 2 * 300 + 24,
                                    46 + rows * (ROW_H + 4))
        col_w = width - 24 if cols == 1 else 300.0
        self.picks = []
        for k, (draw, tip, on_click) in enumerate(choices):
            col, row = divmod(k, per_col)
            rect = QRectF(12 + col * (col_w + 4), 42 + row * (ROW_H + 4), col_w, ROW_H)

            def paint(g: QPainter, r=rect, d=draw, n=k + 1) -> None:
                art.pill(g, r, theme.colour("board"), theme.colour("island_edge"), 6)
                number = f"{n}" if n <= 9 else ""
                art.text(g, QRectF(r.x() + 4, r.y(), 26, r.height()), number, 15, True)
                d(g, QRectF(r.x() + 32, r.y(), r.width() - 36, r.height()))

            item = Piece(rect, paint, tip, None, overlay)
            item.name = f"pick {k + 1}"
            item.set_target("legal", on_click)
            self.picks.append(item)
        overlay.setZValue(250)
        return self.picks

    def keyPressEvent(self, event) -> None:
        """Digits choose a row of the open picker (Esc closing it is the window's)."""
        digit = event.key() - Qt.Key.Key_1
        if self.overlay is not None and 0 <= digit < min(9, len(self.picks)):
            pick = self.picks[digit]
            if pick.on_click is not None:
                event.accept()
                pick.on_click()
                return
        super().keyPressEvent(event)

    def resources_row(self, counts, words: str = "") -> Callable[[QPainter, QRectF], None]:
        """A picker row's drawing: resource icons with counts, then words."""
        def draw(g: QPainter, r: QRectF) -> None:
            x = art.resource_row(g, counts, r.x(), r.center().y(), 11, 8)
            if words:
                art.text(g, QRectF(x + 6, r.y(), r.right() - x - 6, r.height()), words, 13,
                         align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        return draw

"""The River's table scene: the main board above, the focus seat's river board below it and the
other seats' boards smaller on the right, redrawn from the state after each move."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QPainter

from core.the_river.state import GameState

from ..shell.piece import Piece
from ..shell.scene import TableScene
from . import art, texts, theme
from .main_board import HEIGHT as MAIN_H
from .main_board import WIDTH as MAIN_W
from .main_board import MainBoard
from .river_board import HEIGHT as BOARD_H
from .river_board import WIDTH as BOARD_W
from .river_board import RiverBoardPanel
from .texts import RiverTexts

GAP = 14.0
SIDE_X = MAIN_W + 20
ROW_H = 40.0  # a picker row
SIDE_SCALE = {1: 0.6, 2: 0.55, 3: 0.55}  # the other seats' boards beside the main board (at
# 0.55 their smallest text, 13 units, stays over 9 px in a 2560x1440 window)
SUMMARY_W, SUMMARY_H = (BOARD_W - 2 * GAP) / 3, 106.0  # another seat's board in brief

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

    def layout_sizes(self, players: int) -> dict[str, tuple[QSizeF, float]]:
        """"full": every board drawn, the others' beside the main board; "pair" (two seats):
        both boards at full size beside the main board, one over the other (a wide window's
        height, issue #35: the wide table left a third of it empty); "brief": as full, the
        others in brief; "wide" (a short window): the focus board beside the main board, the
        others in brief under it."""
        scale = SIDE_SCALE[players - 1]
        full_h = max(MAIN_H + GAP + BOARD_H, (players - 1) * (BOARD_H * scale + GAP))
        sizes = {"full": (QSizeF(SIDE_X + BOARD_W * scale, full_h), scale)}
        if players == 2:
            sizes["pair"] = (QSizeF(SIDE_X + BOARD_W, max(MAIN_H, 2 * BOARD_H + GAP)), 1.0)
        sizes["brief"] = (QSizeF(SIDE_X + SUMMARY_W, MAIN_H + GAP + BOARD_H), 1.0)
        sizes["wide"] = (QSizeF(SIDE_X + BOARD_W, MAIN_H), 1.0)
        return sizes

    def rebuild(self, state: GameState, focus: int, names: Sequence[str] = ()) -> None:
        """Clear and redraw everything; the focus seat's board is the large one."""
        self.begin_rebuild(state, focus, names)
        self.picks = []
        self.main = MainBoard(state, self.names)
        self.place(self.main.item, 0, 0)
        self.boards = {}
        big = RiverBoardPanel(state, focus, self.names)
        beside = self.layout in ("wide", "pair")
        self.place(big, *((SIDE_X, 0) if beside else (0, MAIN_H + GAP)))
        self.boards[focus] = big
        others = [s for s in range(state.num_players) if s != focus]
        for k, seat in enumerate(others):
            self.boards[seat] = self._other_board(state, seat, k, len(others))
        self.end_rebuild()

    def _other_board(self, state: GameState, seat: int, k: int, count: int) -> RiverBoardPanel:
        """Another seat's board: small beside the main board, or in brief, opened on the
        pointer."""
        panel = RiverBoardPanel(state, seat, self.names)
        if self.layout == "full":
            scale = SIDE_SCALE[count]
            panel.setScale(scale)
            self.place(panel, SIDE_X, k * (BOARD_H * scale + GAP))
            return panel
        if self.layout == "pair":  # under the focus board, at its size
            self.place(panel, SIDE_X, BOARD_H + GAP)
            return panel
        if self.layout == "wide":  # in a row under the focus board, the board opening on it
            rect = QRectF(SIDE_X + k * (SUMMARY_W + GAP), BOARD_H + GAP, SUMMARY_W, SUMMARY_H)
            peek = QPointF(SIDE_X, 0)
        else:  # in a column beside the main board, the board opening on its left
            rect = QRectF(SIDE_X, k * (SUMMARY_H + GAP), SUMMARY_W, SUMMARY_H)
            peek = QPointF(SIDE_X - BOARD_W - 8, min(rect.y(), MAIN_H + GAP))
        player = state.players[seat]
        held = "  ".join(f"{texts.resource_letter(r)} {n}" for r, n in enumerate(player.res))
        lines = [RiverTexts.tr("{vp} VP").format(vp=state.scores[seat]), held]
        self.add_summary(rect, texts.seat_name(seat, self.names), lines,
                         (theme.seat_fill(seat), theme.seat_edge(seat)), panel, peek)
        return panel

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

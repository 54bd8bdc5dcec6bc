"""The table scene: lays out the boards and every mat, redrawn from the state after each move."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter

from core.riverboat.components import COLOURS, CROPS
from core.riverboat.state import GameState

from ..shell.piece import Piece
from ..shell.scene import TableScene
from . import art, texts, theme
from .items.boards import NewOrleansBoard, PhaseRow, RoundBoard, ScoreTrack, SupplyBoard, draw_card
from .items.mat import HEIGHT as MAT_HEIGHT
from .items.mat import WIDTH as MAT_WIDTH
from .items.mat import MatPanel, RiverboatMat
from .items.tiles import TileItem, tile_offset

GAP = 16.0
LEFT_W = 1120.0
FOCUS_Y = 560.0
SIDE_SCALE = {1: 0.8, 2: 0.74, 3: 0.66}  # the other seats' mats beside the boards, by count
SUMMARY_W, SUMMARY_H = (LEFT_W - 2 * GAP) / 3, 106.0  # another seat's mat in brief
INFO_SHORT = 136.0  # the general supply without the legend (beside a short window)
# "stack" (a laptop's 1024x700, issue #47): New Orleans and the phase tiles, the focus mat on
# their right; the score track under both; under it the round board over the general supply,
# the crop supply (under the mat its tiles go to) and the others in brief
STACK_MAT_X = NewOrleansBoard.WIDTH + GAP
STACK_TRACK_Y = MAT_HEIGHT + GAP
STACK_ROW_Y = STACK_TRACK_Y + ScoreTrack.HEIGHT + GAP
STACK_SUMMARY_X = RoundBoard.WIDTH + SupplyBoard.WIDTH + 2 * GAP


class RiverboatScene(TableScene):
    """Riverboat's table: New Orleans, the supply, the phase tiles, the round board, the score
    track and every seat's mat (the focus seat's large)."""

    overlay_pos = QPointF(NewOrleansBoard.WIDTH + 20 - 60, 20)

    def __init__(self, parent=None):
        super().__init__(parent)
        self.state: GameState | None = None
        self.panels: dict[int, MatPanel] = {}
        self.show_coords = False  # hex names on the mats (View menu); kept across redraws

    # -- building -------------------------------------------------------------------------

    def layout_sizes(self, players: int) -> dict[str, tuple[QSizeF, float]]:
        """"full": every mat drawn, the others' beside the boards; "brief": as full, the others
        in brief; "wide" (a short window): the focus mat beside the boards, the others in
        brief under them; "stack" (two players, issue #47: at 1024x700 the other arrangements
        left a fifth of the window empty): the boards in three rows, the focus mat beside the
        first, the other seat in brief in the last (room for the hint panel under it; three
        seats in brief would leave none)."""
        others = players - 1
        scale = SIDE_SCALE[others]
        full_h = max(FOCUS_Y + MAT_HEIGHT, others * (MAT_HEIGHT * scale + GAP))
        sizes = {"full": (QSizeF(LEFT_W + 24 + MAT_WIDTH * scale, full_h), scale),
                 "brief": (QSizeF(LEFT_W + GAP + SUMMARY_W, FOCUS_Y + MAT_HEIGHT), 1.0),
                 "wide": (QSizeF(LEFT_W + GAP + MAT_WIDTH, FOCUS_Y + SUMMARY_H), 1.0)}
        if others == 1:
            sizes["stack"] = (QSizeF(STACK_MAT_X + MAT_WIDTH, STACK_ROW_Y + SupplyBoard.HEIGHT),
                              1.0)
        return sizes

    def rebuild(self, state: GameState, focus: int, names: Sequence[str] = ()) -> None:
        """Clear and redraw everything from the state; the focus seat's mat is the large one.

        `names` are how this game calls its seats (texts.seat_name); colours if empty.
        """
        self.begin_rebuild(state, focus, names)
        self.new_orleans = NewOrleansBoard(state)
        self.supply = SupplyBoard(state)
        self.phases = PhaseRow(state)
        self.round_board = RoundBoard(state)
        self.score = ScoreTrack(state, self.names)
        self.place(self.new_orleans.item, 0, 0)
        self.place(self.phases.item, 0, NewOrleansBoard.HEIGHT + GAP)
        if self.layout == "stack":
            self.place(self.score.item, 0, STACK_TRACK_Y)
            self.place(self.round_board.item, 0, STACK_ROW_Y)
            self.place(self.supply.item, RoundBoard.WIDTH + GAP, STACK_ROW_Y)  # near the mat
        else:
            self.place(self.supply.item, NewOrleansBoard.WIDTH + 20, 0)
            self.place(self.round_board.item, NewOrleansBoard.WIDTH + 20,
                        NewOrleansBoard.HEIGHT + GAP)
            self.place(self.score.item, 0, NewOrleansBoard.HEIGHT + PhaseRow.HEIGHT + 2 * GAP)
        self._build_panels(state, focus)
        self._build_info(state)
        self.end_rebuild()

    def set_show_coords(self, on: bool) -> None:
        """Show or hide the hex names (a1..e8) on every mat, now and after each redraw."""
        self.show_coords = on
        for panel in self.panels.values():
            panel.set_show_coords(on)

    def _build_panels(self, state: GameState, focus: int) -> None:
        self.panels = {}
        big = MatPanel(state, focus, self.names)
        at = {"wide": (LEFT_W + GAP, 0), "stack": (STACK_MAT_X, 0)}
        self.place(big, *at.get(self.layout, (0, FOCUS_Y)))
        self.panels[focus] = big
        others = [s for s in range(state.num_players) if s != focus]
        for k, seat in enumerate(others):
            self.panels[seat] = self._other_panel(state, seat, k, len(others))
        for panel in self.panels.values():
            panel.set_show_coords(self.show_coords)

    def _other_panel(self, state: GameState, seat: int, k: int, count: int) -> MatPanel:
        """Another seat's mat: small beside the boards, or in brief, opened on the pointer."""
        panel = MatPanel(state, seat, self.names)
        if self.layout == "full":
            scale = SIDE_SCALE[count]
            panel.setScale(scale)
            self.place(panel, LEFT_W + 24, k * (MAT_HEIGHT * scale + GAP))
            return panel
        if self.layout == "wide":  # in a row under the boards, the mat opening above
            rect = QRectF(k * (SUMMARY_W + GAP), FOCUS_Y, SUMMARY_W, SUMMARY_H)
            peek = QPointF(min(rect.x(), LEFT_W - MAT_WIDTH), FOCUS_Y - MAT_HEIGHT - 8)
        elif self.layout == "stack":  # in a column on the right, the mat opening over the top
            rect = QRectF(STACK_SUMMARY_X, STACK_ROW_Y + k * (SUMMARY_H + GAP), SUMMARY_W,
                          SUMMARY_H)
            peek = QPointF(0, 0)
        else:  # in a column beside the boards, the mat opening on their left
            rect = QRectF(LEFT_W + GAP, k * (SUMMARY_H + GAP), SUMMARY_W, SUMMARY_H)
            peek = QPointF(LEFT_W + GAP - MAT_WIDTH - 8, min(rect.y(), FOCUS_Y))
        p = state.players[seat]
        lines = [f"{RiverboatMat.tr('{vp} VP').format(vp=p.vp)}  ·  {texts.coins(p.coins)}",
                 f"{texts.workers(p.workers)}  ·  {texts.cards(len(p.cards))}"]
        self.add_summary(rect, texts.seat_name(seat, self.names), lines,
                         (theme.seat_fill(seat), theme.seat_edge(seat)), panel, peek)
        return panel

    def _build_info(self, state: GameState) -> None:
        """The general supply and a legend of field symbols and crops (the supply alone under
        the focus mat of a wide table)."""
        wide = self.layout in ("wide", "stack")
        if self.layout == "stack":  # under the round board
            x, y = 0.0, STACK_ROW_Y + RoundBoard.HEIGHT + GAP
            rect = QRectF(0, 0, RoundBoard.WIDTH, INFO_SHORT)
        elif wide:
            x, y = LEFT_W + GAP, MAT_HEIGHT + GAP
            rect = QRectF(0, 0, MAT_WIDTH, INFO_SHORT)
        else:
            x, y = MAT_WIDTH + GAP, FOCUS_Y
            rect = QRectF(0, 0, LEFT_W - x, 464)
        first = texts.seat_name(state.first_player, self.names)

        def draw(g: QPainter) -> None:
            art.pill(g, rect, theme.colour("board"), theme.colour("board_edge"), 10)
            art.text(g, QRectF(12, 6, rect.width() - 24, 24), self.tr("General supply"),
                     17, True, align=Qt.AlignmentFlag.AlignLeft)
            rows = [(art.coin, texts.coins(state.supply_coins)),
                    (art.barn, texts.barns(state.supply_barns)),
                    (art.well, texts.wells(state.supply_wells)),
                    (art.surveyor, texts.surveyors(state.supply_surveyors))]
            for k, (icon, words) in enumerate(rows):
                cx, cy = 24 + (k % 2) * 180, 50 + (k // 2) * 32
                icon(g, QPointF(cx, cy), 11)
                art.text(g, QRectF(cx + 20, cy - 12, 150, 24), words, 16,
                         align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            art.text(g, QRectF(12, 112, rect.width() - 24, 24),
                     self.tr("First player: {seat}").format(seat=first), 15,
                     align=Qt.AlignmentFlag.AlignLeft)
            if not wide:
                self._draw_legend(g, 150)

        info = Piece(rect, draw, self.tr(
            "The general supply of coins, barns, wells and surveyors."))
        info.setAcceptHoverEvents(False)
        self.place(info, x, y)
        self.info = info

    def info_point(self) -> QPointF:
        """Where the general supply's barns and wells are drawn."""
        return self.info.mapToScene(QPointF(200, 50))

    def _draw_legend(self, g: QPainter, y: float) -> None:
        art.text(g, QRectF(12, y, 300, 22), self.tr("Fields"), 15, True,
                 align=Qt.AlignmentFlag.AlignLeft)
        for k, letter in enumerate(COLOURS):
            c = QPointF(28 + (k % 3) * 125, y + 38 + (k // 3) * 34)
            g.setPen(theme.colour("board_edge"))
            g.setBrush(theme.field_fill(letter))
            g.drawPolygon(theme.hex_polygon(14, c))
            art.field_symbol(g, theme.field_symbol(letter), c, 6, QColor(0, 0, 0, 150))
            art.text(g, QRectF(c.x() + 18, c.y() - 11, 100, 22), texts.field_name(letter), 14,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        y += 116
        art.text(g, QRectF(12, y, 300, 22), self.tr("Crops"), 15, True,
                 align=Qt.AlignmentFlag.AlignLeft)
        for k in range(len(CROPS)):
            c = QPointF(28 + (k % 3) * 125, y + 38 + (k // 3) * 40)
            art.crop_hex(g, k, c, 17)
            art.text(g, QRectF(c.x() + 20, c.y() - 11, 100, 22), texts.crop_name(k), 14,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    # -- input ----------------------------------------------------------------------------

    def wheelEvent(self, event) -> None:
        """The wheel turns the dragged tile wherever the pointer is: the tile holds the mouse
        grab, and the item under the pointer may be another one once the tile has turned."""
        tile = self.mouseGrabberItem()
        if isinstance(tile, TileItem) and tile.wheel_turn(event.delta()):
            event.accept()
            return
        super().wheelEvent(event)

    # -- pickers over the boards ---------------------------------------------------------

    def show_tile_picker(self, title: str, kinds: list[str], counts: dict) -> list[TileItem]:
        """The tiles a coin may take from the piles, each with how many the pile holds."""
        per_row = 6
        rows = max(1, (len(kinds) + per_row - 1) // per_row)
        overlay = self.open_overlay(title, per_row * 86 + 24, 44 + rows * 84)
        tiles = []
        for k, kind in enumerate(kinds):
            centre = QPointF(12 + (k % per_row) * 86 + 43, 44 + (k // per_row) * 84 + 34)
            label = QRectF(centre.x() - 40, centre.y() + 28, 80, 18)
            count = partial(art.text, rect=label, words=f"× {counts[kind]}", size=art.SMALLEST)
            Piece(label, count, "", None, overlay).setAcceptHoverEvents(False)
            tile = TileItem(kind, 20.0, texts.tile_tip(kind), overlay)
            tile.home = centre + tile_offset(kind, 20.0)
            tile.setPos(tile.home)
            tile.name = f"pile tile {kind}"
            tiles.append(tile)
        return tiles

    def show_card_picker(self, title: str, picks: list) -> list[Piece]:
        """Card faces to click: picks are (card id, on_click)."""
        per_row = 5
        rows = max(1, (len(picks) + per_row - 1) // per_row)
        overlay = self.open_overlay(title, per_row * 150 + 24, 44 + rows * 98)
        items = []
        for k, (card, on_click) in enumerate(picks):
            rect = QRectF(12 + (k % per_row) * 150, 42 + (k // per_row) * 98, 142, 90)
            item = Piece(rect, partial(draw_card, rect=rect, card_id=card, badge=True),
                         texts.card_tip(card), None, overlay)
            item.name = f"pile card {card}"
            item.set_target("coin", on_click)
            items.append(item)
        return items

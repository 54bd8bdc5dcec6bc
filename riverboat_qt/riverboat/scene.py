"""The table scene: lays out the boards and every mat, redrawn from the state after each move."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsScene

from core.riverboat.components import COLOURS, CROPS
from core.riverboat.rules import plural
from core.riverboat.state import GameState

from ..shell.piece import Piece
from . import art, texts, theme
from .items.boards import NewOrleansBoard, PhaseRow, RoundBoard, ScoreTrack, SupplyBoard, draw_card
from .items.mat import WIDTH as MAT_WIDTH
from .items.mat import MatPanel
from .items.tiles import TileItem, tile_offset

GAP = 16.0
LEFT_W = 1120.0
FOCUS_Y = 560.0


class TableScene(QGraphicsScene):
    """Owns the items of one picture of the table; rebuild() draws a new picture."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setBackgroundBrush(theme.colour("table"))
        self.state: GameState | None = None
        self.panels: dict[int, MatPanel] = {}
        self.focus = 0
        self.names: tuple[str, ...] = ()
        self._animations: list[QVariantAnimation] = []
        self.overlay: Piece | None = None
        self.show_coords = False  # hex names on the mats (View menu); kept across redraws

    # -- building -------------------------------------------------------------------------

    def rebuild(self, state: GameState, focus: int, names: Sequence[str] = ()) -> None:
        """Clear and redraw everything from the state; the focus seat's mat is the large one.

        `names` are how this game calls its seats (texts.seat_name); colours if empty.
        """
        self.stop_animations()
        self.clear()
        self.overlay = None
        self.state, self.focus, self.names = state, focus, tuple(names)
        self.new_orleans = NewOrleansBoard(state)
        self.supply = SupplyBoard(state)
        self.phases = PhaseRow(state)
        self.round_board = RoundBoard(state)
        self.score = ScoreTrack(state, self.names)
        self._place(self.new_orleans.item, 0, 0)
        self._place(self.supply.item, NewOrleansBoard.WIDTH + 20, 0)
        self._place(self.phases.item, 0, NewOrleansBoard.HEIGHT + GAP)
        self._place(self.round_board.item, NewOrleansBoard.WIDTH + 20,
                    NewOrleansBoard.HEIGHT + GAP)
        self._place(self.score.item, 0, NewOrleansBoard.HEIGHT + PhaseRow.HEIGHT + 2 * GAP)
        self._build_panels(state, focus)
        self._build_info(state)
        self.setSceneRect(self.itemsBoundingRect().adjusted(-12, -12, 12, 12))

    def _place(self, item, x: float, y: float) -> None:
        self.addItem(item)
        item.setPos(x, y)

    def set_show_coords(self, on: bool) -> None:
        """Show or hide the hex names (a1..e8) on every mat, now and after each redraw."""
        self.show_coords = on
        for panel in self.panels.values():
            panel.set_show_coords(on)

    def _build_panels(self, state: GameState, focus: int) -> None:
        self.panels = {}
        big = MatPanel(state, focus, self.names)
        self._place(big, 0, FOCUS_Y)
        self.panels[focus] = big
        others = [s for s in range(state.num_players) if s != focus]
        scale = {1: 0.8, 2: 0.74, 3: 0.66}[len(others)]
        y = 0.0
        for seat in others:
            panel = MatPanel(state, seat, self.names)
            panel.setScale(scale)
            self._place(panel, LEFT_W + 24, y)
            self.panels[seat] = panel
            y += panel.rect.height() * scale + GAP
        for panel in self.panels.values():
            panel.set_show_coords(self.show_coords)

    def _build_info(self, state: GameState) -> None:
        """The general supply and a legend of field symbols and crops."""
        x = MAT_WIDTH + GAP
        rect = QRectF(0, 0, LEFT_W - x, 464)
        first = texts.seat_name(state.first_player, self.names)

        def draw(g: QPainter) -> None:
            art.pill(g, rect, theme.colour("board"), theme.colour("board_edge"), 10)
            art.text(g, QRectF(12, 6, rect.width() - 24, 24), "General supply", 17, True,
                     align=Qt.AlignmentFlag.AlignLeft)
            rows = [(art.coin, plural(state.supply_coins, "coin")),
                    (art.barn, plural(state.supply_barns, "barn")),
                    (art.well, plural(state.supply_wells, "well")),
                    (art.surveyor, plural(state.supply_surveyors, "surveyor"))]
            for k, (icon, words) in enumerate(rows):
                cx, cy = 24 + (k % 2) * 180, 50 + (k // 2) * 32
                icon(g, QPointF(cx, cy), 11)
                art.text(g, QRectF(cx + 20, cy - 12, 150, 24), words, 16,
                         align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            art.text(g, QRectF(12, 112, rect.width() - 24, 24), f"First player: {first}", 15,
                     align=Qt.AlignmentFlag.AlignLeft)
            self._draw_legend(g, 150)

        info = Piece(rect, draw, "The general supply of coins, barns, wells and surveyors.")
        info.setAcceptHoverEvents(False)
        self._place(info, x, FOCUS_Y)
        self.info = info

    def info_point(self) -> QPointF:
        """Where the general supply's barns and wells are drawn."""
        return self.info.mapToScene(QPointF(200, 50))

    @staticmethod
    def _draw_legend(g: QPainter, y: float) -> None:
        art.text(g, QRectF(12, y, 300, 22), "Fields", 15, True, align=Qt.AlignmentFlag.AlignLeft)
        for k, letter in enumerate(COLOURS):
            c = QPointF(28 + (k % 3) * 125, y + 38 + (k // 3) * 34)
            g.setPen(theme.colour("board_edge"))
            g.setBrush(theme.field_fill(letter))
            g.drawPolygon(theme.hex_polygon(14, c))
            art.field_symbol(g, theme.field_symbol(letter), c, 6, QColor(0, 0, 0, 150))
            art.text(g, QRectF(c.x() + 18, c.y() - 11, 100, 22), theme.field_name(letter), 14,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        y += 116
        art.text(g, QRectF(12, y, 300, 22), "Crops", 15, True, align=Qt.AlignmentFlag.AlignLeft)
        for k, crop in enumerate(CROPS):
            c = QPointF(28 + (k % 3) * 125, y + 38 + (k // 3) * 40)
            art.crop_hex(g, k, c, 17)
            art.text(g, QRectF(c.x() + 20, c.y() - 11, 100, 22), crop, 14,
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

    def _overlay(self, title: str, width: float, height: float) -> Piece:
        self.hide_overlay()
        rect = QRectF(0, 0, width, height)

        def draw(g: QPainter) -> None:
            art.pill(g, rect, QColor("#fffaf0"), theme.colour("ink"), 10)
            art.text(g, QRectF(12, 6, width - 60, 26), title, 15, True,
                     align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

        self.overlay = Piece(rect, draw)
        self.overlay.setZValue(200)
        self.overlay.setAcceptHoverEvents(False)
        close_rect = QRectF(width - 40, 6, 30, 26)
        close = Piece(close_rect, lambda g: art.text(g, close_rect, "✕", 20, True),
                      "Close (Esc)", None, self.overlay)
        close.name = "close picker"
        close.set_target(None, self.hide_overlay)
        self.addItem(self.overlay)
        self.overlay.setPos(NewOrleansBoard.WIDTH + 20 - 60, 20)
        return self.overlay

    def hide_overlay(self) -> None:
        if self.overlay is not None and self.overlay.scene() is self:
            self.removeItem(self.overlay)
        self.overlay = None

    def show_tile_picker(self, title: str, kinds: list[str], counts: dict) -> list[TileItem]:
        """The tiles a coin may take from the piles, each with how many the pile holds."""
        per_row = 6
        rows = max(1, (len(kinds) + per_row - 1) // per_row)
        overlay = self._overlay(title, per_row * 86 + 24, 44 + rows * 84)
        tiles = []
        for k, kind in enumerate(kinds):
            centre = QPointF(12 + (k % per_row) * 86 + 43, 44 + (k // per_row) * 84 + 34)
            label = QRectF(centre.x() - 40, centre.y() + 28, 80, 18)
            Piece(label, lambda g, r=label, n=counts[kind]: art.text(g, r, f"× {n}", 13),
                  "", None, overlay).setAcceptHoverEvents(False)
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
        overlay = self._overlay(title, per_row * 150 + 24, 44 + rows * 98)
        items = []
        for k, (card, on_click) in enumerate(picks):
            rect = QRectF(12 + (k % per_row) * 150, 42 + (k // per_row) * 98, 142, 90)
            item = Piece(rect, lambda g, r=rect, c=card: draw_card(g, r, c),
                         texts.card_tip(card), None, overlay)
            item.name = f"pile card {card}"
            item.set_target("coin", on_click)
            items.append(item)
        return items

    # -- animation ------------------------------------------------------------------------

    def slide(self, draw, start: QPointF, end: QPointF, ms: int, done=None) -> bool:
        """A transient picture (draw(painter) around the origin) moving from start to end;
        done() is called when it arrives (not if the table is redrawn before)."""
        if ms <= 0 or start is None or end is None:
            return False
        ghost = Piece(QRectF(-110, -80, 220, 160), draw)
        ghost.setZValue(500)
        ghost.setAcceptHoverEvents(False)
        ghost.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(ghost)
        ghost.setPos(start)
        anim = QVariantAnimation(self)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setDuration(ms)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        anim.valueChanged.connect(ghost.setPos)
        anim.finished.connect(lambda: self._end_slide(anim, ghost, done))
        self._animations.append(anim)
        anim.start()
        return True

    def _end_slide(self, anim: QVariantAnimation, ghost: Piece, done=None) -> None:
        if anim in self._animations:
            self._animations.remove(anim)
            if ghost.scene() is self:
                self.removeItem(ghost)
            anim.deleteLater()
            if done is not None:
                done()

    def stop_animations(self) -> None:
        for anim in self._animations:
            anim.stop()
            anim.deleteLater()
        self._animations = []

"""Seat plates, stone piles and speech bubbles: painted pieces with no game rules in them."""

from __future__ import annotations

from typing import Any, Generic, TypeVar, overload

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .art import Deck, device_ratio, svg_pixmap
from .layout import BUBBLE_SIZE, Seat, inside_shift

#: The table's gold (rims, the glow of the seat to act) and its ink (words on dark panels).
GOLD = QColor("#f2c14e")
INK = QColor("#fdf8ea")

T = TypeVar("T")


def table_font(size: float, bold: bool = False) -> QFont:
    """The font of the words painted on the table, every game's pieces alike."""
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


def fit_line(text: str, width: float, size: int, smallest: int) -> tuple[QFont, str]:
    """The font (from `size` down to `smallest` points) at which `text` fits `width`, and the
    text, elided only if even the smallest does not fit: long level names and trick counts
    (Japanese glosses) shrink a little before they are cut."""
    font = table_font(size)
    while size > smallest and QFontMetricsF(font).horizontalAdvance(text) > width:
        size -= 1
        font = table_font(size)
    return font, QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


def fit_parts(first: str, last: str, width: float, size: int, smallest: int,
              gap: str = "  ·  ") -> tuple[QFont, str]:
    """`first` and `last` on one line, as `fit_line` fits them, except that when even the
    smallest size is too wide it is `first` that is cut: a plate keeps its trick count
    whole and shortens the level's name (a boosted Japanese gloss on a small table)."""
    text = gap.join(part for part in (first, last) if part)
    font, shown = fit_line(text, width, size, smallest)
    if shown == text or not (first and last):
        return font, shown
    fm = QFontMetricsF(font)
    tail = gap + last
    room = width - fm.horizontalAdvance(tail)
    # The line is measured whole: with fallback fonts (a Japanese gloss beside Latin words)
    # it can be wider than its parts measured apart, so the room shrinks by what it misses.
    for _ in range(8):
        if room < fm.horizontalAdvance("M…"):  # no room for a word of the first: cut the line
            return font, shown
        cut = fm.elidedText(first, Qt.TextElideMode.ElideRight, room) + tail
        over = fm.horizontalAdvance(cut) - width
        if over <= 0:
            return font, cut
        room -= over + 1
    return font, shown


class Painted(Generic[T]):
    """An attribute of a painted piece that repaints it whenever it is set: what a plate or
    a pile shows is given as plain attributes (`plate.active = True`) and never stays stale
    on screen."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.slot = "_painted_" + name

    @overload
    def __get__(self, piece: None, owner: type) -> Painted[T]: ...
    @overload
    def __get__(self, piece: QGraphicsItem, owner: type) -> T: ...
    def __get__(self, piece: QGraphicsItem | None, owner: type) -> Any:
        return self if piece is None else getattr(piece, self.slot)

    def __set__(self, piece: QGraphicsItem, value: T) -> None:
        setattr(piece, self.slot, value)
        piece.update()


BADGE_CENTRE = 22.0  # from the plate's right end to its last badge's centre
BADGE_R = 15.0  # a badge's radius
BADGE_STEP = 36.0  # from one badge's centre to the next, leftwards
#: The name's line kept clear for one badge: to its left edge and a 4-unit gap, less the
#: 16-unit margin the line keeps anyway.
BADGE_FIRST = BADGE_CENTRE + BADGE_R + 4.0 - 16.0
MARK_ROOM = 66.0  # the name's line kept clear of a mark over the plate's right end
BADGE_INSIDE = 19.0  # the square a badge's letter must fit in, inside its 30-unit circle


def badge_font(letter: str) -> QFont:
    """The largest font, up to 12 points, at which `letter` (M, D, or a Japanese 配 whose
    glyph is a full em) lies inside its badge's circle; a Latin letter in bold, a kanji in
    the regular weight, whose strokes bold runs together at that size."""
    bold = letter.isascii()
    size = 12
    font = table_font(size, bold)
    while size > 6:
        box = QFontMetricsF(font).tightBoundingRect(letter)
        if box.width() <= BADGE_INSIDE and box.height() <= BADGE_INSIDE:
            break
        size -= 1
        font = table_font(size, bold)
    return font


class SeatPlate(QGraphicsObject):
    """A player's name plate: name, a subtitle (level), badges and a glow when to act."""

    W = 270.0
    H = 78.0
    note: Painted[str] = Painted()
    badges: Painted[list[tuple[str, str]]] = Painted()  # (letter, colour)
    active: Painted[bool] = Painted()
    text_scale: Painted[float] = Painted()  # larger words on a small table, in the same plate

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.subtitle = ""
        self.note = ""
        self.badges = []
        self.active = False
        self.team_colour = QColor("#d9cfa8")
        self.text_scale = 1.0
        self.setZValue(5)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.W / 2 - 12, -self.H / 2 - 12, self.W + 24, self.H + 24)

    def badge_room(self) -> float:
        """How much of the name's line its right end keeps clear: the badges there, and at
        least the room of a short mark painted over the plate's end (El Envite's seña
        face), so a long name is never covered."""
        badges = BADGE_FIRST + BADGE_STEP * (len(self.badges) - 1) if self.badges else 0.0
        return max(MARK_ROOM, badges)

    def set_info(self, name: str, subtitle: str) -> None:
        self.name, self.subtitle = name, subtitle
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(-self.W / 2, -self.H / 2, self.W, self.H)
        if self.active:
            p.setPen(QPen(GOLD, 6))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(r.adjusted(-4, -4, 4, 4), 18, 18)
        grad = QLinearGradient(r.topLeft(), r.bottomLeft())
        grad.setColorAt(0, QColor(20, 34, 26, 230))
        grad.setColorAt(1, QColor(8, 18, 12, 230))
        p.setBrush(QBrush(grad))
        p.setPen(QPen(self.team_colour, 2.5))
        p.drawRoundedRect(r, 14, 14)
        p.setPen(INK)
        k = self.text_scale
        p.setFont(table_font(17 * min(k, 1.2), True))
        text_r = QRectF(r.left() + 16, r.top() + 6, r.width() - 32, 36)
        fm = QFontMetricsF(p.font())
        p.drawText(text_r, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                   fm.elidedText(self.name, Qt.TextElideMode.ElideRight,
                                 text_r.width() - self.badge_room()))
        p.setPen(QColor("#c8d8c0"))
        sub_r = QRectF(r.left() + 16, r.top() + 40, r.width() - 32, 30)
        font, sub = fit_parts(self.subtitle, self.note, sub_r.width(), round(12 * k),
                              round(9 * k))
        p.setFont(font)
        p.drawText(sub_r, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, sub)
        x = r.right() - BADGE_CENTRE
        for letter, colour in reversed(self.badges):
            centre = QPointF(x, r.top() + 24)
            p.setPen(QPen(QColor("#2b1d0e"), 1.5))
            p.setBrush(QColor(colour))
            p.drawEllipse(centre, BADGE_R, BADGE_R)
            p.setPen(QColor("#1b1208"))
            font = badge_font(letter)
            p.setFont(font)
            # centred by its ink, not its line: a CJK fallback font's tall line box would
            # push 配 off the circle
            ink = QFontMetricsF(font).tightBoundingRect(letter)
            p.drawText(centre - ink.center(), letter)
            x -= BADGE_STEP


def seat_pieces(scene: QGraphicsScene, seat: Seat) -> tuple[SeatPlate, Bubble]:
    """A seat's name plate and its speech bubble (silent) on `scene`, where the layout puts
    them."""
    plate, bubble = SeatPlate(), Bubble()
    place_seat_pieces(plate, bubble, seat)
    scene.addItem(plate)
    scene.addItem(bubble)
    return plate, bubble


def place_seat_pieces(plate: SeatPlate, bubble: Bubble, seat: Seat) -> None:
    """A seat's plate and bubble moved to where `seat` puts them (a table turned)."""
    plate.setPos(seat.plate)
    bubble.tail = seat.bubble_tail
    bubble.setPos(seat.bubble)
    bubble.update()


class StonePile(QGraphicsObject):
    """A heap of vale stones with its number and a caption."""

    SIZE = 64.0
    caption: Painted[str] = Painted()
    count: Painted[int] = Painted()
    text_scale: Painted[float] = Painted()  # a larger caption on a small table

    def __init__(self, stone_file: str, caption: str = "") -> None:
        super().__init__()
        self.stone_file = stone_file
        self.caption = caption
        self.count = 0
        self.text_scale = 1.0
        self.setZValue(4)

    def boundingRect(self) -> QRectF:
        return QRectF(-110, -50, 220, 110)

    @staticmethod
    def stones_rect() -> QRectF:
        """Where the stones and their count are painted, in item coordinates."""
        return QRectF(-96, -48, 184, 82)

    @staticmethod
    def caption_rect() -> QRectF:
        """Where the caption is painted, in item coordinates."""
        return QRectF(-110, 26, 220, 28)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        pm = svg_pixmap("vales", self.stone_file, size=96)
        shown = min(self.count, 5)
        s = self.SIZE
        for i in range(max(shown, 1)):
            dx = (i - (shown - 1) / 2) * 16
            dy = -abs(i - (shown - 1) / 2) * 3
            if self.count == 0:
                p.setOpacity(0.25)
            p.drawPixmap(QRectF(-s / 2 + dx - 30, -s / 2 + dy - 8, s, s), pm, QRectF(pm.rect()))
            p.setOpacity(1.0)
        badge = QRectF(28, -30, 58, 40)
        p.setPen(QPen(QColor("#2b1d0e"), 2))
        p.setBrush(QColor(250, 244, 224, 235))
        p.drawRoundedRect(badge, 12, 12)
        p.setPen(QColor("#2b1d0e"))
        p.setFont(table_font(18, True))
        p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(self.count))
        if self.caption:
            p.setPen(INK)
            p.setFont(table_font(12 * self.text_scale, True))
            p.drawText(self.caption_rect(), Qt.AlignmentFlag.AlignCenter, self.caption)


class StoneToken(QGraphicsObject):
    """One stone in flight between two piles."""

    def __init__(self, stone_file: str) -> None:
        super().__init__()
        self.stone_file = stone_file
        self.setZValue(60)

    def boundingRect(self) -> QRectF:
        return QRectF(-24, -24, 48, 48)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        pm = svg_pixmap("vales", self.stone_file, size=96)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawPixmap(self.boundingRect(), pm, QRectF(pm.rect()))


#: How far the tail of a bubble stays from the ends of its box: the rounded corner (24) and
#: half the tail (10).
_TAIL_ROOM = 34.0

_CHANGE = QGraphicsItem.GraphicsItemChange
#: What moves a bubble on the table, or resizes it there.
_MOVED = frozenset({_CHANGE.ItemPositionHasChanged, _CHANGE.ItemScaleHasChanged,
                    _CHANGE.ItemTransformHasChanged, _CHANGE.ItemRotationHasChanged,
                    _CHANGE.ItemSceneHasChanged})


class Bubble(QGraphicsObject):
    """A speech bubble; `tail` is the side of the bubble its tail points from."""

    def __init__(self, tail: str = "bottom") -> None:
        super().__init__()
        self.text = ""
        self._tail = tail
        self.strong = False
        self._box = self._placed()
        # told when it moves or grows, so that its box stays on the table (`_placed`)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges)
        # above a game's prompt (z 80), which may reach a side seat on a small screen: what
        # a player just said stays readable; below the last-trick peek and the summaries
        self.setZValue(82)
        self.setVisible(False)

    @property
    def tail(self) -> str:
        return self._tail

    @tail.setter
    def tail(self, side: str) -> None:
        self._tail = side
        self._refresh()

    def _placed(self) -> QRectF:
        """The box. Words longer than the layout's bubble (`layout.BUBBLE_SIZE`: a word or
        two; "Me planto（止める）" is not) widen it away from its tail's side, and near the
        table's edge move it inward: a tail under or over the box stays where the seat is, one
        beside it goes with the box."""
        fm = QFontMetricsF(table_font(16, True))
        w = max(90.0, fm.horizontalAdvance(self.text) + 40)
        box = QRectF(-w / 2, -28, w, 56)
        wider = max(0.0, w - BUBBLE_SIZE.width()) / 2
        box.translate({"left": wider, "right": -wider}.get(self._tail, 0.0), 0)
        scene = self.scene()
        if scene is None:
            return box
        shift = inside_shift(self.mapRectToScene(box), scene.sceneRect()).x()
        room = w / 2 - _TAIL_ROOM if self._tail in ("top", "bottom") else w / 2
        return box.translated(min(max(shift / self.sceneTransform().m11(), -room), room), 0)

    def _refresh(self) -> None:
        box = self._placed()
        if box != self._box:
            self.prepareGeometryChange()
            self._box = box

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        if change in _MOVED:
            self._refresh()
        return super().itemChange(change, value)

    def _rect(self) -> QRectF:
        return QRectF(self._box)

    def boundingRect(self) -> QRectF:
        return self._box.adjusted(-22, -22, 22, 22)

    def say(self, text: str, strong: bool = False) -> None:
        self.text = text
        self.strong = strong
        self._refresh()
        self.setVisible(bool(text))
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect()
        p.setPen(QPen(QColor("#3a2a12"), 2))
        p.setBrush(QColor("#fff6d8") if self.strong else QColor("#fbfbf5"))
        p.drawRoundedRect(r, 24, 24)
        tail = {"bottom": (QPointF(-10, r.bottom() - 1), QPointF(10, r.bottom() - 1),
                           QPointF(0, r.bottom() + 18)),
                "top": (QPointF(-10, r.top() + 1), QPointF(10, r.top() + 1),
                        QPointF(0, r.top() - 18)),
                "left": (QPointF(r.left() + 1, -9), QPointF(r.left() + 1, 9),
                         QPointF(r.left() - 18, 0)),
                "right": (QPointF(r.right() - 1, -9), QPointF(r.right() - 1, 9),
                          QPointF(r.right() + 18, 0))}[self.tail]
        p.drawPolygon(list(tail))
        p.setPen(Qt.PenStyle.NoPen)
        p.drawRect(QRectF(tail[0], tail[1]).normalized().adjusted(-1, -2, 1, 2))
        p.setPen(QColor("#2b1d0e"))
        p.setFont(table_font(16, True))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, self.text)


class Label(QGraphicsObject):
    """A line or two of text on a dark rounded panel (trump, info, trick counts)."""

    def __init__(self, width: float = 300, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
                 size: float = 14) -> None:
        super().__init__()
        self.width = width
        self.text = ""
        self.align = align
        self.size = size
        #: Lines longer than the label's width wrap inside it instead of widening it (a
        #: crowded table gives the label a narrow column).
        self.wrap = False
        self.setZValue(6)

    def _rect(self) -> QRectF:
        lines = self.text.split("\n")
        fm = QFontMetricsF(table_font(self.size, True))
        if self.wrap:
            inner = QRectF(0, 0, self.width - 28, 10_000)
            flags = int(self.align | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
            h = fm.boundingRect(inner, flags, self.text).height() + 18
            return QRectF(-self.width / 2, -h / 2, self.width, h)
        h = len(lines) * self.size * 2.05 + 18
        w = max([self.width] + [fm.horizontalAdvance(x) + 32 for x in lines])
        left = -w / 2 if self.align & Qt.AlignmentFlag.AlignHCenter else -self.width / 2
        return QRectF(left, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        return self._rect().adjusted(-2, -2, 2, 2)

    def set_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.setVisible(bool(text))
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect()
        p.setPen(QPen(QColor(242, 193, 78, 160), 1.5))
        p.setBrush(QColor(8, 18, 12, 200))
        p.drawRoundedRect(r, 12, 12)
        p.setPen(INK)
        p.setFont(table_font(self.size, True))
        if self.wrap:
            p.drawText(r.adjusted(14, 9, -14, -9), int(self.align | Qt.AlignmentFlag.AlignTop)
                       | int(Qt.TextFlag.TextWordWrap), self.text)
            return
        p.drawText(r.adjusted(14, 4, -14, -4), self.align | Qt.AlignmentFlag.AlignVCenter,
                   self.text)


class TrickPeek(QGraphicsObject):
    """A small panel with one trick's cards face up, each on its player's side (bottom,
    right, top, left), and a caption: the "last trick" look of a card table."""

    W = 300.0
    H = 330.0
    CARD = 104.0  # card height on the panel, in scene units
    _OFFSETS = ((0, 62), (80, 0), (0, -62), (-80, 0))

    def __init__(self, deck: Deck) -> None:
        super().__init__()
        self.deck = deck
        self.caption = ""
        self.faces: list[tuple[int, str]] = []  # (place index, face id), in play order
        self.setZValue(85)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.W / 2, -self.H / 2, self.W, self.H)

    def show_trick(self, caption: str, faces: list[tuple[int, str]]) -> None:
        self.caption = caption
        self.faces = faces
        self.setVisible(bool(faces))
        self.update()

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        r = self.boundingRect()
        p.setPen(QPen(GOLD, 2))
        p.setBrush(QColor(8, 18, 12, 225))
        p.drawRoundedRect(r, 16, 16)
        p.setPen(INK)
        p.setFont(table_font(13, True))
        p.drawText(QRectF(r.left(), r.top() + 6, r.width(), 26), Qt.AlignmentFlag.AlignCenter,
                   self.caption)
        scale = p.worldTransform().m11() * device_ratio(p, widget)
        h = self.CARD
        w = h * 2 / 3
        for place, face in self.faces:
            dx, dy = self._OFFSETS[place % 4]
            target = QRectF(dx - w / 2, dy + 14 - h / 2, w, h)
            pm = self.deck.pixmap(face, h * scale)
            p.drawPixmap(target, pm, QRectF(pm.rect()))

"""A points track: each side's score on the way to the game's target, and every credit as a
chip naming its lance ("Caída +1", "Aseo +1", "Pasado −1"), so that a player always sees
why a score moved.

One row a side: its name and score, a track of one cell a point up to the target (the last
one ringed), and the side's latest credits as chips, newest on the right (all of them in the
track's tooltip). A credit appears by its side's score, stays a moment, and slides into the
row as the track fills, through the table's `Animator`, so it takes its turn after the cards
that earned it (at once at instant speed). `reset` draws the track again from a list of
credits (a game resumed, an undo).

The track holds no rules: the game says which side scored, the words and the amount.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QAbstractAnimation, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..i18n import listed, tr
from .animator import Animator
from .pieces import GOLD, INK, table_font

MINUS = "\u2212"
PAD = 12.0
NAME_H = 26.0
CELLS_H = 14.0
CHIP_H = 28.0
ROW_H = NAME_H + 4 + CELLS_H + 6 + CHIP_H
ROW_GAP = 10.0
CHIP_GAP = 6.0
NAME_PT = 14.0  # names and scores: 19 scene units, 13 pixels on a 1366 x 768 screen
CHIP_PT = 13.0  # a chip's words: 17 scene units, 12 pixels there
MIN_WIDTH = 280.0
SIDE_COLOURS = ("#f2c14e", "#e0675c", "#7fd3ff", "#9fd8a4")
POP_MS = 260  # a credit's chip appears,
READ_MS = 650  # stays by the score for the player to read it,
SLIDE_MS = 340  # and slides into its row as the track fills


@dataclass(frozen=True, slots=True)
class Credit:
    """Points credited to `side` (negative: taken away), with the words that say why, as
    the game writes them ("Caída", "San Vicente", "Pasado")."""

    side: int
    label: str
    amount: int

    @property
    def text(self) -> str:
        sign = "+" if self.amount >= 0 else MINUS
        return f"{self.label} {sign}{abs(self.amount)}"


def track_size(sides: int, width: float = 340.0) -> tuple[float, float]:
    """The width and height of a track of `sides` rows."""
    return max(MIN_WIDTH, width), 2 * PAD + sides * ROW_H + (sides - 1) * ROW_GAP


class Chip(QGraphicsObject):
    """One credit's words in a small rounded box (a loss in red)."""

    def __init__(self, credit: Credit, parent: QGraphicsObject, most: float) -> None:
        super().__init__(parent)
        self.credit = credit
        font = table_font(CHIP_PT, True)
        fm = QFontMetricsF(font)
        self.shown = fm.elidedText(credit.text, Qt.TextElideMode.ElideRight, most - 18)
        self.width = min(most, fm.horizontalAdvance(self.shown) + 18)
        self.arrived = False  # it has shown by its score (queued credits wait their turn)

    def box(self) -> QRectF:
        return QRectF(0, 0, self.width, CHIP_H)

    def boundingRect(self) -> QRectF:
        return self.box().adjusted(-2, -2, 2, 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        loss = self.credit.amount < 0
        p.setPen(QPen(QColor("#8c2a1c") if loss else QColor("#6b4a12"), 1.5))
        p.setBrush(QColor("#f8d5cc") if loss else QColor("#fbf1d2"))
        p.drawRoundedRect(self.box(), 9, 9)
        p.setPen(QColor("#7a1c10") if loss else QColor("#2b1d0e"))
        p.setFont(table_font(CHIP_PT, True))
        p.drawText(self.box(), Qt.AlignmentFlag.AlignCenter, self.shown)


class PointsTrack(QGraphicsObject):
    """The track of `names` (one row a side) to `target` points, `width` wide, its top left
    corner at its position."""

    def __init__(self, names: Sequence[str], target: int, width: float = 340.0) -> None:
        super().__init__()
        self._w, self._h = track_size(len(names), width)
        self.names = tuple(names)
        self.target = target
        self.start: tuple[int, ...] = (0,) * len(names)
        self._credits: list[Credit] = []
        self._scores = list(self.start)  # what the credits add up to
        self._shown = list(self.start)  # what the rows show (behind while a chip flies)
        self._chips: list[list[Chip]] = [[] for _ in names]
        self._leaving: list[Chip] = []
        self._drawn = 0  # how many times the track was drawn again: older steps do nothing
        self.setZValue(6)

    # ---------------------------------------------------------------- what it shows

    @property
    def credits(self) -> tuple[Credit, ...]:
        return tuple(self._credits)

    @property
    def scores(self) -> tuple[int, ...]:
        """Each side's points, every credit counted."""
        return tuple(self._scores)

    @property
    def shown_scores(self) -> tuple[int, ...]:
        """Each side's points as the rows show them now."""
        return tuple(self._shown)

    def chips(self, side: int) -> list[Chip]:
        """The chips in `side`'s row, oldest first (those still in sight)."""
        return [c for c in self._chips[side] if c.isVisible()]

    def set_names(self, names: Sequence[str]) -> None:
        """The sides' names again (a change of language, a name given later)."""
        if len(names) != len(self.names):
            raise ValueError("a track keeps its number of sides")
        self.names = tuple(names)
        self._tell()
        self.update()

    # ---------------------------------------------------------------- credits

    def reset(self, credits: Sequence[Credit] = (), start: Sequence[int] | None = None,
              target: int | None = None) -> None:
        """Draw the track again, at once, from `start` (each side's points before the
        credits; zero by default) and `credits` in order."""
        for chip in (*(c for row in self._chips for c in row), *self._leaving):
            chip.setVisible(False)
            chip.deleteLater()
        self._chips = [[] for _ in self.names]
        self._leaving = []
        self._drawn += 1
        if target is not None:
            self.target = target
        if start is not None:
            if len(start) != len(self.names):
                raise ValueError("a start gives each side's points")
            self.start = tuple(start)
        self._credits = []
        self._scores = list(self.start)
        for credit in credits:
            self._add(credit).arrived = True
        self._shown = list(self._scores)
        for side in range(len(self.names)):
            self._lay_row(side, None)
        self._tell()
        self.update()

    def credit(self, credit: Credit, animator: Animator | None = None) -> None:
        """`credit` comes to its side: its chip appears by the score, stays a moment and
        slides into the row as the score changes; queued on `animator` behind what it
        already holds (at once without one, or at instant speed)."""
        chip = self._add(credit)
        side = credit.side
        self._tell()
        if animator is None:
            chip.arrived = True
            self._shown[side] = self._scores[side]
            self._lay_row(side, None)
            self.update()
            return
        score = self._scores[side]
        drawn = self._drawn

        def pop() -> QAbstractAnimation | None:
            if drawn != self._drawn:
                return None
            chip.arrived = True
            chip.setPos(self._pop_at(chip))
            chip.setOpacity(0.0)
            chip.setScale(1.2)
            chip.setVisible(True)
            return animator.parallel(animator.prop(chip, "opacity", 1.0, POP_MS),
                                     animator.prop(chip, "scale", 1.0, POP_MS))

        def land() -> None:
            if drawn == self._drawn:
                self._shown[side] = score
                self.update()

        def lay() -> QAbstractAnimation | None:
            return self._lay_row(side, animator) if drawn == self._drawn else None

        animator.enqueue(pop)
        animator.enqueue(lambda: animator.pause(READ_MS) if drawn == self._drawn else None)
        animator.call(land)
        animator.enqueue(lay)
        animator.call(self._drop_leaving)

    def _add(self, credit: Credit) -> Chip:
        if not 0 <= credit.side < len(self.names):
            raise ValueError(f"no side {credit.side} on this track")
        self._credits.append(credit)
        self._scores[credit.side] += credit.amount
        chip = Chip(credit, self, self._w - 2 * PAD)
        chip.setVisible(False)
        self._chips[credit.side].append(chip)
        return chip

    def _tell(self) -> None:
        """Every credit in the tooltip, side by side: the chips show only the latest."""
        lines = []
        for side, name in enumerate(self.names):
            said = [c.text for c in self._credits if c.side == side]
            lines.append(tr("{0}: {1}").format(
                name, f"{self._scores[side]} — " + (listed(said) or "0")))
        self.setToolTip("\n".join(lines))

    # ---------------------------------------------------------------- geometry

    def rect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-2, -2, 2, 2)

    def row_top(self, side: int) -> float:
        return PAD + side * (ROW_H + ROW_GAP)

    def cells_rect(self, side: int) -> QRectF:
        return QRectF(PAD, self.row_top(side) + NAME_H + 4, self._w - 2 * PAD, CELLS_H)

    def _chips_top(self, side: int) -> float:
        return self.row_top(side) + NAME_H + 4 + CELLS_H + 6

    def _pop_at(self, chip: Chip) -> QPointF:
        """Where a new chip first shows: over its side's score, at the row's right end."""
        side = chip.credit.side
        return QPointF(self._w - PAD - chip.width, self._chips_top(side))

    def _fitting(self, side: int) -> list[Chip]:
        """The newest chips of a row that fit its width, oldest first."""
        room = self._w - 2 * PAD
        out: list[Chip] = []
        used = 0.0
        for chip in reversed([c for c in self._chips[side] if c.arrived]):
            need = chip.width + (CHIP_GAP if out else 0.0)
            if used + need > room:
                break
            out.append(chip)
            used += need
        return out[::-1]

    def _lay_row(self, side: int, animator: Animator | None) -> QAbstractAnimation | None:
        """The row's chips in place: the newest that fit, oldest first; those that no longer
        fit fade out (or go at once without an animator)."""
        keep = self._fitting(side)
        x = PAD
        y = self._chips_top(side)
        anims = []
        for chip in keep:
            at = QPointF(x, y)
            x += chip.width + CHIP_GAP
            if animator is None or not chip.isVisible():
                chip.setPos(at)
                chip.setOpacity(1.0)
                chip.setScale(1.0)
                chip.setVisible(True)
            else:
                anims += [animator.prop(chip, "pos", at, SLIDE_MS),
                          animator.prop(chip, "scale", 1.0, SLIDE_MS)]
        for chip in self._chips[side]:
            if chip in keep or not chip.isVisible():
                continue
            if animator is None:
                chip.setVisible(False)
            else:
                self._leaving.append(chip)
                anims.append(animator.prop(chip, "opacity", 0.0, SLIDE_MS))
        return animator.parallel(*anims) if animator is not None else None

    def _drop_leaving(self) -> None:
        for chip in self._leaving:
            chip.setVisible(False)
            chip.setOpacity(1.0)
        self._leaving = []

    # ---------------------------------------------------------------- painting

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(QColor(242, 193, 78, 170), 1.5))
        p.setBrush(QColor(8, 20, 12, 210))
        p.drawRoundedRect(self.rect(), 14, 14)
        font = table_font(NAME_PT, True)
        fm = QFontMetricsF(font)
        p.setFont(font)
        for side, name in enumerate(self.names):
            top = self.row_top(side)
            if side:
                p.setPen(QPen(QColor(242, 193, 78, 70), 1))
                y = top - ROW_GAP / 2
                p.drawLine(QPointF(PAD, y), QPointF(self._w - PAD, y))
            score = self._shown[side]
            number = f"{score} / {self.target}" if score >= 0 \
                else f"{MINUS}{abs(score)} / {self.target}"
            line = QRectF(PAD, top, self._w - 2 * PAD, NAME_H)
            p.setPen(QColor("#ffb3a6") if score < 0 else INK)
            p.drawText(line, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                       number)
            room = line.width() - fm.horizontalAdvance(number) - 12
            p.setPen(QColor(SIDE_COLOURS[side % len(SIDE_COLOURS)]))
            p.drawText(line, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                       fm.elidedText(name, Qt.TextElideMode.ElideRight, room))
            self._paint_cells(p, side, score)

    def _paint_cells(self, p: QPainter, side: int, score: int) -> None:
        cells = self.cells_rect(side)
        n = max(1, self.target)
        step = cells.width() / n
        gap = 2.0 if step >= 6 else 0.0
        fill = QColor(SIDE_COLOURS[side % len(SIDE_COLOURS)])
        for i in range(n):
            cell = QRectF(cells.left() + i * step + gap / 2, cells.top(), step - gap,
                          cells.height())
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(fill if i < score else QColor(255, 255, 255, 45))
            p.drawRoundedRect(cell, 3, 3)
        goal = QRectF(cells.left() + (n - 1) * step, cells.top(), step, cells.height())
        p.setPen(QPen(GOLD, 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(goal.adjusted(-1, -2, 1, 2), 4, 4)

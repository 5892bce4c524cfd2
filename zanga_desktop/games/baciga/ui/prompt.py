"""The human's choices as buttons: in a talk the four words (section 5: Paso, Báciga,
Bacigote, Cartas), those the rules do not allow now shown dimmed (a click on one is refused
and explained by the tutor); in the draw Otra, Tapada and Me planto (section 9) with the
running total; a salirse claim (section 12, `auto_salirse` off); and at the end of a deal
its summary and Next deal.

A plain widget the board shows through a proxy; each button's `act` property (`paso`,
`baciga`, `up`, `stand`, `next`, ...) lets the keys and the tests find it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton

from ....ui.table.overlay import PromptFrame, PromptSizes, prompt_style

STYLE = prompt_style(
    PromptSizes(corner=18, title=24, detail=18, padding=(8, 18), button=21, button_height=36),
    'QPushButton[allowed="false"] { background: #8c8575; color: #2e2a22;'
    ' border: 1px dashed #4a4536; }\n'
    'QPushButton[hinted="true"] { border: 4px solid #8dff9e; }\n'
    "QLabel#line { font-size: 17px; color: #fdf8ea; }\n")

#: The widest a line of words is (the prompt's own pixels): a longer one wraps.
LINE_WIDTH = 560


class Prompt(PromptFrame):
    """`on_act(name)` is called with the `act` of the button pressed."""

    def __init__(self, on_act: Callable[[str], None]) -> None:
        super().__init__(STYLE, (22, 14, 22, 16), 8)
        self.on_act = on_act

    def clear(self) -> None:
        self._clear()

    def _line(self, text: str, name: str, style: str = "") -> QLabel:
        """A line of words, centred, wrapped past LINE_WIDTH (its height set for the width
        it wraps at: a layout does not ask a wrapped label for it)."""
        label = self._label(text, name)
        if style:
            label.setStyleSheet(style)
        label.ensurePolished()
        width = min(LINE_WIDTH, label.fontMetrics().horizontalAdvance(text) + 8)
        label.setFixedWidth(width)
        label.setFixedHeight(label.heightForWidth(width))
        self._layout.setAlignment(label, Qt.AlignmentFlag.AlignHCenter)
        return label

    def button(self, name: str) -> QPushButton | None:
        return next((b for b in self.buttons if b.property("act") == name), None)

    def _button(self, row: QHBoxLayout, text: str, name: str, allowed: bool = True,
                tip: str = "") -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(f"act_{name}")
        b.setProperty("act", name)
        b.setProperty("allowed", allowed)
        b.setProperty("hinted", False)
        if tip:
            b.setToolTip(tip)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        b.clicked.connect(lambda _=False, n=name: self.on_act(n))
        row.addWidget(b)
        self.buttons.append(b)
        return b

    def offer(self, title: str, lines: Sequence[str],
              buttons: Sequence[tuple[str, str, bool, str]],
              rows: Sequence[Sequence[tuple[str, str, bool, str]]] = ()) -> bool:
        """A title, lines of detail, then a row of buttons, each (act, words, allowed, tip);
        then more rows. False when there is nothing to show."""
        self.clear()
        if title:
            self._line(title, "title")
        for line in lines:
            if line:
                self._line(line, "detail")
        for group in (buttons, *rows):
            if not group:
                continue
            row = QHBoxLayout()
            row.setSpacing(10)
            for name, text, allowed, tip in group:
                self._button(row, text, name, allowed, tip)
            self._layout.addLayout(row)
        self.adjustSize()
        return bool(title or buttons or rows)

    def summary(self, title: str, lines: Sequence[tuple[str, bool]], next_text: str,
                name: str = "next") -> bool:
        """The end of a deal: its title, a line per credit (bold ones are headings), and the
        button that deals on (or starts a new game)."""
        self.clear()
        self._line(title, "title")
        for text, strong in lines:
            self._line(text, "line" if not strong else "detail",
                       "font-weight: bold; color: #f8dd8c;" if strong else "")
        if next_text:  # none at a spectator's table: the players deal on
            row = QHBoxLayout()
            self._button(row, next_text, name)
            self._layout.addLayout(row)
        self.fit()
        return True

    def mark_hinted(self, names: Sequence[str]) -> bool:
        """The buttons a hint advises, outlined in green; the first takes the focus."""
        found = False
        for b in self.buttons:
            on = b.property("act") in names
            b.setProperty("hinted", on)
            b.style().unpolish(b)
            b.style().polish(b)
            if on and not found:
                b.setFocus()
                found = True
        return found

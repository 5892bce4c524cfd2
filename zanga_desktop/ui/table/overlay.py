"""Qt panels shown over a game's table through a proxy (its prompt of choices, its summaries,
its cover): put on the scene, emptied when they are built again, and dressed alike in every
game, so that one table's choices look like another's."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsProxyWidget,
    QGraphicsScene,
    QLabel,
    QLayout,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


def put_on_table(scene: QGraphicsScene, panel: QWidget, z: float) -> QGraphicsProxyWidget:
    """`panel` on `scene` at height `z` (above the cards and plates), hidden until the game
    shows it."""
    proxy = scene.addWidget(panel)
    proxy.setZValue(z)
    proxy.setVisible(False)
    return proxy


def layout_widgets(layout: QLayout) -> Iterator[QWidget]:
    """The widgets in `layout` and in the layouts inside it."""
    for i in range(layout.count()):
        item = layout.itemAt(i)
        if item is None:
            continue
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            yield widget
        elif inner is not None:
            yield from layout_widgets(inner)


def empty_layout(layout: QLayout) -> None:
    """Take everything out of `layout`, and out of the layouts inside it. Its widgets are hidden
    at once, since their deletion waits for the event loop: a panel built again must not show
    its old buttons under the new ones, nor measure them."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget = item.widget()
        inner = item.layout()
        if widget is not None:
            widget.hide()
            widget.deleteLater()
        elif inner is not None:
            empty_layout(inner)


@dataclass(frozen=True)
class PromptSizes:
    """A game's sizes for the prompt's look, in pixels: its panel's corner, its title and
    detail lines, its buttons' padding (vertical, horizontal), words and least height."""

    corner: int
    title: int
    detail: int
    padding: tuple[int, int]
    button: int
    button_height: int


def prompt_style(sizes: PromptSizes, more: str = "") -> str:
    """The style sheet of a frame named `prompt`: the dark panel with its gold rim, cream
    words (labels named `title` and `detail`) and gold buttons every table shows its choices
    with, darker while pressed; `more` adds the game's own rules after these (a rule of the
    same weight there wins)."""
    return f"""
QFrame#prompt {{ background: rgba(10, 22, 14, 225); border: 2px solid #f2c14e;
                border-radius: {sizes.corner}px; }}
QLabel {{ color: #fdf8ea; background: transparent; }}
QLabel#title {{ font-size: {sizes.title}px; font-weight: bold; color: #f8dd8c; }}
QLabel#detail {{ font-size: {sizes.detail}px; color: #d6e4cf; }}
QPushButton {{ background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f9e3a0,
              stop:1 #d9a93c); color: #2b1d0e; border: 1px solid #6b4a12;
              border-radius: 12px; padding: {sizes.padding[0]}px {sizes.padding[1]}px;
              font-size: {sizes.button}px; font-weight: bold;
              min-height: {sizes.button_height}px; }}
QPushButton:hover {{ background: #ffeeb8; }}
QPushButton:pressed {{ background: #c99a30; }}
QPushButton:focus {{ border: 3px solid #7fd3ff; }}
{more}"""


class PromptFrame(QFrame):
    """The frame a game's prompt builds its choices in: a column of centred, wrapped lines
    and rows of buttons (`buttons`, in the order made), emptied by `_clear` before each
    new offer."""

    def __init__(self, style: str, margins: tuple[int, int, int, int], spacing: int,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("prompt")
        self.setStyleSheet(style)
        self.buttons: list[QPushButton] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(*margins)
        self._layout.setSpacing(spacing)

    def _clear(self) -> None:
        self.buttons = []
        empty_layout(self._layout)

    def fit(self) -> None:
        """Take the size the lines and buttons now need, every wrapped line whole: the
        layout's new hint at once, and its height for that width (`adjustSize` on a panel
        already shown keeps the height of the lines it had before). A line or button just
        added to a panel on show would be shown only by the event loop, and left out of the
        measure: it is shown now."""
        for widget in layout_widgets(self._layout):
            if not widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
                widget.show()
        self._layout.invalidate()
        self._layout.activate()
        hint = self.sizeHint()
        height = self.heightForWidth(hint.width()) if self.hasHeightForWidth() else -1
        self.resize(hint.width(), max(hint.height(), height))

    def _label(self, text: str, name: str) -> QLabel:
        """A line of the panel: `name` is its style (`title`, `detail`)."""
        label = QLabel(text)
        label.setObjectName(name)
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(label)
        return label

"""The docks beside any game's table: the rules tutor (a refusal explained, a hint, the
narration) and the hand log with a strip of the last trick's cards. What they say is the
game's: every line may be a function, run again when the language changes, so that what is
on screen follows (a game's own docks subclass these and add its texts)."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QEvent,
    QMetaMethod,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QResizeEvent, QTextDocument
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMainWindow,
    QPushButton,
    QScrollBar,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...core.deck import Card
from ..card_names import card_list
from ..i18n import tr
from .art import Deck
from .view import own_viewport

#: A line shown in a panel: a string, or a function writing it in the language of the moment
#: (called again when the language changes, so that what is on screen follows).
Text = str | Callable[[], str]


def _text(line: Text) -> str:
    return line() if callable(line) else line


@dataclass(frozen=True, slots=True)
class Citation:
    """A line of a refusal citing the rule it applies: `words` as shown, `link` the game's own
    link to that rule (`article:27`, `envite-rules:5`: see `ui/learn/links.py`). The tutor
    shows it as a link while something follows its `cited` signal, else as plain words."""

    words: str
    link: str


#: A line of a refusal: plain words, or words citing a rule.
RefusalLine = str | Citation


def may_play_text(cards: Sequence[Card]) -> str:
    """The refusal's line naming the cards that may be played instead, the same in every
    game and in its lessons ("" when the refusal names none)."""
    if not cards:
        return ""
    return tr("You may play: {0}.").format(card_list(cards))


class FollowNewest:
    """Keeps a scrolled view at its newest line while the player has not scrolled back to
    read: a longer text, a narrower dock, a smaller window or another language re-wraps the
    lines and moves the end, and the view goes with it; once the player scrolls up, it stays
    where he is until he scrolls down to the end again."""

    def __init__(self, bar: QScrollBar) -> None:
        self.bar = bar
        self.at_newest = True
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)

    def _scrolled(self, value: int) -> None:
        self.at_newest = value >= self.bar.maximum()

    def _range_changed(self, _low: int, high: int) -> None:
        if self.at_newest:
            self.bar.setValue(high)

    def to_newest(self) -> None:
        self.at_newest = True
        self.bar.setValue(self.bar.maximum())


class WholeLabel(QLabel):
    """A word-wrapped label a layout never makes shorter than its words need at its width
    (a layout honours a label's minimum, not the height its wrapped lines take): in a short
    dock the widgets beside it give way, and no line of it is cut off."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)

    def setText(self, text: str) -> None:
        super().setText(text)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        need = self.heightForWidth(self.width()) if self.text() else 0
        if need != self.minimumHeight():
            self.setMinimumHeight(max(0, need))


class _Dock(QDockWidget):
    """A dock beside the table: its body a column with the docks' margins (`_column`), its
    words written again when the language changes (`retranslate`)."""

    def _column(self) -> QVBoxLayout:
        body = QWidget()
        lay = QVBoxLayout(body)
        lay.setContentsMargins(8, 8, 8, 8)
        self.setWidget(body)
        return lay

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class TutorDock(_Dock):
    """The rules tutor: why an action was refused (`show_refusal`), the hint line, and the
    narration of the game on the table under lines pinned through every game."""

    hint_requested = Signal()
    #: A refusal's citation was clicked: its link, for the game to follow (open its rules).
    cited = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tutor_dock")
        self._pinned: list[Text] = []  # rich-text lines above every game's narration
        self._lines: list[tuple[Text, bool]] = []  # (line, strong)
        self._refusal: Callable[[], Sequence[RefusalLine]] | None = None
        self._hint: Text = ""
        lay = self._column()
        self.explanation = WholeLabel()
        self.explanation.setObjectName("tutor_explanation")
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.explanation.setStyleSheet(
            "QLabel { background: #fff4d6; color: #3a2405; border: 1px solid #d9a93c;"
            " border-radius: 8px; padding: 8px; }")
        self.explanation.setOpenExternalLinks(False)
        self.explanation.linkActivated.connect(self.cited)
        self.explanation.hide()
        lay.addWidget(self.explanation)
        self.hint_button = QPushButton()
        self.hint_button.setObjectName("hint_button")
        self.hint_button.clicked.connect(self.hint_requested)
        lay.addWidget(self.hint_button)
        self.hint_label = WholeLabel()
        self.hint_label.setObjectName("hint_label")
        lay.addWidget(self.hint_label)
        self.narration = QTextBrowser()
        self.narration.setObjectName("narration")
        # the newest line stays in sight while the player has not scrolled back to read
        self._follow = FollowNewest(self.narration.verticalScrollBar())
        # the narration gives way first: a refusal's words are read whole even in a short
        # dock (under the table of a narrow window), the narration scrolls in what is left
        self.narration.setMinimumHeight(2 * self.narration.fontMetrics().lineSpacing())
        lay.addWidget(self.narration, 1)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Rules tutor"))
        self.hint_button.setText(tr("Hint (H)"))
        if self._refusal is not None:
            self.show_refusal(self._refusal)
        self.hint_label.setText(_text(self._hint))
        self._redraw()

    def show_refusal(self, lines: Callable[[], Sequence[RefusalLine]]) -> None:
        """Explain a refused action: `lines()` is the reason (shown in bold), then what else
        the game says (the rule's article, what may be played instead; empty lines are left
        out). A `Citation` among them is a link to its rule. Written again on a change of
        language."""
        self._refusal = lines
        reason, *more = lines() or ("",)
        parts = [f"<b>{self._line_html(reason)}</b>"]
        parts += [self._line_html(line) for line in more if line]
        self.explanation.setText("<br>".join(parts))
        self.explanation.show()

    def _line_html(self, line: RefusalLine) -> str:
        if not isinstance(line, Citation):
            return html.escape(line)
        if not self.isSignalConnected(QMetaMethod.fromSignal(self.cited)):
            return html.escape(line.words)  # nothing would open it: no link to click in vain
        return f'<a href="{html.escape(line.link)}">{html.escape(line.words)}</a>'

    def clear_refusal(self) -> None:
        self._refusal = None
        self.explanation.hide()
        self.explanation.setText("")

    def clear_narration(self) -> None:
        """A new game, an opened one or an undo: the narration tells only the game now on
        the table (under the pinned lines)."""
        self._lines.clear()
        self._redraw()

    def scroll_to_newest(self) -> None:
        self._follow.to_newest()

    def _redraw(self) -> None:
        self._follow.at_newest = True
        self.narration.clear()
        for pinned in self._pinned:
            self._append(pinned, False, True)
        for line, strong in self._lines:
            self._append(line, strong)

    def say(self, line: Text, strong: bool = False) -> None:
        self._lines.append((line, strong))
        self._append(line, strong)

    def pin_html(self, line: Text) -> None:
        """A line of rich text (a link) that stays at the top through every game, and is
        rewritten on a change of language like the rest."""
        self._pinned.append(line)
        self._redraw()

    def _append(self, line: Text, strong: bool, is_html: bool = False) -> None:
        text = _text(line) if is_html else html.escape(_text(line))
        # always as rich text: a plain line would show "&amp;" for "&"
        newest = self._follow.at_newest
        self.narration.append(f"<b>{text}</b>" if strong else f"<span>{text}</span>")
        if newest:
            self.scroll_to_newest()

    def show_hint(self, text: Text) -> None:
        self._hint = text
        self.hint_label.setText(_text(text))


class WrappedRows(QStyledItemDelegate):
    """Rows as tall as their wrapped text really is: the style measures a line by the list's
    own font, so a line that falls back to another font (Japanese among Latin names) came
    out taller than its row and was cut short with an ellipsis."""

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        size = super().sizeHint(option, index)
        view = self.parent()
        width = view.viewport().width() if isinstance(view, QListWidget) else option.rect.width()
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        doc.setDefaultFont(option.font)
        doc.setPlainText(str(index.data() or ""))
        doc.setTextWidth(max(1, width - 8))
        return QSize(size.width(), max(size.height(), int(doc.size().height()) + 6))


class LogDock(_Dock):
    """The hand log, a line per step, and for a game of tricks the last trick's cards
    (`cards` of them, one a seat) with a caption. With no `cards` (a game without tricks)
    there is no such strip: its widgets stay hidden inside `last_trick` whatever is done
    to them, and `show_last_trick` shows nothing."""

    def __init__(self, deck: Deck, cards: int = 0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log_dock")
        self.deck = deck
        self._lines: list[Text] = []
        self._caption: Text = ""
        lay = self._column()
        self.list = QListWidget()
        own_viewport(self.list)  # the rows' height asks its width as the first line comes
        self.list.setObjectName("hand_log")
        # long lines (Japanese, Spanish) wrap instead of hiding behind a scroll bar
        self.list.setWordWrap(True)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setItemDelegate(WrappedRows(self.list))
        # the log sticks to its newest line while the player has not scrolled back: a
        # narrower dock, a smaller window or another language re-wraps every row
        self._follow = FollowNewest(self.list.verticalScrollBar())
        lay.addWidget(self.list, 1)
        # the strip: in a widget of its own, so that a game without tricks hides it whole
        self.last_trick = QWidget()
        self.last_trick.setObjectName("last_trick")
        strip = QVBoxLayout(self.last_trick)
        strip.setContentsMargins(0, 0, 0, 0)
        strip.setSpacing(lay.spacing())
        self.last_title = QLabel()
        strip.addWidget(self.last_title)
        self.last_caption = QLabel()
        self.last_caption.setObjectName("last_trick_caption")
        strip.addWidget(self.last_caption)
        row = QHBoxLayout()
        self.last_cards: list[QLabel] = []
        for _ in range(cards):
            label = QLabel()
            label.setFixedSize(48, 72)
            row.addWidget(label)
            self.last_cards.append(label)
        row.addStretch(1)
        strip.addLayout(row)
        lay.addWidget(self.last_trick)
        self.last_trick.setVisible(cards > 0)
        self.retranslate()

    @property
    def has_last_trick(self) -> bool:
        """Whether this log shows a last trick at all (a game of tricks)."""
        return bool(self.last_cards)

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Hand log"))
        self.last_title.setText(tr("Last trick:"))
        self.last_caption.setText(_text(self._caption) or tr("none yet"))
        for i, line in enumerate(self._lines):
            item = self.list.item(i)
            if item is not None:
                item.setText(_text(line))

    def add(self, line: Text) -> None:
        self._lines.append(line)
        self.list.addItem(_text(line))
        self.list.scrollToBottom()

    def clear(self) -> None:
        self._lines.clear()
        self.list.clear()
        self.show_last_trick("", ())

    def keep(self, count: int) -> None:
        """The first `count` lines only: the hands before one told again after an undo."""
        del self._lines[count:]
        while self.list.count() > len(self._lines):
            self.list.takeItem(self.list.count() - 1)

    def line_count(self) -> int:
        return len(self._lines)

    def show_last_trick(self, caption: Text, cards: tuple[Card, ...]) -> None:
        self._caption = caption
        self.last_caption.setText(_text(caption) or tr("none yet"))
        for i, label in enumerate(self.last_cards):
            if i < len(cards):
                label.setPixmap(self.deck.pixmap(str(cards[i]), 72))
                label.setToolTip(cards[i].name)
            else:
                label.clear()


#: Below this window width a table's docks go under it, side by side: beside it they would
#: leave the table too narrow (the docks over its right edge) or their lines a few words long.
NARROW_WINDOW = 1000
#: The docks' width beside the table: lines of a sentence's worth of words.
DOCK_WIDTH = 250
DOCK_MIN_WIDTH = 220
#: Their height under the table.
DOCK_HEIGHT = 170


class DockPlace(QObject):
    """Keeps a table's docks beside it in a wide window, at least DOCK_MIN_WIDTH wide, and
    under it in a narrow one (a window about 800 pixels wide), so that neither the table nor
    the docks' lines are squeezed. Follows the window's size; a floating dock is left where
    the player put it."""

    def __init__(self, window: QMainWindow, docks: Sequence[QDockWidget],
                 heights: Sequence[int] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.docks = list(docks)
        self.heights = list(heights or [1] * len(self.docks))
        self.area: Qt.DockWidgetArea | None = None
        window.installEventFilter(self)
        self.place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize:
            self.place()
        return False

    def place(self) -> None:
        narrow = self.window.width() < NARROW_WINDOW
        area = (Qt.DockWidgetArea.BottomDockWidgetArea if narrow
                else Qt.DockWidgetArea.RightDockWidgetArea)
        if area == self.area:
            return
        self.area = area
        docked = [d for d in self.docks if not d.isFloating()]
        for dock in docked:
            dock.setMinimumWidth(0 if narrow else DOCK_MIN_WIDTH)
            self.window.addDockWidget(area, dock, Qt.Orientation.Horizontal if narrow
                                      else Qt.Orientation.Vertical)
        if not docked:
            return
        if narrow:
            self.window.resizeDocks(docked[:1], [DOCK_HEIGHT], Qt.Orientation.Vertical)
        else:
            self.window.resizeDocks(docked[:1], [DOCK_WIDTH], Qt.Orientation.Horizontal)
            self.window.resizeDocks(docked, [self.heights[self.docks.index(d)] for d in docked],
                                    Qt.Orientation.Vertical)

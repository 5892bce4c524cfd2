"""The frame of a game's rules browser: a filter box, a list of entries under bold headings
and the page of the entry chosen beside it. A game fills it (`fill`) with its own source
text, glossary and decisions, and says what its links open (`_follow`)."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from typing import Generic, TypeVar

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..app_icon import app_icon
from ..window_fit import fit
from .links import handle_link

KEY = Qt.ItemDataRole.UserRole


def fold(text: str) -> str:
    """Lower case without accents, so "renuncio" finds "RENUNCIO" and "articulo" "Artículo"."""
    norm = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in norm if not unicodedata.combining(c))


class BrowserFrame(QDialog):
    """Entries in a list with a filter box; the text beside it. `first` is the key shown at
    the start."""

    def __init__(self, placeholder: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_browser")
        self.setWindowIcon(app_icon())  # a window of its own: without it, none
        self.resize(980, 680)
        lay = QVBoxLayout(self)
        self.filter = QLineEdit()
        self.filter.setObjectName("rules_filter")
        self.filter.setPlaceholderText(placeholder)
        self.filter.setClearButtonEnabled(True)
        self.filter.textChanged.connect(self.apply_filter)
        lay.addWidget(self.filter)
        split = QSplitter()
        self.list = QListWidget()
        self.list.setObjectName("rules_list")
        # whole titles, wrapped where they must: never cut, never a sideways scroll bar
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.list.setMinimumWidth(260)
        self.text = QTextBrowser()
        self.text.setObjectName("rules_text")
        self.text.setOpenLinks(False)
        self.text.anchorClicked.connect(lambda url: self._follow(url.toString()))
        split.addWidget(self.list)
        split.addWidget(self.text)
        split.setSizes([380, 660])
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        lay.addWidget(split, 1)
        self.pages: dict[str, str] = {}
        self.search: dict[str, str] = {}
        self.list.currentItemChanged.connect(self._on_item)

    # ---------------------------------------------------------------- content

    def header(self, text: str) -> None:
        item = QListWidgetItem(text)
        item.setFlags(Qt.ItemFlag.NoItemFlags)
        font = item.font()
        font.setBold(True)
        item.setFont(font)
        item.setData(KEY, "")
        self.list.addItem(item)

    def entry(self, key: str, label: str, page: str, search: str) -> None:
        item = QListWidgetItem(label)
        item.setData(KEY, key)
        self.list.addItem(item)
        self.pages[key] = page
        self.search[key] = fold(label + " " + search)

    def clear_entries(self) -> None:
        self.list.clear()
        self.pages.clear()
        self.search.clear()

    # ---------------------------------------------------------------- navigation

    def _follow(self, href: str) -> None:
        """A link in a page: another entry of this browser (`key`), else any of our links."""
        if href in self.pages:
            self.show_key(href)
        else:
            handle_link(href, self)

    def has(self, key: str) -> bool:
        return key in self.pages

    def show_key(self, key: str) -> bool:
        if key not in self.pages:
            return False
        for i in range(self.list.count()):
            item = self.list.item(i)
            if item.data(KEY) == key:
                if item.isHidden():
                    self.filter.clear()
                self.list.setCurrentItem(item)
                self.list.scrollToItem(item)
                break
        self.text.setHtml(self.pages[key])
        return True

    def current_key(self) -> str:
        item = self.list.currentItem()
        return str(item.data(KEY)) if item is not None else ""

    def _on_item(self, item: QListWidgetItem | None) -> None:
        if item is not None and item.data(KEY):
            self.text.setHtml(self.pages[str(item.data(KEY))])

    def apply_filter(self, text: str) -> None:
        needle = fold(text.strip())
        for i in range(self.list.count()):
            item = self.list.item(i)
            key = str(item.data(KEY))
            item.setHidden(bool(needle) and (not key or needle not in self.search[key]))

    def visible_keys(self) -> list[str]:
        return [str(self.list.item(i).data(KEY)) for i in range(self.list.count())
                if not self.list.item(i).isHidden() and self.list.item(i).data(KEY)]


B = TypeVar("B", bound=BrowserFrame)


class OneBrowser(Generic[B]):
    """The one rules browser of a game in the app, made on first use (`make`), sized and
    placed as it was last (`name`)."""

    def __init__(self, make: Callable[[], B], name: str) -> None:
        self.make = make
        self.name = name
        self.browser: B | None = None

    def get(self) -> B:
        if self.browser is None:
            self.browser = self.make()
            fit(self.browser, self.name, QSize(1040, 700))
        return self.browser

    def open(self, at: Callable[[B], object] | None = None) -> B:
        """Show it (at what `at` shows first), in front."""
        browser = self.get()
        if at is not None:
            at(browser)
        browser.show()
        browser.raise_()
        browser.activateWindow()
        return browser

    def close(self) -> None:
        if self.browser is not None:
            self.browser.close()
            self.browser.deleteLater()
            self.browser = None

"""The cover over any game's table between two humans at one screen: the next player's cards
stay hidden until he says who he is ("I am Ana, show my cards"), so nobody sees another's
hand. `TableCover` puts it over a table's scene, made the first time it is shown."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsProxyWidget,
    QGraphicsScene,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from ..i18n import tr
from ..player_name import is_unnamed
from . import keys
from .layout import SCENE
from .overlay import put_on_table

STYLE = """
QFrame#cover { background: #0c1f14; }
QLabel { color: #fdf8ea; background: transparent; font-size: 34px; font-weight: bold; }
QLabel#cover_detail { color: #d6e4cf; font-size: 22px; font-weight: normal; }
QPushButton { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f9e3a0,
              stop:1 #d9a93c); color: #2b1d0e; border: 1px solid #6b4a12;
              border-radius: 14px; padding: 14px 30px; font-size: 26px; font-weight: bold; }
QPushButton:focus { border: 3px solid #7fd3ff; }
"""


class Cover(QFrame):
    """`on_done(seat)` once the player at `seat` has said he is at the screen."""

    def __init__(self, on_done: Callable[[int], None]) -> None:
        super().__init__()
        self.setObjectName("cover")
        self.setStyleSheet(STYLE)
        self.on_done = on_done
        self.seat = -1
        self.name = ""
        box = QVBoxLayout(self)
        box.addStretch(2)
        self.title = QLabel()
        self.title.setObjectName("cover_title")
        self.detail = QLabel()
        self.detail.setObjectName("cover_detail")
        self.button = QPushButton()
        self.button.setObjectName("cover_show")
        self.button.clicked.connect(lambda: self.on_done(self.seat))
        for w in (self.title, self.detail):
            w.setAlignment(Qt.AlignmentFlag.AlignCenter)
            w.setWordWrap(True)
            box.addWidget(w)
        box.addSpacing(24)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        box.addStretch(3)

    def ask(self, seat: int, name: str) -> None:
        self.seat, self.name = seat, name
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        # the page lies on the table of every game: it follows the language itself
        if event.type() == QEvent.Type.LanguageChange and self.seat >= 0:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        if is_unnamed(self.name):
            # the one who set up the game and left his name as it was: "Pass the screen to
            # You" and "I am You" read as nonsense
            self.title.setText(tr("Pass the screen to the one who set up this game"))
            self.detail.setText(tr("The others look away: that player's cards are shown "
                                   "next."))
            self.button.setText(tr("It is me, show my cards"))
            return
        self.title.setText(tr("Pass the screen to {0}").format(self.name))
        self.detail.setText(tr("The others look away: {0}'s cards are shown next.").format(
            self.name))
        self.button.setText(tr("I am {0}, show my cards").format(self.name))


class TableCover:
    """The cover over a table's `scene` (above every panel), made when first shown: most
    games have one player. `on_done(seat)` once the human at `seat` says he is at the
    screen, the cover already taken away."""

    def __init__(self, scene: QGraphicsScene, on_done: Callable[[int], None]) -> None:
        self._scene = scene
        self._on_done = on_done
        self._made: tuple[Cover, QGraphicsProxyWidget] | None = None

    @property
    def page(self) -> Cover:
        if self._made is None:
            page = Cover(self._done)
            proxy = put_on_table(self._scene, page, 200)
            proxy.setVisible(False)
            self._made = (page, proxy)
        return self._made[0]

    @property
    def covered(self) -> bool:
        return self._made is not None and self._made[1].isVisible()

    def show(self, seat: int, name: str) -> None:
        """Hide the table until the human at `seat`, called `name`, says he is at it."""
        page = self.page
        page.ask(seat, name)
        assert self._made is not None
        self._made[1].setGeometry(SCENE)
        self._made[1].setVisible(True)
        page.button.setFocus()

    def hide(self) -> None:
        if self._made is not None:
            self._made[1].setVisible(False)

    def take_key(self, key: int) -> bool:
        """While the table is covered every key is the cover's (one that chooses presses
        its button): True then, and the table must not use the key."""
        if not self.covered:
            return False
        if key in keys.CHOOSE:
            self.page.button.click()
        return True

    def _done(self, seat: int) -> None:
        self.hide()
        self._on_done(seat)

"""What the boards of the games set up seat by seat share: the deck's cards on the scene, the
controller's news followed, the cover over the table between two humans at one screen
(`cover_done(seat)` once the human at `seat` says he is at it), the words grown on a small
view, and a seat's words fading from its bubble.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractAnimation, QObject, QPropertyAnimation, QTimer, Signal
from PySide6.QtWidgets import QGraphicsProxyWidget, QGraphicsScene

from ...core.deck import DECK, Card
from ..i18n import tr
from ..level_names import level_names
from ..player_name import is_unnamed, shown
from .animator import Animator
from .art import Deck
from .card_item import CardItem
from .cover import Cover, TableCover
from .news import NewsFollower
from .pieces import Bubble
from .setup_controller import SetupController
from .view import TableView


def plate_sub(level: str, name: str, own: bool) -> str:
    """What a seat's plate says under its name: on the player's own seat (`own`: not at a
    shared screen) "You" under a name he chose, nothing under none (the name reads "You"
    already: "You / Human" said it twice), as La Zanga's plates; else who plays the seat: a
    level, or Human."""
    if own:
        return "" if is_unnamed(name) else tr("You")
    return level_names().get(level, level)


#: How long a seat's words stay in its bubble, and how long they take to fade (ms at normal
#: speed).
BUBBLE_MS = 2600
FADE_MS = 450
#: Pixels per scene unit at which the table's words read well; below it they grow, by up
#: to MAX_TEXT_SCALE.
READABLE_SCALE = 0.68
MAX_TEXT_SCALE = 1.6


class SeatBoard(NewsFollower, QObject):
    """The pieces of one game on `scene`, moved by `animator`, from `controller`'s news: a
    game's board puts the cover on the table (`_put_cover`) where it stacks it, and follows
    the controller and the view (`_follow`) once its pieces are made."""

    cover_done = Signal(int)
    #: The end of the game's New game button (`SetupFront` asks the window's Game > New game).
    new_game_wanted = Signal()

    controller: SetupController[Any]
    table_cover: TableCover
    #: The game's news last shown (None before its first).
    news: Any
    #: What each seat said and its bubble still shows.
    said: dict[int, str]
    bubbles: list[Bubble]
    prompt_proxy: QGraphicsProxyWidget
    #: The words' growth on a small view, and the view's pixels per scene unit.
    text_scale: float
    view_scale: float

    def __init__(self, scene: QGraphicsScene, animator: Animator,
                 controller: SetupController[Any], deck: Deck) -> None:
        super().__init__(scene)
        self.scene = scene
        self.animator = animator
        self.controller = controller
        self.deck = deck
        self.highlight_legal = True
        #: Whether the end of a game offers New game (set by `SetupFront`: the window's).
        self.offers_new_game: Callable[[], bool] = lambda: False
        #: Whether the table is painted again once the cards on their way have landed (the
        #: language or the highlight changed while they moved).
        self._redraw_at_rest = False
        animator.idle.connect(self._at_rest)
        self.cards: dict[Card, CardItem] = {}
        for card in DECK:
            item = CardItem(card, deck)
            item.setVisible(False)
            item.clicked.connect(self._clicked)
            scene.addItem(item)
            self.cards[card] = item

    def _follow(self) -> None:
        """The view's size and the controller's news, to the board's handlers."""
        for view in self.scene.views():
            if isinstance(view, TableView):
                view.rescaled.connect(self.set_view_scale)
        self._follow_news(self.controller)
        self.controller.human_turn.connect(self._on_human_turn)
        self.controller.away_changed.connect(self.repaint_plates)

    # ---------------------------------------------------------------- the game's handlers

    def _clicked(self, card: object) -> None:
        raise NotImplementedError

    def _on_human_turn(self, obs: Any) -> None:
        raise NotImplementedError

    # ---------------------------------------------------------------- the view

    def redraw(self) -> None:
        """Paint the table again as it is (a language change, the highlight switched)."""
        raise NotImplementedError

    def retranslate(self) -> None:
        self._redraw_now_and_at_rest()

    def _redraw_now_and_at_rest(self) -> None:
        """`redraw` now, and again once the animator is idle if it is not: a board paints
        the table as the news it has shown leave it, and leaves alone what is still moving
        (a language changed in mid-move kept the old words on what had moved)."""
        self.redraw()
        self._redraw_at_rest = self.animator.busy

    def _at_rest(self) -> None:
        if self._redraw_at_rest:
            self._redraw_at_rest = False
            self.redraw()

    def repaint_plates(self) -> None:
        """The plates again, as the seats are now (a person away from a network table or
        back); nothing else moves."""
        if self.news is not None:
            self._paint_seats(self.controller.news_now())

    def _paint_seats(self, news: Any) -> None:
        """The seats' plates, and the words painted by them, from `news` at once."""
        raise NotImplementedError

    def set_highlight(self, on: bool) -> None:
        """The player's choice of showing the cards he may play."""
        self.highlight_legal = on
        self._redraw_now_and_at_rest()

    def card_item(self, card: Card) -> CardItem:
        return self.cards[card]

    # ---------------------------------------------------------------- a shared screen

    def _put_cover(self, scene: QGraphicsScene) -> None:
        self.table_cover = TableCover(scene, self.cover_done.emit)

    @property
    def cover(self) -> Cover:
        return self.table_cover.page

    @property
    def covered(self) -> bool:
        return self.table_cover.covered

    def hide_cover(self) -> None:
        self.table_cover.hide()

    def _cover_name(self, name: str) -> str:
        """A player's name as the cover asks for him."""
        return shown(name)

    def show_cover(self, seat: int) -> None:
        """Hide the table until the human at `seat` says he is at the screen."""
        names = self.controller.names
        self.table_cover.show(seat, self._cover_name(names[seat]) if seat < len(names)
                              else str(seat))

    def _cover_key(self, key: int) -> bool:
        """Under the cover a key that chooses presses its button, and no key reaches the
        table: True while the table is covered."""
        return self.table_cover.take_key(key)

    # ---------------------------------------------------------------- words

    def set_view_scale(self, view_scale: float) -> None:
        """The view shows the table at `view_scale` pixels per scene unit. Below
        `READABLE_SCALE` (a small window, the lessons' table) the words grow, up to
        `MAX_TEXT_SCALE` (`_scale_words`), so that no key word is drawn too small to read;
        the prompt is placed again for the new size."""
        boost = min(MAX_TEXT_SCALE, max(1.0, READABLE_SCALE / max(view_scale, 0.01)))
        changed = abs(view_scale - self.view_scale) > 1e-3
        self.view_scale = view_scale
        if abs(boost - self.text_scale) >= 0.01:
            self.text_scale = boost
            self._scale_words()
        if changed and self._prompt_moves():
            self._place_prompt(True)

    def _scale_words(self) -> None:
        """The words grown by `text_scale`."""
        raise NotImplementedError

    def _place_prompt(self, shown: bool) -> None:
        raise NotImplementedError

    def _prompt_moves(self) -> bool:
        """Whether the prompt is placed again on a new view size: while it is shown."""
        return self.prompt_proxy.isVisible()

    def _fade_later(self, seat: int, text: str) -> None:
        """What `seat` said fades from its bubble after BUBBLE_MS (the log and the tutor
        keep it): old words never stay over the cards. Not at instant speed (tests, the
        screenshots), where nothing moves by itself."""
        speed = self.animator.speed
        if speed <= 0:
            return

        def fade() -> None:
            if self.said.get(seat) != text or seat >= len(self.bubbles):
                return
            del self.said[seat]
            bubble = self.bubbles[seat]
            anim = QPropertyAnimation(bubble, b"opacity", bubble)
            anim.setDuration(round(FADE_MS * speed))
            anim.setStartValue(1.0)
            anim.setEndValue(0.0)

            def gone() -> None:
                if seat not in self.said:
                    bubble.say("")
                bubble.setOpacity(1.0)

            anim.finished.connect(gone)
            anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

        QTimer.singleShot(round(BUBBLE_MS * speed), fade)

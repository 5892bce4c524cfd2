"""El Envite on the toolkit's table: 2 to 10 seats (`seat_places(2n, max_cards=3)`), each
seat's three cards (the viewer's face up), the stock with the vira face up under it, the
trick in the centre, each team's board (piedras toward the tumbo, chicos, tricks), the stake
in force, a bubble for what each seat says, a seña's gesture on its sender's avatar, the
prompt for the human's choices, the keys, and the cover that hides a human's cards when
several share the screen.

It paints from `EnviteNews` only (the controller's records), never asking the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import (
    QAbstractAnimation,
    QEvent,
    QObject,
    QPointF,
    QRectF,
    QSizeF,
    Qt,
)
from PySide6.QtGui import QColor, QKeyEvent
from PySide6.QtWidgets import QGraphicsScene

from ....core.game import Outcome
from ....ui.i18n import listed, tr
from ....ui.level_names import level_names
from ....ui.player_name import shown
from ....ui.table import keys
from ....ui.table.animator import Animator
from ....ui.table.art import Deck
from ....ui.table.card_item import CardItem
from ....ui.table.free_place import nearest_free
from ....ui.table.layout import (
    CENTRE,
    SCENE,
    Place,
    Spot,
    bubble_rect,
    card_rect,
    hand_rect,
    hand_spots,
    inside_shift,
    on_ellipse,
    plate_rect,
    seat_places,
    trick_rect,
    trick_scale,
    turned_round,
)
from ....ui.table.overlay import put_on_table
from ....ui.table.pieces import Bubble, Label, SeatPlate, place_seat_pieces
from ....ui.table.seat_board import MAX_TEXT_SCALE, SeatBoard
from ....ui.table.view import TableView
from ..rules import Action, Card, Kind, Observation, Phase, Sena, play, team
from . import words
from .controller import HUMAN, EnviteController
from .gestures import R as FACE_R
from .gestures import SenaFace
from .news import EnviteNews
from .pieces import TeamBoard
from .prompt import Prompt

#: The least height of a key word on the screen, in pixels, and the prompt's smallest
#: words (its detail lines, `prompt.STYLE`), in the prompt's own pixels.
MIN_TEXT_PX = 11.0
PROMPT_SMALLEST_PX = 19.0
#: Each team's colour: its players' plates are ringed with it, and its board is titled in
#: it, so that a team-mate is told from an opponent at a glance.
TEAM_COLOURS = (QColor("#7fd3ff"), QColor("#ff9c7a"))
#: How long a seña's gesture stays on its sender's avatar (ms, at normal speed).
GESTURE_MS = 2600
#: The keys that press the prompt's buttons, by the button's `act` name.
BUTTON_KEYS = {Qt.Key.Key_E: ("bet", "raise"), Qt.Key.Key_Q: ("quiero",),
               Qt.Key.Key_P: ("paso",), Qt.Key.Key_N: ("decline", "next"),
               Qt.Key.Key_T: ("tumbar",), Qt.Key.Key_A: ("achicarse",),
               Qt.Key.Key_G: ("go_on",)}
REVIEW_W = 720  # the claim review's width, scene units
_NUMBERS = (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3)

STOCK_SCALE = 0.42
_GAP = 10.0


class _Back:
    """A card seen from behind: its picture is the back."""

    def __str__(self) -> str:
        return "back"


STAKE_SIZE_RECT = QRectF(-225, -80, 450, 160)  # the stake label: up to five lines
#: On a crowded table the stake label is a narrow column, its lines wrapped: up to eight.
STAKE_COLUMN_RECT = QRectF(-130, -115, 260, 230)
#: A crowded table's trick: an ellipse this wide and high round the middle, so that a
#: column of full-size words is left either side of it.
CROWDED_TRICK = (150.0, 110.0)
PROMPT_ROOM = QRectF(-300, -120, 600, 240)
#: From this many seats the human's hand moves left of the middle, with its plate, so that
#: the prompt and the words beside it keep their full size (the table has no other room).
CROWDED = 8


@dataclass(frozen=True)
class Layout:
    """Where everything of a table of `seats` sits (scene units)."""

    places: tuple[Place, ...]
    prompt: QRectF
    stock: QPointF
    stock_scale: float
    boards: tuple[QPointF, QPointF]
    board_scales: tuple[float, float]
    stake: QPointF
    stake_scale: float
    stake_size: QRectF
    #: The seat drawn at the bottom, his hand fanned (`turned`).
    bottom: int = 0

    def turned(self, bottom: int) -> Layout:
        """The same table turned so that `bottom` sits where seat 0 sat: the others round
        him in the same order, and his team's board ("Us") by him."""
        n = len(self.places)
        bottom %= n
        if bottom == self.bottom:
            return self
        shift = (bottom - self.bottom) % n
        places = turned_round(self.places, shift)
        boards, scales = self.boards, self.board_scales
        if shift % 2:  # the teams alternate round the table: the boards change sides
            boards, scales = (boards[1], boards[0]), (scales[1], scales[0])
        return replace(self, places=places, boards=boards, board_scales=scales,
                       bottom=bottom)

    def rects(self) -> dict[str, QRectF]:
        """Every piece the board draws, by name, for checking that none covers another."""
        n = len(self.places)
        out: dict[str, QRectF] = {}
        scale = trick_scale(n)
        for s, p in enumerate(self.places):
            out[f"hand{s}"] = hand_rect(p, 3, fan=(s == self.bottom))
            out[f"plate{s}"] = plate_rect(p)
            out[f"bubble{s}"] = bubble_rect(p)
            out[f"trick{s}"] = trick_rect(p, scale)
        out["stock"] = _scaled(stock_rect(QPointF(0, 0)), self.stock, self.stock_scale)
        for t in (0, 1):
            out[f"board{t}"] = _scaled(TeamBoard.rect(), self.boards[t], self.board_scales[t])
        out["stake"] = _scaled(self.stake_size, self.stake, self.stake_scale)
        out["prompt"] = QRectF(self.prompt)
        return out




def stock_spots(at: QPointF, k: float = 1.0) -> tuple[Spot, Spot]:
    """The vira face up across the bottom of the stock, and the stock on it."""
    vira = Spot(at.x() + 30 * k, at.y(), 90, STOCK_SCALE * k, 2, True)
    stock = Spot(at.x() - 30 * k, at.y(), 0, STOCK_SCALE * k, 3, False)
    return vira, stock


def stock_rect(at: QPointF) -> QRectF:
    vira, stock = stock_spots(at)
    return card_rect(vira).united(card_rect(stock))


def _free(size: QRectF, prefer: QPointF, taken: Sequence[QRectF]) -> QPointF | None:
    """The point of a grid of 10 units nearest `prefer` where a piece of `size` (around its
    origin) fits on the table without touching `taken`; None if there is none."""
    return nearest_free(size, prefer, taken, range(20, 1600, 10), range(20, 1000, 10), _GAP)


SCALES = (1.0, 0.85, 0.72, 0.6)
# The team boards stacked on a crowded table: finer steps, as large as the room allows.
PAIR_SCALES = (1.0, 0.95, 0.9, 0.85, 0.72, 0.6)


def _place(size: QRectF, prefer: QPointF, taken: list[QRectF],
           scales: Sequence[float] = SCALES) -> tuple[QPointF, float]:
    """Where a piece goes and at what scale: full size if it fits anywhere, else smaller
    (a table of many seats leaves little room); it is then added to `taken`."""
    for k in scales:
        rect = QRectF(size.left() * k, size.top() * k, size.width() * k, size.height() * k)
        at = _free(rect, prefer, taken)
        if at is not None:
            taken.append(rect.translated(at))
            return at, k
    taken.append(size.translated(prefer))
    return prefer, 1.0


def _scaled(rect: QRectF, at: QPointF, k: float) -> QRectF:
    return QRectF(at.x() + rect.left() * k, at.y() + rect.top() * k, rect.width() * k,
                  rect.height() * k)


_LAYOUTS: dict[int, Layout] = {}


def table_layout(seats: int) -> Layout:
    """The Envite table of `seats` seats (2 to 10): the toolkit's seat places for three-card
    hands, then the prompt's room beside the human's cards, the stake, the team boards and
    the stock fitted into the room left, smaller when there is little."""
    if seats in _LAYOUTS:
        return _LAYOUTS[seats]
    places = seat_places(seats, max_cards=3)
    crowded = seats >= CROWDED
    if crowded:
        places = tuple(replace(p, trick=on_ellipse(CENTRE, p.hand, *CROWDED_TRICK))
                       for p in (_moved_left(places[0]), *places[1:]))
    scale = trick_scale(seats)
    taken: list[QRectF] = []
    for s, p in enumerate(places):
        taken += [hand_rect(p, 3, fan=(s == 0)), plate_rect(p), bubble_rect(p),
                  trick_rect(p, scale)]
    low = hand_rect(places[0], 3, fan=True)
    # the words first, at full size where they fit: the prompt's room and the stake
    at, k = _place(PROMPT_ROOM, QPointF(low.right() + 320, 850), taken)
    room = _scaled(PROMPT_ROOM, at, k)
    stake_size = STAKE_COLUMN_RECT if crowded else STAKE_SIZE_RECT
    stake, stake_k = _place(stake_size, QPointF(800, 250), taken)
    # up to four seats the corners are free: "Us" by the human, "Them" across the table;
    # more seats fill the corners, and the boards sit either side of the middle
    if crowded:
        # one above the other right of the trick, placed as one piece so that they stay
        # squared up: "Them" above, "Us" below, nearer the human
        step = (TeamBoard.H + _GAP) / 2
        pair = TeamBoard.rect().adjusted(0, -step, 0, step)
        at, k0 = _place(pair, QPointF(1180, 440), taken, PAIR_SCALES)
        k1 = k0
        board0, board1 = at + QPointF(0, step * k0), at - QPointF(0, step * k0)
    else:
        us, them = ((QPointF(170, 930), QPointF(1430, 70)) if seats <= 4
                    else (QPointF(300, 620), QPointF(1300, 300)))
        board0, k0 = _place(TeamBoard.rect(), us, taken)
        board1, k1 = _place(TeamBoard.rect(), them, taken)
    stock, stock_k = _place(stock_rect(QPointF(0, 0)), QPointF(800 - 330, 330), taken)
    out = Layout(places, room, stock, stock_k, (board0, board1), (k0, k1), stake, stake_k,
                 stake_size)
    _LAYOUTS[seats] = out
    return out


def _face_offset(place: Place) -> QPointF:
    """Where a seña's face goes from its seat's plate: above its right end (a left-edge
    seat's: its right end, toward the middle), clear of the plate's words; beside it, toward
    the middle, where above would leave the table (a side seat in a top corner, whose hand
    and bubble are below its plate)."""
    up = -(SeatPlate.H / 2 + FACE_R + 4)
    if place.name == "top":  # the hand is above a top seat's plate: the face goes below
        return QPointF(SeatPlate.W / 2 - FACE_R, -up)
    if place.plate.y() + up - FACE_R - 6 < SCENE.top():
        inward = 1.0 if place.plate.x() < SCENE.center().x() else -1.0
        return QPointF(inward * (SeatPlate.W / 2 + FACE_R + 4), 0.0)
    return QPointF(SeatPlate.W / 2 - FACE_R, up)


def _moved_left(place: Place) -> Place:
    """The human's place on a crowded table: hand, plate and bubble 170 units left, the
    trick spot where it was (the middle of the table)."""
    shift = QPointF(-170, 0)
    return replace(place, hand=place.hand + shift, plate=place.plate + shift,
                   bubble=place.bubble + shift)


class EnviteBoard(SeatBoard):
    """The pieces of one partido on `scene`, moved by `animator`, from `controller`'s news;
    `cover_done(seat)` when the human at `seat` says he is at the screen."""

    controller: EnviteController

    def __init__(self, scene: QGraphicsScene, animator: Animator, controller: EnviteController,
                 deck: Deck) -> None:
        super().__init__(scene, animator, controller, deck)
        self.backs: list[CardItem] = []
        self.plates: list[SeatPlate] = []
        self.bubbles: list[Bubble] = []
        self.faces: list[SenaFace] = []
        self.focus_index = -1  # the keyboard's card in the human's hand
        self.hint_card: Card | None = None
        self.hinted: list[Action] = []  # what the last hint advised and is still to do
        self.boards = (TeamBoard(0), TeamBoard(1))
        for b in self.boards:
            scene.addItem(b)
            b.setVisible(False)
        self.stake = Label(400, Qt.AlignmentFlag.AlignHCenter, 13)
        scene.addItem(self.stake)
        self.prompt = Prompt(self._chosen, controller.next_hand)
        self.prompt_proxy = put_on_table(scene, self.prompt, 80)
        self._put_cover(scene)
        self.layout: Layout | None = None
        self.news: EnviteNews | None = None
        self.text_scale = 1.0  # the words' growth on a small view (`set_view_scale`)
        self.view_scale = 1.0
        for view in scene.views():
            if isinstance(view, TableView):
                view.viewport().installEventFilter(self)  # a click ends a trick's pause
        self.hand_over_text = ""
        self.winner: int | None = None  # the partido's, once it is over
        self.said: dict[int, str] = {}
        self._follow()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on the table while a finished trick is shown goes on at once."""
        if event.type() == QEvent.Type.MouseButtonPress and self.controller.trick_pausing:
            self.controller.end_trick_pause()
        return False

    # ---------------------------------------------------------------- seats

    def _seat_pieces(self, seats: int, bottom: int) -> None:
        for item in (*self.backs, *self.plates, *self.bubbles, *self.faces):
            self.scene.removeItem(item)
        self.backs = []
        for _ in range(3 * seats + 1):
            back = CardItem(_Back(), self.deck)
            back.setVisible(False)
            self.scene.addItem(back)
            self.backs.append(back)
        self.plates, self.bubbles, self.faces = [], [], []
        for _ in range(seats):
            self.faces.append(SenaFace())
            self.plates.append(SeatPlate())
            self.bubbles.append(Bubble())
        for item in (*self.faces, *self.plates, *self.bubbles):
            self.scene.addItem(item)
        self._place_seats(table_layout(seats).turned(bottom))

    def _place_seats(self, layout: Layout) -> None:
        """Each seat's plate, bubble and seña face where `layout` puts it, and the team
        boards: the table turned to the seat at the bottom."""
        self.layout = layout
        for p, face, plate, bubble in zip(layout.places, self.faces, self.plates,
                                          self.bubbles, strict=True):
            # beside the plate, over its outer corner: its name, badges and level stay
            # readable (toward the middle of the table for the side seats)
            face.setPos(p.plate + _face_offset(p))
            place_seat_pieces(plate, bubble, p)
        for t, b in enumerate(self.boards):
            b.setPos(layout.boards[t])
            b.setScale(layout.board_scales[t])
            b.setVisible(True)
        # a narrow column on a crowded table: its lines wrap at its width
        self.stake.wrap = self.layout.stake_size is STAKE_COLUMN_RECT
        self.stake.width = self.layout.stake_size.width() if self.stake.wrap else 400
        self._scale_words()

    # ---------------------------------------------------------------- the controller's news

    def _on_reset(self, resumed: bool) -> None:
        self.animator.clear()
        self.hide_cover()
        self.hint_card, self.focus_index = None, -1
        showing, self.said = self.said, {}
        for told in self.controller.hand_so_far()[1:]:  # a partido resumed in mid-hand
            self._hear(told, live=False)
        if resumed:  # told again, then faded as fresh words are
            for seat, text in self.said.items():
                self._fade_later(seat, text)
        else:  # the same hand drawn again (a network seat's guesses, an undo): words
            # that had faded stay gone
            self.said = {s: t for s, t in self.said.items() if showing.get(s) == t}
        self.hand_over_text = ""
        self.winner = None
        self.prompt_proxy.setVisible(False)
        self._show(self.controller.news_now(), animate=False)

    def _on_dealt(self, news: EnviteNews) -> None:
        self.hint_card, self.focus_index = None, -1
        self.said = {}
        self.hand_over_text = ""
        self._show(news)

    def _on_acted(self, news: EnviteNews) -> None:
        self._hear(news)
        self.prompt_proxy.setVisible(False)
        self.hint_card, self.focus_index = None, -1
        action = news.step.action
        if isinstance(action, Action) and action.kind is Kind.SENA and action in self.hinted:
            self.hinted.remove(action)  # one of the señas advised: the others stay marked
        else:
            self.hinted = []
        self._show(news)

    def _hear(self, news: EnviteNews, live: bool = True) -> None:
        """What an action leaves in its seat's bubble until that seat plays its card: a word,
        or a seña the viewer saw (with its gesture, `live`; not when a resumed hand is told
        again)."""
        action = news.step.action
        if not isinstance(action, Action):
            return
        text = words.said(action)
        if action.kind is Kind.SENA:
            if any(x.seat == action.seat and x.sena is action.value
                   for x in news.obs.senas) and isinstance(action.value, Sena):
                if live:
                    self.show_gesture(action.seat, action.value)
            else:
                text = ""  # a seña the viewer did not see
        if action.kind is Kind.PLAY:
            self.said.pop(action.seat, None)
        elif text:
            self.said[action.seat] = text
            if live:
                self._fade_later(action.seat, text)

    def _on_human_turn(self, obs: Observation) -> None:
        news = self.news
        if news is None or news.viewer != obs.seat:
            news = self.controller.news_now()
        self._show(news, animate=False)
        self._place_prompt(self.prompt.offer(obs, self._claims(news)))
        self._mark_hints()

    def _on_hand_over(self, step: object) -> None:
        news = self.controller.news_now()
        detail = getattr(step, "detail", None)
        self.hand_over_text = words.hand_result(getattr(detail, "result", None),
                                                team(news.viewer), news.hot_seat)
        self._show(news, animate=False)
        self._place_prompt(self.prompt.offer(news.obs, self._claims(news), self.hand_over_text,
                                             not self.controller.watched))

    def _on_game_over(self, outcome: Outcome) -> None:
        news = self.controller.news_now()
        winner = outcome.winner if outcome.winner is not None else 0  # a partido is never drawn
        self.winner = winner
        self._show(news, animate=False)
        self._tell_over(news)

    def _tell_over(self, news: EnviteNews) -> None:
        """The partido's end (`winner`): who won, in the language of the moment, the chicos,
        and New game where the window offers it."""
        assert self.winner is not None
        self.hand_over_text = words.outcome("partido", self.winner, team(news.viewer),
                                            news.hot_seat)
        self._place_prompt(self.prompt.tell(
            self.hand_over_text, tr("Chicos: {0} to {1}").format(*news.obs.chicos),
            tr("New game") if self.offers_new_game() else "", self.new_game_wanted.emit))

    def _claims(self, news: EnviteNews) -> list[tuple[Action, str]]:
        """Each human seat's ¡Renuncio! button, named after him when several share the
        screen."""
        claims = self.controller.human_claims()
        return [(a, "¡Renuncio!" if len(claims) == 1
                 else f"¡Renuncio! ({shown(news.names[a.seat])})")
                for a in claims]

    # ---------------------------------------------------------------- painting

    def _show(self, news: EnviteNews, animate: bool = True) -> None:
        self.news = news
        obs = news.obs
        seats = 2 * obs.team_size
        # at one screen the table turns to the human it shows, his hand at the bottom
        bottom = news.viewer % seats
        if self.layout is None or len(self.layout.places) != seats:
            self._seat_pieces(seats, bottom)
        elif self.layout.bottom != bottom:
            self._place_seats(self.layout.turned(bottom))
            animate = False  # the table is shown to another human: no card flies across
        assert self.layout is not None
        lay = self.layout
        targets: dict[CardItem, Spot] = {}
        mates = dict(obs.team_cards)
        legal = {a.value for a in obs.legal if a.kind is Kind.PLAY}
        human_turn = self.controller.human_to_act and obs.to_act == obs.seat
        for s, place in enumerate(lay.places):
            backs = iter(self.backs[3 * s:3 * s + 3])  # each seat's own, so none flies across
            shown: tuple[Card, ...] | None = None
            if news.seen:  # a saved game watched: every hand is known
                shown = news.seen[s].hand
            elif self.controller.watched:
                pass  # a spectator's table: every hand there is a guess, none is shown
            elif s == obs.seat:
                shown = obs.hand
            elif s in mates:
                shown = mates[s]
            count = len(shown) if shown is not None else obs.held[s]
            spots = hand_spots(place, count, shown is not None, fan=(s == lay.bottom), room=3)
            if shown is not None:
                for card, spot in zip(shown, spots, strict=True):
                    targets[self.cards[card]] = spot
            else:
                for spot in spots:
                    targets[next(backs)] = spot
        scale = trick_scale(seats)
        trick = obs.trick or (obs.tricks_played[-1] if obs.tricks_played else ())
        # a trick just taken stays until the next lead, its winning card outlined in gold
        taken = next((c for s, c in trick if not obs.trick and obs.trick_winners
                      and s == obs.trick_winners[-1]), None)
        for i, (s, card) in enumerate(trick):
            p = lay.places[s].trick
            targets[self.cards[card]] = Spot(p.x(), p.y(), (-4, 3, -2, 4, -3)[i % 5], scale,
                                             30 + i, True)
        if obs.vira is not None:
            vira, stock = stock_spots(lay.stock, lay.stock_scale)
            targets[self.cards[obs.vira]] = vira
            targets[self.backs[-1]] = stock
        moves: list[tuple[CardItem, Spot]] = []
        from_stock = stock_spots(lay.stock, lay.stock_scale)[1]
        for item in (*self.cards.values(), *self.backs):
            target = targets.get(item)
            if target is None:
                item.setVisible(False)
                item.set_clickable(False)
                continue
            spot = target
            if not item.isVisible():  # a card coming to the table comes from the stock
                item.setPos(from_stock.pos)
                item.setRotation(from_stock.rotation)
                item.setScale(from_stock.scale)
            item.setVisible(True)
            item.set_face_up(spot.face_up)
            item.setZValue(spot.z)
            mine = item.card in obs.hand and human_turn
            item.set_clickable(mine)
            mark = mine and self.highlight_legal and item.card in legal
            focus = mine and 0 <= self.focus_index < len(obs.hand) \
                and obs.hand[self.focus_index] is item.card
            item.set_marks(marked=mark or (taken is not None and item.card is taken),
                           focus=focus, hinted=mine and item.card is self.hint_card)
            moves.append((item, spot))
        self._move(moves, animate)
        self._paint_seats(news)
        self._paint_standings(news)

    def _move(self, moves: list[tuple[CardItem, Spot]], animate: bool) -> None:
        """Every card to its place at once: in one animation step, or (instant) now."""
        if not animate or self.animator.speed == 0:
            for item, spot in moves:
                item.setPos(spot.pos)
                item.setRotation(spot.rotation)
                item.setScale(spot.scale)
            return
        a = self.animator

        def build() -> QAbstractAnimation:
            anims: list[QAbstractAnimation | None] = []
            for item, spot in moves:
                if item.pos() != spot.pos or item.rotation() != spot.rotation \
                        or item.scale() != spot.scale:
                    anims += [a.prop(item, "pos", spot.pos, 280),
                              a.prop(item, "rotation", spot.rotation, 280),
                              a.prop(item, "scale", spot.scale, 280)]
            return a.parallel(*anims)

        self.animator.enqueue(build)

    def _paint_seats(self, news: EnviteNews) -> None:
        obs = news.obs
        to_act = obs.to_act
        for s, plate in enumerate(self.plates):
            level = news.levels[s] if s < len(news.levels) else HUMAN
            t = tr("Team A") if team(s) == 0 else tr("Team B")
            label = "" if level == HUMAN else level_names().get(level, level)
            sub = f"{t} · {label}" if label else t  # a watched game's unknown seat: the team
            plate.set_info(shown(news.names[s]) if s < len(news.names) else str(s), sub)
            badges: list[tuple[str, str]] = []
            if s in obs.captains:
                badges.append((tr("C", "capitán badge"), "#f2c14e"))
            if s == obs.mano and obs.phase is not Phase.DEAL:
                badges.append((tr("M", "mano badge"), "#7fd3ff"))
            if s == obs.dealer:
                badges.append((tr("D", "dealer badge"), "#d9cfa8"))
            plate.badges = badges
            plate.active = to_act == s
            plate.team_colour = TEAM_COLOURS[team(s)]
            self.bubbles[s].say(self.said.get(s, ""), strong=True)
            self._face_clear_of_bubble(s)

    def _face_clear_of_bubble(self, s: int) -> None:
        """Seat `s`'s seña face at its place by the plate, or beside the seat's bubble where
        a long word there would run under it ("No envíes" under a top seat's face)."""
        if self.layout is None:
            return
        face, bubble = self.faces[s], self.bubbles[s]
        place = self.layout.places[s]
        home = place.plate + _face_offset(place)
        face.setPos(home)
        said = bubble.sceneBoundingRect()
        if not bubble.isVisible() or not bubble.text \
                or not said.intersects(face.sceneBoundingRect()):
            return
        half = face.sceneBoundingRect().width() / 2
        for x in (said.right() + half, said.left() - half):
            face.setPos(x, home.y())
            if SCENE.contains(face.sceneBoundingRect()):
                return
        face.setPos(home)

    def _paint_standings(self, news: EnviteNews) -> None:
        obs = news.obs
        hot = news.hot_seat
        for t, b in enumerate(self.boards):
            b.tumbo_label = tr("tumbo")
            b.colour = TEAM_COLOURS[t]
            b.set_standing(words.team_name(t, team(news.viewer), hot), obs.piedras[t],
                           obs.options.tumbo_at, obs.chicos[t], obs.options.chicos_to_win,
                           obs.won[t], tr("Chicos"), tr("Tricks: {0}").format(obs.won[t]))
        lines: list[str] = []
        if obs.vira is not None:
            lines = [tr("Vira: {0}").format(obs.vira.name), words.stake_line(obs, hot)]
        mine = [x for x in obs.senas if team(x.seat) == team(obs.seat)]
        if mine:
            lines.append(tr("Señas: {0}").format(listed(
                # the last two (the dock beside the table lists them all): a longer line
                # would run past the label's room on a crowded table
                f"{shown(news.names[x.seat])} {words.sena_button(x.sena)}"
                for x in mine[-2:])))
        self.stake.set_text("\n".join(lines))

    # ---------------------------------------------------------------- the prompt

    def _place_prompt(self, shown: bool) -> None:
        if not shown or self.layout is None:
            self.prompt_proxy.setVisible(False)
            return
        lay = self.layout
        self.prompt.fit()
        size = QSizeF(self.prompt.sizeHint())
        room = lay.prompt
        scale = min(1.0, room.width() / size.width(), room.height() / size.height())
        # readable first: where its room would shrink its smallest words under
        # MIN_TEXT_PX on the screen, the prompt grows past the room (rightwards first, as
        # far as the table is wide and half as high), covering what it must
        readable = min(MIN_TEXT_PX / (PROMPT_SMALLEST_PX * max(self.view_scale, 0.01)),
                       MAX_TEXT_SCALE, (SCENE.width() - 40) / size.width(),
                       SCENE.height() / 2 / size.height())
        scale = max(scale, readable)
        w, h = size.width() * scale, size.height() * scale
        left = room.center().x() - w / 2 if w <= room.width() else room.left()
        x = min(max(left, SCENE.left() + 20), SCENE.right() - 20 - w)
        y = max(SCENE.top(), min(room.bottom(), SCENE.bottom() - 10) - h)
        self.prompt_proxy.setScale(scale)
        self.prompt_proxy.setPos(QPointF(x, y))
        self.prompt_proxy.setVisible(True)

    def _prompt_moves(self) -> bool:
        """The same choices placed for a new view size; not the claim review."""
        return self.prompt_proxy.isVisible() and self.prompt.minimumWidth() != REVIEW_W

    def _scale_words(self) -> None:
        """The words inside the plates, and the stake, the bubbles and the prompt whole,
        kept inside the table."""
        k = self.text_scale
        for plate in self.plates:
            plate.text_scale = k
        for bubble in self.bubbles:
            bubble.setScale(k)
        if self.layout is not None:
            self.stake.setScale(self.layout.stake_scale * k)
            self.stake.setPos(self.layout.stake)
            self.stake.setPos(self.layout.stake
                              + inside_shift(self.stake.sceneBoundingRect(), SCENE))

    def _chosen(self, action: Action) -> None:
        if action.kind is Kind.CLAIM:
            self.controller.claim(action.seat)
        else:
            self.controller.act(action)

    def _clicked(self, card: object) -> None:
        news = self.news
        if news is None or not isinstance(card, Card):
            return
        self.controller.act(play(news.obs.seat, card))

    def redraw_cards(self) -> None:
        """The deck's faces changed (the colour-blind deck)."""
        for item in self.cards.values():
            item.update()

    def handle_key_release(self, event: QKeyEvent) -> bool:
        return False

    def redraw(self) -> None:
        """Paint the table again as it is (a language change, the highlight switched)."""
        if self.news is not None:
            self._show(self.controller.news_now(), animate=False)
            if self.prompt_proxy.isVisible():
                obs = self.news.obs
                if self.controller.human_to_act:
                    self._place_prompt(self.prompt.offer(obs, self._claims(self.news)))
                elif self.hand_over_text and self.winner is not None:
                    self._tell_over(self.news)
                elif self.hand_over_text:
                    self._place_prompt(self.prompt.offer(obs, self._claims(self.news),
                                                         self.hand_over_text,
                                                         not self.controller.watched))

    # ---------------------------------------------------------------- señas, hints, review

    def show_gesture(self, seat: int, which: Sena) -> None:
        """The seña's gesture on `seat`'s avatar for a moment (section 7)."""
        if seat >= len(self.faces):
            return
        self.faces[seat].flash(which, max(400, round(GESTURE_MS * max(self.animator.speed,
                                                                         0.3))))

    def show_hint(self, action: Action) -> None:
        """The hinted card outlined in green, or the hinted button given the focus."""
        self.show_hints([action])

    def show_hints(self, actions: Sequence[Action]) -> None:
        """Every action of a hint marked: the señas it advises and the card or button after
        them. A seña made leaves the others marked (the prompt is built again after it);
        any other action ends the hint."""
        self.hinted = list(actions)
        self._mark_hints()

    def _mark_hints(self) -> None:
        focused = False
        for action in self.hinted:
            if action.kind is Kind.PLAY and isinstance(action.value, Card):
                if self.hint_card is not action.value:
                    self.hint_card = action.value
                    if self.news is not None:
                        self._show(self.news, animate=False)
                continue
            name: tuple[str, ...] = {Kind.BET: ("bet", "raise"),
                                     Kind.DECLINE: ("decline",)}.get(action.kind, ())
            if action.kind in (Kind.ANSWER, Kind.TUMBO):
                name = (str(action.json_value()),)
            if action.kind is Kind.SENA and isinstance(action.value, Sena):
                name = (f"sena_{action.value.value}",)
            for b in self.prompt.buttons:
                if b.property("act") in name:
                    if not focused:
                        b.setFocus()
                        focused = True
                    b.setProperty("hinted", True)
                    b.setStyleSheet("border: 4px solid #8dff9e;")
                    break

    def show_review(self, title: str, lines: list[str], news: EnviteNews) -> None:
        """A renuncio a computer seat proved, over the table until the player goes on."""
        self._show(self.controller.news_now(), animate=False)
        self.prompt.review(title, lines, self.end_review)
        # full size over the middle of the table, where the Zanga table reviews a claim:
        # its sentences are long, and play waits under it
        self.prompt.setFixedWidth(REVIEW_W)
        self.prompt.fit()
        h = self.prompt.sizeHint().height()
        self.prompt_proxy.setScale(1.0)
        self.prompt_proxy.resize(REVIEW_W, h)
        self.prompt_proxy.setPos(QPointF(SCENE.center().x() - REVIEW_W / 2,
                                         SCENE.center().y() - h / 2))
        self.prompt_proxy.setVisible(True)

    def end_review(self) -> None:
        self.prompt_proxy.setVisible(False)
        self.controller.end_review()

    # ---------------------------------------------------------------- a shared screen

    def _cover_name(self, name: str) -> str:
        return name  # at a shared screen a name is as it is

    # ---------------------------------------------------------------- keys

    def handle_key(self, event: QKeyEvent) -> bool:
        """1-3 play that card; the arrows and Enter choose a card or a button; E, Q, P, N,
        T, A and G press the prompt's envío, quiero, paso, no raise or next hand, tumbar,
        achicarse and go on; R claims ¡Renuncio!. True if the table used the key."""
        key = event.key()
        if self._cover_key(key):
            return True
        prompt = self.prompt
        showing = self.prompt_proxy.isVisible()
        if showing and key in BUTTON_KEYS:
            for b in prompt.buttons:
                if b.property("act") in BUTTON_KEYS[Qt.Key(key)]:
                    b.click()
                    return True
        if key == Qt.Key.Key_R:
            claims = self.controller.human_claims()
            if len(claims) == 1:
                return self.controller.claim(claims[0].seat)
        news = self.news
        playing = news is not None and self.controller.human_to_act \
            and news.obs.seat == news.obs.to_act
        hand = news.obs.hand if news is not None and playing else ()
        if key in _NUMBERS and hand:
            k = _NUMBERS.index(Qt.Key(key))
            if k < len(hand):
                self.controller.act(play(news.obs.seat, hand[k]))  # type: ignore[union-attr]
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and hand:
            self.focus_index = keys.card_step(self.focus_index, len(hand),
                                              -1 if key == Qt.Key.Key_Left else 1)
            self._show(self.controller.news_now(), animate=False)
            return True
        if key in keys.CHOOSE and hand and 0 <= self.focus_index < len(hand):
            self.controller.act(play(news.obs.seat, hand[self.focus_index]))  # type: ignore[union-attr]
            return True
        if showing and prompt.buttons:
            return keys.button_key(key, prompt.buttons)
        return False

    # ---------------------------------------------------------------- for tests and checks

    def visible_rects(self) -> dict[str, QRectF]:
        assert self.layout is not None
        return self.layout.rects()

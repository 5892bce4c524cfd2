"""The Zanga board: turns the controller's news into pieces on the table and animations.

The board paints only from what the controller hands it: the `news.Played` record of each
deal and action (the table after it, the trick taken, the standings before), the human
seat's `Observation` at its turn, and the controller's `table` after a reset or a
settlement. It composes the table's parts: the cards (`table_cards`), the vales (`stones`),
the plates, bubbles and info box (`plates`), the table's buttons (`table_buttons`) and keys
(`keys`); and it places the prompt where it hides least.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF
from PySide6.QtGui import QKeyEvent, QTransform
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene, QPushButton

from ....ui.table.animator import Animator
from ....ui.table.art import Deck
from ....ui.table.card_item import CardItem
from ....ui.table.layout import CENTRE, Spot, fit_panel, inside_shift
from ....ui.table.overlay import put_on_table
from ....ui.table.pieces import Bubble, Label, SeatPlate, StonePile, StoneToken, TrickPeek
from ..rules import Card, HandResult, Kind, Observation, Phase, ZangaError
from . import keys
from .controller import GameController
from .news import Played, Table, Trick
from .plates import INFO_POS, Plates
from .prompt import PromptPanel
from .stones import Stones
from .table_buttons import TableButtons
from .table_cards import Seen, TableCards, legal_cards, playing, sorted_hand

READABLE_SCALE = 0.66  # pixels per scene unit at which the table's words read well
MAX_TEXT_SCALE = 1.4
PROMPT_ROOM = 520.0  # the height a prompt may grow to: what lies below the pot


class ZangaBoard(QObject):
    def __init__(self, scene: QGraphicsScene, animator: Animator, controller: GameController,
                 deck: Deck) -> None:
        super().__init__(scene)
        self.scene = scene
        self.anim = animator
        self.ctl = controller
        self.deck = deck
        self.table: Table = controller.table  # the last table told
        self.turn: Observation | None = None  # the human seat's, while it is asked to act
        #: The seat at the bottom, whose hand the table shows: the player's, or at a screen
        #: several humans share, the one who last said he is at it (`orient`).
        self.view_seat = 0
        self.cards = TableCards(scene, animator, deck, self._seen)
        self.cards.clicked.connect(self._on_card_clicked)
        self.card_clicked = self.cards.clicked
        self.seats = Plates(scene, lambda: controller.names, controller.seat_label,
                            lambda: controller.you)
        self.stones = Stones(scene, animator, lambda: self.table.standings,
                             lambda: controller.names)
        self.stones_flying = self.stones.flying
        self.stones_landed = self.stones.landed
        self.text_scale = 1.0  # set by `set_view_scale`
        self.prompt = PromptPanel(deck, controller.act, controller.word_cost)
        self.prompt_proxy = put_on_table(scene, self.prompt, 80)
        self.buttons = TableButtons(scene, deck, lambda: self.table, controller.is_human,
                                    lambda: controller.names, lambda: controller.you,
                                    controller.claim_allowed, controller.claim,
                                    lambda: self.view_seat)

        controller.reset.connect(self.rebuild)
        controller.dealt.connect(self.on_dealt)
        controller.acted.connect(self.on_acted)
        controller.human_turn.connect(self.on_human_turn)
        controller.thinking.connect(self._on_thinking)
        controller.away_changed.connect(self.update_plates)
        controller.refused.connect(self.on_refused)
        controller.settled.connect(self._on_settled)
        animator.cleared.connect(self.stones.home)
        for signal in (controller.thinking, controller.play_over, controller.claim_reviewed,
                       controller.settled, controller.human_turn):
            signal.connect(lambda *_: self.update_buttons())

    # ---------------------------------------------------------------- the parts, by name

    @property
    def items(self) -> dict[Card, CardItem]:
        return self.cards.items

    @property
    def plates(self) -> list[SeatPlate]:
        return self.seats.plates

    @property
    def bubbles(self) -> list[Bubble]:
        return self.seats.bubbles

    @property
    def info(self) -> Label:
        return self.seats.info

    @property
    def piles(self) -> dict[str, StonePile]:
        return self.stones.piles

    @property
    def tokens(self) -> list[StoneToken]:
        return self.stones.tokens

    @property
    def flight_tag(self) -> Label:
        return self.stones.flight_tag

    @property
    def peek(self) -> TrickPeek:
        return self.buttons.peek

    @property
    def peek_button(self) -> QPushButton:
        return self.buttons.peek_button

    @property
    def claim_button(self) -> QPushButton:
        return self.buttons.claim_button

    @property
    def highlight_legal(self) -> bool:
        return self.cards.highlight_legal

    @highlight_legal.setter
    def highlight_legal(self, on: bool) -> None:
        self.cards.highlight_legal = on

    @property
    def reveal(self) -> bool:
        """Every card face up: the hand is over (or a lesson shows them all)."""
        return self.cards.reveal

    @reveal.setter
    def reveal(self, on: bool) -> None:
        self.cards.reveal = on

    @property
    def hint_card(self) -> Card | None:
        return self.cards.hint_card

    @property
    def focus_index(self) -> int:
        return self.cards.focus_index

    # ---------------------------------------------------------------- where cards belong

    def _seen(self) -> Seen:
        turn = self.turn if self.turn is not None and self.turn.seat == self.table.to_act \
            else None
        return Seen(self.table, self.human_playing(), legal_cards(turn),
                    own_hand=not self.ctl.watched and self._own_hand_shown(),
                    viewer=self.view_seat, every_hand=self.ctl.open_hands)

    def _own_hand_shown(self) -> bool:
        """The bottom hand face up: always for one player; at a covered shared screen only
        once its human has said he is at the screen (a game just put on the table waits)."""
        ctl = self.ctl
        return not (ctl.cover and ctl.shared_screen and ctl.screen_seat != self.view_seat)

    def orient(self, seat: int) -> None:
        """The table seen from `seat` (at the bottom), laid out at once: a human at a shared
        screen who has said he is at it, or whose turn has come with no cover."""
        if seat == self.view_seat:
            return
        self.view_seat = seat
        self.seats.orient(seat)
        self._place_worded()
        self.cards.forget_choice()

    def human_playing(self) -> bool:
        """The human is choosing a card now."""
        return playing(self.table, self.ctl.human_to_act)

    def targets(self, pending: Trick | None = None) -> dict[Card, Spot]:
        return self.cards.targets(pending)

    def set_highlight(self, on: bool) -> None:
        """The player's choice of showing the cards he may play."""
        self.highlight_legal = on
        self.place_now()

    def redraw_cards(self) -> None:
        """The deck's faces changed (the colour-blind deck)."""
        for item in self.items.values():
            item.update()

    def place_now(self) -> None:
        """Put every card where it belongs, without animation."""
        self.cards.place_now()

    def human_hand(self) -> list[Card]:
        return sorted_hand(self.table, self.view_seat)

    # ---------------------------------------------------------------- the rest of the table

    def rebuild(self) -> None:
        """A new game, a game opened or resumed, a card taken back: the table as the
        controller now tells it, without animation."""
        self.anim.clear()
        self.table = self.ctl.table
        self.turn = None
        self.orient(self.ctl.viewer)
        self.reveal = self.table.phase in (Phase.DEAL, Phase.GAME_OVER) \
            and self.table.deal is not None
        self.cards.forget_choice()
        self.prompt.hide()
        self.seats.said_so_far(self.table)
        self.stones.home()
        self.stones.flown = self.table.last_result
        self.place_now()
        self.update_plates()
        self.update_buttons()

    def retranslate(self) -> None:
        """The table's words again in the language now installed: captions, plates, the
        info panel, what the bubbles say, and the prompt (rebuilt and placed again)."""
        self.stones.retranslate()
        self.update_plates()
        self.seats.retranslate_bubbles()
        if self.prompt.isVisible() and self.prompt.retranslate():
            self._place_prompt()
        self.buttons.retranslate()

    def retranslate_buttons(self) -> None:
        self.buttons.retranslate()

    def peek_available(self) -> bool:
        return self.buttons.peek_available()

    def update_buttons(self) -> None:
        self.buttons.update()

    def show_peek(self, on: bool) -> None:
        """Show (while held) or hide the last trick beside the trick area."""
        self.buttons.show_peek(on)

    def update_plates(self) -> None:
        self.seats.update(self.table)

    def update_piles(self) -> None:
        self.stones.update_piles()

    def _on_settled(self, result: HandResult) -> None:
        """A hand settled without an action (mesa mode: the next hand settles it)."""
        self.table = self.ctl.table
        if result is not self.stones.flown:
            self.stones.settlement(self.stones.standing, result)

    # ---------------------------------------------------------------- news from the controller

    def on_dealt(self, played: Played) -> None:
        self.table = played.table
        self.turn = None
        self.reveal = False
        # the last hand's turning over may still wait in the queue (a network table's next
        # deal comes from the host, at once): the cards go face down again after it
        self.anim.call(self._conceal)
        self.cards.forget_choice()
        self.seats.clear_bubbles()
        self.prompt.hide()

        def gathered() -> None:
            self.update_plates()
            self.stones.update_piles()
            self.update_buttons()

        self.cards.deal(played.table, gathered)

    def on_acted(self, played: Played) -> None:
        self.table = st = played.table
        self.turn = None
        a = played.action
        assert a is not None
        self.prompt.hide()
        self.cards.forget_choice()
        self.cards.clear_marks()
        before = played.before
        if a.kind is Kind.TRUMP:
            self.seats.clear_bubbles()
        self.seats.say(a)
        if a.kind is Kind.PLAY:
            if played.tricks_before == 0 and not st.trick[:-1] and len(st.tricks) == 0:
                self.seats.clear_bubbles()
            taken = played.taken
            if taken is not None:
                winner, trick = taken
                self.anim.enqueue(self.cards.sync(340, pending=trick))
                self.anim.call(lambda: self._show_winner(winner))
                self.anim.enqueue(lambda: self.anim.pause(750))
                self.anim.call(self.seats.clear_bubbles)
                self.anim.enqueue(self.cards.sync(420))
            else:
                self.anim.enqueue(self.cards.sync(340))
        else:
            self.anim.enqueue(self.cards.sync(420))
        if played.settled:
            self.anim.enqueue(lambda: self.anim.pause(300))
            self.anim.call(self._reveal)
            self.anim.enqueue(self.cards.sync(450))
        result = st.last_result
        if played.settled and result is not None and result is not self.stones.flown:
            self.stones.settlement(before, result)
        elif before != st.standings:
            self.stones.flows(before)
        self.anim.call(self.update_plates)
        self.anim.call(self.update_buttons)

    def _show_winner(self, winner: int) -> None:
        self.seats.took(winner)
        self.update_plates()

    def _reveal(self) -> None:
        self.reveal = True

    def _conceal(self) -> None:
        self.reveal = False

    def _on_thinking(self, seat: int) -> None:
        to_act = self.table.to_act
        human = self.ctl.human_to_act
        self.seats.set_active(lambda s: s == seat or (seat == -1 and human and s == to_act))

    def on_human_turn(self, obs: Observation) -> None:
        self.orient(obs.seat)  # several humans and no cover: the table turns to each
        self.turn = obs
        self.seats.set_active(lambda s: s == obs.seat)
        if self.prompt.show_for(obs, self.ctl.names):
            self._place_prompt()
        self.anim.enqueue(self.cards.sync(160))
        self.anim.call(self.cards.apply_marks)

    def _place_prompt(self) -> None:
        """The prompt where it hides least of what the decision needs: never over the pot
        (and the fianza) or the partner's hand across the table; clear of the team piles,
        the speech bubbles and the human's hand when it fits (from the cards' target
        places), else of the hand; scaled down a little if that makes it fit
        (`fit_panel`). Centred, or moved left of the pot's column when that lets it stand
        higher and cover less (the pot and the fianza sit right of the centre)."""
        self.prompt.fit()
        size = self.prompt.size()
        self.prompt_proxy.resize(size.width(), size.height())
        st = self.table
        targets = self.targets()
        v = self.view_seat
        across = [self._rect_at(self.items[c], targets[c]) for c in st.hands[(v + 2) % 4]
                  if c in targets]
        ceilings = [self.piles[k].sceneBoundingRect() for k in ("pot", "fianza")
                    if self.piles[k].isVisible()] + across
        hand = [self._rect_at(self.items[c], targets[c]) for c in st.hands[v] if c in targets]
        piles = [self.piles[k].sceneBoundingRect() for k in ("team0", "team1")]
        bubbles = [b.sceneBoundingRect() for b in self.bubbles if b.isVisible()]
        needed = piles + hand + bubbles
        bounds = self.scene.sceneRect()
        # a small window: the prompt grows to stay readable, as far as the table is wide
        boost = max(1.0, min(self.text_scale, (bounds.width() - 40) / max(1, size.width()),
                             PROMPT_ROOM / max(1, size.height())))
        best: tuple[tuple[float, float, float], QPointF, float] | None = None
        for grow in dict.fromkeys((boost, 1.0)):  # grown if it fits so, else as it is
            natural = self.prompt_proxy.size() * grow
            # from the centre leftwards, clear of the pot; or narrowed between the side
            # seats' bubbles, when both stand level with it
            tries = [(CENTRE.x() - shift, 1.0) for shift in range(0, 321, 40)]
            between = _between_sides(bubbles, natural)
            if between is not None:
                tries.append(between)
            for centre_x, fit in tries:
                size_at = natural * fit
                pos, scale = fit_panel(size_at, centre_x, CENTRE.y() - 10, bounds,
                                       ceilings, (needed, piles + hand, hand, ()))
                width = size_at.width() * scale
                pos.setX(max(bounds.left(), min(pos.x(), bounds.right() - width)))
                shown = QRectF(pos, size_at * scale)
                over_ceiling = any(shown.intersects(r) for r in ceilings)
                covered = sum(_area(shown.intersected(r)) for r in needed)
                key = (float(over_ceiling), round(covered, -2), -scale * fit * grow)
                if best is None or key < best[0]:
                    best = (key, pos, scale * fit * grow)
        assert best is not None
        _, pos, scale = best
        self.prompt_proxy.setScale(scale)
        self.prompt_proxy.setPos(pos)

    def set_view_scale(self, view_scale: float) -> None:
        """The view shows the table at `view_scale` pixels per scene unit. Below
        `READABLE_SCALE` (a small window, a maximised 1024 x 600 laptop) the words grow by up
        to `MAX_TEXT_SCALE`: inside the plates and under the piles, which keep their size
        and places; the bubbles, the info box and the prompt grow whole, kept inside the
        table. So the text stays readable and the cards keep their places."""
        boost = min(MAX_TEXT_SCALE, max(1.0, READABLE_SCALE / max(view_scale, 0.01)))
        if abs(boost - self.text_scale) < 0.01:
            return
        self.text_scale = boost
        for plate in self.plates:  # their words grow inside them: no plate covers more
            plate.text_scale = boost
        for pile in self.piles.values():
            pile.text_scale = boost
        self._place_worded()
        if self.prompt.isVisible():
            self._place_prompt()

    def _place_worded(self) -> None:
        """The bubbles and the info box grown by `text_scale`, kept inside the table."""
        boost = self.text_scale
        bounds = self.scene.sceneRect()
        for item, home in self._worded_items():
            item.setScale(boost)
            item.setPos(home)
            item.setPos(home + inside_shift(item.sceneBoundingRect(), bounds))

    def _worded_items(self) -> list[tuple[QGraphicsObject, QPointF]]:
        """The pieces that grow whole: the bubbles (they come and go) and the info box."""
        items: list[tuple[QGraphicsObject, QPointF]] = [
            (bubble, self.seats.place(seat).bubble) for seat, bubble in enumerate(self.bubbles)]
        items.append((self.info, INFO_POS))
        return items

    @staticmethod
    def _rect_at(item: CardItem, spot: Spot) -> QRectF:
        """The scene rect `item` covers once it lies at `spot`."""
        return QTransform().translate(spot.x, spot.y).rotate(spot.rotation) \
            .scale(spot.scale, spot.scale).mapRect(item.boundingRect())

    # ---------------------------------------------------------------- input

    def _on_card_clicked(self, card: object) -> None:
        if isinstance(card, Card):
            self.ctl.play(card)

    def on_refused(self, exc: ZangaError | object) -> None:
        """An action refused (by the engine, or by a lesson's check): a refused card shakes
        in the hand."""
        card = getattr(exc, "card", None)
        if isinstance(card, Card):
            self.cards.wobble(card)

    def show_hint(self, action: object) -> None:
        value = getattr(action, "value", None)
        if isinstance(value, Card):
            self.cards.hint_card = value
            self.cards.apply_marks()  # outlined,
            self.anim.enqueue(self.cards.sync(240))  # and lifted out of the hand
        else:
            for b in self.prompt.buttons:
                if b.objectName() == f"act_{action.kind.value}_{action.json_value()}":  # type: ignore[attr-defined]
                    b.setFocus()

    def handle_key_release(self, event: QKeyEvent) -> bool:
        return keys.key_released(self, event)

    def handle_key(self, event: QKeyEvent) -> bool:
        return keys.key_pressed(self, event)


def _between_sides(bubbles: list[QRectF], natural: QSizeF, gap: float = 14.0,
                   least: float = 0.8) -> tuple[float, float] | None:
    """The centre and the scale (at least `least`) at which a prompt of `natural` size
    fits between the bubbles left and right of the centre that stand level with it (a
    side seat's word beside a wide trump prompt); None when no bubble stands beside it
    or the gap is too narrow."""
    top = CENTRE.y() - 10 - natural.height() / 2
    level = [r for r in bubbles if r.bottom() > top and r.top() < top + natural.height()]
    lefts = [r.right() for r in level if r.right() < CENTRE.x()]
    rights = [r.left() for r in level if r.left() > CENTRE.x()]
    if not lefts and not rights:
        return None
    left = max(lefts, default=0.0) + gap
    right = min(rights, default=2 * CENTRE.x()) - gap
    fit = min(1.0, (right - left) / max(1.0, natural.width()))
    return ((left + right) / 2, fit) if fit >= least else None


def _area(r: QRectF) -> float:
    return max(0.0, r.width()) * max(0.0, r.height())

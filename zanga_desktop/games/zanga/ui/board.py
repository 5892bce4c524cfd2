"""The Zanga board: turns the controller's news into pieces on the table and animations.

Every card's place follows from the game state (`targets`), so after any action the board
animates each card from where it is to where the state says it belongs; the deal and the
closing of a trick add their own choreography on top. The stones follow the standings: what
an action pays flies at once, and a hand's settlement flies payment by payment (`payments`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QKeyEvent, QTransform
from PySide6.QtWidgets import QGraphicsObject, QGraphicsProxyWidget, QGraphicsScene, QPushButton

from ....ui.i18n import tr
from ....ui.table.animator import Animator
from ....ui.table.art import CARD_H, Deck
from ....ui.table.card_item import CardItem
from ....ui.table.layout import (
    CENTRE,
    PLACES,
    TRICK_SCALE,
    Spot,
    fit_panel,
    hand_spots,
    pile_spot,
)
from ....ui.table.pieces import Bubble, Label, SeatPlate, StonePile, StoneToken, TrickPeek
from ..rules import DECK, Card, GameState, HandResult, Kind, Observation, Phase, Word, team
from ..rules.cards import sort_key
from .controller import Change, GameController
from .payments import PILES, POT_NAMES, Flight, settlement_flights
from .prompt import PromptPanel, vales_text
from .words import bubble_text, suit_name, trick_caption

ZANGA_SPOT = QPointF(470, 300)
PILE_POS = {"team0": QPointF(390, 650), "team1": QPointF(1210, 650),
            "pot": QPointF(1120, 300), "fianza": QPointF(1120, 420)}
TEAM_COLOURS = ("#efe5cc", "#d0463b")
PEEK_POS = QPointF(1165, 540)  # the last trick, shown beside the trick area
HINT_LIFT = 30.0  # how far the suggested card stands out of the hand
FOCUS_LIFT = 14.0  # and the card chosen with the arrow keys
INFO_POS = QPointF(200, 58)
READABLE_SCALE = 0.66  # pixels per scene unit at which the table's words read well
MAX_TEXT_SCALE = 1.4
PROMPT_ROOM = 520.0  # the height a prompt may grow to: what lies below the pot
BUTTON_POS = {"peek": QPointF(1415, 878), "claim": QPointF(1415, 936)}
BUTTON_STYLE = """
QPushButton { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #f9e3a0,
              stop:1 #d9a93c); color: #2b1d0e; border: 2px solid #6b4a12;
              border-radius: 12px; padding: 6px 12px; font-size: 20px; font-weight: bold; }
QPushButton:hover { background: #ffeeb8; }
QPushButton:pressed { background: #c99a30; }
QPushButton:disabled { background: #6f7a6a; color: #c9cfc4; border-color: #4d564a; }
QPushButton#claim_button { background: qlineargradient(x1:0, y1:0, x2:0, y2:1,
              stop:0 #f27a62, stop:1 #c0321f); color: #fff6e8; border-color: #5e140a; }
QPushButton#claim_button:hover { background: #ff8f78; }
QPushButton#claim_button:disabled { background: #6f7a6a; color: #c9cfc4;
              border-color: #4d564a; }
"""
_TRICK_TURN = (2.0, -4.0, 3.0, -2.0)
STONE_OFFSET = QPointF(-30, -8)  # where a pile's stones sit, from the pile's position
# A settlement's flights (ms at speed 1): each payment's stones in the air, one stone after
# another, then the new counts before the next payment; a long settlement is compressed
# to SETTLE_MS in all (at a speed faster than normal, to SETTLE_MS times the speed, so that
# fast is over in a moment).
FLIGHT_MS = 420.0
STAGGER_MS = 60.0
LANDED_MS = 200.0
SETTLE_MS = 2600.0
STONES_SHOWN = 6  # at most this many stones fly for one payment

Before = tuple[int, int, int, int]  # team 0, team 1, pot, fianza


class ZangaBoard(QObject):
    card_clicked = Signal(object)
    stones_flying = Signal(object)  # Flight: a settlement's payment takes off
    stones_landed = Signal(object, object)  # Flight, and the piles' counts once it landed

    def __init__(self, scene: QGraphicsScene, animator: Animator, controller: GameController,
                 deck: Deck) -> None:
        super().__init__(scene)
        self.scene = scene
        self.anim = animator
        self.ctl = controller
        self.deck = deck
        self.highlight_legal = True
        self.reveal = False
        self.focus_index = -1
        self.hint_card: Card | None = None
        self.items: dict[Card, CardItem] = {}
        for card in DECK:
            item = CardItem(card, deck)
            item.clicked.connect(self._on_card_clicked)
            scene.addItem(item)
            item.setScale(0.5)
            item.setPos(CENTRE)
            self.items[card] = item
        self.plates = [SeatPlate() for _ in range(4)]
        self.bubbles = [Bubble(p.bubble_tail) for p in PLACES]
        # what each bubble says, as a function: written again when the language changes
        self._bubble_text: list[Callable[[], str] | None] = [None] * 4
        for seat, (plate, bubble, place) in enumerate(zip(self.plates, self.bubbles, PLACES,
                                                          strict=True)):
            plate.setPos(place.plate)
            plate.team_colour = QColor(TEAM_COLOURS[team(seat)])
            bubble.setPos(place.bubble)
            scene.addItem(plate)
            scene.addItem(bubble)
        self.piles = {
            "team0": StonePile("vale-team0.svg"),
            "team1": StonePile("vale-team1.svg"),
            "pot": StonePile("vale-team0.svg", tr("Pot")),
            "fianza": StonePile("vale-team1.svg", tr("Fianza")),
        }
        for key, pile in self.piles.items():
            pile.setPos(PILE_POS[key])
            scene.addItem(pile)
        self.tokens = [StoneToken("vale-team0.svg") for _ in range(16)]
        for t in self.tokens:
            t.setVisible(False)
            scene.addItem(t)
        self.flight_tag = Label(120, Qt.AlignmentFlag.AlignCenter, size=13)  # the payment
        self.flight_tag.setZValue(62)
        self.flight_tag.setVisible(False)
        scene.addItem(self.flight_tag)
        self._standing: Before = (16, 16, 0, 0)  # the counts once the queued flights land
        self._shown = [16, 16, 0, 0]  # the counts on the piles during a settlement
        self._flown: HandResult | None = None  # the last settlement shown
        self.info = Label(370, size=13)
        self.info.setPos(INFO_POS)
        self.text_scale = 1.0  # set by `set_view_scale`
        scene.addItem(self.info)
        self.prompt = PromptPanel(deck, controller.act)
        self.prompt_proxy: QGraphicsProxyWidget = scene.addWidget(self.prompt)
        self.prompt_proxy.setZValue(80)
        self.prompt.hide()
        self.peek = TrickPeek(deck)
        self.peek.setPos(PEEK_POS)
        scene.addItem(self.peek)
        self.peek_button = self._table_button("peek_button", "peek")
        self.peek_button.pressed.connect(lambda: self.show_peek(True))
        self.peek_button.released.connect(lambda: self.show_peek(False))
        self.claim_button = self._table_button("claim_button", "claim")
        self.claim_button.clicked.connect(lambda: self.ctl.claim())
        self.retranslate_buttons()

        controller.reset.connect(self.rebuild)
        controller.dealt.connect(self.on_dealt)
        controller.acted.connect(self.on_acted)
        controller.human_turn.connect(self.on_human_turn)
        controller.thinking.connect(self._on_thinking)
        controller.refused.connect(self._on_refused)
        controller.settled.connect(self._on_settled)
        animator.cleared.connect(self._stones_home)
        for signal in (controller.thinking, controller.play_over, controller.claim_reviewed,
                       controller.settled, controller.human_turn):
            signal.connect(lambda *_: self.update_buttons())

    # ---------------------------------------------------------------- where cards belong

    def targets(self, pending: tuple[tuple[int, Card], ...] | None = None) -> dict[Card, Spot]:
        """Every card's place for the current state; `pending` is a trick just completed
        that should still lie on the table."""
        st = self.ctl.state
        out: dict[Card, Spot] = {}
        deal = st.deal
        if deal is None:
            for i, card in enumerate(DECK):
                out[card] = Spot(CENTRE.x() + i * 0.3, CENTRE.y() - i * 0.3, 0, 0.5, 1 + i * 0.01)
            return out
        lifted_ok = self._human_playing()
        legal = set(self.ctl.state.legal_plays(st.to_act)) if lifted_ok and st.to_act is not None \
            else set()
        for seat in range(4):
            if seat == st.out_seat:
                continue
            cards = sorted(st.hands[seat], key=lambda c: sort_key(c, st.trump))
            shown = seat == 0 or self.reveal
            lifted = frozenset(i for i, c in enumerate(cards)
                               if self.highlight_legal and c in legal and seat == st.to_act)
            spots = hand_spots(PLACES[seat], len(cards), shown, fan=(seat == 0), lifted=lifted)
            for i, (c, s) in enumerate(zip(cards, spots, strict=True)):
                # the hint's card stands out of the hand, above the cards merely legal
                if c == self.hint_card and lifted_ok:
                    s = replace(s, y=s.y - HINT_LIFT)
                # the keyboard's card rises a little and comes to the front, outline whole
                if seat == 0 and lifted_ok and i == self.focus_index:
                    s = replace(s, y=s.y - FOCUS_LIFT, z=s.z + 9.5)
                out[c] = s
        trick_cards = pending if pending is not None else st.trick
        done = st.tricks[:-1] if pending is not None else st.tricks
        for k, (seat, card) in enumerate(trick_cards):
            p = PLACES[seat].trick
            out[card] = Spot(p.x(), p.y(), _TRICK_TURN[seat], TRICK_SCALE, 30 + k, True)
        counts = [0, 0, 0, 0]
        for winner, trick in done:
            for k, (_, card) in enumerate(trick):
                s = pile_spot(PLACES[winner], counts[winner], z0=2 + counts[winner])
                out[card] = Spot(s.x, s.y, s.rotation, s.scale, s.z + k * 0.01, False)
            counts[winner] += 1
        rest = [c for c in deal.zanga if c not in out]
        rest += [c for c in DECK if c not in out and c not in rest]
        for i, card in enumerate(rest):
            layer = 0 if i < 8 else 1
            out[card] = Spot(ZANGA_SPOT.x() + i * 1.2 + layer * 26, ZANGA_SPOT.y() - i * 1.2
                             + layer * 16, 0, 0.5, 1 + i * 0.01, self.reveal and layer == 1)
        return out

    def _human_playing(self) -> bool:
        st = self.ctl.state
        return (self.ctl.human_to_act and st.phase is Phase.PLAY)

    def _sync(self, ms: float = 380, pending: tuple[tuple[int, Card], ...] | None = None,
              only: set[Card] | None = None) -> Callable[[], QAbstractAnimation | None]:
        def build() -> QAbstractAnimation | None:
            group = self.anim.parallel()
            for card, spot in self.targets(pending).items():
                if only is not None and card not in only:
                    continue
                item = self.items[card]
                item.setZValue(spot.z)
                if (item.pos() - spot.pos).manhattanLength() > 0.5:
                    group.addAnimation(self.anim.prop(item, "pos", spot.pos, ms,
                                                      QEasingCurve.Type.InOutCubic))
                if abs(item.rotation() - spot.rotation) > 0.1:
                    group.addAnimation(self.anim.prop(item, "rotation", spot.rotation, ms))
                if abs(item.scale() - spot.scale) > 0.001:
                    group.addAnimation(self.anim.prop(item, "scale", spot.scale, ms))
                if item.face_up != spot.face_up:
                    group.addAnimation(self.anim.prop(item, "faceUp", 1.0 if spot.face_up
                                                      else 0.0, ms, QEasingCurve.Type.Linear))
            return group if group.animationCount() else None
        return build

    def place_now(self) -> None:
        """Put every card where it belongs, without animation."""
        for card, spot in self.targets().items():
            item = self.items[card]
            item.setPos(spot.pos)
            item.setRotation(spot.rotation)
            item.setScale(spot.scale)
            item.setZValue(spot.z)
            item.set_face_up(spot.face_up)
        self._apply_marks()

    # ---------------------------------------------------------------- the rest of the table

    def rebuild(self) -> None:
        self.anim.clear()
        self.reveal = self.ctl.state.phase in (Phase.DEAL, Phase.GAME_OVER) \
            and self.ctl.state.deal is not None
        self.hint_card = None
        self.focus_index = -1
        self.prompt.hide()
        for b in self.bubbles:
            b.say("")
        self._stones_home()
        self._flown = self.ctl.state.last_result
        self.place_now()
        self.update_plates()
        self.update_buttons()

    def retranslate(self) -> None:
        """The table's words again in the language now installed: captions, plates, the
        info panel, what the bubbles say, and the prompt (rebuilt and placed again)."""
        self.piles["pot"].set_caption(tr("Pot"))
        self.piles["fianza"].set_caption(tr("Fianza"))
        self.update_plates()
        names = self.ctl.names
        self.piles["team0"].set_caption(tr("{0} & {1}", "a team").format(names[0], names[2]))
        self.piles["team1"].set_caption(tr("{0} & {1}", "a team").format(names[1], names[3]))
        for bubble, text in zip(self.bubbles, self._bubble_text, strict=True):
            if bubble.text and text is not None:
                bubble.say(text(), bubble.strong)
        if self.prompt.isVisible() and self.prompt.retranslate():
            self._place_prompt()
        self.retranslate_buttons()

    # ---------------------------------------------------------------- table buttons

    def _table_button(self, name: str, where: str) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.setStyleSheet(BUTTON_STYLE)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table
        button.setFixedSize(172, 50)
        proxy = self.scene.addWidget(button)
        proxy.setPos(BUTTON_POS[where])
        proxy.setZValue(95)
        button.hide()
        return button

    def retranslate_buttons(self) -> None:
        self.peek_button.setText(tr("Last trick"))
        self.peek_button.setToolTip(tr("Hold to see the last trick (or hold L). Art. 35: only "
                                       "the last trick may be looked at."))
        self.claim_button.setText(tr("¡Renuncio!"))
        self.claim_button.setToolTip(tr("Claim that a player of the other team did not follow "
                                        "suit (R). A false claim costs 2 vales (Art. 29-35)."))

    def peek_available(self) -> bool:
        """The last trick may be looked at (Art. 35), but not at a mesa table, where tricks
        are reviewed only on a claim."""
        st = self.ctl.state
        return (not self.ctl.mesa and st.phase in (Phase.PLAY, Phase.TODAS)
                and bool(st.tricks) and any(self.ctl.is_human(s) for s in range(4)))

    def update_buttons(self) -> None:
        st = self.ctl.state
        self.peek_button.setVisible(self.peek_available())
        if not self.peek_available():
            self.show_peek(False)
        # the solo's partner who sits out claims once play has stopped (Art. 58)
        self.claim_button.setVisible(self.ctl.mesa and self.ctl.is_human(0)
                                     and st.deal is not None
                                     and (st.out_seat != 0 or st.phase is Phase.SCORING))
        self.claim_button.setEnabled(self.ctl.claim_allowed())

    def show_peek(self, on: bool) -> None:
        """Show (while held) or hide the last trick beside the trick area."""
        st = self.ctl.state
        if not on or not self.peek_available():
            self.peek.show_trick("", [])
            return
        winner, cards = st.tricks[-1]
        caption = trick_caption(len(st.tricks), winner, self.ctl.names, self.ctl.you)
        self.peek.show_trick(caption, [(seat, str(card)) for seat, card in cards])

    def update_plates(self) -> None:
        st = self.ctl.state
        names = self.ctl.names
        won_by_seat = [0, 0, 0, 0]
        for w, _ in st.tricks:
            won_by_seat[w] += 1
        for seat, plate in enumerate(self.plates):
            plate.set_info(names[seat], self.ctl.seat_label(seat))
            badges: list[tuple[str, str]] = []
            if st.nombrado == seat and st.phase is not Phase.DEAL:
                badges.append(("★", "#f2c14e"))
            if st.mano == seat:
                badges.append((tr("M", "badge of the mano"), "#9fd8a4"))
            if st.dealer == seat:
                badges.append((tr("D", "badge of the dealer"), "#9ad0ff"))
            plate.set_badges(badges)
            note = ""
            if seat == st.out_seat:
                note = tr("sits out")
            elif st.trump is not None:
                n = won_by_seat[seat]
                note = tr("%n trick(s)", None, n)
            plate.set_note(note)
        self._update_info()

    def _update_info(self) -> None:
        st = self.ctl.state
        names = self.ctl.names
        if st.deal is None:
            self.info.set_text("")
            return
        you = self.ctl.you
        lines = [hand_line(st, names, you)]
        if st.trump is not None and st.nombrado is not None:
            how = tr("solo") if st.solo_seat is not None else (
                tr("zanga") if st.zanga_said else tr("juego"))
            lines.append(trumps_line(suit_name(st.trump).capitalize(), st.nombrado, how, names,
                                     you))
            lines.append(tr("Tricks: us {0}, them {1}").format(st.won[0], st.won[1]))
        elif st.phase in (Phase.KEEP, Phase.TRUMP):
            lines.append(tr("Naming trumps"))
        else:
            lines.append(tr("Speaking"))
        self.info.set_text("\n".join(lines))

    def update_piles(self, values: Before | None = None) -> None:
        st = self.ctl.state
        v = values or (st.vales[0], st.vales[1], st.pot, st.fianza)
        names = self.ctl.names
        self.piles["team0"].set_caption(tr("{0} & {1}", "a team").format(names[0], names[2]))
        self.piles["team1"].set_caption(tr("{0} & {1}", "a team").format(names[1], names[3]))
        for key, n in zip(("team0", "team1", "pot", "fianza"), v, strict=True):
            self.piles[key].set_count(n)
        self.piles["fianza"].setVisible(v[3] > 0)

    def _standings(self) -> Before:
        st = self.ctl.state
        return (st.vales[0], st.vales[1], st.pot, st.fianza)

    def _stones_home(self) -> None:
        """No stone in the air, every pile showing the engine's count (after the animations
        were dropped: a new game, an undo, a game opened, the window closed)."""
        for t in self.tokens:
            t.setVisible(False)
        self.flight_tag.setVisible(False)
        self._standing = self._standings()
        self.update_piles()

    def _fly(self, group: QParallelAnimationGroup, first: int, src: str, dst: str, n: int,
             ms: float, stagger: float) -> int:
        """Add to `group` up to STONES_SHOWN stones (tokens from index `first`) flying from
        pile `src` to pile `dst`; the number of tokens used."""
        shown = min(n, STONES_SHOWN, len(self.tokens) - first)
        stone = ("vale-team1.svg" if src == "team1" or (src != "team0" and dst == "team1")
                 else "vale-team0.svg")
        for i in range(shown):
            token = self.tokens[first + i]
            token.stone_file = stone
            token.setPos(PILE_POS[src] + STONE_OFFSET)
            token.setVisible(True)
            token.update()
            group.addAnimation(self.anim.prop(token, "pos", PILE_POS[dst] + STONE_OFFSET, ms,
                                              QEasingCurve.Type.InOutQuad,
                                              delay_ms=i * stagger))
        return shown

    def _stone_flows(self, before: Before) -> None:
        """Stones sliding from the piles that lost vales to those that gained them, all at
        once (what a word or a claim pays)."""
        def build() -> QAbstractAnimation | None:
            after = self._standings()
            keys = ("team0", "team1", "pot", "fianza")
            give: list[list[str | int]] = [
                [k, b - a] for k, b, a in zip(keys, before, after, strict=True) if b > a]
            take: list[list[str | int]] = [
                [k, a - b] for k, b, a in zip(keys, before, after, strict=True) if a > b]
            group = self.anim.parallel()
            used = 0
            for g in give:
                for t in take:
                    n = min(int(g[1]), int(t[1]))
                    if n <= 0:
                        continue
                    g[1] = int(g[1]) - n
                    t[1] = int(t[1]) - n
                    used += self._fly(group, used, str(g[0]), str(t[0]), min(n, 4), 520, 90)
            return group if group.animationCount() else None

        def done() -> None:
            for t in self.tokens:
                t.setVisible(False)
            self.update_piles()

        self._standing = self._standings()
        self.anim.enqueue(build)
        self.anim.call(done)

    def _settlement(self, before: Before, result: HandResult) -> None:
        """A hand's settlement, payment by payment (`payments.settlement_flights`): each
        payment's stones fly from the pile that pays to the pile that collects, with a tag
        naming it; the paying pile's count drops as they take off, the collecting pile's
        rises as they land, and the next payment waits until the counts are seen."""
        self._flown = result
        self._standing = (result.vales[0], result.vales[1], result.pot, result.fianza)
        flights = settlement_flights(before, result)
        if not flights:
            self.anim.call(self._stones_home)
            return
        plan = [(f, min(f.vales, STONES_SHOWN)) for f in flights]
        total = sum(FLIGHT_MS + STAGGER_MS * (k - 1) + LANDED_MS for _, k in plan)
        squeeze = min(1.0, SETTLE_MS * min(1.0, self.anim.speed) / total)

        def start() -> None:
            self._shown = list(before)
            self.update_piles(before)

        def take_off(f: Flight) -> QAbstractAnimation | None:
            self._shown[PILES.index(f.src)] -= f.vales
            self._show_counts(f.src)
            self.flight_tag.set_text(f"{_payment_label(f)}  ·  {vales_text(f.vales)}")
            mid = (PILE_POS[f.src] + PILE_POS[f.dst]) / 2 + STONE_OFFSET
            self.flight_tag.setPos(mid + QPointF(0, -46))
            self.flight_tag.setVisible(True)
            group = self.anim.parallel()
            self._fly(group, 0, f.src, f.dst, f.vales, FLIGHT_MS * squeeze, STAGGER_MS * squeeze)
            self.stones_flying.emit(f)  # its stones shown on the paying pile
            return group

        def land(f: Flight) -> None:
            self._shown[PILES.index(f.dst)] += f.vales
            self._show_counts(f.dst)
            s = self._shown
            self.stones_landed.emit(f, (s[0], s[1], s[2], s[3]))  # stones on the collector
            for t in self.tokens:
                t.setVisible(False)

        self.anim.call(start)
        for f in flights:
            self.anim.enqueue(partial(take_off, f))
            self.anim.call(partial(land, f))
            self.anim.enqueue(lambda: self._pause(LANDED_MS * squeeze))
        self.anim.call(self._stones_home)

    def _show_counts(self, key: str) -> None:
        n = self._shown[PILES.index(key)]
        self.piles[key].set_count(n)
        if key == "fianza":
            self.piles[key].setVisible(n > 0 or self.piles[key].isVisible())

    def _on_settled(self, result: HandResult) -> None:
        """A hand settled without an action (mesa mode: the next hand settles it)."""
        if result is not self._flown:
            self._settlement(self._standing, result)

    # ---------------------------------------------------------------- news from the controller

    def on_dealt(self) -> None:
        st = self.ctl.state
        deal = st.deal
        assert deal is not None and st.dealer is not None
        self.reveal = False
        self.hint_card = None
        self.focus_index = -1
        for b in self.bubbles:
            b.say("")
        self.prompt.hide()
        dealer_place = PLACES[st.dealer]
        origin = CENTRE + (dealer_place.hand - CENTRE) * 0.55

        def gather() -> None:
            for i, card in enumerate(DECK):
                item = self.items[card]
                item.set_face_up(False)
                item.set_marks()
                item.setPos(origin + QPointF(i * 0.25, -i * 0.25))
                item.setRotation(dealer_place.hand_rotation)
                item.setScale(0.5)
                item.setZValue(1 + i * 0.01)
            self.update_plates()
            self.update_piles()
            self.update_buttons()
            self.prewarm()

        self.anim.call(gather)

        dealer = st.dealer

        def packets() -> QAbstractAnimation | None:
            seq = self.anim.sequential()
            for rnd in range(2):
                for k in range(1, 5):
                    seat = (dealer + k) % 4
                    spots = hand_spots(PLACES[seat], 8, False, fan=(seat == 0))
                    group = self.anim.parallel()
                    for j in range(4):
                        idx = rnd * 4 + j
                        card = deal.hands[seat][idx]
                        item = self.items[card]
                        s = spots[idx]
                        item.setZValue(20 + rnd * 10 + j)
                        group.addAnimation(self.anim.prop(item, "pos", s.pos, 230,
                                                          delay_ms=j * 35))
                        group.addAnimation(self.anim.prop(item, "rotation", s.rotation, 230,
                                                          delay_ms=j * 35))
                        group.addAnimation(self.anim.prop(item, "scale", s.scale, 230,
                                                          delay_ms=j * 35))
                    seq.addAnimation(group)
            group = self.anim.parallel()
            for i, card in enumerate(deal.zanga):
                group.addAnimation(self.anim.prop(
                    self.items[card], "pos",
                    QPointF(ZANGA_SPOT.x() + i * 1.2, ZANGA_SPOT.y() - i * 1.2), 260,
                    delay_ms=i * 25))
                group.addAnimation(self.anim.prop(self.items[card], "rotation", 0.0, 260))
            seq.addAnimation(group)
            return seq

        self.anim.enqueue(packets)
        self.anim.enqueue(self._sync(420))
        self.anim.call(self._apply_marks)

    def prewarm(self) -> None:
        """Render the faces at the sizes this hand will show them, before anything moves, so
        no animation frame waits for the SVG renderer."""
        views = self.scene.views()
        if not views:
            return
        view = views[0]
        scale = view.transform().m11() * view.devicePixelRatioF() * CARD_H
        for card in DECK:
            for size in (PLACES[0].hand_scale, TRICK_SCALE):
                self.deck.pixmap(str(card), size * scale)
        for size in (PLACES[1].hand_scale, 0.42):
            self.deck.pixmap(self.deck.back, size * scale)

    def on_acted(self, change: Change) -> None:
        st = self.ctl.state
        a = change.action
        self.prompt.hide()
        self.hint_card = None
        self.focus_index = -1
        self._clear_marks()
        before: Before = (change.vales_before[0], change.vales_before[1], change.pot_before,
                          change.fianza_before)
        text = bubble_text(a)
        if a.kind is Kind.TRUMP:
            for b in self.bubbles:
                b.say("")
        if text:
            self._bubble_text[a.seat] = partial(bubble_text, a)
            self.bubbles[a.seat].say(text, strong=a.kind is not Kind.SAY or a.value != Word.PASO)
        if a.kind is Kind.PLAY:
            if change.tricks_before == 0 and not st.trick[:-1] and len(st.tricks) == 0:
                for b in self.bubbles:
                    b.say("")
            if len(st.tricks) > change.tricks_before:
                winner, trick = st.tricks[-1]
                self.anim.enqueue(self._sync(340, pending=trick))
                self.anim.call(partial(self._show_winner, winner))
                self.anim.enqueue(lambda: self._pause(750))
                self.anim.call(self._clear_bubbles)
                self.anim.enqueue(self._sync(420))
            else:
                self.anim.enqueue(self._sync(340))
        else:
            self.anim.enqueue(self._sync(420))
        if change.settled:
            self.anim.enqueue(lambda: self._pause(300))
            self.anim.call(self._reveal)
            self.anim.enqueue(self._sync(450))
        result = st.last_result
        if change.settled and result is not None and result is not self._flown:
            self._settlement(before, result)
        elif before != self._standings():
            self._stone_flows(before)
        self.anim.call(self.update_plates)
        self.anim.call(self.update_buttons)

    def _pause(self, ms: float) -> QAbstractAnimation | None:
        return self.anim.pause(ms)

    def _show_winner(self, winner: int) -> None:
        def said() -> str:
            return tr("Mine!") if winner == 0 else tr("Baza")

        self._bubble_text[winner] = said
        self.bubbles[winner].say(said(), strong=True)
        self.update_plates()

    def _clear_bubbles(self) -> None:
        for b in self.bubbles:
            b.say("")

    def _reveal(self) -> None:
        self.reveal = True

    def _on_thinking(self, seat: int) -> None:
        for s, plate in enumerate(self.plates):
            plate.set_active(s == seat or (seat == -1 and self.ctl.human_to_act
                                           and s == self.ctl.state.to_act))

    def on_human_turn(self, obs: Observation) -> None:
        for s, plate in enumerate(self.plates):
            plate.set_active(s == obs.seat)
        if self.prompt.show_for(obs, self.ctl.names):
            self._place_prompt()
        self.anim.enqueue(self._sync(160))
        self.anim.call(self._apply_marks)

    def _place_prompt(self) -> None:
        """The prompt where it hides least of what the decision needs: never over the pot
        (and the fianza) or the partner's hand across the table; clear of the team piles,
        the speech bubbles and the human's hand when it fits (from the cards' target
        places), else of the hand; scaled down a little if that makes it fit
        (`fit_panel`). Centred, or moved left of the pot's column when that lets it stand
        higher and cover less (the pot and the fianza sit right of the centre)."""
        self.prompt.adjustSize()
        size = self.prompt.sizeHint()
        self.prompt_proxy.resize(size.width(), size.height())
        st = self.ctl.state
        targets = self.targets()
        across = [self._rect_at(self.items[c], targets[c]) for c in st.hands[2]
                  if c in targets]
        ceilings = [self.piles[k].sceneBoundingRect() for k in ("pot", "fianza")
                    if self.piles[k].isVisible()] + across
        hand = [self._rect_at(self.items[c], targets[c]) for c in st.hands[0] if c in targets]
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
            for shift in range(0, 321, 40):  # from the centre leftwards, clear of the pot
                centre_x = CENTRE.x() - shift
                pos, scale = fit_panel(natural, centre_x, CENTRE.y() - 10, bounds,
                                       ceilings, (needed, piles + hand, hand, ()))
                width = natural.width() * scale
                pos.setX(max(bounds.left(), min(pos.x(), bounds.right() - width)))
                shown = QRectF(pos, natural * scale)
                over_ceiling = any(shown.intersects(r) for r in ceilings)
                covered = sum(_area(shown.intersected(r)) for r in needed)
                key = (float(over_ceiling), round(covered, -2), -scale * grow)
                if best is None or key < best[0]:
                    best = (key, pos, scale * grow)
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
            plate.set_text_scale(boost)
        for pile in self.piles.values():
            pile.set_text_scale(boost)
        bounds = self.scene.sceneRect()
        for item, home in self._worded_items():
            item.setScale(boost)
            item.setPos(home)
            rect = item.sceneBoundingRect()
            dx = max(0.0, bounds.left() - rect.left()) - max(0.0, rect.right() - bounds.right())
            dy = max(0.0, bounds.top() - rect.top()) - max(0.0, rect.bottom() - bounds.bottom())
            item.setPos(home + QPointF(dx, dy))
        if self.prompt.isVisible():
            self._place_prompt()

    def _worded_items(self) -> list[tuple[QGraphicsObject, QPointF]]:
        """The pieces that grow whole: the bubbles (they come and go) and the info box."""
        items: list[tuple[QGraphicsObject, QPointF]] = [
            (bubble, place.bubble) for bubble, place in zip(self.bubbles, PLACES, strict=True)]
        items.append((self.info, INFO_POS))
        return items

    @staticmethod
    def _rect_at(item: CardItem, spot: Spot) -> QRectF:
        """The scene rect `item` covers once it lies at `spot`."""
        return QTransform().translate(spot.x, spot.y).rotate(spot.rotation) \
            .scale(spot.scale, spot.scale).mapRect(item.boundingRect())

    # ---------------------------------------------------------------- marks and input

    def human_hand(self) -> list[Card]:
        st = self.ctl.state
        return sorted(st.hands[0], key=lambda c: sort_key(c, st.trump))

    def _clear_marks(self) -> None:
        for item in self.items.values():
            item.set_marks()
            item.set_clickable(False)

    def _apply_marks(self) -> None:
        self._clear_marks()
        if not self._human_playing():
            return
        st = self.ctl.state
        seat = st.to_act
        assert seat is not None
        legal = set(st.legal_plays(seat))
        for i, card in enumerate(sorted(st.hands[seat], key=lambda c: sort_key(c, st.trump))):
            item = self.items[card]
            item.set_clickable(True)
            item.set_marks(marked=self.highlight_legal and card in legal,
                           focus=i == self.focus_index, hinted=card == self.hint_card)

    def _on_card_clicked(self, card: object) -> None:
        if isinstance(card, Card):
            self.card_clicked.emit(card)
            self.ctl.play(card)

    def _on_refused(self, exc: object) -> None:
        card = getattr(exc, "card", None)
        if card is None or self.anim.speed <= 0:
            return
        item = self.items[card]
        base = item.rotation()
        wobble = self.anim.sequential(
            *(self.anim.prop(item, "rotation", base + d, 45, QEasingCurve.Type.InOutSine)
              for d in (-6, 6, -4, 4, 0)))
        self._wobble = wobble  # kept alive while it runs
        wobble.start()

    def show_hint(self, action: object) -> None:
        value = getattr(action, "value", None)
        if isinstance(value, Card):
            self.hint_card = value
            self._apply_marks()  # outlined,
            self.anim.enqueue(self._sync(240))  # and lifted out of the hand
        else:
            for b in self.prompt.buttons:
                if b.objectName() == f"act_{action.kind.value}_{action.json_value()}":  # type: ignore[attr-defined]
                    b.setFocus()

    def handle_key_release(self, event: QKeyEvent) -> bool:
        if event.key() == Qt.Key.Key_L and not event.isAutoRepeat():
            self.show_peek(False)
            return True
        return False

    def handle_key(self, event: QKeyEvent) -> bool:
        key = event.key()
        if key == Qt.Key.Key_L:
            self.show_peek(True)
            return True
        if key == Qt.Key.Key_R and self.ctl.claim_allowed():
            return self.ctl.claim()
        if self.prompt.isVisible() and self.prompt.buttons:
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
                self.prompt.focus_step(-1)
                return True
            if key in (Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Tab):
                self.prompt.focus_step(1)
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                return self.prompt.activate()
        if not self._human_playing():
            return False
        hand = self.human_hand()
        if not hand:
            return False
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            if self.focus_index < 0:
                self.focus_index = 0 if step > 0 else len(hand) - 1
            else:
                self.focus_index = (self.focus_index + step) % len(hand)
            self._apply_marks()
            self.anim.enqueue(self._sync(120))
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) \
                and 0 <= self.focus_index < len(hand):
            self.ctl.play(hand[self.focus_index])
            return True
        return False


def _area(r: QRectF) -> float:
    return max(0.0, r.width()) * max(0.0, r.height())


def _seat_name(names: list[str], seat: int | None) -> str:
    return names[seat] if seat is not None else "-"


def hand_line(st: GameState, names: list[str], you: int | None) -> str:
    """The info's first line: the hand, its dealer and its mano, the player's own seat (`you`)
    in the second person."""
    number = st.hand_index + 1
    if st.dealer is not None and st.dealer == you:
        return tr("Hand {0}  ·  you deal  ·  mano {1}").format(number, _seat_name(names, st.mano))
    if st.mano is not None and st.mano == you:
        return tr("Hand {0}  ·  dealer {1}  ·  you are mano").format(
            number, _seat_name(names, st.dealer))
    return tr("Hand {0}  ·  dealer {1}  ·  mano {2}").format(
        number, _seat_name(names, st.dealer), _seat_name(names, st.mano))


def trumps_line(trump: str, nombrado: int, how: str, names: list[str], you: int | None) -> str:
    """The info's line of the hand being played: its trumps and who plays it how."""
    if nombrado == you:
        return tr("Trumps: {0}  ·  you play {1}").format(trump, how)
    return tr("Trumps: {0}  ·  {1} plays {2}").format(trump, names[nombrado], how)


def _payment_label(f: Flight) -> str:
    """What a flight's tag calls its payment: the result for the pot's own settlement (game
    terms stay Spanish), the bonus or penalty as the summary writes it."""
    if f.name in POT_NAMES:
        return f.name.capitalize()
    if f.name == "pot":
        return tr("Pot")
    penalty = {"renuncio_pot": tr("Renuncio: the pot"),
               "renuncio_codillo": tr("Renuncio: codillo"),
               "renuncio_matador": tr("Renuncio: matador"),
               "renuncio_tricks": tr("Renuncio: five tricks")}.get(f.name)
    return penalty or f.name.replace("_", " ").capitalize()

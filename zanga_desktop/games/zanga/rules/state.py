"""The game state machine: a whole partida of La Zanga over many hands.

One `GameState` is mutated by actions, python-chess style:

- `apply(action)` verifies, then acts: the entry point for the user interface and records.
- `apply_unchecked(action)` acts without verifying: for the AI's search, which only ever
  applies actions taken from `legal_actions()`.
- `undo()` takes back the last action of either kind.

Every attribute is an immutable value (ints, tuples, frozen objects), so that undo is exact by
construction: an undo entry holds old values, never a live object. The commonest actions change
only a few attributes, and their entries are tuples of just those old values, tagged with
which ones they are (`_ENTRY_FIELDS`: a card, a closed trick, a word, the naming of trumps, a
card after which play may stop); the rare ones keep a snapshot of the attribute dictionary.
The hand's actions are linked pairs (`_log`), so that taking one copies nothing.

The cards held are bits (`_held`, 40 bits a seat, bit i for card i): playing a card clears
one bit, and following (section 5) is a couple of ANDs with the masks of the trump's `Order`.
`hands`, the cards in the order dealt, is read from them and the cards each seat took up
(`_dealt`: its eight, or the zanga's for the pie who kept them).
"""

from __future__ import annotations

import random
from enum import StrEnum
from operator import itemgetter
from typing import Any, Final

from .actions import _PLAYS, Action, Answer, Call, Claim, Keep, Kind, Word
from .cards import (
    BASTILLO,
    ESPADILLA,
    ORDERS,
    SUITS,
    Card,
    Order,
    Suit,
    cards_text,
    malilla,
)
from .deal import Deal, cut_for_dealer
from .errors import IllegalActionError, RenuncioError
from .options import (
    CodilloPayment,
    GameEnd,
    Options,
    RenuncioMode,
    SoloBonus,
    TodasOffer,
    TodasPayment,
    ZangaMode,
)
from .results import HandResult, Payment, Recipient, Renuncio, Result, paid, settled

TOTAL_VALES: Final = 32
MANO_STAKE: Final = 4  # Art. 19, 40
PASS_STAKE: Final = 1  # Art. 41
BONUS: Final = 2
_SEVEN_TO_THREE_OF_ESPADAS: Final = tuple(Card.parse(f"{r}e") for r in (7, 6, 5, 4, 3))

_PLAY: Final = _PLAYS  # the one interned `Action` for each seat and card
#: The words a seat may say, as bits (`_WORD_BIT`), and for every set of them the actions in
#: the order of `Word`, the order the rules list them in.
_WORDS: Final = tuple(Word)
_WORD_BIT: Final = {w: 1 << i for i, w in enumerate(_WORDS)}
_SAYS: Final = tuple(tuple(tuple(Action(s, Kind.SAY, w) for i, w in enumerate(_WORDS)
                                 if mask >> i & 1) for mask in range(1 << len(_WORDS)))
                     for s in range(4))
_TRUMP: Final = tuple(tuple(Action(s, Kind.TRUMP, t) for t in SUITS) for s in range(4))
_ANSWERS: Final = tuple((Action(s, Kind.ANSWER, Answer.ACEPTO), Action(s, Kind.ANSWER, Answer.NO))
                        for s in range(4))
_KEEPS: Final = tuple((Action(s, Kind.KEEP, Keep.ZANGA), Action(s, Kind.KEEP, Keep.OWN))
                      for s in range(4))
_TODAS_ANSWERS: Final = tuple((Action(s, Kind.TODAS, True), Action(s, Kind.TODAS, False))
                              for s in range(4))
_CINCO: Final = tuple(Action(s, Kind.CALL, Call.CINCO) for s in range(4))

#: Where each seat's 40 bits sit in `GameState._held`, and the bit of each seat's card.
_SHIFT: Final = (0, 40, 80, 120)
_CARDS: Final = (1 << 40) - 1
_BIT: Final = tuple(tuple(1 << (_SHIFT[s] + i) for i in range(40)) for s in range(4))
#: The seat after each seat, by the seat that sits out (4: nobody does).
_NEXT: Final = tuple(tuple((s + 2) % 4 if (s + 1) % 4 == out else (s + 1) % 4
                           for s in range(4)) for out in range(5))

#: Undo entries are tuples whose first item says which attributes the rest restore, in the
#: order `_ENTRY_FIELDS` gives: a card that leaves its trick open; one that closes a trick
#: the hand goes on after; a word that does not close the speaking; the naming of trumps;
#: a card that closes a trick after which play may stop (`_END`: all that the todas offer
#: and a settlement change); and, for every other action, a snapshot of the attribute
#: dictionary (`_SNAPSHOT`).
_CARD: Final = 0
_TRICK: Final = 1
_WORD: Final = 2
_NAMING: Final = 3
_SNAPSHOT: Final = 4
_END: Final = 5
_ENTRY_FIELDS: Final = (
    ("_held", "trick", "to_act", "_log"),
    ("_held", "trick", "to_act", "_log", "tricks", "won"),
    ("vales", "pot", "fianza", "passes", "juego_seat", "solo_seat", "zanga_said", "mandar_by",
     "spoken", "to_act", "phase", "_log"),
    ("trump", "order", "phase", "start_vales", "estuche_team", "solo_estuche", "to_act", "_log",
     "_open", "_next"),
    (),  # `_SNAPSHOT`: the dictionary itself
    ("_held", "trick", "to_act", "_log", "tricks", "won", "vales", "pot", "fianza", "results",
     "first_hand", "next_dealer", "phase"),
)

#: The actions of a hand, newest first, as nested pairs `(action, older)`: taking an action
#: is one pair, never a copy of all the others, and the value stays immutable for undo.
_Log = tuple[Action, "_Log"] | None
_Plays = tuple[tuple[tuple[int, Action], ...], ...]
#: Each seat's (card bit, action playing it) by card index.
_BIT_PLAY: Final = tuple(tuple((1 << i, _PLAY[s][i]) for i in range(40)) for s in range(4))


class Phase(StrEnum):
    DEAL = "deal"  # waiting for the next hand to be dealt (the chance step)
    SPEAKING = "speaking"
    ANSWER = "answer"  # a `mandar solo` waits for its answer
    KEEP = "keep"  # the pie who said zanga chooses his cards
    TRUMP = "trump"
    PLAY = "play"
    TODAS = "todas"  # go on for all eight tricks?
    SCORING = "scoring"  # mesa mode: play has stopped, claims are still heard (section 8)
    GAME_OVER = "game_over"


#: The members the engine compares with, as module globals: reading `Phase.PLAY` goes through
#: the Enum metaclass's attribute hook (some 50 ns in CPython 3.11, ten times a global read),
#: and the rules ask several of them for every action.
_IN_DEAL: Final = Phase.DEAL
_IN_SPEAKING: Final = Phase.SPEAKING
_IN_ANSWER: Final = Phase.ANSWER
_IN_KEEP: Final = Phase.KEEP
_IN_TRUMP: Final = Phase.TRUMP
_IN_PLAY: Final = Phase.PLAY
_IN_TODAS: Final = Phase.TODAS
_IN_SCORING: Final = Phase.SCORING
_IN_GAME_OVER: Final = Phase.GAME_OVER
_DO_SAY: Final = Kind.SAY
_DO_ANSWER: Final = Kind.ANSWER
_DO_KEEP: Final = Kind.KEEP
_DO_TRUMP: Final = Kind.TRUMP
_DO_PLAY: Final = Kind.PLAY
_DO_CALL: Final = Kind.CALL
_DO_TODAS: Final = Kind.TODAS
_DO_CLAIM: Final = Kind.CLAIM
_PASO: Final = Word.PASO
_JUEGO: Final = Word.JUEGO
_SOLO: Final = Word.SOLO
_ZANGA: Final = Word.ZANGA
_MANDAR_SOLO: Final = Word.MANDAR_SOLO
#: Option choices and results the settlement compares with, as globals (see `_IN_PLAY`).
_SACADA: Final = Result.SACADA
_PUESTA: Final = Result.PUESTA
_CODILLO: Final = Result.CODILLO
_WITH_FIANZA: Final = ZangaMode.FIANZA
_BLIND_ZANGA: Final = ZangaMode.BLIND
_TODAS_FROM_POT: Final = TodasPayment.POT
_TODAS_AS_BONUS: Final = TodasPayment.BONUS
_SOLO_BONUS_MANUAL: Final = SoloBonus.MANUAL
_CODILLO_CARRIES: Final = CodilloPayment.CARRY
_ENDS_WHEN_BROKE: Final = GameEnd.TEAM_BROKE
_TODAS_AFTER_FIRST_FIVE: Final = TodasOffer.FIRST_FIVE


#: The attributes of a hand before its deal, as `_reset_hand` sets them.
_FRESH_HAND: Final[dict[str, object]] = {
    "_dealt": ((), (), (), ()), "_held": 0, "_plays": ((), (), (), ()), "set_aside": (),
    "mano": None, "pie": None, "to_act": None, "_log": None, "spoken": 0, "passes": 0,
    "juego_seat": None, "solo_seat": None, "mandar_by": None, "zanga_said": False,
    "zanga_kept": None, "nombrado": None, "out_seat": None, "trump": None, "order": None,
    "_open": 3, "_next": _NEXT[4], "trick": (), "tricks": (), "won": (0, 0),
    "cinco_team": None, "todas_team": None, "estuche_team": None, "solo_estuche": False,
    "renuncios": (), "claims": (), "claim_payments": (),
}


def team(seat: int) -> int:
    """Seats 0 and 2 are team 0; seats 1 and 3 team 1 (section 2)."""
    return seat & 1


def partner(seat: int) -> int:
    return (seat + 2) % 4


class GameState:
    """A partida: standings, the hand being played, and the undo stack."""

    # The hand being played (set by `_reset_hand`, from `_FRESH_HAND` and the deal).
    dealer: int | None
    deal: Deal | None
    _dealt: tuple[tuple[Card, ...], ...]
    _held: int
    #: Each seat's cards as they were dealt, as (bit, the action playing it) pairs.
    _plays: _Plays
    set_aside: tuple[Card, ...]
    mano: int | None
    pie: int | None
    to_act: int | None
    _log: _Log
    spoken: int
    passes: int
    juego_seat: int | None
    solo_seat: int | None
    mandar_by: int | None
    zanga_said: bool
    zanga_kept: bool | None
    nombrado: int | None
    out_seat: int | None
    trump: Suit | None
    order: Order | None
    #: The cards a trick holds before it closes (3, or 2 while a solo's partner sits out),
    #: and the next seat to play after each seat.
    _open: int
    _next: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...]], ...]
    won: tuple[int, int]
    cinco_team: int | None
    todas_team: int | None
    start_vales: tuple[int, int]
    pot_before: int
    vales_before: tuple[int, int]
    estuche_team: int | None
    solo_estuche: bool
    renuncios: tuple[Renuncio, ...]
    claims: tuple[tuple[int, bool], ...]
    claim_payments: tuple[Payment, ...]

    def __init__(
        self,
        options: Options | None = None,
        vales: tuple[int, int] = (16, 16),
        pot: int = 0,
        first_hand: bool = True,
        dealer: int | None = None,
    ) -> None:
        """Standings to start from; `dealer` deals the first hand (None: cut for, Art. 12)."""
        if min(vales) < 0 or pot < 0 or sum(vales) + pot != TOTAL_VALES:
            raise ValueError("the vales of both teams and the pot must add up to 32")
        if dealer is not None and dealer not in range(4):
            raise ValueError(f"there is no seat {dealer} to deal")
        self.options: Options = options or Options()
        #: Mesa mode (section 8): any card held may be played, and renuncios are remembered.
        self._mesa: bool = self.options.renuncio_mode is RenuncioMode.MESA
        self.vales: tuple[int, int] = (vales[0], vales[1])
        self.pot: int = pot
        self.fianza: int = 0
        self.first_hand: bool = first_hand
        self.next_dealer: int | None = dealer  # None: the first dealer is chosen by cut
        self.hand_index: int = -1
        self.results: tuple[HandResult, ...] = ()
        self.phase: Phase = (_IN_GAME_OVER if self._winner_of(vales, pot) is not None
                             else _IN_DEAL)
        self._reset_hand(None, None)
        #: Undo entries, newest last: tuples tagged `_CARD` ... `_END` (see `_ENTRY_FIELDS`).
        self._stack: list[tuple[Any, ...]] = []

    # ------------------------------------------------------------------ hand set-up

    def _reset_hand(self, dealer: int | None, deal: Deal | None) -> None:
        d = self.__dict__
        d.update(_FRESH_HAND)  # one C-level update, not thirty attribute stores
        d["dealer"] = dealer
        d["deal"] = deal
        if deal is not None:
            hands = d["_dealt"] = deal.hands
            d["_held"], d["_plays"] = _packed(hands)
        vales = self.vales
        d["start_vales"] = d["vales_before"] = vales
        d["pot_before"] = self.pot

    def expected_dealer(self) -> int | None:
        """Who must deal the next hand; None before the first hand (chosen by cut, Art. 12)."""
        return self.next_dealer

    def start_hand(self, dealer: int, deal: Deal) -> None:
        """The chance step: the next hand is dealt by `dealer` as `deal` says."""
        if self.phase is _IN_SCORING:
            self.settle()
        if self.phase is _IN_GAME_OVER:
            raise IllegalActionError("game_over", "The game is over: a team holds all 32 vales.")
        if self.phase is not _IN_DEAL:
            raise IllegalActionError("incomplete_hand",
                                     "A new hand cannot start before this one is settled.")
        if not 0 <= dealer <= 3:
            raise IllegalActionError("wrong_dealer", f"There is no seat {dealer}.")
        if self.next_dealer is not None and dealer != self.next_dealer:
            raise IllegalActionError(
                "wrong_dealer",
                f"Seat {self.next_dealer} deals this hand, not seat {dealer}: "
                "the deal passes to the right after every hand.",
            )
        self._stack.clear()
        self.hand_index += 1
        self.phase = _IN_SPEAKING
        self._reset_hand(dealer, deal)
        mano = self._find_mano(dealer, deal)
        if mano is None:
            self._finish_redeal()
            return
        self.mano = mano
        self.pie = (mano + 3) % 4
        self.to_act = mano

    def deal_next(self, rng: random.Random) -> tuple[int, Deal]:
        """Deal the next hand with `rng` (the dealer cut for if this is the first hand)."""
        dealer = self.next_dealer if self.next_dealer is not None else cut_for_dealer(rng)
        deal = Deal.shuffled(rng, dealer)
        self.start_hand(dealer, deal)
        return dealer, deal

    def _find_mano(self, dealer: int, deal: Deal) -> int | None:
        """Art. 16-17: the dealer's right; in a first hand the holder of the 7 of espadas,
        else the 6, down to the 3; None if none of them was dealt (the hand is dealt again)."""
        if not (self.first_hand and self.options.first_mano_siete_de_espadas):
            return (dealer + 1) % 4
        for card in _SEVEN_TO_THREE_OF_ESPADAS:
            for seat in range(4):
                if card in deal.hands[seat]:
                    return seat
        return None

    def _finish_redeal(self) -> None:
        """The same dealer deals again (Art. 16; four passes in Simplificada); pot stays."""
        self.results += (settled(
            self.mano, None, False, False, None, (0, 0), None, (), self.vales, self.pot,
            self.fianza, True, self.pot_before, False, (), ()),)
        self.next_dealer = self.dealer
        self.phase = _IN_DEAL
        self.to_act = None

    # ------------------------------------------------------------------ queries

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions of this hand so far, in the order taken."""
        out: list[Action] = []
        log = self._log
        while log is not None:
            out.append(log[0])
            log = log[1]
        out.reverse()
        return tuple(out)

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        """The cards each seat holds, in the order they were dealt."""
        return (self.hand(0), self.hand(1), self.hand(2), self.hand(3))

    def hand(self, seat: int) -> tuple[Card, ...]:
        """The cards `seat` holds, in the order they were dealt."""
        held = self._held
        bits = _BIT[seat]
        return tuple(c for c in self._dealt[seat] if held & bits[c.index])

    def hand_size(self, seat: int) -> int:
        return (self._held >> _SHIFT[seat] & _CARDS).bit_count()

    @property
    def is_over(self) -> bool:
        return self.phase is _IN_GAME_OVER

    @property
    def last_result(self) -> HandResult | None:
        return self.results[-1] if self.results else None

    def winner(self) -> int | None:
        """The team holding all 32 vales (Art. 11), else None."""
        return self._winner_of(self.vales, self.pot + self.fianza)

    @staticmethod
    def _winner_of(vales: tuple[int, int], centre: int) -> int | None:
        if centre == 0:
            for t in (0, 1):
                if vales[t] == TOTAL_VALES:
                    return t
        return None

    def active_seats(self) -> tuple[int, ...]:
        return tuple(s for s in range(4) if s != self.out_seat)

    def next_active(self, seat: int) -> int:
        nxt = (seat + 1) % 4
        return (nxt + 1) % 4 if nxt == self.out_seat else nxt

    def trick_winner(self, trick: tuple[tuple[int, Card], ...]) -> int:
        order = self.order
        assert order is not None
        return best_in_trick(order, trick)[0]

    def current_winner(self) -> int | None:
        """The seat winning the trick on the table, if any card is on it."""
        return self.trick_winner(self.trick) if self.trick else None

    def _probe(self) -> GameState:
        """A copy to look ahead on: every attribute is immutable but the undo stack, which
        the copy gets its own of, so nothing done to it reaches this state."""
        probe = GameState.__new__(GameState)
        probe.__dict__ = self.__dict__.copy()
        probe._stack = []
        return probe

    def word_cost(self, seat: int, word: Word) -> int:
        """What saying `word` now would take from `seat`'s team: the mano's stake, a pass, the
        zanga's stone and fianza (section 4, capped by what the team holds). Asks nothing
        of legality."""
        probe = self._probe()
        before = probe.vales[team(seat)]
        probe._say(seat, word)
        return before - probe.vales[team(seat)]

    def settlement_preview(self) -> HandResult | None:
        """Mesa mode, play stopped (`_IN_SCORING`): how the hand is settled if nobody
        claims; otherwise the last result. Changes nothing."""
        if self.phase is not _IN_SCORING:
            return self.last_result
        probe = self._probe()
        probe.settle()
        return probe.last_result

    def held_at(self, seat: int, trick: int) -> tuple[Card, ...]:
        """The cards `seat` held when trick `trick` (0-based) of this hand began: its dealt
        eight, or the zanga's for a pie who kept them (Art. 23), less what it had played."""
        deal = self.deal
        if deal is None:
            return ()
        hand = list(deal.zanga if (self.zanga_kept and seat == self.pie) else deal.hands[seat])
        for _, cards in self.tricks[:trick]:
            for s, c in cards:
                if s == seat and c in hand:
                    hand.remove(c)
        return tuple(hand)

    def could_follow(self, renuncio: Renuncio) -> tuple[Card, ...]:
        """The cards of the suit led that the seat of `renuncio` held at its trick (what the
        review shows against a renuncio, Art. 35)."""
        order = self.order
        k = renuncio.trick
        trick = self.tricks[k][1] if k < len(self.tricks) else (
            self.trick if k == len(self.tricks) else ())
        if order is None or not trick:
            return ()
        led = order.play_suit[trick[0][1].index]
        return tuple(c for c in self.held_at(renuncio.seat, k)
                     if order.play_suit[c.index] == led)

    def hand_states(self) -> tuple[GameState, ...]:
        """The hand so far as states: just after the deal, then after each of its actions
        (from the undo snapshots: nothing is replayed). Empty between hands."""
        if self.phase in (_IN_DEAL, _IN_GAME_OVER):
            return ()
        snapshots = [dict(self.__dict__)]
        for entry in reversed(self._stack):
            if entry[0] == _SNAPSHOT:
                snapshots.append(dict(entry[1]))
            else:
                before = dict(snapshots[-1])
                before.update(zip(_ENTRY_FIELDS[entry[0]], entry[1:], strict=True))
                snapshots.append(before)
        out: list[GameState] = []
        for snapshot in reversed(snapshots):
            state = GameState.__new__(GameState)
            state.__dict__ = snapshot
            state._stack = []
            out.append(state)
        return tuple(out)

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        """Every action the seat to act may take now (empty when nobody is to act)."""
        seat = self.to_act
        if seat is None:
            return []
        phase = self.phase
        if phase is _IN_PLAY:
            allowed = self._held >> _SHIFT[seat] & _CARDS
            trick = self.trick
            if trick:
                order = self.order
                assert order is not None
                led = trick[0][1].index
                if allowed & order.forces[led]:
                    allowed &= order.follow[led]
            actions = [a for bit, a in self._plays[seat] if allowed & bit]
            if len(self.tricks) == 2 and self._cinco_allowed(seat):
                actions.append(_CINCO[seat])
            return actions
        if phase is _IN_SPEAKING:
            return list(_SAYS[seat][self._word_bits(seat)])
        if phase is _IN_TRUMP:
            return list(_TRUMP[seat])
        if phase is _IN_ANSWER:
            return list(_ANSWERS[seat])
        if phase is _IN_KEEP:
            return list(_KEEPS[seat])
        if phase is _IN_TODAS:
            return list(_TODAS_ANSWERS[seat])
        return []

    def legal_plays(self, seat: int) -> list[Card]:
        """The cards `seat` may play to the trick on the table (section 5), in hand order."""
        allowed = self._allowed(seat)
        return [c for c in self._dealt[seat] if allowed >> c.index & 1]

    def _allowed(self, seat: int) -> int:
        """The bits of the cards `seat` may play now: the suit led if a card of his forces him
        to follow (Art. 27-28, `Order.forces`), else any card he holds."""
        held: int = self._held >> _SHIFT[seat] & _CARDS
        trick = self.trick
        if not trick:
            return held
        order = self.order
        assert order is not None
        led = trick[0][1].index
        if held & order.forces[led]:
            return held & order.follow[led]
        return held

    def legal_words(self, seat: int) -> list[Word]:
        """What `seat` may say now while speaking (section 4; Art. 18-25, 42, 54)."""
        bits = self._word_bits(seat)
        return [w for w in _WORDS if bits & _WORD_BIT[w]]

    def _word_bits(self, seat: int) -> int:
        """`legal_words` as bits of `_WORD_BIT` (1 paso, 2 juego, 4 solo, 8 zanga, 16 mandar
        solo): the speaking's one reading of section 4, for listing and for checking."""
        avail = self.vales[seat & 1]
        if seat == self.mano:
            avail -= min(MANO_STAKE, avail)
        opts = self.options
        if seat == self.pie and self.passes == 3:
            bits = 7 if opts.pie_may_pass else 6  # [paso,] juego, solo
            if avail >= 3 or opts.zanga is _BLIND_ZANGA:
                bits |= 8
            return bits
        solo = self.solo_seat
        juego = self.juego_seat
        if avail == 0 and opts.broke_must_play and solo is None and (
                juego is None or (juego ^ seat) & 1):
            bits = 0  # Art. 42: a broke team with nobody playing for it must play
        else:
            bits = 1
        if solo is None:
            if juego is None:
                bits |= 6  # juego; solo (Art. 54: in the Manual only while all before passed)
            else:
                if opts.solo_over_juego:
                    bits |= 4
                if (opts.mandar_solo and self.mandar_by is None and (juego ^ seat) & 1):
                    bits |= 16  # Art. 42: the broke player's only way to play
        return bits or 1  # a team that cannot play passes, paying what it has

    def _mandar_allowed(self, seat: int) -> bool:
        return (self.options.mandar_solo and self.mandar_by is None
                and self.juego_seat is not None and self.solo_seat is None
                and team(self.juego_seat) != team(seat))

    def _cinco_allowed(self, seat: int) -> bool:
        """Art. 48, 50: the winner of the second trick, his side having won the first two,
        before he leads the third."""
        tricks = self.tricks
        return (self.options.cinco_call and len(tricks) == 2 and not self.trick
                and self.cinco_team is None and tricks[1][0] == seat
                and team(tricks[0][0]) == team(seat))

    # ------------------------------------------------------------------ verify / can / apply

    def can(self, action: Action) -> bool:
        try:
            self.verify(action)
        except IllegalActionError:
            return False
        return True

    def verify(self, action: Action) -> None:
        """Raise IllegalActionError (code, article, sentence) if `action` is not allowed now."""
        seat = action.seat
        kind = action.kind
        phase = self.phase
        play = action._card
        if play is not None and self.phase is _IN_PLAY and play[0] == self.to_act:
            # `_accepts` for a card, inlined: most actions are cards.
            held = self._held
            if self._mesa:
                if held & play[2]:
                    return  # section 8: any card held, remembered if it is a renuncio
            else:
                seat = play[0]
                held = held >> _SHIFT[seat] & _CARDS
                trick = self.trick
                if trick:
                    order = self.order
                    assert order is not None
                    led = trick[0][1].index
                    if held & order.forces[led]:
                        held &= order.follow[led]
                if held >> play[1] & 1:
                    return
        elif self._accepts(action):
            return  # the commonest cases, allowed at once; a refusal is explained below
        if phase is _IN_GAME_OVER:
            raise IllegalActionError("game_over", "The game is over: a team holds all 32 vales.",
                                     seat=seat)
        expected = _PHASE_KIND.get(phase)
        if kind is _DO_CLAIM:
            self._verify_claim(seat, action)
            return
        if kind is _DO_CALL and phase is _IN_PLAY:
            self._verify_call(seat, action)
            return
        if kind is not expected:
            raise IllegalActionError(
                "unexpected_action",
                f"Seat {seat} cannot {kind.value} now: the hand is at {_PHASE_TEXT[phase]}.",
                seat=seat)
        if seat != self.to_act:
            raise IllegalActionError(
                "not_your_turn", f"It is seat {self.to_act}'s turn, not seat {seat}'s.", seat=seat)
        value = action.value
        if kind is _DO_PLAY:
            assert isinstance(value, Card)
            self.verify_play(seat, value)
        elif kind is _DO_SAY:
            assert isinstance(value, Word)
            self.verify_say(seat, value)
        elif kind is _DO_TRUMP:
            if not isinstance(value, Suit):
                raise IllegalActionError("bad_trump", f"Seat {seat} named {value!r}: trumps "
                                         "must be oros, copas, espadas or bastos.", seat=seat)
        elif kind is _DO_ANSWER:
            if not isinstance(value, Answer):
                raise IllegalActionError("unexpected_action", "The answer is acepto or no.",
                                         seat=seat)
        elif kind is _DO_KEEP:
            if not isinstance(value, Keep):
                raise IllegalActionError("unexpected_action",
                                         "The pie keeps the zanga's cards or his own.", seat=seat)
        elif kind is _DO_TODAS and not isinstance(value, bool):
            raise IllegalActionError("unexpected_action", "Todas is decided yes or no.",
                                     seat=seat)

    def _verify_claim(self, seat: int, action: Action) -> None:
        if self.options.renuncio_mode is not RenuncioMode.MESA:
            raise IllegalActionError(
                "unexpected_action",
                f"Seat {seat} cannot claim a renuncio: illegal cards are refused in this game.",
                article=29, seat=seat)
        if self.phase not in (_IN_PLAY, _IN_TODAS, _IN_SCORING):
            raise IllegalActionError(
                "unexpected_action",
                f"Seat {seat} cannot claim a renuncio now: claims are heard from the naming of "
                "trumps until the hand is settled.", article=29, seat=seat)
        if action.value is not Claim.RENUNCIO or (seat == self.out_seat
                                           and self.phase is not _IN_SCORING):
            raise IllegalActionError(
                "bad_claim", f"Seat {seat} sits out this hand and may claim only once play "
                "has stopped.", article=58, seat=seat)

    def claim_actions(self) -> list[Action]:
        """The renuncio claims allowed now (mesa mode; out of turn): every active seat, and the
        solo's partner who sits out once play has stopped (Art. 58)."""
        if (self.options.renuncio_mode is not RenuncioMode.MESA
                or self.phase not in (_IN_PLAY, _IN_TODAS, _IN_SCORING)):
            return []
        seats = range(4) if self.phase is _IN_SCORING else self.active_seats()
        return [Action(s, _DO_CLAIM, Claim.RENUNCIO) for s in seats]

    def renuncio_code(self, seat: int, card: Card) -> str | None:
        """Which following rule `card` would break now (None if it breaks none)."""
        if (self.phase is _IN_PLAY and seat == self.to_act
                and self._allowed(seat) >> card.index & 1):
            return None
        try:
            self.verify_play(seat, card, mesa=False)
        except RenuncioError as exc:
            return exc.code
        return None

    def _verify_call(self, seat: int, action: Action) -> None:
        if action.value is not Call.CINCO or not self._cinco_allowed(seat):
            why = ("cinco is not played in this game" if not self.options.cinco_call else
                   "cinco is called by the winner of the second trick, whose side won the "
                   "first two, before he leads the third")
            raise IllegalActionError("no_cinco_here", f"Seat {seat} cannot call cinco: {why}.",
                                     seat=seat)

    def verify_play(self, seat: int, card: Card, *, mesa: bool | None = None) -> None:
        """Raise if `seat` may not play `card` now; a broken following rule is a RenuncioError
        whose sentence names the cards that must be played. In mesa mode any card held may be
        played (section 8): it is remembered as a renuncio instead."""
        if self.phase is not _IN_PLAY:
            raise IllegalActionError("unexpected_action",
                                     f"Seat {seat} cannot play a card now.", seat=seat, card=card)
        if seat != self.to_act:
            raise IllegalActionError("not_your_turn",
                                     f"It is seat {self.to_act}'s turn, not seat {seat}'s.",
                                     seat=seat, card=card)
        if not self._held & _BIT[seat][card.index]:
            raise IllegalActionError("card_not_held", f"Seat {seat} does not hold {card}.",
                                     seat=seat, card=card)
        if self._allowed(seat) >> card.index & 1:
            return
        if mesa is None:
            mesa = self._mesa
        if mesa:
            return
        legal = self.legal_plays(seat)
        order = self.order
        assert order is not None
        led = self.trick[0][1]
        if not order.is_trump(led):
            suit = led.suit.spanish
            raise RenuncioError(
                "must_follow_suit",
                f"Seat {seat} played {card} but holds {cards_text(legal)}: "
                f"{suit} were led and must be followed.",
                seat=seat, card=card, cards=legal)
        if any(c not in order.matadores for c in legal):
            raise RenuncioError(
                "must_follow_trump",
                f"Seat {seat} played {card} but holds the trumps {cards_text(legal)}: "
                "trumps were led and must be followed.",
                seat=seat, card=card, cards=legal)
        raise RenuncioError(
            "matador_forced",
            f"Seat {seat} played {card} but holds only matadores ({cards_text(legal)}) and "
            f"{led}, a higher matador, was led: one of them must be played.",
            seat=seat, card=card, cards=legal)

    def verify_say(self, seat: int, word: Word) -> None:
        """Raise if `seat` may not say `word` now (section 4)."""
        if self.phase is not _IN_SPEAKING:
            raise IllegalActionError("unexpected_action", f"Seat {seat} cannot speak now.",
                                     seat=seat)
        if seat != self.to_act:
            raise IllegalActionError("not_your_turn",
                                     f"It is seat {self.to_act}'s turn, not seat {seat}'s.",
                                     seat=seat)
        if type(word) is Word and self._word_bits(seat) & _WORD_BIT[word]:
            return
        allowed = self.legal_words(seat)
        if word in allowed:
            return
        options = ", ".join(w.value for w in allowed)
        forced_pie = seat == self.pie and self.passes == 3
        if word is _ZANGA:
            if forced_pie:
                raise IllegalActionError(
                    "zanga_needs_vales",
                    f"Seat {seat} cannot take the zanga: his team needs at least 3 vales "
                    f"(it has {self.vales[team(seat)]}). He may say {options}.", seat=seat)
            raise IllegalActionError(
                "bad_declaration",
                f"Seat {seat} cannot say zanga: only the pie may, after three passes.",
                article=21, seat=seat)
        if word is _PASO:
            if forced_pie:
                raise IllegalActionError(
                    "bad_declaration",
                    f"Seat {seat} is the pie after three passes and must play: {options}.",
                    article=21, seat=seat)
            raise IllegalActionError(
                "pass_without_vales",
                f"Seat {seat} cannot pass: his team has no vales to pay for it, so it must "
                f"play. He may say {options}.", seat=seat)
        if word is _JUEGO:
            who = self.solo_seat if self.solo_seat is not None else self.juego_seat
            raise IllegalActionError(
                "bad_declaration",
                f"Seat {seat} cannot say juego: seat {who} has already declared.",
                article=20, seat=seat)
        if word is _SOLO:
            if self.solo_seat is not None:
                why = f"seat {self.solo_seat} already plays solo"
            else:
                why = (f"seat {self.juego_seat} has said juego, and solo may be said only while "
                       "every earlier player has passed")
                if self._mandar_allowed(seat):
                    why += "; he may order a solo instead (mandar solo)"
            raise IllegalActionError("bad_declaration", f"Seat {seat} cannot say solo: {why}.",
                                     article=54, seat=seat)
        why = ("it is not played in this game" if not self.options.mandar_solo else
               "only an opponent of the player who said juego may, once a hand, "
               "while no solo stands")
        raise IllegalActionError("bad_declaration", f"Seat {seat} cannot order solo: {why}.",
                                 article=26, seat=seat)

    def _accepts(self, action: Action) -> bool:
        """Whether `action` is allowed by the quick tests of the commonest actions: a card
        that follows (section 5; any card held in mesa mode, section 8), a word that may be
        said, a suit named. False means: ask `verify`, which explains a refusal."""
        seat = action.seat
        if seat != self.to_act:
            return False
        kind = action.kind
        value = action.value
        phase = self.phase
        if kind is _DO_PLAY:
            if phase is not _IN_PLAY or type(value) is not Card:
                return False
            held = self._held >> _SHIFT[seat] & _CARDS
            trick = self.trick
            if trick and not self._mesa:
                order = self.order
                assert order is not None
                led = trick[0][1].index
                if held & order.forces[led]:
                    held &= order.follow[led]
            return bool(held >> value.index & 1)
        if kind is _DO_SAY:
            return (phase is _IN_SPEAKING and type(value) is Word
                    and bool(self._word_bits(seat) & _WORD_BIT[value]))
        return kind is _DO_TRUMP and phase is _IN_TRUMP and type(value) is Suit

    def apply(self, action: Action) -> None:
        """Verify, then apply `action` (raises IllegalActionError, changing nothing)."""
        self.verify(action)
        self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> None:
        """Apply an action known to be legal (from `legal_actions()`), without checks.

        Each of the commonest actions pushes an undo entry of just what it changes (see
        `_ENTRY_FIELDS`); the rest push a snapshot of the attribute dictionary."""
        play = action._card
        if play is not None:
            seat, i, bit, pair = play
            trick = self.trick
            if self._mesa and not self._allowed(seat) >> i & 1:
                self._stack.append((_SNAPSHOT, self.__dict__.copy()))
                self._log = (action, self._log)
                self._play(seat, pair[1])  # a renuncio, remembered (section 8)
                return
            if len(trick) < self._open:
                self._stack.append((_CARD, self._held, trick, self.to_act, self._log))
                self._held ^= bit
                self.trick = trick + (pair,)
                self._log = (action, self._log)
                self.to_act = self._next[seat]
                return
            closed = trick + (pair,)
            order = self.order
            assert order is not None
            # `best_in_trick`, inlined: every trick is decided here.
            if len(trick) == 3:
                (winner, c0), (s1, c1), (s2, c2) = trick
                rank = order.rank[c0.index]
                top = rank[c0.index]
                r = rank[c1.index]
                if r > top:
                    winner, top = s1, r
                r = rank[c2.index]
                if r > top:
                    winner, top = s2, r
                if rank[i] > top:
                    winner = seat
            else:
                winner = best_in_trick(order, closed)[0]
            tricks = self.tricks
            n = len(tricks) + 1
            w = winner & 1
            won = self.won
            now = (won[0] + 1, won[1]) if w == 0 else (won[0], won[1] + 1)
            todas = self.todas_team
            if n < 8 and (now[w] < 5 if todas is None else w == todas):
                # The trick closes and play goes on: no settlement, no todas offered.
                self._stack.append((_TRICK, self._held, trick, self.to_act, self._log, tricks,
                                    won))
                self._held ^= bit
                self.trick = ()
                self.tricks = tricks + ((winner, closed),)
                self.won = now
                self.to_act = winner
                self._log = (action, self._log)
                return
            # The trick closes and play may stop: `_ENTRY_FIELDS[_END]` hold all that a
            # settlement changes.
            self._stack.append((_END, self._held, trick, self.to_act, self._log, tricks, won,
                                self.vales, self.pot, self.fianza, self.results,
                                self.first_hand, self.next_dealer, self.phase))
            self._held ^= bit
            self._log = (action, self._log)
            self._close(winner, closed, now)
            return
        kind = action.kind
        value = action.value
        if kind is _DO_SAY:
            assert isinstance(value, Word)
            if self.spoken < 3 or value is _MANDAR_SOLO:  # the speaking goes on
                self._stack.append((_WORD, self.vales, self.pot, self.fianza, self.passes,
                                    self.juego_seat, self.solo_seat, self.zanga_said,
                                    self.mandar_by, self.spoken, self.to_act, self.phase,
                                    self._log))
            else:
                self._stack.append((_SNAPSHOT, self.__dict__.copy()))
            self._log = (action, self._log)
            self._say(action.seat, value)
            return
        if kind is _DO_TRUMP:
            assert isinstance(value, Suit)
            self._stack.append((_NAMING, self.trump, self.order, self.phase, self.start_vales,
                                self.estuche_team, self.solo_estuche, self.to_act, self._log,
                                self._open, self._next))
            self._log = (action, self._log)
            self._name_trump(value)
            return
        self._stack.append((_SNAPSHOT, self.__dict__.copy()))
        self._log = (action, self._log)
        if kind is _DO_ANSWER:
            self._answer(value is Answer.ACEPTO)
        elif kind is _DO_KEEP:
            self._keep(value is Keep.ZANGA)
        elif kind is _DO_CALL:
            self.cinco_team = team(action.seat)
        elif kind is _DO_TODAS:
            self._decide_todas(bool(value))
        else:
            self._claim(action.seat)

    def undo(self) -> None:
        """Take back the last action of this hand (IndexError if there is none)."""
        entry = self._stack.pop()
        tag = entry[0]
        if tag == _CARD:
            _, self._held, self.trick, self.to_act, self._log = entry
        elif tag == _TRICK:
            _, self._held, self.trick, self.to_act, self._log, self.tricks, self.won = entry
        elif tag == _SNAPSHOT:
            self.__dict__ = entry[1]
        elif tag == _WORD:
            (_, self.vales, self.pot, self.fianza, self.passes, self.juego_seat, self.solo_seat,
             self.zanga_said, self.mandar_by, self.spoken, self.to_act, self.phase,
             self._log) = entry
        elif tag == _NAMING:
            (_, self.trump, self.order, self.phase, self.start_vales, self.estuche_team,
             self.solo_estuche, self.to_act, self._log, self._open, self._next) = entry
        else:
            (_, self._held, self.trick, self.to_act, self._log, self.tricks, self.won,
             self.vales, self.pot, self.fianza, self.results, self.first_hand,
             self.next_dealer, self.phase) = entry

    @property
    def can_undo(self) -> bool:
        return bool(self._stack)

    # ------------------------------------------------------------------ speaking

    def _pay_to_pot(self, team_: int, amount: int) -> int:
        paid = min(amount, self.vales[team_])
        if paid:
            self.vales = _moved(self.vales, team_, -paid)
            self.pot += paid
        return paid

    def _say(self, seat: int, word: Word) -> None:
        t = seat & 1
        if word is _PASO or word is _JUEGO or word is _SOLO:
            # The mano's stake (Art. 19, 40) and a pass (Art. 41), capped by what the team has.
            cost = MANO_STAKE if seat == self.mano else 0
            if word is _PASO:
                cost += PASS_STAKE
                self.passes += 1
            elif word is _JUEGO:
                self.juego_seat = seat
            else:
                self.solo_seat = seat
            if cost:
                vales = self.vales
                taken = min(cost, vales[t])
                if taken:
                    self.vales = (vales[0] - taken, vales[1]) if t == 0 else (
                        vales[0], vales[1] - taken)
                    self.pot += taken
        elif word is _ZANGA:
            if seat == self.mano:
                self._pay_to_pot(t, MANO_STAKE)
            self.zanga_said = True
            if self.options.zanga is _WITH_FIANZA:
                self._pay_to_pot(t, 1)  # Art. 21, 23
            if self.options.takes_fianza:
                own = min(2, self.vales[t])
                other = min(2, self.vales[1 - t])  # Art. 24
                self.vales = _moved(_moved(self.vales, t, -own), 1 - t, -other)
                self.fianza += own + other
        else:  # mandar solo: a bid that costs nothing; the juego player has the preference.
            if seat == self.mano:
                self._pay_to_pot(t, MANO_STAKE)
            self.mandar_by = seat
            self.spoken += 1
            self.phase = _IN_ANSWER
            self.to_act = self.juego_seat
            return
        spoken = self.spoken = self.spoken + 1
        if spoken < 4:
            mano = self.mano
            assert mano is not None
            self.to_act = (mano + spoken) & 3
            return
        self._end_speaking()

    def _next_speaker(self) -> None:
        assert self.mano is not None
        if self.spoken < 4:
            self.to_act = (self.mano + self.spoken) % 4
            return
        self._end_speaking()

    def _answer(self, accept: bool) -> None:
        """Section 4: `acepto`, the juego player plays solo; `no`, the orderer does."""
        self.solo_seat = self.juego_seat if accept else self.mandar_by
        self.phase = _IN_SPEAKING
        self._next_speaker()

    def _end_speaking(self) -> None:
        pie = self.pie
        assert pie is not None
        if self.zanga_said:
            self.nombrado = pie
            if self.options.zanga is _WITH_FIANZA:
                self.phase = _IN_KEEP
                self.to_act = pie
                return
            self._keep(True)
            return
        if self.solo_seat is not None:
            self.nombrado = self.solo_seat
            self.out_seat = partner(self.solo_seat)
        elif self.juego_seat is not None:
            self.nombrado = self.juego_seat
        else:
            self._finish_redeal()
            return
        self.phase = _IN_TRUMP
        self.to_act = self.nombrado

    def _keep(self, zanga: bool) -> None:
        pie = self.pie
        deal = self.deal
        assert pie is not None and deal is not None
        self.zanga_kept = zanga
        if zanga:
            self.set_aside = self.hand(pie)
            self._dealt = _replaced(self._dealt, pie, deal.zanga)
            self._held, self._plays = _packed(self._dealt)
        self.phase = _IN_TRUMP
        self.to_act = pie

    # ------------------------------------------------------------------ play

    def _name_trump(self, trump: Suit) -> None:
        self.trump = trump
        order = self.order = ORDERS[trump]
        self.phase = _IN_PLAY
        out = self.out_seat
        if out is not None:
            self._open = 2
            self._next = _NEXT[out]
        self.start_vales = self.vales
        matadores = order.matador_bits
        held = self._held
        if out is not None:
            held &= ~(_CARDS << _SHIFT[out])  # who sits out holds no estuche for his team
        if (held | held >> 80) & matadores == matadores:  # seats 0 and 2
            self.estuche_team = 0
        elif (held >> 40 | held >> 120) & matadores == matadores:
            self.estuche_team = 1
        solo = self.solo_seat
        if solo is not None:
            self.solo_estuche = held >> _SHIFT[solo] & matadores == matadores
        mano = self.mano
        assert mano is not None
        self.to_act = mano if mano != out else (mano + 1) & 3

    def _lay(self, seat: int, card: Card) -> None:
        """`seat` puts `card` on the trick; in mesa mode a card that does not follow is
        remembered as a renuncio (section 8)."""
        if self._mesa:
            code = self.renuncio_code(seat, card)
            if code is not None:
                assert self.order is not None
                matador = card in self.order.matadores or code == "matador_forced"  # Art. 30
                self.renuncios += (Renuncio(seat, len(self.tricks), card, code, matador),)
        self._held ^= _BIT[seat][card.index]
        self.trick += ((seat, card),)

    def _play(self, seat: int, card: Card) -> None:
        self._lay(seat, card)
        trick = self.trick
        if len(trick) <= self._open:
            self.to_act = self._next[seat]
            return
        order = self.order
        assert order is not None
        winner = best_in_trick(order, trick)[0]
        won = self.won
        self._close(winner, trick, _moved(won, winner & 1, 1))

    def _close(self, winner: int, trick: tuple[tuple[int, Card], ...],
               won: tuple[int, int]) -> None:
        """`winner` takes `trick`, which leaves the tricks won at `won`; play goes on, stops
        (section 6), or waits for the todas decision (Art. 48-53)."""
        self.trick = ()
        tricks = self.tricks = self.tricks + ((winner, trick),)
        self.won = won
        w = winner & 1
        n = len(tricks)
        self.to_act = winner
        if self.todas_team is not None:
            if w != self.todas_team or n == 8:
                self._end_play()
            return
        if n == 5 and self._todas_offered():
            self.phase = _IN_TODAS
            if self.options.todas_offer is _TODAS_AFTER_FIRST_FIVE:
                self.to_act = self.nombrado
            return
        if won[0] >= 5 or won[1] >= 5 or n == 8:
            self._end_play()

    def _todas_offered(self) -> bool:
        opts = self.options
        if opts.todas_offer is _TODAS_AFTER_FIRST_FIVE:
            assert self.nombrado is not None
            return self.won[team(self.nombrado)] == 5
        if self.cinco_team is not None and self.won[self.cinco_team] == 5:
            return "todas" in opts.bonuses
        return False

    def _decide_todas(self, go_on: bool) -> None:
        last_winner = self.tricks[-1][0]
        if go_on:
            self.todas_team = team(last_winner)
            self.phase = _IN_PLAY
            self.to_act = last_winner
        else:
            self._end_play()

    # ------------------------------------------------------------------ settlement

    def _end_play(self) -> None:
        """Play has stopped: settle now, or in mesa mode wait for claims (section 8)."""
        if self._mesa:
            self.phase = _IN_SCORING
            self.to_act = None
        else:
            self._settle()

    def settle(self) -> None:
        """Settle a hand waiting for claims (mesa mode); the next deal does it too."""
        if self.phase is not _IN_SCORING:
            raise IllegalActionError("unexpected_action", "No hand is waiting to be settled.")
        self._stack.append((_SNAPSHOT, self.__dict__.copy()))
        self._settle()

    def _claim(self, seat: int) -> None:
        """Art. 29-33: a claim about the other team's renuncios."""
        claimers = team(seat)
        offenders = 1 - claimers
        pending = [r for r in self.renuncios if team(r.seat) == offenders and not r.proven]
        self.claims += ((seat, bool(pending)),)
        if not pending:
            vales = list(self.vales)
            listed = list(self.claim_payments)
            self._capped_payment(vales, listed, "false_claim", claimers, offenders, BONUS)
            self.claim_payments = tuple(listed)
            self.vales = (vales[0], vales[1])
            return
        self.renuncios = tuple(
            Renuncio(r.seat, r.trick, r.card, r.code, r.matador, True)
            if team(r.seat) == offenders else r for r in self.renuncios)
        self._settle_renuncio(claimers, len(pending), sum(r.matador for r in pending))

    def _capped_payment(self, vales: list[int], payments: list[Payment], name: str,
                        frm: int, to: int, amount: int) -> int:
        """Move a bonus of `amount` (capped, Art. 57, 64) and list it; the vales moved."""
        moved = min(amount, vales[frm])
        if self.options.bonus_caps:
            moved = min(moved, self.start_vales[to])
        if moved < 0:
            moved = 0
        vales[frm] -= moved
        vales[to] += moved
        payments.append(paid(name, frm, to, moved))
        return moved

    def _settle_renuncio(self, claimers: int, count: int, matadores: int) -> None:
        """A proven claim ends the hand, settled instead of sections 6 and 7 (section 8)."""
        offenders = 1 - claimers
        vales = list(self.vales)
        payments = list(self.claim_payments)
        pot = self.pot
        vales[claimers] += pot
        payments.append(paid("renuncio_pot", offenders, claimers, pot))
        new_pot = 0
        assert self.nombrado is not None
        if team(self.nombrado) == offenders:  # "además CODILLO" (Art. 29, 47)
            new_pot = min(pot, vales[offenders])
            vales[offenders] -= new_pot
            payments.append(paid("renuncio_codillo", offenders, Recipient.POT, new_pot))
            bonuses = self.options.bonuses
            if self.solo_seat is not None and "solo" in bonuses:  # Art. 62
                self._capped_payment(vales, payments, "solo", offenders, claimers, BONUS)
            if self.cinco_team == offenders and "cinco" in bonuses and not self._cinco_made():
                self._capped_payment(vales, payments, "cinco", offenders, claimers,
                                     BONUS)  # Art. 59
        if self.fianza:
            pie = self.pie
            assert pie is not None
            to = team(pie) if (self.zanga_kept and offenders != team(pie)) else 1 - team(pie)
            vales[to] += self.fianza
            payments.append(paid("fianza", 1 - to, to, self.fianza))
        for _ in range(matadores):  # Art. 30
            self._capped_payment(vales, payments, "renuncio_matador", offenders, claimers,
                                 BONUS)
        if self.won[claimers] >= 5:  # Art. 31
            for _ in range(count):
                self._capped_payment(vales, payments, "renuncio_tricks", offenders, claimers,
                                     BONUS)
        self.vales = (vales[0], vales[1])
        self.pot = new_pot
        self.fianza = 0
        self._record_result(Result.RENUNCIO, payments)

    def _record_result(self, result: Result, payments: list[Payment]) -> None:
        if self.options.game_end is _ENDS_WHEN_BROKE:
            self._end_when_broke()
        vales = self.vales
        pot = self.pot
        fianza = self.fianza
        self.results += (settled(
            self.mano, self.nombrado, self.solo_seat is not None, self.zanga_said, self.trump,
            self.won, result, tuple(payments), vales, pot, fianza, False, self.pot_before,
            self._mesa, self.renuncios, self.claims),)
        self.first_hand = False
        dealer = self.dealer
        assert dealer is not None
        self.next_dealer = (dealer + 1) & 3
        self.to_act = None
        over = not (pot or fianza) and (vales[0] == TOTAL_VALES or vales[1] == TOTAL_VALES)
        self.phase = _IN_GAME_OVER if over else _IN_DEAL

    def _cinco_made(self) -> bool:
        if self.cinco_team is None:
            return False
        return len(self.tricks) >= 5 and all(
            team(w) == self.cinco_team for w, _ in self.tricks[:5])

    def _end_when_broke(self) -> None:
        """Section 9 (`004`): a settled hand that leaves one team with no vales ends the game;
        the other team takes what is in the centre and so holds all 32."""
        broke = [t for t in (0, 1) if self.vales[t] == 0]
        if len(broke) != 1:
            return
        self.vales = _moved(self.vales, 1 - broke[0], self.pot + self.fianza)
        self.pot = self.fianza = 0

    def _settle(self) -> None:
        """Sections 6 and 7: the pot first, then fianza, solo, cinco, todas, estuche."""
        opts = self.options
        nombrado = self.nombrado
        assert nombrado is not None
        nt = team(nombrado)
        dt = 1 - nt
        won = self.won
        n = won[nt]
        result = _SACADA if n >= 5 else _PUESTA if n == 4 else _CODILLO
        vales = list(self.vales)
        pot = self.pot
        payments: list[Payment] = list(self.claim_payments)
        x = self.todas_team
        todas_made = x is not None and won[1 - x] == 0
        cinco_made = self._cinco_made()

        # The pot (section 6; section 9 for a todas paid from the pot).
        if x is not None and opts.todas_payment is _TODAS_FROM_POT:
            winner = x if todas_made else 1 - x
            loser = 1 - winner
            taken = min(pot, vales[loser])
            vales[loser] -= taken
            vales[winner] += pot + taken
            pot = 0
        elif result is _SACADA:
            winner = nt
            vales[nt] += pot
            pot = 0
        elif result is _PUESTA:
            winner = dt
            taken = min(pot, vales[nt])
            vales[nt] -= taken
            pot += taken
        else:
            winner = dt
            lost = pot
            taken = min(lost, vales[nt])
            vales[nt] -= taken
            if opts.codillo_payment is _CODILLO_CARRIES:
                vales[dt] += lost
                pot = taken
            else:
                vales[dt] += lost + taken
                pot = 0

        pay = self._capped_payment
        fianza = self.fianza
        if self.zanga_said and opts.takes_fianza:
            to = nt if (winner == nt and self.zanga_kept) else dt
            vales[to] += fianza
            payments.append(paid("fianza", 1 - to, to, fianza))
            fianza = 0
        if self.solo_seat is not None and "solo" in opts.bonuses:
            # The side that won the hand collects: the solo on a sacada, the defenders on a
            # puesta or codillo (Art. 55, 62); in Simplificada a puesta pays nothing for it.
            if opts.solo_bonus is _SOLO_BONUS_MANUAL or result is not _PUESTA or x is not None:
                pay(vales, payments, "solo", 1 - winner, winner, BONUS)
            if "solo_estuche" in opts.bonuses and winner == nt and self.solo_estuche:
                pay(vales, payments, "solo_estuche", dt, nt, BONUS)
        cinco_got = 0
        if self.cinco_team is not None and "cinco" in opts.bonuses:
            c = self.cinco_team
            if cinco_made:
                cinco_got = pay(vales, payments, "cinco", 1 - c, c, BONUS)
            else:
                pay(vales, payments, "cinco", c, 1 - c, BONUS)
        if x is not None and opts.todas_payment is _TODAS_AS_BONUS and "todas" in opts.bonuses:
            if todas_made:
                pay(vales, payments, "todas", 1 - x, x, BONUS)
            else:
                pay(vales, payments, "todas", x, 1 - x, cinco_got)
        e = self.estuche_team
        if e is not None and "estuche" in opts.bonuses and e == winner:
            pay(vales, payments, "estuche", 1 - e, e, BONUS)

        self.vales = (vales[0], vales[1])
        self.pot = pot
        self.fianza = fianza
        self._record_result(result, payments)

    # ------------------------------------------------------------------ checks

    def check_invariants(self) -> None:
        """Raise AssertionError if the state breaks a rule that must always hold."""
        total = self.vales[0] + self.vales[1] + self.pot + self.fianza
        if total != TOTAL_VALES or min(self.vales) < 0 or self.pot < 0 or self.fianza < 0:
            raise AssertionError(f"vales not conserved: {self.vales} pot {self.pot} "
                                 f"fianza {self.fianza}")
        acting = self.phase not in (_IN_DEAL, _IN_SCORING, _IN_GAME_OVER)
        if acting and (self.to_act is None or not self.legal_actions()):
            raise AssertionError(f"nobody can act in phase {self.phase}")
        if self.phase is _IN_PLAY:
            played = sum(len(t) for _, t in self.tricks) + len(self.trick)
            held = sum(self.hand_size(s) for s in self.active_seats())
            per_seat = 8 * len(self.active_seats())
            if played + held != per_seat:
                raise AssertionError("cards not conserved")

    def summary_key(self) -> tuple[Any, ...]:
        """Everything that defines the position, for tests that compare states."""
        return tuple(sorted((k, v) for k, v in self.__dict__.items() if k != "_stack"))


_PHASE_KIND: Final = {
    _IN_SPEAKING: _DO_SAY,
    _IN_ANSWER: _DO_ANSWER,
    _IN_KEEP: _DO_KEEP,
    _IN_TRUMP: _DO_TRUMP,
    _IN_PLAY: _DO_PLAY,
    _IN_TODAS: _DO_TODAS,
}

_PHASE_TEXT: Final = {
    _IN_DEAL: "the deal",
    _IN_SPEAKING: "the speaking",
    _IN_ANSWER: "the answer to a mandar solo",
    _IN_KEEP: "the pie's choice of cards",
    _IN_TRUMP: "the naming of trumps",
    _IN_PLAY: "the play of the tricks",
    _IN_TODAS: "the todas decision",
    _IN_SCORING: "the end of play",
    _IN_GAME_OVER: "the end of the game",
}


def best_in_trick(order: Order, trick: tuple[tuple[int, Card], ...]) -> tuple[int, Card]:
    """The seat winning `trick` (cards in the order played) under `order`, and its card."""
    rank = order.rank[trick[0][1].index]  # `Order.beats` as one table: every trick asks
    best = trick[0]
    top = 0
    for pair in trick:
        r = rank[pair[1].index]
        if r > top:
            best, top = pair, r
    return best


def _moved(pair: tuple[int, int], index: int, delta: int) -> tuple[int, int]:
    return (pair[0] + delta, pair[1]) if index == 0 else (pair[0], pair[1] + delta)


def _packed(hands: tuple[tuple[Card, ...], ...]) -> tuple[int, _Plays]:
    """The four hands as the bits of `GameState._held`, and as `GameState._plays`."""
    h0, h1, h2, h3 = hands
    t0, t1, t2, t3 = _BIT_PLAY
    p0 = tuple([t0[c.index] for c in h0])
    p1 = tuple([t1[c.index] for c in h1])
    p2 = tuple([t2[c.index] for c in h2])
    p3 = tuple([t3[c.index] for c in h3])
    first = _FIRST
    held = (sum(map(first, p0)) | sum(map(first, p1)) << 40 | sum(map(first, p2)) << 80
            | sum(map(first, p3)) << 120)
    return held, (p0, p1, p2, p3)


_FIRST: Final = itemgetter(0)


def _replaced(hands: tuple[tuple[Card, ...], ...], seat: int,
              hand: tuple[Card, ...]) -> tuple[tuple[Card, ...], ...]:
    return hands[:seat] + (hand,) + hands[seat + 1:]


__all__ = ["BASTILLO", "ESPADILLA", "GameState", "HandResult", "Payment", "Phase",
           "best_in_trick", "malilla", "partner", "team"]

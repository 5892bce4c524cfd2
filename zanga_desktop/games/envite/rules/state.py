"""The state machine of a whole partido of El Envite (envite-rules.md, sections 4-9).

One `EnviteState` is changed by actions:

- `apply(action)` verifies, then acts: for the table and records;
- `apply_unchecked(action)` acts without verifying, for searches over `legal_actions()`;
- `undo()` takes the last action back.

Every attribute is an immutable value (ints, tuples, frozensets, frozen records), so undo is
exact by construction: an undo entry holds old values, never a live object. The commonest
actions, a card that leaves its trick open and a seña, push just the few values they change,
tagged (`_CARD`, `_SENA`); every other action pushes a copy of the attribute dictionary.
Legal actions are read from tables of interned `Action`s, and the señas a seat may send are
tested against the hand's own table (`_sena_tests`), made once when the hand starts.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from .actions import (
    CHICO,
    SENA_MATADOR,
    Action,
    Answer,
    Claim,
    Kind,
    Sena,
    Tumbo,
)
from .cards import DECK, TRIUNFO, Card, Order, Suit, cards_text, exempt_card, order_for
from .deal import Deal, deal_cards
from .errors import EnviteError
from .options import Options, RenuncioMode, SenaMode, step_json

#: Section 9: what an achicarse gives the other team, and what a lost tumbo gives it.
ACHICARSE_PIEDRAS: Final = 1
LOST_TUMBO_PIEDRAS: Final = 3

#: The most seats a table has (teams of five).
_SEATS: Final = 10
#: One interned `Action` for each seat and card, tumbo decision, answer, decline and seña.
_PLAYS: Final = tuple(tuple(Action(s, Kind.PLAY, c) for c in DECK) for s in range(_SEATS))
_TUMBOS: Final = tuple((Action(s, Kind.TUMBO, Tumbo.TUMBAR), Action(s, Kind.TUMBO, Tumbo.ACHICARSE))
                       for s in range(_SEATS))
_ANSWERS: Final = tuple((Action(s, Kind.ANSWER, Answer.QUIERO), Action(s, Kind.ANSWER, Answer.PASO))
                        for s in range(_SEATS))
_DECLINES: Final = tuple(Action(s, Kind.DECLINE) for s in range(_SEATS))
_SENAS: Final = tuple({w: Action(s, Kind.SENA, w) for w in Sena} for s in range(_SEATS))
#: Advice señas: limited per trick, always true (section 7).
_ADVICE: Final = frozenset(w for w in Sena if w.is_advice)
#: Undo entries that are not a copy of the attribute dictionary: their first item says which
#: attributes the rest restore: a card that leaves the trick open (`_CARD`); a seña; a card
#: that closes a trick (`_TRICK`: also all that stopping play and settling the hand change).
_CARD: Final = 0
_SENA: Final = 1
_TRICK: Final = 2
#: A seña as the hand's table tests it: true when the hand holds a card of the mask `cards`
#: (bit i for card i; `want`) or holds none of them (not `want`); None for advice, always true.
_SenaTest = tuple[Sena, int | None, bool]
#: The tests of each order (team size, lo virado, matadores), made the first time it is dealt.
_OrderKey = tuple[int, Suit, tuple[Card, ...]]
_SENA_TESTS: Final[dict[_OrderKey, tuple[_SenaTest, ...]]] = {}
#: Every seña's (cards, want) of each order, offered or not, for `sena_true`.
_SENA_MASKS: Final[dict[_OrderKey, dict[Sena, tuple[int | None, bool]]]] = {}
_BIT: Final = tuple(1 << i for i in range(40))


class Phase(StrEnum):
    DEAL = "deal"  # the next hand is to be dealt (also before the first)
    TUMBO = "tumbo"  # the capitán of the team in tumbo decides (section 9)
    PLAY = "play"
    BET = "bet"  # a bet waits for its answer (section 6)
    SCORING = "scoring"  # mesa mode: play has stopped, claims are still heard (section 8)
    OVER = "over"  # the partido is won


class HandTumbo(StrEnum):
    TUMBAR = "tumbar"
    ACHICARSE = "achicarse"
    FORZOSO = "forzoso"


class Ended(StrEnum):
    TRICKS = "tricks"
    REFUSED = "refused"
    RENUNCIO = "renuncio"
    ACHICARSE = "achicarse"


def team(seat: int) -> int:
    """Seat s is in team s % 2 (section 2)."""
    return seat & 1


@dataclass(frozen=True, slots=True)
class Renuncio:
    """A card played against section 5 in mesa mode, remembered until a claim proves it."""

    seat: int
    trick: int
    card: Card
    code: str
    proven: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "trick": self.trick, "card": str(self.card),
                "code": self.code, "proven": self.proven}


@dataclass(frozen=True, slots=True)
class SenaSent:
    """A seña as its receivers know it: who sent it, in which trick, and (pillar) who caught it."""

    seat: int
    sena: Sena
    trick: int
    seen_by: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class HandResult:
    """A hand as the replayer reports it (envite-record-format.md, "Replaying")."""

    dealer: int
    mano: int
    vira: Card
    tumbo: HandTumbo | None
    tricks: tuple[int, int]
    trick_winners: tuple[int, ...]
    stake: int
    refused: int | None
    ended: Ended | None
    winner: int | None
    scored: int | None
    chico: int | None
    piedras: tuple[int, int]
    chicos: tuple[int, int]
    complete: bool = True
    renuncios: tuple[Renuncio, ...] = ()
    claims: tuple[tuple[int, bool], ...] = ()

    def to_json(self, mesa: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {
            "dealer": self.dealer, "mano": self.mano, "vira": str(self.vira),
            "tumbo": self.tumbo.value if self.tumbo else None, "tricks": list(self.tricks),
            "trick_winners": list(self.trick_winners), "stake": step_json(self.stake),
            "refused": None if self.refused is None else step_json(self.refused),
            "ended": self.ended.value if self.ended else None, "winner": self.winner,
            "scored": self.scored, "chico": self.chico, "piedras": list(self.piedras),
            "chicos": list(self.chicos), "complete": self.complete}
        if mesa:
            out["renuncios"] = [r.to_json() for r in self.renuncios]
            out["claims"] = [{"seat": s, "proven": p} for s, p in self.claims]
        return out


def _err(code: str, message: str, seat: int | None = None, card: Card | None = None,
         cards: tuple[Card, ...] = (), section: int | None = None) -> EnviteError:
    if code == "unexpected_action":
        section = None  # the wrong kind of action now: no one section (the contract's table)
    return EnviteError(code, message, seat=seat, card=card, cards=cards, section=section)


def _pair(values: tuple[int, int], t: int, value: int) -> tuple[int, int]:
    return (value, values[1]) if t == 0 else (values[0], value)


class EnviteState:
    """A partido: the standings, and the hand being played."""

    def __init__(self, options: Options, team_size: int, captains: tuple[int, int] = (0, 1),
                 piedras: tuple[int, int] = (0, 0), chicos: tuple[int, int] = (0, 0)) -> None:
        if not 1 <= team_size <= 5:
            raise ValueError("a team has 1 to 5 players")
        seats = 2 * team_size
        if not (0 <= captains[0] < seats and 0 <= captains[1] < seats
                and team(captains[0]) == 0 and team(captains[1]) == 1):
            raise ValueError("the capitanes are an even seat and an odd seat")
        self.options = options
        self.team_size = team_size
        self.seats = seats
        self.captains = captains
        self.piedras = piedras
        self.chicos = chicos
        self.partido_winner: int | None = None
        self.phase = Phase.DEAL
        self.dealer: int | None = None
        self.mano = 0
        self.results: tuple[HandResult, ...] = ()
        self.order: Order = order_for(team_size, options.matadores, Suit.OROS)
        self._mesa = options.renuncio_mode is RenuncioMode.MESA
        #: Who may still raise or let pass a bet made by each seat, in turn order: the other
        #: team but its capitán, who answers last (section 6).
        self._answer_orders = tuple(
            tuple(s for s in ((seat + k) % seats for k in range(1, seats))
                  if team(s) != team(seat) and s != captains[1 - team(seat)])
            for seat in range(seats))
        self._clear_hand()
        #: Undo entries, newest last: attribute dictionaries, or tuples tagged `_CARD`, `_SENA`.
        self._history: list[Any] = []
        if max(chicos) >= options.chicos_to_win:
            raise ValueError("a team has already won the partido")

    def _clear_hand(self) -> None:
        self.vira: Card | None = None
        self.exempt: Card | None = None
        self.deal_of_hand: Deal | None = None
        self.hands: tuple[tuple[Card, ...], ...] = ()
        self.tumbo: HandTumbo | None = None
        self.tumbo_team: int | None = None
        self.leader = 0
        self.turn = 0
        self.trick: tuple[tuple[int, Card], ...] = ()
        self.trick_no = 0
        self.tricks_played: tuple[tuple[tuple[int, Card], ...], ...] = ()
        self.won: tuple[int, int] = (0, 0)
        self.trick_winners: tuple[int, ...] = ()
        self.stake = self.options.hand_piedras
        self.raise_team: int | None = None
        self.opened = False
        self.bet: int | None = None
        self.bet_team = 0
        self.answer_order: tuple[int, ...] = ()
        self.answer_pos = 0
        self.refused: int | None = None
        self.ended: Ended | None = None
        self.hand_winner: int | None = None
        self.senas: tuple[SenaSent, ...] = ()
        self.senas_used: frozenset[tuple[int, Sena, int]] = frozenset()
        self.opening_pos = 0
        self.renuncios: tuple[Renuncio, ...] = ()
        self.claims: tuple[tuple[int, bool], ...] = ()
        self.public: tuple[Action, ...] = ()
        self._sena_tests: tuple[_SenaTest, ...] = ()
        #: The hand's actions in order, as a record writes them (no silent declines).
        self.log: tuple[Action, ...] = ()
        self.piedras_before = self.piedras
        self.chicos_before = self.chicos

    # ------------------------------------------------------------------ questions

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def in_hand(self) -> bool:
        """A hand is being played (or, in mesa mode, waits for claims)."""
        return self.phase in (Phase.TUMBO, Phase.PLAY, Phase.BET, Phase.SCORING)

    @property
    def tumbo_hand(self) -> bool:
        """No bets in this hand (section 9): a tumbo, decided or not, or a tumbo forzoso."""
        return self.tumbo_team is not None or self.tumbo is HandTumbo.FORZOSO

    @property
    def decided(self) -> bool:
        return self.won[0] >= 2 or self.won[1] >= 2

    @property
    def top(self) -> int:
        return self.options.ladder[-1]

    def next_step(self, above: int) -> int | None:
        """The first step of the ladder above `above` (section 6), None at the top."""
        for step in self.options.ladder:
            if step > above:
                return step
        return None

    @property
    def answer_team(self) -> int:
        return 1 - self.bet_team

    @property
    def to_act(self) -> int | None:
        if self.phase is Phase.PLAY:
            return self.turn
        if self.phase is Phase.BET:
            return self._bet_to_act()
        if self.phase is Phase.TUMBO:
            assert self.tumbo_team is not None
            return self.captains[self.tumbo_team]
        return None

    def _bet_to_act(self) -> int:
        assert self.bet is not None
        if self.bet < self.top and self.answer_pos < len(self.answer_order):
            return self.answer_order[self.answer_pos]
        return self.captains[self.answer_team]

    def winner(self) -> int | None:
        """The team that has won the partido."""
        return self.partido_winner

    def position(self, seat: int) -> int:
        """A seat's place in turn order from el mano (0 for el mano)."""
        return (seat - self.mano) % self.seats

    def can_raise(self, seat: int) -> bool:
        """While a bet waits, whether `seat` may still raise it (section 6)."""
        if self.phase is not Phase.BET or self.bet is None or self.bet >= self.top:
            return False
        if team(seat) != self.answer_team:
            return False
        return seat == self.captains[self.answer_team] or seat in self.answer_order[
            self.answer_pos:]

    def action_open(self, seat: int) -> bool:
        """Whether `seat` has an action open, so a seña window (section 7)."""
        if self.phase is Phase.PLAY:
            return seat == self.turn
        if self.phase is Phase.BET:
            return seat == self.captains[self.answer_team] or self.can_raise(seat)
        return False

    # ------------------------------------------------------------------ cards

    def legal_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards `seat` may play now under section 5 (all held cards lead a trick)."""
        hand = self.hands[seat]
        if not self.trick:
            return hand
        ps = self.order.play_suit
        led = ps[self.trick[0][1].index]
        if led == TRIUNFO:
            trumps = tuple(c for c in hand if ps[c.index] == TRIUNFO)
            if any(c is not self.exempt for c in trumps):
                return trumps
            return hand
        held = [c for c in hand if ps[c.index] == led]
        if held:
            return tuple(c for c in hand if ps[c.index] == led or ps[c.index] == TRIUNFO)
        if self.options.must_overtrump:
            winners = self._overtrump(seat, hand)
            if winners:
                return winners
        return hand

    def _overtrump(self, seat: int, hand: tuple[Card, ...]) -> tuple[Card, ...]:
        """Section 5, rule 3 (option `must_overtrump`): the cards that take the trick, when
        the rule obliges `seat` to take it; () when it does not."""
        best_seat, best = self.trick_best()
        if team(best_seat) == team(seat):
            return ()
        after = self.seats - len(self.trick) - 1
        if any(team((seat + k) % self.seats) == team(seat) for k in range(1, after + 1)):
            return ()
        winners = tuple(c for c in hand if self.order.beats(c, best))
        if not any(c is not self.exempt for c in winners):
            return ()
        return winners

    def trick_best(self) -> tuple[int, Card]:
        """Who is winning the trick in progress, with which card."""
        best_seat, best = self.trick[0]
        for seat, card in self.trick[1:]:
            if self.order.beats(card, best):
                best_seat, best = seat, card
        return best_seat, best

    def _follow_error(self, seat: int, card: Card) -> EnviteError | None:
        """None if `card` follows section 5, else the renuncio it is."""
        legal = self.legal_cards(seat)
        if card in legal:
            return None
        hand = self.hands[seat]
        ps = self.order.play_suit
        led_card = self.trick[0][1]
        led = ps[led_card.index]
        if led == TRIUNFO:
            trumps = tuple(c for c in hand if ps[c.index] == TRIUNFO)
            return _err("must_follow_trump",
                        f"Seat {seat} played {card}, but {led_card} is an arrastre and he holds "
                        f"the triunfo {cards_text(trumps)}; he must serve it with a triunfo.",
                        seat, card, trumps)
        held = tuple(c for c in hand if ps[c.index] == led)
        if held:
            suit = led_card.suit.spanish
            return _err("must_follow_suit",
                        f"Seat {seat} played {card}, but {suit} was led and he holds "
                        f"{cards_text(held)}; he must play that suit or a triunfo.",
                        seat, card, held)
        return _err("must_overtrump",
                    f"Seat {seat} played {card}, but his team is not winning the trick, no "
                    f"partner plays after him and he can take it with {cards_text(legal)}; "
                    "he must play one of them.", seat, card, legal)

    def sena_true(self, seat: int, which: Sena) -> bool:
        """Whether a seña matches the sender's cards now (section 7); advice is always true.
        The same masks as `sena_actions`, so that the two can never disagree."""
        cards, want = self._sena_masks()[which]
        if cards is None:
            return True
        return (self._held_mask(seat) & cards != 0) is want

    def sena_cards(self, which: Sena) -> tuple[frozenset[Card] | None, bool]:
        """The cards a seña speaks of in this hand, and whether it says that one of them is
        held (ciego: that none is); None for advice, which is always true (section 7). The
        masks `sena_true` tests, as cards: a bot's view is read back with them."""
        cards, want = self._sena_masks()[which]
        if cards is None:
            return None, want
        return frozenset(c for c in DECK if cards & _BIT[c.index]), want

    def _held_mask(self, seat: int) -> int:
        """`seat`'s cards as bits (bit i for card i), for the señas' masks."""
        held = 0
        for card in self.hands[seat]:
            held |= _BIT[card.index]
        return held

    def _sena_masks(self) -> dict[Sena, tuple[int | None, bool]]:
        """Every seña's test for this hand's order, made the first time the order is dealt."""
        key = (self.order.team_size, self.order.virado, self.order.matadores)
        masks = _SENA_MASKS.get(key)
        if masks is None:
            masks = _SENA_MASKS[key] = self._make_sena_masks()
        return masks

    def _make_sena_masks(self) -> dict[Sena, tuple[int | None, bool]]:
        """The truth of each seña of section 7 for this hand's vira and order, as a card
        mask: a matador, the malilla or the rey held; no triunfo at all (ciego); a triunfo
        none of those names (triunfo)."""
        assert self.vira is not None
        v = self.vira.suit.value
        ps = self.order.play_suit
        trumps = sum(_BIT[c.index] for c in DECK if ps[c.index] == TRIUNFO)
        malilla, rey = Card.parse("2" + v), Card.parse("12" + v)
        named = sum(_BIT[c.index] for c in {*self.order.matadores, malilla, rey})
        masks: dict[Sena, tuple[int | None, bool]] = {}
        for which in Sena:
            if which in _ADVICE:
                masks[which] = (None, True)
            elif which in SENA_MATADOR:
                masks[which] = (_BIT[SENA_MATADOR[which].index], True)
            elif which is Sena.MALILLA:
                masks[which] = (_BIT[malilla.index], True)
            elif which is Sena.REY:
                masks[which] = (_BIT[rey.index], True)
            elif which is Sena.CIEGO:
                masks[which] = (trumps, False)
            else:  # Sena.TRIUNFO
                masks[which] = (trumps & ~named, True)
        return masks

    def _make_sena_tests(self) -> tuple[_SenaTest, ...]:
        """The tests of the señas offered at this table, in the order of `Sena`."""
        masks = self._sena_masks()
        return tuple((w, *masks[w]) for w in Sena if self.offered(w))

    def offered(self, which: Sena) -> bool:
        """Whether this seña is in the vocabulary for this team size and option (section 7)."""
        card = SENA_MATADOR.get(which)
        return card is None or card in self.order.matadores

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        """The actions of the seat to act (claims are `claim_actions`)."""
        seat = self.to_act
        if seat is None:
            return []
        out: list[Action] = []
        phase = self.phase
        if phase is Phase.TUMBO:
            return list(_TUMBOS[seat])
        if phase is Phase.PLAY:
            plays = _PLAYS[seat]
            out = [plays[c.index] for c in (self.hands[seat] if self._mesa
                                             else self.legal_cards(seat))]
            step = self._bet_step(seat)
            if step is not None:
                out.append(Action(seat, Kind.BET, step))
        else:  # a bet waits
            assert self.bet is not None
            if self.can_raise(seat):
                step = self.next_step(self.bet)
                out.append(Action(seat, Kind.BET, step))
            if seat == self.captains[self.answer_team]:
                out += _ANSWERS[seat]
            else:
                out.append(_DECLINES[seat])
        out += self.sena_actions(seat)
        return out

    def _bet_step(self, seat: int) -> int | None:
        """The step `seat` may bet at his turn to play, or None (section 6)."""
        if self.tumbo_hand or self.decided:
            return None
        if self.raise_team is not None and (not self.options.raise_later
                                            or team(seat) != self.raise_team):
            return None
        return self.next_step(self.stake)

    def sena_actions(self, seat: int) -> list[Action]:
        """The señas `seat` may send now: in team mode only true ones (section 7); in pillar
        mode with `seen_by` still to be drawn (None)."""
        opt = self.options.senas
        if opt is SenaMode.OFF or self.team_size == 1 or self.phase not in (Phase.PLAY, Phase.BET):
            return []
        if not self._in_window(seat):
            return []
        # in pillar mode who catches a seña is chance, not the sender's choice: the table
        # draws `seen_by` when the seña is sent (game.EnviteMatch)
        held = self._held_mask(seat)
        used = self.senas_used
        trick_no = self.trick_no
        team_mode = opt is SenaMode.TEAM
        actions = _SENAS[seat]
        out = []
        for which, cards, want in self._sena_tests:
            if (seat, which, trick_no if cards is None else -1) in used:
                continue
            if team_mode and cards is not None and (held & cards == 0) is want:
                continue  # a false card seña (`sena_true`)
            out.append(actions[which])
        return out

    def _in_window(self, seat: int) -> bool:
        return self.action_open(seat) or (not self.opened
                                          and self.position(seat) >= self.opening_pos)

    def _used(self, seat: int, which: Sena) -> bool:
        return (seat, which, self.trick_no if which in _ADVICE else -1) in self.senas_used

    def claim_actions(self) -> list[Action]:
        """The renuncio claims any seat may make now, out of turn (mesa mode, section 8)."""
        if self.options.renuncio_mode is not RenuncioMode.MESA or self.phase not in (
                Phase.PLAY, Phase.BET, Phase.SCORING):
            return []
        return [Action(s, Kind.CLAIM, Claim.RENUNCIO) for s in range(self.seats)]

    # ------------------------------------------------------------------ verify

    def verify(self, action: Action) -> None:
        """Raise EnviteError if `action` is not allowed now; change nothing. The checks run in
        the contract's order (envite-record-format.md): the hand is over; a claim; play
        stopped; then by kind; within a kind the seat, the moment, the value. The error
        carries the action refused (`action`)."""
        try:
            self._verify(action)
        except EnviteError as exc:
            exc.action = action
            raise

    def _verify(self, action: Action) -> None:
        seat, kind = action.seat, action.kind
        if (kind is Kind.PLAY and self.phase is Phase.PLAY and seat == self.turn
                and type(seat) is int and 0 <= seat < self.seats
                and action.value in (self.hands[seat] if self._mesa
                                     else self.legal_cards(seat))):
            return  # the commonest action, a card that may be played (section 5)
        if not isinstance(seat, int) or not 0 <= seat < self.seats:
            raise _err("bad_action", f"There is no seat {seat} at a table of {self.seats}.")
        if not self.in_hand:
            raise _err("unexpected_action", f"Seat {seat} acted, but no hand is being played"
                       + (": the partido is over." if self.is_over else "."), seat)
        if kind is Kind.CLAIM:
            self._verify_claim(action)
            return
        if self.phase is Phase.SCORING:
            raise _err("unexpected_action", f"Seat {seat} acted after play stopped: only a "
                       "renuncio claim may come until the next hand.", seat)
        if kind is Kind.SENA:
            self._verify_sena(action)
            return
        if kind is Kind.TUMBO:
            self._verify_tumbo(action)
            return
        if self.phase is Phase.TUMBO:
            assert self.tumbo_team is not None
            raise _err("unexpected_action", f"Seat {seat} acted, but the capitán of team "
                       f"{self.tumbo_team} (seat {self.captains[self.tumbo_team]}) must first "
                       "decide whether to play the tumbo.", seat, section=9)
        if kind is Kind.ANSWER:
            self._verify_answer(action)
        elif kind is Kind.BET:
            self._verify_bet(action)
        elif kind is Kind.DECLINE:
            if self.phase is not Phase.BET or seat != self.to_act or seat == self.captains[
                    self.answer_team]:
                raise _err("not_your_turn", f"Seat {seat} cannot let a bet pass now.", seat,
                           section=6)
        elif kind is Kind.PLAY:
            self._verify_play(action)
        else:
            raise _err("bad_action", f"Seat {seat}: unknown action {kind!r}.", seat)

    def _verify_claim(self, action: Action) -> None:
        seat = action.seat
        if self.options.renuncio_mode is not RenuncioMode.MESA:
            raise _err("unexpected_action", f"Seat {seat} claimed a renuncio, but renuncio "
                       "claims are made in mesa mode only: the tutor refuses illegal cards.",
                       seat, section=8)
        if self.phase is Phase.TUMBO:
            raise _err("unexpected_action", f"Seat {seat} claimed a renuncio before the tumbo "
                       "decision: claims come from the start of play.", seat, section=8)
        if action.value is not Claim.RENUNCIO:
            raise _err("bad_value", f"Seat {seat} claimed {action.value!s}: the only claim is "
                       "\"renuncio\".", seat, section=8)

    def _verify_sena(self, action: Action) -> None:
        seat, which = action.seat, action.value
        opt = self.options.senas
        if opt is SenaMode.OFF or self.team_size == 1:
            why = "señas are off" if opt is SenaMode.OFF else "a team of one has no partner"
            raise _err("sena_not_allowed", f"Seat {seat} sent a seña, but {why}.", seat)
        if self.phase is Phase.TUMBO:
            raise _err("sena_not_allowed", f"Seat {seat} sent a seña before the tumbo "
                       "decision.", seat)
        if not isinstance(which, Sena):
            raise _err("bad_sena", f"Seat {seat} sent an unknown seña.", seat)
        if not self.offered(which):
            raise _err("bad_sena", f"Seat {seat} sent {which.value}, a seña not offered for "
                       f"teams of {self.team_size} under these matadores.", seat)
        if opt is SenaMode.PILLAR:
            seen = action.seen_by
            if seen is None:
                raise _err("bad_sena", f"Seat {seat} sent {which.value} without \"seen_by\": "
                           "in pillar mode a seña says which opponents caught it.", seat)
            if len(set(seen)) != len(seen) or any(
                    not isinstance(s, int) or not 0 <= s < self.seats or team(s) == team(seat)
                    for s in seen):
                raise _err("bad_sena", f"Seat {seat} sent {which.value} seen by {list(seen)}: "
                           "\"seen_by\" lists opponent seats, each once.", seat)
        elif action.seen_by is not None:
            raise _err("bad_sena", f"Seat {seat} sent {which.value} with \"seen_by\", which "
                       "belongs to pillar mode only.", seat)
        if not self._in_window(seat):
            raise _err("sena_not_allowed", f"Seat {seat} sent {which.value} outside his "
                       "window: señas come in turn order from el mano before the first bet or "
                       "card, and later only just before one of his own actions.", seat)
        if self._used(seat, which):
            when = "in this trick" if which.is_advice else "in this hand"
            raise _err("sena_limit", f"Seat {seat} already sent {which.value} {when}.", seat)
        if opt is SenaMode.TEAM and not which.is_advice and not self.sena_true(seat, which):
            raise _err("false_sena", f"Seat {seat} sent {which.value}, but his cards "
                       f"{cards_text(self.hands[seat])} do not match it: señas are true in "
                       "team mode.", seat, cards=self.hands[seat])

    def _verify_tumbo(self, action: Action) -> None:
        seat = action.seat
        if self.phase is not Phase.TUMBO:
            raise _err("unexpected_action", f"Seat {seat} made a tumbo decision, but there is "
                       "none to make now.", seat, section=9)
        assert self.tumbo_team is not None
        captain = self.captains[self.tumbo_team]
        if team(seat) != self.tumbo_team:
            raise _err("not_your_turn", f"Seat {seat} made the tumbo decision, but team "
                       f"{self.tumbo_team} is in tumbo and its capitán, seat {captain}, "
                       "decides.", seat, section=9)
        if seat != captain:
            raise _err("not_captain", f"Seat {seat} made the tumbo decision, but only the "
                       f"capitán, seat {captain}, decides.", seat, section=9)
        if not isinstance(action.value, Tumbo):
            raise _err("bad_value", f"Seat {seat}: a tumbo decision is \"tumbar\" or "
                       "\"achicarse\".", seat, section=9)

    def _verify_answer(self, action: Action) -> None:
        seat = action.seat
        if self.phase is not Phase.BET:
            raise _err("unexpected_action", f"Seat {seat} answered, but no bet waits.", seat,
                       section=6)
        captain = self.captains[self.answer_team]
        if team(seat) == self.bet_team:
            raise _err("not_your_turn", f"Seat {seat} answered his own team's bet: the capitán "
                       f"of the other team, seat {captain}, answers.", seat, section=6)
        if seat != captain:
            raise _err("not_captain", f"Seat {seat} said quiero or paso, but only his capitán, "
                       f"seat {captain}, may; he may raise instead.", seat, section=6)
        if not isinstance(action.value, Answer):
            raise _err("bad_value", f"Seat {seat}: an answer is \"quiero\" or \"paso\".", seat,
                       section=6)

    def _verify_bet(self, action: Action) -> None:
        seat, step = action.seat, action.value
        if self.phase is Phase.BET:
            assert self.bet is not None
            if team(seat) == self.bet_team:
                raise _err("not_your_turn", f"Seat {seat} raised his own team's bet: the other "
                           "team answers it.", seat, section=6)
            if not (seat == self.captains[self.answer_team]
                    or seat in self.answer_order[self.answer_pos:]):
                raise _err("not_your_turn", f"Seat {seat} let this bet pass already.", seat,
                           section=6)
            expected = self.next_step(self.bet)
            if expected is None:
                raise _err("bet_not_allowed", f"Seat {seat} raised {step_json(self.bet)}, the "
                           "top of the ladder: it can only be accepted or refused.", seat,
                           section=6)
        else:
            if seat != self.turn:
                raise _err("not_your_turn", f"Seat {seat} bet, but it is seat {self.turn}'s "
                           "turn: a bet is made at one's own turn to play.", seat, section=6)
            if self.tumbo_hand:
                raise _err("no_bet_in_tumbo", f"Seat {seat} bet in a tumbo hand: no bets "
                           "while a team is in tumbo.", seat, section=9)
            if self.decided:
                raise _err("bet_not_allowed", f"Seat {seat} bet, but the hand is already "
                           "decided.", seat, section=5)
            expected = self.next_step(self.stake)
            if expected is None:
                raise _err("bet_not_allowed", f"Seat {seat} bet, but the stake is already at "
                           "the top of the ladder.", seat, section=6)
            if self.raise_team is not None and not self.options.raise_later:
                raise _err("bet_not_allowed", f"Seat {seat} raised later in the hand, but "
                           "later raises are off: a raise comes only as an answer.", seat,
                           section=6)
            if self.raise_team is not None and team(seat) != self.raise_team:
                raise _err("bet_not_allowed", f"Seat {seat} raised, but only the team that "
                           f"accepted the last bet (team {self.raise_team}) may raise later.",
                           seat, section=6)
        if isinstance(step, bool) or step != expected:
            shown = step_json(step) if isinstance(step, int) else step
            raise _err("bad_bet", f"Seat {seat} bet {shown}, but the next step of the ladder is "
                       f"{step_json(expected)}.", seat, section=6)

    def _verify_play(self, action: Action) -> None:
        seat, card = action.seat, action.value
        if self.phase is Phase.BET:
            raise _err("unexpected_action", f"Seat {seat} played a card while a bet waits for "
                       "its answer.", seat, section=6)
        if seat != self.turn:
            raise _err("not_your_turn", f"Seat {seat} played, but it is seat {self.turn}'s "
                       "turn.", seat)
        if not isinstance(card, Card) or card not in self.hands[seat]:
            raise _err("card_not_held", f"Seat {seat} played {card!s}, which he does not "
                       f"hold; he holds {cards_text(self.hands[seat])}.", seat,
                       card if isinstance(card, Card) else None, self.hands[seat])
        if self.options.renuncio_mode is not RenuncioMode.MESA:
            error = self._follow_error(seat, card)
            if error is not None:
                raise error

    # ------------------------------------------------------------------ acting

    def apply(self, action: Action) -> None:
        self.verify(action)
        self.apply_unchecked(action)

    def undo(self) -> None:
        """Take back the last action applied (or hand started)."""
        entry = self._history.pop()
        if type(entry) is dict:
            self.__dict__.update(entry)
        elif entry[0] == _CARD:
            _, self.log, self.hands, self.trick, self.opened, self.turn, self.renuncios = entry
        elif entry[0] == _SENA:
            _, self.log, self.opening_pos, self.senas, self.senas_used = entry
        else:
            (_, self.log, self.hands, self.trick, self.opened, self.turn, self.renuncios,
             self.won, self.trick_winners, self.tricks_played, self.trick_no, self.leader,
             self.ended, self.hand_winner, self.phase, self.piedras, self.chicos, self.results,
             self.partido_winner) = entry

    def _push(self) -> None:
        snap = self.__dict__.copy()
        del snap["_history"]
        self._history.append(snap)

    def apply_unchecked(self, action: Action) -> None:
        kind = action.kind
        if kind is Kind.PLAY:
            if len(self.trick) + 1 < self.seats:
                # A card that leaves the trick open: `_play` changes only these.
                self._history.append((_CARD, self.log, self.hands, self.trick, self.opened,
                                      self.turn, self.renuncios))
            else:
                self._history.append((
                    _TRICK, self.log, self.hands, self.trick, self.opened, self.turn,
                    self.renuncios, self.won, self.trick_winners, self.tricks_played,
                    self.trick_no, self.leader, self.ended, self.hand_winner, self.phase,
                    self.piedras, self.chicos, self.results, self.partido_winner))
            self.log += (action,)
            assert isinstance(action.value, Card)
            self._play(action.seat, action.value)
            return
        if kind is Kind.SENA:
            self._history.append((_SENA, self.log, self.opening_pos, self.senas,
                                  self.senas_used))
            self.log += (action,)
            self._sena(action)
            return
        self._push()  # every other action: rarer, and it may end the hand
        if kind is not Kind.DECLINE:
            self.log += (action,)
        if kind is Kind.BET:
            assert isinstance(action.value, int)
            self._bet(action.seat, action.value)
            self.public += (action,)
        elif kind is Kind.ANSWER:
            self._answer(action.value is Answer.QUIERO)
            self.public += (action,)
        elif kind is Kind.DECLINE:
            self.answer_pos = self.answer_order.index(action.seat) + 1
        elif kind is Kind.TUMBO:
            self.public += (action,)
            self._tumbo(action.value is Tumbo.TUMBAR)
        elif kind is Kind.CLAIM:
            self.public += (action,)
            self._claim(action.seat)

    def _play(self, seat: int, card: Card) -> None:
        if self._mesa:
            error = self._follow_error(seat, card)
            if error is not None:
                self.renuncios += (Renuncio(seat, self.trick_no, card, error.code),)
        hands = list(self.hands)
        hands[seat] = tuple([c for c in hands[seat] if c is not card])
        self.hands = tuple(hands)
        self.trick += ((seat, card),)
        self.opened = True
        if len(self.trick) < self.seats:
            self.turn = (seat + 1) % self.seats
            return
        winner, _ = self.trick_best()
        t = team(winner)
        self.won = _pair(self.won, t, self.won[t] + 1)
        self.trick_winners += (winner,)
        self.tricks_played += (self.trick,)
        self.trick = ()
        self.trick_no += 1
        self.leader = self.turn = winner
        if self.decided and (not self.options.play_out_third or self.trick_no == 3):
            self._stop(Ended.TRICKS, 0 if self.won[0] >= 2 else 1)

    def _bet(self, seat: int, step: int) -> None:
        self.opened = True
        if self.phase is Phase.BET:
            assert self.bet is not None
            self.stake = self.bet  # a raise accepts the bet it raises (section 6)
        self.bet = step
        self.bet_team = team(seat)
        self.answer_order = self._answer_orders[seat]
        self.answer_pos = 0
        self.phase = Phase.BET

    def _answer(self, quiero: bool) -> None:
        assert self.bet is not None
        if quiero:
            self.stake = self.bet
            self.raise_team = self.answer_team
            self.bet = None
            self.phase = Phase.PLAY
            return
        self.refused = self.bet
        self.bet = None
        self._stop(Ended.REFUSED, self.bet_team)

    def _sena(self, action: Action) -> None:
        seat = action.seat
        which = action.value
        assert isinstance(which, Sena)
        if not self.opened and self.position(seat) >= self.opening_pos:
            self.opening_pos = self.position(seat)
        self.senas += (SenaSent(seat, which, self.trick_no, action.seen_by),)
        self.senas_used = self.senas_used | {
            (seat, which, self.trick_no if which in _ADVICE else -1)}

    def _tumbo(self, tumbar: bool) -> None:
        assert self.tumbo_team is not None
        if tumbar:
            self.tumbo = HandTumbo.TUMBAR
            self.phase = Phase.PLAY
            return
        self.tumbo = HandTumbo.ACHICARSE
        self._stop(Ended.ACHICARSE, 1 - self.tumbo_team)

    def _claim(self, seat: int) -> None:
        t = team(seat)
        proven = any(team(r.seat) != t and not r.proven for r in self.renuncios)
        self.claims += ((seat, proven),)
        if proven:
            self.renuncios = tuple(
                Renuncio(r.seat, r.trick, r.card, r.code, True) if team(r.seat) != t else r
                for r in self.renuncios)
            self.bet = None  # a pending bet is void (section 8)
            self.ended = None
            self._stop(Ended.RENUNCIO, t, force=True)
            return
        other = 1 - t
        gain = min(self.options.tumbo_at, self.piedras[other] + self.options.false_claim_piedras)
        self.piedras = _pair(self.piedras, other, gain)

    def _stop(self, ended: Ended, winner: int, force: bool = False) -> None:
        """Play has stopped: settle now, or (mesa, tricks) wait for claims until the next
        hand (section 8)."""
        self.ended = ended
        self.hand_winner = winner
        if ended is Ended.TRICKS and self.options.renuncio_mode is RenuncioMode.MESA and not force:
            self.phase = Phase.SCORING
            return
        self.settle()

    def settle(self) -> None:
        """Score the hand that has stopped (sections 6, 8, 9) and close it."""
        assert self.ended is not None and self.hand_winner is not None
        assert self.vira is not None and self.dealer is not None
        w = self.hand_winner
        cap = self.options.tumbo_at
        chico = False
        if self.ended is Ended.ACHICARSE:
            gain = ACHICARSE_PIEDRAS
        elif self.tumbo is HandTumbo.FORZOSO:
            chico, gain = True, 0
        elif self.tumbo is HandTumbo.TUMBAR:
            chico = w == self.tumbo_team
            gain = 0 if chico else LOST_TUMBO_PIEDRAS
        elif self.stake == CHICO:  # "chico fuera" accepted (section 12)
            chico, gain = True, 0
        else:
            gain = self.stake
        before = self.piedras[w]
        piedras = _pair(self.piedras, w, min(cap, before + gain))
        scored = piedras[w] - before
        chicos = self.chicos
        if chico:
            scored = 0
            chicos = _pair(chicos, w, chicos[w] + 1)
            piedras = (0, 0)
        self.piedras, self.chicos = piedras, chicos
        self.results += (HandResult(
            self.dealer, self.mano, self.vira, self.tumbo, self.won, self.trick_winners,
            self.stake, self.refused, self.ended, w, scored, w if chico else None, piedras,
            chicos, True, self.renuncios, self.claims),)
        if chicos[w] >= self.options.chicos_to_win:
            self.partido_winner = w
            self.phase = Phase.OVER
        else:
            self.phase = Phase.DEAL

    def close_hand(self) -> None:
        """Settle a mesa hand whose play has stopped: the next hand starts, or the record or
        the table ends (section 8). Undone by one `undo`."""
        if self.phase is Phase.SCORING:
            self._push()
            self.settle()

    def in_progress(self) -> HandResult:
        """The hand being played as the replayer reports one that stops early: the tricks so
        far, the standings before it."""
        assert self.vira is not None and self.dealer is not None
        return HandResult(self.dealer, self.mano, self.vira, self.tumbo, self.won,
                          self.trick_winners, self.stake, None, None, None, None, None,
                          self.piedras_before, self.chicos, False, self.renuncios,
                          self.claims)

    # ------------------------------------------------------------------ hands

    def next_dealer(self) -> int | None:
        """The dealer of the next hand: the previous one's right (section 4); None if free."""
        return None if self.dealer is None else (self.dealer + 1) % self.seats

    def start_hand(self, dealer: int, deal: Deal) -> None:
        """Begin a hand (settling a mesa hand that waits for claims); undone by one `undo`."""
        before = self.__dict__.copy()
        del before["_history"]
        try:
            self._start_hand(dealer, deal)
        except EnviteError:
            self.__dict__.update(before)
            raise
        self._history.append(before)

    def _start_hand(self, dealer: int, deal: Deal) -> None:
        if self.phase is Phase.SCORING:
            self.settle()
        if self.is_over:
            raise _err("partido_over", "A hand follows the end of the partido: a team has "
                       f"already won {self.options.chicos_to_win} chicos.")
        if self.phase is not Phase.DEAL:
            raise _err("incomplete_hand", "A hand follows one whose actions stop before it "
                       "ends.")
        expected = self.next_dealer()
        if expected is not None and dealer != expected:
            raise _err("wrong_dealer", f"Seat {dealer} deals, but the deal passes to the "
                       f"right: seat {expected} deals this hand.")
        if not 0 <= dealer < self.seats or len(deal.hands) != self.seats:
            raise _err("bad_action", "The deal does not fit this table.")
        self._clear_hand()
        self.dealer = dealer
        self.mano = (dealer + 1) % self.seats
        self.vira = deal.vira
        self.deal_of_hand = deal
        self.order = order_for(self.team_size, self.options.matadores, deal.vira.suit)
        self.exempt = exempt_card(self.order, deal.vira, self.options.exempt_card)
        if self.options.senas is not SenaMode.OFF and self.team_size > 1:
            key = (self.order.team_size, self.order.virado, self.order.matadores)
            tests = _SENA_TESTS.get(key)
            if tests is None:
                tests = _SENA_TESTS[key] = self._make_sena_tests()
            self._sena_tests = tests
        self.hands = deal.hands
        self.leader = self.turn = self.mano
        at = self.options.tumbo_at
        in_tumbo = [p >= at for p in self.piedras]
        if all(in_tumbo):
            self.tumbo = HandTumbo.FORZOSO
            self.phase = Phase.PLAY
        elif any(in_tumbo):
            self.tumbo_team = 0 if in_tumbo[0] else 1
            self.phase = Phase.TUMBO
        else:
            self.phase = Phase.PLAY

    def deal_next(self, rng: random.Random) -> tuple[int, Deal]:
        """The chance step: the next hand dealt with `rng` (the first dealer drawn at random,
        section 4), then started."""
        dealer = self.next_dealer()
        if dealer is None:
            dealer = rng.randrange(self.seats)
        deal = deal_cards(rng, self.seats, dealer)
        self.start_hand(dealer, deal)
        return dealer, deal

    def sees_cards_of(self, seat: int) -> tuple[int, ...]:
        """The team-mates whose cards `seat` sees: a capitán in tumbo (section 9)."""
        if not self.options.tumbo_show_cards or not self.tumbo_hand or self.phase not in (
                Phase.TUMBO, Phase.PLAY, Phase.BET, Phase.SCORING):
            return ()
        if seat not in self.captains:
            return ()
        if self.tumbo is not HandTumbo.FORZOSO and team(seat) != self.tumbo_team:
            return ()
        return tuple(s for s in range(self.seats) if team(s) == team(seat) and s != seat)



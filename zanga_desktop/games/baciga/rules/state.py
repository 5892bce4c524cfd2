"""The state machine of a whole game of La Báciga (baciga-rules.md, sections 4-12).

One `BacigaState` is changed by actions:

- `apply(action)` verifies, then acts: for the table and records;
- `apply_unchecked(action)` acts without verifying, for searches over `legal_actions()`;
- `undo()` takes the last action (or deal) back.

Every attribute is an immutable value (ints, tuples, frozen records), and each action pushes a
copy of the attribute dictionary, so undo is exact by construction. What the rules do on their
own (the pase, the reveal and the contests, a pasado at once, the automatic salirse, the count)
happens inside the action that leads to it, so the next seat to act is always known.

The stock is kept as the `pile`: the stock as dealt, then every card laid down under it, in
order; `top` is the index of the next card to come off. So the live stock is `pile[top:]`, a
pase appends to it, a draw moves `top`, and where each card lies stays known to whoever saw it
(section 15).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from typing import Any, Final

from .actions import Action, Kind, RecordFix, Unknown, Way, Word, sorted_fix
from .cards import (
    FIX_RANKS,
    LIMIT,
    Card,
    Fix,
    baciga_fixes,
    bacigote_fixes,
    best_pairs,
    cards_text,
    combination,
    fixed_rank,
    has_cosas,
    is_baciga,
    is_bacigote,
    is_comodin,
    pair_points,
    stand_fixes,
    total,
)
from .deal import Deal
from .errors import BacigaError
from .options import Options


class Phase(StrEnum):
    DEAL = "deal"  # the next deal is due (also before the first)
    TALK = "talk"  # section 5
    DRAW = "draw"  # section 9
    OVER = "over"  # the game is won


class Stop(StrEnum):
    """How a player's draw ended (section 9)."""

    STOOD = "stood"
    PASADO = "pasado"
    COSAS = "cosas"


class Lance(StrEnum):
    """What a credit is for (baciga-record-format.md, `credits`)."""

    BACIGA = "baciga"
    BACIGOTE = "bacigote"
    PARTNER_LIGUE = "partner_ligue"
    PARTNER_BACIGA = "partner_baciga"
    PARTNER_LIGADA = "partner_ligada"
    PARTNER_BACIGOTE = "partner_bacigote"
    PAIRS = "pairs"
    PASADO = "pasado"
    REVIVAL = "revival"
    BACIGA_BACK = "baciga_back"
    SALIRSE = "salirse"
    LAS_31 = "las_31"
    PUNTO = "punto"


class Ended(StrEnum):
    """Why a deal ended (baciga-record-format.md, `ended`)."""

    COUNT = "count"
    BACIGOTE = "bacigote"
    COSAS = "cosas"
    TARGET = "target"
    SALIRSE = "salirse"


class Happened(StrEnum):
    """The kinds of public event a step reports (`Event`)."""

    SAID = "said"  # a cante (number: cards laid down)
    PASE = "pase"  # every player passed: cards under the stock, replacements (number: talk)
    CUT = "cut"  # a talk ended cut (word: what cut it)
    REVEAL = "reveal"  # a báciga singer's cards face up (section 8)
    BACIGOTE_SHOWN = "bacigote_shown"  # a bacigote singer's cards (section 7)
    COMBINATION_SHOWN = "combination_shown"  # the winning side's partner's cards (section 7)
    CONTEST = "contest"  # the seat whose cante won between the sides (word: báciga/bacigote)
    SHOW = "show"  # a player shows his cards as his draw begins (number: 1 with a tapada)
    DREW = "drew"  # a card dealt to the drawer (cards: it, face up; number: 1 face down)
    TURNED_UP = "turned_up"  # an old tapada turned face up by a new one
    STOOD = "stood"
    PASADO = "pasado"
    COSAS = "cosas"
    COUNT = "count"  # a player's cards all face up after the postre (section 9)
    SALIRSE = "salirse"


@dataclass(frozen=True, slots=True)
class Event:
    """One public thing a step did, for a table to animate and a log to tell: only what every
    seat may see (a card dealt face down is not named)."""

    kind: Happened
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    number: int = 0
    word: Word | None = None


@dataclass(frozen=True, slots=True)
class Credit:
    """A lance credited (section 11): to `seat`'s side, `points`, the side's `total` after."""

    seat: int
    side: int
    lance: Lance
    points: int
    total: int

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "side": self.side, "lance": self.lance.value,
                "points": self.points, "total": self.total}


@dataclass(frozen=True, slots=True)
class Said:
    """A cante in a talk: `laid` cards laid down with a paso, `fix` the comodines fixed."""

    seat: int
    word: Word
    laid: int = 0
    fix: Fix = ()


@dataclass(frozen=True, slots=True)
class SeatResult:
    seat: int
    held: tuple[Card, ...]
    fixed: Fix
    tapada: Card | None
    total: int
    stop: Stop | None

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "held": [str(c) for c in self.held],
                "fixed": {str(c): r for c, r in self.fixed},
                "tapada": None if self.tapada is None else str(self.tapada),
                "total": self.total, "stop": None if self.stop is None else self.stop.value}


@dataclass(frozen=True, slots=True)
class DealResult:
    """A deal as the replayer reports it (baciga-record-format.md, "Replaying")."""

    dealer: int
    mano: int
    talks: int
    kind: Word | None
    bacigas: tuple[int, ...]
    baciga_winner: int | None
    bacigotes: tuple[int, ...]
    bacigote_winner: int | None
    seats: tuple[SeatResult, ...]
    stock: tuple[Card, ...]
    table: tuple[Card, ...]
    credits: tuple[Credit, ...]
    las_31: int | None
    punto: int | None
    ended: Ended | None
    winner: int | None
    points: tuple[int, int]
    complete: bool

    def to_json(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer, "mano": self.mano, "talks": self.talks,
            "kind": None if self.kind is None else self.kind.value,
            "bacigas": list(self.bacigas), "baciga_winner": self.baciga_winner,
            "bacigotes": list(self.bacigotes), "bacigote_winner": self.bacigote_winner,
            "seats": [s.to_json() for s in self.seats],
            "stock": [str(c) for c in self.stock], "table": [str(c) for c in self.table],
            "credits": [c.to_json() for c in self.credits],
            "las_31": self.las_31, "punto": self.punto,
            "ended": None if self.ended is None else self.ended.value, "winner": self.winner,
            "points": list(self.points), "complete": self.complete}


#: The order in which a later cante outranks an earlier one as what cut the talk (section 5).
_CUT_RANK: Final = {Word.CARTAS: 1, Word.BACIGA: 2, Word.BACIGOTE: 3}
#: The partner's combination as a lance (section 7).
_PARTNER: Final = {"ligue": Lance.PARTNER_LIGUE, "baciga": Lance.PARTNER_BACIGA,
                   "ligada": Lance.PARTNER_LIGADA, "bacigote": Lance.PARTNER_BACIGOTE}
_ALL: Final = 0b1111


@lru_cache(maxsize=8192)
def _talk_options(seat: int, hand: tuple[Card, ...], open_talk: bool, cartas: bool,
                  must_cut: bool, least: int, as_value: int) -> tuple[Action, ...]:
    """A speaker's words (section 5): before the cut every paso of `least` to 3 cards in any
    order (none if he must cut), cartas from the second talk; after it a paso laying nothing;
    and every true báciga and bacigote with its fixes. Made once per hand and moment."""
    out: list[Action] = []
    if open_talk:
        if not must_cut:
            for k in range(least, min(3, len(hand)) + 1):
                out += [Action(seat, Kind.SAY, Word.PASO, cards)
                        for cards in itertools.permutations(hand, k)]
        if cartas:
            out.append(Action(seat, Kind.SAY, Word.CARTAS))
    else:
        out.append(Action(seat, Kind.SAY, Word.PASO))
    out += [Action(seat, Kind.SAY, Word.BACIGA, None, f) for f in baciga_fixes(hand, as_value)]
    out += [Action(seat, Kind.SAY, Word.BACIGOTE, None, f) for f in bacigote_fixes(hand)]
    return tuple(out)


def side(seat: int) -> int:
    """Seat s plays for side s % 2 (section 2)."""
    return seat & 1


def _err(code: str, message: str, seat: int | None = None, *, section: int | None = None,
         card: Card | None = None, cards: tuple[Card, ...] = (), rank: int | None = None,
         total_: int | None = None, expected: int | None = None) -> BacigaError:
    return BacigaError(code, message, section=section, seat=seat, card=card, cards=cards,
                       rank=rank, total=total_, expected=expected)


def _card_text(value: object) -> str:
    """A record's value as a message quotes it."""
    return str(value) if value is not None else "nothing"


class BacigaState:
    """A game: the standings, and the deal being played."""

    def __init__(self, options: Options, seats: int, points: tuple[int, int] = (0, 0)) -> None:
        if seats not in (2, 4):
            raise ValueError("La Báciga is played by 2 players, or 4 in two pairs")
        self.options = options
        self.seats = seats
        self.points = points
        self.winner_side: int | None = None
        self.phase = Phase.DEAL
        self.dealer: int | None = None
        self.mano = 0
        self.results: tuple[DealResult, ...] = ()
        self._history: list[dict[str, Any]] = []
        self._clear_deal()
        if max(points) >= options.target:
            raise ValueError("a side has already reached the target")

    def _clear_deal(self) -> None:
        n = self.seats
        self.deal_of: Deal | None = None
        self.order: tuple[int, ...] = tuple(range(n))
        self.points_before = self.points
        self.hands: tuple[tuple[Card, ...], ...] = ((),) * n
        self.tapadas: tuple[Card | None, ...] = (None,) * n
        self.fixes: tuple[Fix, ...] = ((),) * n
        self.shown: tuple[tuple[Card, ...], ...] = ((),) * n
        self.pile: tuple[Card, ...] = ()
        self.top = 0
        self.pile_taker: tuple[int, ...] = ()
        self.pile_known: tuple[int, ...] = ()
        self.past: tuple[tuple[Said, ...], ...] = ()
        self.said: tuple[Said, ...] = ()
        self.table: tuple[tuple[int, tuple[Card, ...]], ...] = ()
        self.pos = 0
        self.cut: Word | None = None
        self.bacigas: tuple[int, ...] = ()
        self.bacigotes: tuple[int, ...] = ()
        self.baciga_winner: int | None = None
        self.bacigote_winner: int | None = None
        self.scoring_bacigas: tuple[int, ...] = ()
        self.drawer_pos = 0
        self.begun: tuple[bool, ...] = (False,) * n
        self.stops: tuple[Stop | None, ...] = (None,) * n
        self.tapada_index: tuple[int, ...] = (-1,) * n
        self.credits: tuple[Credit, ...] = ()
        self.las_31: int | None = None
        self.punto: int | None = None
        self.ended: Ended | None = None
        self.revived = False
        self.counted = False
        self.log: tuple[Action, ...] = ()
        self.events: tuple[Event, ...] = ()

    # ------------------------------------------------------------------ questions

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def in_deal(self) -> bool:
        return self.phase in (Phase.TALK, Phase.DRAW)

    @property
    def talk(self) -> int:
        """The number of the talk (1 for the first, section 5)."""
        return len(self.past) + 1

    @property
    def to_act(self) -> int | None:
        if self.phase is Phase.TALK:
            return self.order[self.pos]
        if self.phase is Phase.DRAW:
            return self.order[self.drawer_pos]
        return None

    @property
    def stock(self) -> tuple[Card, ...]:
        """The stock, top first."""
        return self.pile[self.top:]

    def winner(self) -> int | None:
        """The side that has won the game."""
        return self.winner_side

    def position(self, seat: int) -> int:
        """A seat's place in the order of play from el mano (0 for el mano)."""
        return (seat - self.mano) % self.seats

    def total_of(self, seat: int) -> int:
        """`seat`'s total, free comodines at the lowest value (section 9)."""
        return total(self.hands[seat], self.fixes[seat], self.options.as_value)

    def can_salir(self, seat: int) -> bool:
        """Whether `seat`'s side has enough with his cards (section 12): a player whose draw
        has not begun, whose side's points plus the pairs and trío of his cards as if he
        stood now reach the target (a hand already over 31 cannot stand, so cannot)."""
        if self.phase is not Phase.DRAW or self.begun[seat] or self.stops[seat] is not None:
            return False
        if self.total_of(seat) > LIMIT:
            return False
        pairs, _ = best_pairs(self.hands[seat], self.fixes[seat], self.options.as_value)
        return pairs > 0 and self.points[side(seat)] + pairs >= self.options.target

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        """The actions of the seat to act (a salir claim included when it may make one)."""
        seat = self.to_act
        if seat is None:
            return []
        if self.phase is Phase.TALK:
            return self._talk_actions(seat)
        return self._draw_actions(seat)

    def _talk_actions(self, seat: int) -> list[Action]:
        return list(_talk_options(seat, self.hands[seat], self.cut is None, self.talk >= 2,
                                  self._must_cut(seat), self.options.pass_min_discard,
                                  self.options.as_value))

    def _must_cut(self, seat: int) -> bool:
        """`max_talks` (section 6): the postre of the last talk allowed, all before him
        having passed, may not pass."""
        limit = self.options.max_talks
        return (limit is not None and self.talk >= limit and self.cut is None
                and self.position(seat) == self.seats - 1)

    def _draw_actions(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        out: list[Action] = []
        if not self.begun[seat] and seat not in self.bacigas:
            out += [Action(seat, Kind.TAPAR, c) for c in hand]
        if self.top < len(self.pile):
            out += [Action(seat, Kind.DRAW, Way.UP), Action(seat, Kind.DRAW, Way.DOWN)]
        out += [Action(seat, Kind.STAND, None, None, f)
                for f in stand_fixes(hand, self.fixes[seat], self.options.as_value)]
        if not self.options.auto_salirse and self.can_salir(seat):
            out.append(Action(seat, Kind.SALIR))
        return out

    def claim_actions(self) -> list[Action]:
        """The salir claims any seat may make now, out of turn (section 12, `auto_salirse`
        off)."""
        if self.options.auto_salirse or self.phase is not Phase.DRAW:
            return []
        return [Action(s, Kind.SALIR) for s in self.order if self.can_salir(s)]

    # ------------------------------------------------------------------ verify

    def verify(self, action: Action) -> None:
        """Raise BacigaError if `action` is not allowed now; change nothing. The checks run in
        the contract's order (baciga-record-format.md): the deal is over; `salir`; the kind
        for the phase; the seat; the word or value; `discard` / `fix`; the truth of the
        cante or the 31 limit."""
        seat, kind = action.seat, action.kind
        if type(seat) is not int or not 0 <= seat < self.seats:
            raise _err("bad_action", f"There is no seat {seat} at a table of {self.seats}.")
        if not self.in_deal:
            if self.is_over:
                why = "the game is over"
            elif self.deal_of is None:
                why = "no deal is being played"
            else:
                why = "the deal is over"
            raise _err("unexpected_action", f"Seat {seat} acted, but {why}.", seat)
        if kind is Kind.SALIR:
            self._verify_salir(seat)
            return
        if self.phase is Phase.TALK and kind is not Kind.SAY:
            raise _err("unexpected_action", f"Seat {seat} made a draw action ({kind.value}), but "
                       "the players are still talking: the draw comes once a talk is cut.",
                       seat)
        if self.phase is Phase.DRAW and kind is Kind.SAY:
            raise _err("unexpected_action", f"Seat {seat} said a word, but the talk is over: "
                       "the players are drawing.", seat)
        expected = self.to_act
        assert expected is not None
        if seat != expected:
            section = 5 if self.phase is Phase.TALK else 9
            doing = "speak" if self.phase is Phase.TALK else "draw"
            raise _err("not_your_turn", f"Seat {seat} acted, but it is seat {expected}'s turn "
                       f"to {doing}.", seat, section=section, expected=expected)
        if kind is Kind.SAY:
            self._verify_say(action)
        elif kind is Kind.TAPAR:
            self._verify_tapar(action)
        elif kind is Kind.DRAW:
            self._verify_draw(action)
        elif kind is Kind.STAND:
            self._verify_fix(seat, action.fix, stand=True)
        else:
            raise _err("bad_action", f"Seat {seat}: unknown action {kind!r}.", seat)

    def _verify_salir(self, seat: int) -> None:
        if self.options.auto_salirse:
            raise _err("salir_not_allowed", f"Seat {seat} claimed to go out, but the app makes "
                       "that claim for every seat (auto_salirse is on).", seat)
        if self.phase is not Phase.DRAW:
            raise _err("salir_not_allowed", f"Seat {seat} claimed to go out during the talk: "
                       "the claim is made during the draw.", seat)
        if self.begun[seat] or self.stops[seat] is not None:
            raise _err("salir_not_allowed", f"Seat {seat} claimed to go out after his turn to "
                       "draw had begun: only a player yet to draw may claim.", seat)
        if not self.can_salir(seat):
            pairs, _ = best_pairs(self.hands[seat], self.fixes[seat], self.options.as_value)
            have = self.points[side(seat)]
            raise _err("salir_not_allowed", f"Seat {seat} claimed to go out, but his side's "
                       f"{have} points and the {pairs} of his cards "
                       f"({cards_text(self.hands[seat])}) do not reach "
                       f"{self.options.target}.", seat, cards=self.hands[seat],
                       total_=have + pairs)

    def _verify_say(self, action: Action) -> None:
        seat, word = action.seat, action.value
        hand = self.hands[seat]
        if not isinstance(word, Word):
            raise _err("bad_value", f"Seat {seat} said {_card_text(word)}: the words are paso, "
                       "baciga, bacigote and cartas.", seat)
        if word is Word.CARTAS:
            if self.talk == 1:
                raise _err("cartas_not_allowed", f"Seat {seat} said cartas in the first talk: "
                           "cartas may be asked for from the second talk on.", seat)
            if self.cut is not None:
                raise _err("cartas_not_allowed", f"Seat {seat} said cartas, but the talk is "
                           f"already cut ({self.cut.value}).", seat)
        if word is Word.PASO and self._must_cut(seat):
            raise _err("must_cut", f"Seat {seat} passed in talk {self.talk}, the last one "
                       "allowed, when all before him passed: he must say cartas or sing.", seat)
        if word is Word.PASO and self.cut is None:
            self._verify_discard(seat, action.discard)
        elif action.discard is not None:
            why = (f"the talk is cut ({self.cut.value}): a paso now lays nothing down"
                   if word is Word.PASO and self.cut is not None
                   else f"only a paso lays cards down, not {word.value}")
            raise _err("bad_discard", f"Seat {seat} laid cards down, but {why}.", seat)
        if word in (Word.PASO, Word.CARTAS):
            if action.fix:
                raise _err("bad_fix", f"Seat {seat} fixed a comodín with {word.value}: "
                           "comodines are fixed by a báciga, a bacigote or a stand.", seat,
                           section=3)
            return
        self._verify_fix(seat, action.fix, stand=False)
        fix = self._as_fix(action.fix)
        as_value = self.options.as_value
        if word is Word.BACIGA and not is_baciga(hand, fix, as_value):
            t = total(hand, fix, as_value)
            raise _err("false_baciga", f"Seat {seat}'s cards total {t}: a báciga is three "
                       "cards totalling 9 or less.", seat, cards=hand, total_=t)
        if word is Word.BACIGOTE and not is_bacigote(hand, fix):
            raise _err("false_bacigote", f"Seat {seat}'s cards ({cards_text(hand)}) are not "
                       "three equal cards: a bacigote is three of one rank.", seat, cards=hand)

    def _verify_discard(self, seat: int, discard: tuple[Card | Unknown, ...] | None) -> None:
        hand = self.hands[seat]
        least = self.options.pass_min_discard
        if discard is None:
            raise _err("bad_discard", f"Seat {seat} passed without laying cards down: a paso "
                       f"lays down {least} to 3 of his cards.", seat, cards=hand)
        texts = [str(c) for c in discard]
        if len(set(texts)) != len(texts):
            raise _err("bad_discard", f"Seat {seat} laid the same card down twice.", seat,
                       cards=hand)
        if not least <= len(discard) <= 3:
            raise _err("bad_discard", f"Seat {seat} laid {len(discard)} cards down: a paso "
                       f"lays down {least} to 3.", seat, cards=hand)
        for c in discard:
            if not isinstance(c, Card) or c not in hand:
                raise _err("card_not_held", f"Seat {seat} laid down {c}, which he does not "
                           f"hold; he holds {cards_text(hand)}.", seat,
                           card=c if isinstance(c, Card) else None, cards=hand)

    def _free_comodines(self, seat: int) -> list[Card]:
        fixed = {c for c, _ in self.fixes[seat]}
        return [c for c in self.hands[seat] if is_comodin(c) and c not in fixed]

    def _verify_fix(self, seat: int, fix: RecordFix, stand: bool) -> None:
        free = self._free_comodines(seat)
        named: set[Card] = set()
        for c, rank in fix:
            if not isinstance(c, Card) or c not in free or c in named:
                what = ("a comodín already fixed" if isinstance(c, Card) and is_comodin(c)
                        and c in self.hands[seat] else "not a free comodín he holds")
                raise _err("bad_fix", f"Seat {seat} fixed {c}, {what}.", seat, section=3,
                           card=c if isinstance(c, Card) else None, cards=self.hands[seat])
            if type(rank) is not int or rank not in FIX_RANKS:
                raise _err("bad_fix", f"Seat {seat} fixed {c} to {rank!s:.20}: a comodín "
                           "is fixed to a rank 1 to 7, 10, 11 or 12.", seat, section=3, card=c,
                           rank=rank if type(rank) is int else None)
            named.add(c)
        missing = [c for c in free if c not in named]
        if missing:
            raise _err("bad_fix", f"Seat {seat} left {cards_text(missing)} unfixed: "
                       + ("a stand" if stand else "a cante") + " fixes every free comodín "
                       "held.", seat, section=9 if stand else 3, card=missing[0],
                       cards=self.hands[seat])
        if stand:
            t = total(self.hands[seat], self.fixes[seat] + self._as_fix(fix),
                      self.options.as_value)
            if t > LIMIT:
                raise _err("bad_fix", f"Seat {seat}'s fix takes his total to {t}: a comodín "
                           "fixed at the stand may not take it over 31.", seat, section=9,
                           total_=t)

    @staticmethod
    def _as_fix(fix: RecordFix) -> Fix:
        return tuple((c, r) for c, r in sorted_fix(fix) if isinstance(c, Card))

    def _verify_tapar(self, action: Action) -> None:
        seat, card = action.seat, action.value
        if seat in self.bacigas:
            raise _err("tapar_not_allowed", f"Seat {seat} sang báciga: his three cards are "
                       "shown face up; he may ask for a card face down instead.", seat)
        if self.begun[seat]:
            raise _err("tapar_not_allowed", f"Seat {seat} kept a card face down after his draw "
                       "had begun: the carta tapada is chosen when he shows his cards.", seat)
        if not isinstance(card, Card) or card not in self.hands[seat]:
            raise _err("card_not_held", f"Seat {seat} kept {_card_text(card)} face down, which "
                       f"he does not hold; he holds {cards_text(self.hands[seat])}.", seat,
                       section=9, card=card if isinstance(card, Card) else None,
                       cards=self.hands[seat])

    def _verify_draw(self, action: Action) -> None:
        seat = action.seat
        if not isinstance(action.value, Way):
            raise _err("bad_value", f"Seat {seat} asked for a card {_card_text(action.value)}: "
                       "a card is asked for up or down.", seat, section=9)
        if self.top >= len(self.pile):
            raise _err("stock_empty", f"Seat {seat} asked for a card, but the stock is empty.",
                       seat)

    # ------------------------------------------------------------------ acting

    def apply(self, action: Action) -> None:
        self.verify(action)
        self.apply_unchecked(action)

    def undo(self) -> None:
        """Take back the last action applied (or deal started)."""
        self.__dict__.update(self._history.pop())

    def _push(self) -> None:
        snap = self.__dict__.copy()
        del snap["_history"]
        self._history.append(snap)

    def apply_unchecked(self, action: Action) -> None:
        self._push()
        self.log += (action,)
        kind = action.kind
        if kind is Kind.SAY:
            self._say(action)
        elif kind is Kind.TAPAR:
            assert isinstance(action.value, Card)
            self._tapar(action.seat, action.value)
        elif kind is Kind.DRAW:
            self._draw(action.seat, action.value is Way.DOWN)
        elif kind is Kind.STAND:
            self._stand(action.seat, self._as_fix(action.fix))
        elif kind is Kind.SALIR:
            self._salirse(action.seat)

    def _event(self, kind: Happened, seat: int | None = None, cards: tuple[Card, ...] = (),
               number: int = 0, word: Word | None = None) -> None:
        self.events += (Event(kind, seat, cards, number, word),)

    def _set(self, name: str, seat: int, value: object) -> None:
        values = list(getattr(self, name))
        values[seat] = value
        setattr(self, name, tuple(values))

    def _credit(self, seat: int, lance: Lance, points: int) -> bool:
        """Credit a lance (section 11); True if it won the game (a side at the target)."""
        s = side(seat)
        new = self.points[s] + points
        if self.options.score_floor_zero:
            new = max(0, new)
        pts = list(self.points)
        pts[s] = new
        self.points = (pts[0], pts[1])
        self.credits += (Credit(seat, s, lance, points, new),)
        if points > 0 and new >= self.options.target:
            self.winner_side = s
            self.ended = Ended.TARGET
            return True
        return False

    # ---- the talk (sections 5, 6)

    def _say(self, action: Action) -> None:
        seat, word = action.seat, action.value
        assert isinstance(word, Word)
        laid: tuple[Card, ...] = ()
        fix: Fix = ()
        if word is Word.PASO and self.cut is None:
            laid = tuple(c for c in action.discard or () if isinstance(c, Card))
            self._set("hands", seat, tuple(c for c in self.hands[seat] if c not in laid))
            self.table += ((seat, laid),)
        elif word in (Word.BACIGA, Word.BACIGOTE):
            fix = self._as_fix(action.fix)
            self._set("fixes", seat, fix)
            if word is Word.BACIGA:
                self.bacigas += (seat,)
            else:
                self.bacigotes += (seat,)
        if word is not Word.PASO and (self.cut is None or _CUT_RANK[word] > _CUT_RANK[self.cut]):
            self.cut = word
        self.said += (Said(seat, word, len(laid), fix),)
        self._event(Happened.SAID, seat, (), len(laid), word)
        self.pos += 1
        if self.pos == self.seats:
            self._end_talk()

    def _under_the_stock(self) -> None:
        """The cards laid down go under the stock in speaking order, each player's in the
        order he gave them (section 6)."""
        for seat, cards in self.table:
            self.pile += cards
            self.pile_taker += (-1,) * len(cards)
            self.pile_known += (1 << seat,) * len(cards)
        self.table = ()

    def _take(self, seat: int, up: bool) -> Card:
        """The top card of the stock, to `seat` (known to all when dealt face up)."""
        i = self.top
        card = self.pile[i]
        self.top = i + 1
        self._set("pile_taker", i, seat)
        self._set("pile_known", i, _ALL if up else self.pile_known[i] | (1 << seat))
        return card

    def _end_talk(self) -> None:
        passed = self.table
        self._under_the_stock()
        self.past += (self.said,)
        if self.cut is None:
            # a pase: each passer gets back as many cards as he laid down (section 6)
            for seat, cards in passed:
                got = tuple(self._take(seat, False) for _ in cards)
                self._set("hands", seat, self.hands[seat] + got)
            self._event(Happened.PASE, number=len(self.past))
            self.said = ()
            self.pos = 0
            self.bacigas = self.bacigotes = ()
            return
        self._event(Happened.CUT, word=self.cut)
        if self.cut is Word.BACIGOTE:
            self._settle_bacigote()
        else:
            self._start_draw()

    def _contest(self, singers: tuple[int, ...]) -> tuple[int, bool]:
        """The winning cante among `singers`: the lowest total, then nearer el mano
        (sections 7, 8); and whether both sides sang."""
        as_value = self.options.as_value
        best = min(singers, key=lambda s: (total(self.hands[s], self.fixes[s], as_value),
                                           self.position(s)))
        return best, len({side(s) for s in singers}) == 2

    def _settle_bacigote(self) -> None:
        """Section 7: the bacigotes of the winning side, 7 each, in order of play, then its
        other player's combination read from his cards."""
        winner, contested = self._contest(self.bacigotes)
        self.bacigote_winner = winner if contested else None
        for s in self.bacigotes:
            self._set("shown", s, self.hands[s])
            self._event(Happened.BACIGOTE_SHOWN, s, self.hands[s])
        if contested:
            self._event(Happened.CONTEST, winner, word=Word.BACIGOTE)
        won = side(winner)
        ours = [s for s in self.bacigotes if side(s) == won]
        over = False
        for s in ours:
            if self._credit(s, Lance.BACIGOTE, 7):
                over = True
                break
        if not over and self.seats == 4 and len(ours) == 1:
            partner = next(s for s in self.order if side(s) == won and s not in ours)
            name, points = combination(self.hands[partner], self.fixes[partner],
                                       self.options.as_value)
            if points:
                self._set("shown", partner, self.hands[partner])
                self._event(Happened.COMBINATION_SHOWN, partner, self.hands[partner])
                over = self._credit(partner, _PARTNER[name], points)
        if not over:
            self.ended = Ended.BACIGOTE
        self._end_deal()

    # ---- the draw (sections 8, 9, 12)

    def _start_draw(self) -> None:
        self.phase = Phase.DRAW
        self.drawer_pos = 0
        for s in self.bacigas:
            self._set("shown", s, self.hands[s])
            self._event(Happened.REVEAL, s, self.hands[s])
        scoring = self.bacigas
        if self.bacigas:
            winner, contested = self._contest(self.bacigas)
            if contested:
                self.baciga_winner = winner
                scoring = tuple(s for s in self.bacigas if side(s) == side(winner))
                self._event(Happened.CONTEST, winner, word=Word.BACIGA)
        self.scoring_bacigas = scoring
        for s in scoring:
            if self._credit(s, Lance.BACIGA, 2):
                self._end_deal()
                return
        if self._check_salirse(0):
            return
        self._begin_turn()

    def _check_salirse(self, first: int) -> bool:
        """The automatic salirse (section 12): the players yet to draw, in order of play from
        position `first`; True if one went out (the game is over)."""
        if not self.options.auto_salirse:
            return False
        for p in range(first, self.seats):
            seat = self.order[p]
            if self.can_salir(seat):
                self._salirse(seat)
                return True
        return False

    def _salirse(self, seat: int) -> None:
        pairs, _ = best_pairs(self.hands[seat], self.fixes[seat], self.options.as_value)
        self._event(Happened.SALIRSE, seat)
        self._credit(seat, Lance.SALIRSE, pairs)
        self.ended = Ended.SALIRSE
        self._end_deal()

    def _begin_turn(self) -> None:
        """The next player's turn, or the count after the postre. A player whose cards
        already pass 31 (the as at 11) is pasado at once (section 3)."""
        while self.drawer_pos < self.seats:
            seat = self.order[self.drawer_pos]
            if self.total_of(seat) <= LIMIT:
                return
            self._show(seat, None)
            if self._pasado(seat):
                return
            self.drawer_pos += 1
            if self._check_salirse(self.drawer_pos):
                return
        self._count()

    def _show(self, seat: int, tapada: Card | None) -> None:
        """The player's cards face up as his draw begins, but his tapada (section 9)."""
        self._set("begun", seat, True)
        if seat in self.bacigas:
            return  # shown at the reveal
        shown = tuple(c for c in self.hands[seat] if c is not tapada)
        self._set("shown", seat, shown)
        if tapada is not None:
            self._set("tapadas", seat, tapada)
        self._event(Happened.SHOW, seat, shown, 1 if tapada is not None else 0)

    def _tapar(self, seat: int, card: Card) -> None:
        self._show(seat, card)

    def _draw(self, seat: int, down: bool) -> None:
        if not self.begun[seat]:
            self._show(seat, None)
        card = self._take(seat, not down)
        self._set("hands", seat, self.hands[seat] + (card,))
        if down:
            old = self.tapadas[seat]
            if old is not None:
                self._set("shown", seat, self.shown[seat] + (old,))
                if self.tapada_index[seat] >= 0:
                    self._set("pile_known", self.tapada_index[seat], _ALL)
                self._event(Happened.TURNED_UP, seat, (old,))
            self._set("tapadas", seat, card)
            self._set("tapada_index", seat, self.top - 1)
            self._event(Happened.DREW, seat, (), 1)
        else:
            self._set("shown", seat, self.shown[seat] + (card,))
            self._event(Happened.DREW, seat, (card,))
        hand = self.hands[seat]
        over = self.total_of(seat) > LIMIT
        if has_cosas(hand, self.fixes[seat]) and (not over or self.options.cosas_beats_pasado):
            self._set("stops", seat, Stop.COSAS)
            self._set("shown", seat, hand)
            self._event(Happened.COSAS, seat, hand)
            self.winner_side = side(seat)
            self.ended = Ended.COSAS
            self._end_deal()
            return
        if over:
            if self._pasado(seat):
                return
            self.drawer_pos += 1
            if self._check_salirse(self.drawer_pos):
                return
            self._begin_turn()

    def _pasado(self, seat: int) -> bool:
        """Section 9, 10: -1, then (options) his pairs, the bácigas taken back, the revival
        (section 8). True if the game is over."""
        self._set("stops", seat, Stop.PASADO)
        self._event(Happened.PASADO, seat)
        self._credit(seat, Lance.PASADO, -1)  # a loss never wins the game
        opts = self.options
        if opts.pasado_keeps_pairs:
            pairs, _ = best_pairs(self.hands[seat], self.fixes[seat], opts.as_value, None)
            if pairs and self._credit(seat, Lance.PAIRS, pairs):
                return self._end_deal()
        if seat == self.baciga_winner and not self.revived:
            self.revived = True
            if opts.revival_takes_back:
                for s in self.scoring_bacigas:
                    self._credit(s, Lance.BACIGA_BACK, -2)
            for s in self.bacigas:
                if s not in self.scoring_bacigas and self._credit(s, Lance.REVIVAL, 2):
                    return self._end_deal()
        return False

    def _stand(self, seat: int, fix: Fix) -> None:
        if not self.begun[seat]:
            self._show(seat, None)
        full = sorted_fix(self.fixes[seat] + fix)
        self._set("fixes", seat, tuple((c, r) for c, r in full if isinstance(c, Card)))
        self._set("stops", seat, Stop.STOOD)
        self._event(Happened.STOOD, seat)
        ranks = [fixed_rank(c, self.fixes[seat]) or c.rank for c in self.hands[seat]]
        points = pair_points(ranks)
        if points and self._credit(seat, Lance.PAIRS, points):
            self._end_deal()
            return
        self.drawer_pos += 1
        if points and self._check_salirse(self.drawer_pos):
            return
        self._begin_turn()

    def _count(self) -> None:
        """After the postre (sections 9, 10): every card face up, then las 31 or el punto."""
        self.counted = True
        for seat in self.order:
            if len(self.shown[seat]) != len(self.hands[seat]):
                self._set("shown", seat, self.hands[seat])
                self._event(Happened.COUNT, seat, self.hands[seat])
        self.pile_known = tuple(_ALL if t >= 0 else k
                                for t, k in zip(self.pile_taker, self.pile_known, strict=True))
        standing = [s for s in self.order if self.stops[s] is Stop.STOOD]
        at_31 = [s for s in standing if self.total_of(s) == LIMIT]
        if at_31:
            self.las_31 = at_31[0]
            if self._credit(at_31[0], Lance.LAS_31, 2):
                self._end_deal()
                return
        elif standing:
            best = max(standing, key=lambda s: (self.total_of(s), -self.position(s)))
            self.punto = best
            if self._credit(best, Lance.PUNTO, 1):
                self._end_deal()
                return
        self.ended = Ended.COUNT
        self._end_deal()

    def _end_deal(self) -> bool:
        """Close the deal: its result kept, the game over or the next deal due. True."""
        if self.winner_side is not None:
            self.phase = Phase.OVER
        else:
            self.phase = Phase.DEAL
        self.results += (self.report(),)
        return True

    # ------------------------------------------------------------------ reports

    def report(self) -> DealResult:
        """The deal as the replayer reports it: complete, or so far."""
        assert self.dealer is not None
        complete = self.ended is not None or (self.phase is Phase.OVER)
        as_value = self.options.as_value
        seats = tuple(SeatResult(s, self.hands[s], self.fixes[s], self.tapadas[s],
                                 total(self.hands[s], self.fixes[s], as_value), self.stops[s])
                      for s in range(self.seats))
        last = self.said if (self.cut is not None or self.phase is Phase.TALK) else ()
        bacigas = tuple(x.seat for x in last if x.word is Word.BACIGA)
        bacigotes = tuple(x.seat for x in last if x.word is Word.BACIGOTE)
        talks = self.talk if self.phase is Phase.TALK else len(self.past)
        return DealResult(
            self.dealer, self.mano, talks,
            self.cut if self.phase is not Phase.TALK else None, bacigas, self.baciga_winner,
            bacigotes, self.bacigote_winner, seats, self.stock,
            tuple(c for _, cards in self.table for c in cards), self.credits, self.las_31,
            self.punto, self.ended if complete else None,
            self.winner_side if complete else None, self.points, complete)

    # ------------------------------------------------------------------ deals

    def next_dealer(self) -> int | None:
        """The dealer of the next deal: el mano of the last (section 4); None if free."""
        return None if self.dealer is None else (self.dealer + 1) % self.seats

    def start_deal(self, dealer: int, deal: Deal) -> None:
        """Begin a deal; undone by one `undo`."""
        if self.is_over:
            raise _err("game_over", "A deal follows the end of the game: a side has already "
                       "won.")
        if self.phase is not Phase.DEAL:
            raise _err("incomplete_deal", "A deal follows one whose actions stop before it "
                       "ends.")
        expected = self.next_dealer()
        if expected is not None and dealer != expected:
            raise _err("wrong_dealer", f"Seat {dealer} deals, but el mano of the last deal, "
                       f"seat {expected}, deals this one.", expected=expected)
        if not 0 <= dealer < self.seats or len(deal.hands) != self.seats:
            raise _err("bad_action", "The deal does not fit this table.")
        self._push()
        self._clear_deal()
        self.dealer = dealer
        self.mano = (dealer + 1) % self.seats
        self.order = tuple((self.mano + i) % self.seats for i in range(self.seats))
        self.deal_of = deal
        self.hands = deal.hands
        self.pile = deal.stock
        self.pile_taker = (-1,) * len(deal.stock)
        self.pile_known = (0,) * len(deal.stock)
        self.phase = Phase.TALK


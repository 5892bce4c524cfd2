"""The state machine of a whole game of La Ronda (ronda-rules.md, sections 4-12).

One `RondaState` is changed by actions:

- `apply(action)` verifies, then acts, and returns the events the action caused;
- `apply_unchecked(action)` acts without verifying, for searches over `legal_actions()`;
- `undo()` takes the last action (or deal) back.

Every attribute is an immutable value (ints, tuples, frozen records), so undo is exact by
construction: each action pushes a copy of the attribute dictionary, never a live object.

The phases: a deal is due (`DEAL`); the players are asked in turn whether to declare a ronda
(`CANTE`: the cante window after a round is dealt, and the last calls after a declaration made
at a player's turn, section 8); a contest is spoken (`SPEAK`, section 9); a card is awaited
(`PLAY`); the game is won (`OVER`). Dealing the later rounds, closing fall stacks, the leftover
and the count happen inside the action that causes them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, Final

from .actions import DECLARES, PLAYS, SAYS, WAITS, Action, Combo, Kind, Word
from .cards import PLACE, Card, cards_text, run_above
from .deal import FirstRound, deal_first, deal_round, order_from, rounds_in_deal
from .errors import RondaError
from .events import (
    FALL_CALL,
    FALL_LANCE,
    FALL_POINTS,
    Announced,
    Call,
    Closed,
    Counted,
    Credited,
    Dealt,
    Declared,
    Event,
    Lance,
    Leftover,
    Played,
    PlayKind,
    Said,
    Settled,
    Status,
    Won,
)
from .options import FallPoints, Options

#: Section 10: a side scores the cards it holds above this at the count.
COUNT_OVER: Final = 20


class Phase(StrEnum):
    DEAL = "deal"  # the next deal is due (also before the first)
    CANTE = "cante"  # each player in turn declares or waits (section 8)
    SPEAK = "speak"  # a contest is spoken (section 9)
    PLAY = "play"
    OVER = "over"  # the game is won


class Ended(StrEnum):
    CARDS = "cards"  # every card played, the count made
    TARGET = "target"  # a side reached the target in the deal


def side(seat: int) -> int:
    """Seat s plays for side s % 2 (section 2)."""
    return seat & 1


def combination(cards: Sequence[Card]) -> tuple[Combo, int] | None:
    """The combination a round's three cards make (section 8): three of a rank a rondín, two a
    ronda, with the rank; None otherwise."""
    ranks = [c.rank for c in cards]
    for rank in ranks:
        n = ranks.count(rank)
        if n >= 3:
            return Combo.RONDIN, rank
        if n == 2:
            return Combo.RONDA, rank
    return None


def settlement(declared: Sequence[tuple[int, Combo]]) -> tuple[dict[int, Status], Combo | None]:
    """What a round's declarations come to (section 9), from their kinds and sides alone: each
    seat's status and the kind of the contest, if any (its contenders are the declarations of
    that kind)."""
    rondin_sides = {side(s) for s, c in declared if c is Combo.RONDIN}
    status: dict[int, Status] = {}
    for s, c in declared:
        void = c is Combo.RONDA and (1 - side(s)) in rondin_sides
        status[s] = Status.VOID if void else Status.SCORED
    kind: Combo | None = None
    if rondin_sides == {0, 1}:
        kind = Combo.RONDIN
    elif {side(s) for s, c in declared
          if c is Combo.RONDA and status[s] is Status.SCORED} == {0, 1}:
        kind = Combo.RONDA
    for s, c in declared:
        if c is kind:
            status[s] = Status.CONTENDER
    return status, kind


@dataclass(frozen=True, slots=True)
class Contest:
    """A contest of section 9 as the engine knows it (the ranks are private until "media")."""

    round: int
    kind: Combo
    contenders: tuple[int, ...]  # seats, in speaking order
    ranks: tuple[int, ...]  # each contender's rank
    #: In a rondín contest, each side's rondas (void, scored by the winner): (seat, rank).
    rondas: tuple[tuple[int, int], ...]
    best: int  # the best contender's seat (highest rank; equal ranks: nearer el mano)
    said: tuple[tuple[int, Word], ...] = ()
    pos: int = 0  # the speaker whose word is awaited while no envío waits
    bettor: int | None = None
    result: Word | None = None
    side: int | None = None  # the side that scores
    points: int | None = None
    revealed: tuple[int, ...] = ()
    credited: bool = False

    @property
    def last_speaker(self) -> int:
        return self.contenders[-1]

    def answerer(self) -> int:
        """The first rival speaker after the bettor, wrapping round (section 9)."""
        assert self.bettor is not None
        i = self.contenders.index(self.bettor)
        n = len(self.contenders)
        for k in range(1, n):
            seat = self.contenders[(i + k) % n]
            if side(seat) != side(self.bettor):
                return seat
        raise AssertionError("a contest has contenders of both sides")

    def speaker(self) -> int:
        return self.contenders[self.pos] if self.bettor is None else self.answerer()

    def rank_of(self, seat: int) -> int:
        return self.ranks[self.contenders.index(seat)]

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round, "kind": self.kind.value,
                "contenders": list(self.contenders),
                "said": [[s, w.value] for s, w in self.said],
                "result": self.result.value if self.result else None, "best": self.best,
                "side": self.side, "points": self.points, "credited": self.credited}


@dataclass(frozen=True, slots=True)
class DeclReport:
    """A declaration as the replay reports it: at its round's settlement, with its rank."""

    round: int
    seat: int
    combo: Combo
    rank: int
    status: Status

    def to_json(self) -> dict[str, Any]:
        return {"round": self.round, "seat": self.seat, "kind": self.combo.value,
                "rank": self.rank, "status": self.status.value}


@dataclass(frozen=True, slots=True)
class DealReport:
    """One deal as `zanga-cli replay` prints it (ronda-record-format.md, "Replaying")."""

    dealer: int
    mano: int
    first: FirstRound
    rounds: tuple[tuple[tuple[Card, ...], ...], ...]
    log: tuple[Event, ...]
    declared: tuple[DeclReport, ...]
    contests: tuple[Contest, ...]
    leftover: Leftover | None
    cards: tuple[int, int]
    points: tuple[int, int]
    ended: Ended | None
    complete: bool

    def to_json(self) -> dict[str, Any]:
        plays = [e.to_json() for e in self.log if isinstance(e, Played | Closed)]
        lances = [e.to_json() for e in self.log if isinstance(e, Credited)]
        return {
            "dealer": self.dealer, "mano": self.mano, **self.first.to_json(),
            "rounds": [{str(s): [str(c) for c in hand] for s, hand in enumerate(hands)}
                       for hands in self.rounds],
            "plays": plays,
            "declared": [d.to_json() for d in self.declared],
            "contests": [c.to_json() for c in self.contests],
            "lances": lances,
            "leftover": None if self.leftover is None else {
                "cards": [str(c) for c in self.leftover.cards], "to": self.leftover.side},
            "cards": list(self.cards), "points": list(self.points),
            "ended": self.ended.value if self.ended else None, "complete": self.complete}


def _err(code: str, message: str, section: int | None = None, **data: Any) -> RondaError:
    return RondaError(code, message, section=section, **data)


class RondaState:
    """A game: the points, and the deal being played."""

    def __init__(self, options: Options, seats: int, points: tuple[int, int] = (0, 0)) -> None:
        if seats not in (2, 4):
            raise ValueError("La Ronda is played by 2 players or 4 in two pairs")
        if not all(0 <= p < options.target for p in points):
            raise ValueError(f"the points start below the target, {options.target}")
        self.options = options
        self.seats = seats
        self.points: tuple[int, int] = (points[0], points[1])
        self.winner: int | None = None
        self.won_by: Lance | None = None
        self.phase = Phase.DEAL
        self.dealer: int | None = None
        self.mano = 0
        self.rounds_total = rounds_in_deal(seats)
        self.reports: tuple[DealReport, ...] = ()
        self._clear_deal()
        #: Undo entries, newest last: attribute dictionaries.
        self._history: list[dict[str, Any]] = []
        #: The events of the action being applied (`last_events`).
        self._events: list[Event] = []

    def _clear_deal(self) -> None:
        n = self.seats
        self.first: FirstRound | None = None
        self.round_no = 0
        self.stock: tuple[Card, ...] = ()
        self.hands: tuple[tuple[Card, ...], ...] = ((),) * n
        self.round_cards: tuple[tuple[Card, ...], ...] = ((),) * n
        self.rounds: tuple[tuple[tuple[Card, ...], ...], ...] = ()
        self.table: tuple[Card, ...] = ()
        #: The fall stack while a chain is open (section 6): (seat, card) from the dropped card.
        self.stack: tuple[tuple[int, Card], ...] = ()
        #: The card the previous player dropped, which the next may fall on (section 6).
        self.drop: tuple[int, Card] | None = None
        self.turn = self.mano
        self.plays = 0  # cards played in the round
        self.piles: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
        self.last_capturer: int | None = None
        self.combos: tuple[tuple[Combo, int] | None, ...] = (None,) * n
        self.declared: tuple[tuple[int, Combo], ...] = ()
        self.settled = False
        self.queue: tuple[int, ...] = ()
        self.waited: tuple[int, ...] = ()
        self.calls = False
        #: Declared combinations still counting, for "media": (seat, rank, cards shown).
        self.counting: tuple[tuple[int, int, int], ...] = ()
        self.contest: Contest | None = None
        self.contests: tuple[Contest, ...] = ()
        self.decl_reports: tuple[DeclReport, ...] = ()
        self.log: tuple[Event, ...] = ()
        self.leftover: Leftover | None = None
        self.ended: Ended | None = None

    # ------------------------------------------------------------------ questions

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def in_deal(self) -> bool:
        return self.phase in (Phase.CANTE, Phase.SPEAK, Phase.PLAY)

    @property
    def to_act(self) -> int | None:
        phase = self.phase
        if phase is Phase.PLAY:
            return self.turn
        if phase is Phase.CANTE:
            return self.queue[0]
        if phase is Phase.SPEAK:
            assert self.contest is not None
            return self.contest.speaker()
        return None

    def position(self, seat: int) -> int:
        """A seat's place in order of play from el mano (0 for el mano)."""
        return (seat - self.mano) % self.seats

    @property
    def last_round(self) -> bool:
        return self.round_no == self.rounds_total - 1

    def is_last_card(self) -> bool:
        """The card about to be played is the deal's last (section 7)."""
        return self.last_round and self.plays == 3 * self.seats - 1

    def whole_combo(self, seat: int) -> Combo | None:
        """The seat's combination of the round while all its cards are in hand (section 8)."""
        combo = self.combos[seat]
        if combo is None:
            return None
        kind, rank = combo
        if sum(1 for c in self.hands[seat] if c.rank == rank) < kind.size:
            return None
        return kind

    def may_declare(self, seat: int) -> bool:
        """Whether `seat` may declare now: the round not settled, not declared yet, its
        combination whole, and the moment right (before the round's first card in the
        window, else at its own turn or in the last calls)."""
        if self.settled or any(s == seat for s, _ in self.declared):
            return False
        if self.phase is Phase.PLAY and seat != self.turn:
            return False
        return self.phase in (Phase.CANTE, Phase.PLAY) and self.whole_combo(seat) is not None

    def capture_ranks(self) -> frozenset[int]:
        """The ranks that capture, fall or contra now (section 5, 6): with a chain open, its
        rank and those on the table after its close; else those on the table."""
        table = self.table
        if len(self.stack) >= 2:
            rank = self.stack[0][1].rank
            taken = set(run_above(rank, (c.rank for c in table)))
            return frozenset({rank, *(c.rank for c in table if c.rank not in taken)})
        return frozenset(c.rank for c in table)

    def capturing(self, seat: int) -> tuple[Card, ...]:
        """The cards of `seat` that capture, fall or contra now (`capture_ranks`)."""
        ranks = self.capture_ranks()
        return tuple(c for c in self.hands[seat] if c.rank in ranks)

    def legal_cards(self, seat: int) -> tuple[Card, ...]:
        """The cards `seat` may play at his turn (section 5: capture is compulsory)."""
        hand = self.hands[seat]
        if not self.options.capture_mandatory:
            return hand
        return self.capturing(seat) or hand

    def legal_actions(self) -> list[Action]:
        """The actions of the seat to act."""
        seat = self.to_act
        if seat is None:
            return []
        phase = self.phase
        if phase is Phase.PLAY:
            plays = PLAYS[seat]
            out = [plays[c.index] for c in self.legal_cards(seat)]
            if not self.settled and not self.declared:
                combo = self.whole_combo(seat)
                if combo is not None:
                    out.append(DECLARES[seat][combo])
            return out
        if phase is Phase.CANTE:
            out = []
            if self.may_declare(seat):
                combo = self.whole_combo(seat)
                assert combo is not None
                out.append(DECLARES[seat][combo])
            out.append(WAITS[seat])
            return out
        assert self.contest is not None
        return [SAYS[seat][w] for w in self.words()]

    def words(self) -> tuple[Word, ...]:
        """The words the awaited speaker may say (section 9)."""
        contest = self.contest
        assert contest is not None
        if contest.bettor is not None:
            return (Word.QUIERO, Word.NO_QUIERO)
        if contest.pos == len(contest.contenders) - 1:
            return (Word.ENVIO, Word.A_LA_MAYOR)
        return (Word.ENVIO, Word.CHIQUITA)

    def cards_of(self) -> tuple[int, int]:
        return (len(self.piles[0]), len(self.piles[1]))

    # ------------------------------------------------------------------ verify

    def verify(self, action: Action) -> None:
        """Raise RondaError if `action` is not allowed now; change nothing. The checks run in
        the record format's order: the game is over; the deal is over; then by kind."""
        seat, kind = action.seat, action.kind
        if (kind is Kind.PLAY and self.phase is Phase.PLAY and seat == self.turn
                and action.value in self.legal_cards(seat)):
            return  # the commonest action, a card that may be played
        if type(seat) is not int or not 0 <= seat < self.seats:
            raise _err("bad_action", f"There is no seat {seat} at a table of {self.seats}.")
        if self.phase is Phase.OVER:
            raise _err("game_over", f"Seat {seat} acted after the game was won: side "
                       f"{self.winner} reached {self.options.target} points.", seat=seat)
        if self.phase is Phase.DEAL:
            raise _err("unexpected_action", f"Seat {seat} acted, but the deal is over: every "
                       "card has been played and counted.", 10, seat=seat)
        if kind is Kind.DECLARE:
            self._verify_declare(action)
            return
        if kind is Kind.WAIT:
            if self.phase is not Phase.CANTE or seat != self.to_act:
                raise _err("not_your_turn", f"Seat {seat} cannot wait now: nobody is asking "
                           "him whether to declare.", 8, seat=seat, expected=self.to_act)
            return
        if self.phase is Phase.CANTE:
            raise _err("unexpected_action", f"Seat {seat} acted while the players are asked "
                       "whether to declare a ronda: every player is asked first.", 8,
                       seat=seat, expected=self.to_act)
        if kind is Kind.SAY:
            self._verify_say(action)
        elif kind is Kind.PLAY:
            self._verify_play(action)
        else:
            raise _err("bad_action", f"Seat {seat}: unknown action {kind!r}.", seat=seat)

    def _verify_declare(self, action: Action) -> None:
        seat, combo = action.seat, action.value
        if not isinstance(combo, Combo):
            raise _err("bad_value", f"Seat {seat} declared {combo!s}: a declaration is "
                       "\"ronda\" or \"rondin\".", 8, seat=seat)
        if self.settled:
            raise _err("declare_not_allowed", f"Seat {seat} declared a {combo.value} after this "
                       "round's declarations were settled: no more are accepted in the round.",
                       8, seat=seat, combo=combo)
        if any(s == seat for s, _ in self.declared):
            raise _err("declare_not_allowed", f"Seat {seat} declared a second time in this "
                       "round: a player declares once a round.", 8, seat=seat, combo=combo)
        if self.phase is Phase.SPEAK:  # a contest is spoken: the round is settled
            raise _err("declare_not_allowed", f"Seat {seat} declared while a contest is "
                       "spoken: the round is settled.", 8, seat=seat, combo=combo)
        if self.phase is Phase.PLAY and seat != self.turn:
            raise _err("not_your_turn", f"Seat {seat} declared, but after the round's first "
                       f"card only the seat to play, seat {self.turn}, may declare first; the "
                       "others then get their last call.", 8, seat=seat, combo=combo,
                       expected=self.turn)
        held = self.combos[seat]
        if held is None or held[0] is not combo:
            what = ("no two cards of one rank" if held is None else
                    f"a {held[0].value}, not a {combo.value}")
            raise _err("no_combination", f"Seat {seat} declared a {combo.value}, but his "
                       f"round's cards {cards_text(self.round_cards[seat])} make {what}.", 8,
                       seat=seat, combo=combo, cards=self.round_cards[seat])
        if self.whole_combo(seat) is None:
            rank = held[1]
            gone = [c for c in self.round_cards[seat]
                    if c.rank == rank and c not in self.hands[seat]]
            raise _err("no_combination", f"Seat {seat} declared a {combo.value}, but he has "
                       f"already played {cards_text(gone)}: a {combo.value} is declared while "
                       "all its cards are in hand.", 8, seat=seat, combo=combo,
                       cards=tuple(gone))

    def _verify_say(self, action: Action) -> None:
        seat, word = action.seat, action.value
        if self.phase is not Phase.SPEAK:
            raise _err("unexpected_action", f"Seat {seat} spoke, but there is no contest to "
                       "speak.", 9, seat=seat)
        speaker = self.to_act
        if seat != speaker:
            raise _err("not_your_turn", f"Seat {seat} spoke, but the word awaited is seat "
                       f"{speaker}'s.", 9, seat=seat, expected=speaker)
        if not isinstance(word, Word):
            raise _err("bad_value", f"Seat {seat} said {word!s}: the words are envio, chiquita, "
                       "a_la_mayor, quiero and no_quiero.", 9, seat=seat)
        allowed = self.words()
        if word in allowed:
            return
        assert self.contest is not None
        if self.contest.bettor is not None:
            why = f"an envío waits for his answer: {Word.QUIERO.value} or {Word.NO_QUIERO.value}"
        elif word.is_answer:
            why = "no envío waits for an answer"
        elif word is Word.CHIQUITA:
            why = "he is the last speaker and must play it out: envio or a_la_mayor"
        else:
            why = "only the last speaker may say a_la_mayor"
        raise _err("bad_say", f"Seat {seat} said {word.value}, but {why}.", 9, seat=seat,
                   word=word, words=allowed)

    def _verify_play(self, action: Action) -> None:
        seat, card = action.seat, action.value
        if self.phase is Phase.SPEAK:
            raise _err("unexpected_action", f"Seat {seat} played a card while a contest is "
                       "spoken: the envío comes first.", 9, seat=seat, expected=self.to_act)
        if seat != self.turn:
            raise _err("not_your_turn", f"Seat {seat} played, but it is seat {self.turn}'s "
                       "turn.", 5, seat=seat, expected=self.turn)
        hand = self.hands[seat]
        if not isinstance(card, Card) or card not in hand:
            raise _err("card_not_held", f"Seat {seat} played {card!s}, which he does not hold; "
                       f"he holds {cards_text(hand)}.", 5, seat=seat,
                       card=card if isinstance(card, Card) else None, cards=hand)
        legal = self.legal_cards(seat)
        if card not in legal:
            raise _err("must_capture", f"Seat {seat} dropped {card}, but he can capture with "
                       f"{cards_text(legal)} and must.", 5, seat=seat, card=card, cards=legal)

    # ------------------------------------------------------------------ acting

    def apply(self, action: Action) -> tuple[Event, ...]:
        """Verify, act, and return the events the action caused."""
        self.verify(action)
        self.apply_unchecked(action)
        return self.last_events

    @property
    def last_events(self) -> tuple[Event, ...]:
        """The events of the last action applied or deal started."""
        return tuple(self._events)

    def undo(self) -> None:
        """Take back the last action applied (or deal started)."""
        self.__dict__.update(self._history.pop())

    def _push(self) -> None:
        snap = self.__dict__.copy()
        del snap["_history"]
        del snap["_events"]
        self._history.append(snap)

    def _emit(self, event: Event) -> None:
        self._events.append(event)
        self.log += (event,)

    def apply_unchecked(self, action: Action) -> None:
        """Act without verifying (for searches over `legal_actions()`); the events are
        `last_events`."""
        self._push()
        self._events = []
        kind = action.kind
        if kind is Kind.PLAY:
            assert isinstance(action.value, Card)
            self._play(action.seat, action.value)
        elif kind is Kind.WAIT:
            self._wait()
        elif kind is Kind.DECLARE:
            assert isinstance(action.value, Combo)
            self._declare(action.seat, action.value)
        else:
            assert isinstance(action.value, Word)
            self._say(action.seat, action.value)

    # ------------------------------------------------------------------ points

    def _credit(self, lance: Lance, seat: int | None, to: int, points: int,
                how: Word | None = None, combo: Combo | None = None) -> bool:
        """Credit `points` to side `to` (section 11); True when that wins the game, which then
        is over at once: nothing more happens in the deal."""
        if self.winner is not None:
            return True
        pts = (self.points[0] + points, self.points[1]) if to == 0 else (
            self.points[0], self.points[1] + points)
        self.points = pts
        self._emit(Credited(lance, seat, to, points, pts, how, combo))
        if pts[to] >= self.options.target:
            self.winner = to
            self.won_by = lance
            self.ended = Ended.TARGET
            self._emit(Won(to, lance))
            self._finish_deal(Phase.OVER)
            return True
        return False

    # ------------------------------------------------------------------ cards

    def _take(self, seat: int, cards: Sequence[Card]) -> None:
        s = side(seat)
        piles = self.piles
        self.piles = (piles[0] + tuple(cards), piles[1]) if s == 0 else (
            piles[0], piles[1] + tuple(cards))
        self.last_capturer = seat

    def _run(self, rank: int) -> tuple[Card, ...]:
        """The table cards of the correlativas above `rank` (section 5), in sequence order."""
        table = self.table
        by_rank = {c.rank: c for c in table}
        return tuple(by_rank[r] for r in run_above(rank, by_rank))

    def _close(self, last_card: bool) -> bool:
        """Close the fall stack (section 6, rule 3): its last faller takes it and the
        correlativas; in `fall_points: last` he scores his step; an aseo if the table is left
        empty, unless at the deal's last card (section 7). True if that won the game."""
        stack = self.stack
        faller = stack[-1][0]
        run = self._run(stack[0][1].rank)
        self.table = tuple(c for c in self.table if c not in run)
        self.stack = ()
        took = (*(c for _, c in stack), *run)
        self._take(faller, took)
        self._emit(Closed(faller, took))
        if self.options.fall_points is FallPoints.LAST:
            step = (PlayKind.CAIDA, PlayKind.CONTRA, PlayKind.SAN_VICENTE)[len(stack) - 2]
            if self._credit(FALL_LANCE[step], faller, side(faller), FALL_POINTS[step]):
                return True
        if not self.table and not last_card:
            return self._credit(Lance.ASEO, faller, side(faller), 1)
        return False

    def _play(self, seat: int, card: Card) -> None:
        last_card = self.is_last_card()
        stack = self.stack
        contra = len(stack) >= 2 and card.rank == stack[0][1].rank
        if len(stack) >= 2 and not contra and self._close(last_card):
            return  # the close won the game: the card has no effect (section 6, rule 3)
        hands = list(self.hands)
        hands[seat] = tuple(c for c in hands[seat] if c is not card)
        self.hands = tuple(hands)
        drop = self.drop
        self.drop = None
        me = side(seat)
        each = self.options.fall_points is FallPoints.EACH
        if contra:
            step = PlayKind.CONTRA if len(stack) == 2 else PlayKind.SAN_VICENTE
            self.stack = (*stack, (seat, card))
            self._emit(Played(seat, card, step))
            self._emit(Announced(FALL_CALL[step], seat, card))
            self._media(seat, card)
            if each and self._credit(FALL_LANCE[step], seat, me, FALL_POINTS[step]):
                return
            if step is PlayKind.SAN_VICENTE and self._close(last_card):
                return
        elif drop is not None and card.rank == drop[1].rank:
            self.table = tuple(c for c in self.table if c is not drop[1])
            self.stack = (drop, (seat, card))
            self._emit(Played(seat, card, PlayKind.CAIDA))
            self._emit(Announced(Call.SE_CAE, seat, card))
            self._media(seat, card)
            if each and self._credit(Lance.CAIDA, seat, me, FALL_POINTS[PlayKind.CAIDA]):
                return
        else:
            match = next((c for c in self.table if c.rank == card.rank), None)
            if match is not None:
                took = (match, *self._run(card.rank))
                self.table = tuple(c for c in self.table if c not in took)
                self._take(seat, (card, *took))
                self._emit(Played(seat, card, PlayKind.CAPTURE, took))
                self._media(seat, card)
                if not self.table and not last_card and self._credit(Lance.ASEO, seat, me, 1):
                    return
            else:
                self.table = (*self.table, card)
                self.drop = (seat, card)
                self._emit(Played(seat, card, PlayKind.DROP))
                self._media(seat, card)
        if self._reveal(seat, card):
            return
        self._advance(seat)

    def _media(self, seat: int, card: Card) -> None:
        """Announce "media" / "la otra media" for a declared combination still counting."""
        counting = self.counting
        for i, (s, rank, shown) in enumerate(counting):
            if s == seat and rank == card.rank:
                self._emit(Announced(Call.MEDIA if shown == 0 else Call.OTRA_MEDIA, seat, card))
                self.counting = (*counting[:i], (s, rank, shown + 1), *counting[i + 1:])
                return

    def _reveal(self, seat: int, card: Card) -> bool:
        """A contender revealed by the first card of its rank (section 9); when every one is,
        an accepted or "a la mayor" contest is credited. True if that won the game."""
        c = self.contest
        if (c is None or seat not in c.contenders or seat in c.revealed
                or card.rank != c.rank_of(seat)):
            return False
        c = replace(c, revealed=(*c.revealed, seat))
        self.contest = c
        if (c.result in (Word.QUIERO, Word.A_LA_MAYOR) and not c.credited
                and len(c.revealed) == len(c.contenders)):
            self.contest = replace(c, credited=True)
            assert c.side is not None and c.points is not None
            return self._credit(Lance.ENVIO, c.best, c.side, c.points, c.result, c.kind)
        return False

    def _advance(self, seat: int) -> None:
        self.plays += 1
        n = self.seats
        if self.plays < 3 * n:
            self.turn = (seat + 1) % n
            return
        if self.last_round:
            self._end_deal()
            return
        if not self.options.falls_across_rounds:
            self.drop = None
            if len(self.stack) >= 2 and self._close(False):
                return
        self._deal_round()

    def _end_deal(self) -> None:
        """After the deal's last card: the chain's close, the leftover to the last capturer's
        side, the count (section 10)."""
        if len(self.stack) >= 2 and self._close(True):
            return
        self.drop = None
        to = None if self.last_capturer is None else side(self.last_capturer)
        left = self.table
        self.table = ()
        if to is not None and left:
            piles = self.piles
            self.piles = (piles[0] + left, piles[1]) if to == 0 else (piles[0], piles[1] + left)
        self.leftover = Leftover(left, to)
        self._emit(self.leftover)
        cards = self.cards_of()
        self._emit(Counted(cards))
        for s in (0, 1):
            if cards[s] > COUNT_OVER and self._credit(Lance.COUNT, None, s, cards[s] - COUNT_OVER):
                return
        self.ended = Ended.CARDS
        self._finish_deal(Phase.DEAL)

    def _finish_deal(self, phase: Phase) -> None:
        self.phase = phase
        self.reports = (*self.reports, self.report(complete=True))

    # ------------------------------------------------------------------ declarations

    def _open_window(self) -> None:
        self.combos = tuple(combination(h) for h in self.round_cards)
        self.declared = ()
        self.settled = False
        self.counting = ()
        if self.contest is not None:
            self.contests = (*self.contests, self.contest)
            self.contest = None
        self.queue = order_from(self.mano, self.seats)
        self.waited = ()
        self.calls = False
        self.phase = Phase.CANTE
        self.turn = self.mano
        self.plays = 0

    def _declare(self, seat: int, combo: Combo) -> None:
        self.declared = (*self.declared, (seat, combo))
        self._emit(Declared(seat, combo))
        if self.phase is Phase.PLAY:  # at his turn: the others' last calls, from him
            self.phase = Phase.CANTE
            self.queue = order_from(seat, self.seats)[1:]
            self.waited = ()
            self.calls = True
        else:
            self.queue = tuple(s for s in self.queue if s != seat)
            self.waited = tuple(s for s in self.waited if s != seat)
        self._window_moves()

    def _wait(self) -> None:
        seat = self.queue[0]
        self.queue = self.queue[1:]
        if not self.calls:
            self.waited = (*self.waited, seat)
        self._window_moves()

    def _window_moves(self) -> None:
        """Once everyone asked has answered: the last calls of those who waited, then the
        settlement; or, nobody having declared, the first card."""
        if self.queue:
            return
        if self.declared and not self.calls and self.waited:
            self.queue = self.waited
            self.waited = ()
            self.calls = True
            return
        self.calls = False
        if self.declared:
            self._settle()
        else:
            self.phase = Phase.PLAY

    def _settle(self) -> None:
        """Section 9: rondín over ronda, the contest, the uncontested credits."""
        self.settled = True
        pos = self.position
        decls = sorted(((s, c, self._rank(s)) for s, c in self.declared),
                       key=lambda d: pos(d[0]))
        status, kind = settlement(tuple((s, c) for s, c, _ in decls))
        contenders = tuple(s for s, c, _ in decls if c is kind)
        self.decl_reports = (*self.decl_reports, *(
            DeclReport(self.round_no, s, c, r, status[s]) for s, c, r in decls))
        self._emit(Settled(self.round_no, tuple((s, c, status[s]) for s, c, _ in decls),
                           contenders, kind))
        self.counting = tuple((s, r, 0) for s, _, r in decls if status[s] is not Status.VOID)
        for s, c, _ in decls:
            if status[s] is Status.SCORED:
                lance = Lance.RONDA if c is Combo.RONDA else Lance.RONDIN
                if self._credit(lance, s, side(s), c.points):
                    return
        if kind is None:
            self.phase = Phase.PLAY
            return
        ranks = tuple(self._rank(s) for s in contenders)
        best = max(range(len(contenders)), key=lambda i: (PLACE[ranks[i]], -pos(contenders[i])))
        rondas = tuple((s, r) for s, c, r in decls if c is Combo.RONDA) if kind is Combo.RONDIN \
            else ()
        self.contest = Contest(self.round_no, kind, contenders, ranks, rondas, contenders[best])
        self.phase = Phase.SPEAK

    def _rank(self, seat: int) -> int:
        combo = self.combos[seat]
        assert combo is not None
        return combo[1]

    def _say(self, seat: int, word: Word) -> None:
        c = self.contest
        assert c is not None
        c = replace(c, said=(*c.said, (seat, word)))
        self._emit(Said(seat, word))
        if word is Word.CHIQUITA:
            self.contest = replace(c, pos=c.pos + 1)
            return
        if word is Word.ENVIO:
            self.contest = replace(c, bettor=seat)
            return
        value = c.kind.points
        if word is Word.NO_QUIERO:
            assert c.bettor is not None
            scorer = side(c.bettor)
        else:
            scorer = side(c.best)
        if word is Word.QUIERO:
            points = value * len(c.contenders)
        else:
            points = value * sum(1 for s in c.contenders if side(s) == scorer)
        points += 2 * sum(1 for s, _ in c.rondas if side(s) == scorer)
        c = replace(c, result=word, side=scorer, points=points)
        self.contest = c
        self.phase = Phase.PLAY
        if word is Word.NO_QUIERO:
            # the refused side's contenders are void: no "media" for them (section 8)
            self.counting = tuple(e for e in self.counting
                                  if e[0] not in c.contenders or side(e[0]) == scorer)
            self.contest = replace(c, credited=True)
            assert c.bettor is not None
            self._credit(Lance.ENVIO, c.bettor, scorer, points, word, c.kind)

    # ------------------------------------------------------------------ deals

    def next_dealer(self) -> int | None:
        """The dealer of the next deal: the previous el mano (section 4); None if free."""
        return None if self.dealer is None else (self.dealer + 1) % self.seats

    def start_deal(self, dealer: int, deck: Sequence[Card]) -> tuple[Event, ...]:
        """Deal from `deck` (top first) as section 4 says; undone by one `undo`."""
        if self.phase is Phase.OVER:
            raise _err("game_over", f"A deal follows the end of the game: side {self.winner} "
                       f"reached {self.options.target} points.")
        if self.phase is not Phase.DEAL:
            raise _err("incomplete_deal", "A deal follows one whose actions stop before its "
                       "last card.")
        expected = self.next_dealer()
        if expected is not None and dealer != expected:
            raise _err("wrong_dealer", f"Seat {dealer} deals, but the deal passes to the "
                       f"previous el mano: seat {expected} deals now.", seat=dealer,
                       expected=expected)
        if not 0 <= dealer < self.seats:
            raise _err("bad_action", f"There is no seat {dealer} to deal.")
        first = deal_first(deck, self.seats, dealer)
        self._push()
        self._events = []
        self.dealer = dealer
        self.mano = (dealer + 1) % self.seats
        self._clear_deal()
        self.first = first
        self.table = first.table
        self.stock = first.stock
        self.hands = self.round_cards = first.hands
        self.rounds = (first.hands,)
        self._emit(Dealt(0, False, first.table_first, first.swaps, first.table))
        self._open_window()
        return tuple(self._events)

    def _deal_round(self) -> None:
        self.round_no += 1
        hands, self.stock = deal_round(self.stock, self.seats, self.mano)
        self.hands = self.round_cards = hands
        self.rounds = (*self.rounds, hands)
        last = self.last_round
        self._emit(Dealt(self.round_no, last))
        if last:
            assert self.dealer is not None
            self._emit(Announced(Call.SE_VAN, self.dealer))
        self._open_window()

    # ------------------------------------------------------------------ reports

    def report(self, complete: bool | None = None) -> DealReport:
        """The deal being played (or just ended) as the replay reports it."""
        assert self.first is not None and self.dealer is not None
        contests = self.contests + ((self.contest,) if self.contest is not None else ())
        done = complete if complete is not None else self.ended is not None
        return DealReport(self.dealer, self.mano, self.first, self.rounds, self.log,
                          self.decl_reports, contests, self.leftover, self.cards_of(),
                          self.points, self.ended, done)

    def accounted(self) -> int:
        """Every card of the deal is somewhere: hands, stock, table, stack, piles, or (when
        nobody captured) the leftover nobody took. 40 while a deal is dealt."""
        left = self.leftover.cards if self.leftover and self.leftover.side is None else ()
        return (sum(len(h) for h in self.hands) + len(self.stock) + len(self.table)
                + len(self.stack) + len(self.piles[0]) + len(self.piles[1]) + len(left))

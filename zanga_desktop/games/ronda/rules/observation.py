"""What one seat may know (ronda-rules.md, section 15, "Hidden information"): its own hand,
the table and the fall stack, every card played and so every capture and pile, the cards the
first table's swaps sent back to the stock, the declarations (not their ranks until "media"),
the dialogue, the points, and the public announcements. Never another hand (a partner's
included) nor the stock."""

from __future__ import annotations

from dataclasses import dataclass

from ....core.observation import SeatObservation
from .actions import Action, Combo, Word
from .cards import Card
from .deal import Swap
from .events import Event
from .options import Options
from .state import Phase, RondaState, side


@dataclass(frozen=True, slots=True)
class ContestView:
    """A contest as everyone sees it: who speaks, what was said, how it ended; not the ranks."""

    kind: Combo
    contenders: tuple[int, ...]
    said: tuple[tuple[int, Word], ...]
    bettor: int | None
    result: Word | None
    revealed: tuple[int, ...]
    credited: bool


@dataclass(frozen=True, slots=True)
class Observation(SeatObservation[Options, Phase]):
    round_no: int
    rounds_total: int
    #: The seat's cards now, and its three as dealt this round (in the order received).
    hand: tuple[Card, ...]
    round_cards: tuple[Card, ...]
    #: The seat's three cards of each round dealt so far, in the order received.
    own_rounds: tuple[tuple[Card, ...], ...]
    table: tuple[Card, ...]
    stack: tuple[tuple[int, Card], ...]
    drop: tuple[int, Card] | None
    turn: int
    #: How many cards each seat holds and the stock has (public: everyone sees the backs).
    held: tuple[int, ...]
    stock_left: int
    #: The first round's table as laid and the swaps of section 4 (public).
    table_first: tuple[Card, ...]
    swaps: tuple[Swap, ...]
    piles: tuple[int, int]
    points: tuple[int, int]
    last_capturer: int | None
    declared: tuple[tuple[int, Combo], ...]
    settled: bool
    contest: ContestView | None
    #: The deal's events so far, all public: plays, closes, calls, words, credits.
    log: tuple[Event, ...]
    to_act: int | None
    legal: tuple[Action, ...]
    winner: int | None


def observe(state: RondaState, seat: int) -> Observation:
    """`seat`'s view of `state`."""
    to_act = state.to_act
    c = state.contest
    contest = None
    if c is not None:
        # a refused side's contenders show no "media" (section 8): their cards reveal nothing
        shown = tuple(s for s in c.revealed if c.result is not Word.NO_QUIERO or side(s) == c.side)
        contest = ContestView(c.kind, c.contenders, c.said, c.bettor, c.result, shown,
                              c.credited)
    first = state.first
    return Observation(
        seat=seat, seats=state.seats, options=state.options, phase=state.phase,
        dealer=state.dealer, mano=state.mano, round_no=state.round_no,
        rounds_total=state.rounds_total, hand=state.hands[seat],
        round_cards=state.round_cards[seat],
        own_rounds=tuple(hands[seat] for hands in state.rounds), table=state.table,
        stack=state.stack,
        drop=state.drop, turn=state.turn, held=tuple(len(h) for h in state.hands),
        stock_left=len(state.stock),
        table_first=first.table_first if first else (), swaps=first.swaps if first else (),
        piles=state.cards_of(), points=state.points, last_capturer=state.last_capturer,
        declared=state.declared, settled=state.settled, contest=contest, log=state.log,
        to_act=to_act, legal=tuple(state.legal_actions()) if to_act == seat else (),
        winner=state.winner)

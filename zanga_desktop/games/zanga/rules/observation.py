"""What one seat may know (OpenSpiel's observers): the only view an AI or a bot is given.

Built from the state by copying public facts and that seat's private ones, so hidden cards
cannot leak by accident: nothing here refers back to the `GameState`.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action, Kind
from .cards import Card, Suit
from .options import Options
from .state import GameState, Phase


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    options: Options
    phase: Phase
    to_act: int | None
    legal: tuple[Action, ...]  # the seat's legal actions when it is to act, else empty
    vales: tuple[int, int]
    pot: int
    fianza: int
    first_hand: bool
    dealer: int | None
    mano: int | None
    pie: int | None
    hand: tuple[Card, ...]  # the cards the seat holds now
    dealt: tuple[Card, ...]  # the eight it was dealt
    zanga: tuple[Card, ...] | None  # the zanga's eight, only if this seat saw them
    set_aside: tuple[Card, ...] | None  # cards put aside that this seat knows
    actions: tuple[Action, ...]  # the hand's actions: all are public
    nombrado: int | None
    out_seat: int | None
    trump: Suit | None
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[tuple[int, tuple[tuple[int, Card], ...]], ...]
    won: tuple[int, int]
    cinco_team: int | None
    todas_team: int | None
    hand_sizes: tuple[int, int, int, int]
    hand_index: int
    vales_before: tuple[int, int] = (16, 16)  # the standings before this hand was dealt
    pot_before: int = 0

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played face up so far this hand."""
        return tuple(c for a in self.actions if a.kind is Kind.PLAY
                     for c in (a.value,) if isinstance(c, Card))

    @property
    def known_cards(self) -> frozenset[Card]:
        """Cards whose place this seat knows: its own, the ones it saw, the ones played."""
        known = set(self.dealt) | set(self.hand) | set(self.played)
        known |= set(self.zanga or ()) | set(self.set_aside or ())
        return frozenset(known)


def observe(state: GameState, seat: int) -> Observation:
    """The view of `state` that `seat` is entitled to."""
    deal = state.deal
    dealt = deal.hands[seat] if deal else ()
    pie_saw_zanga = seat == state.pie and state.zanga_said  # he looks before choosing
    zanga = deal.zanga if (deal and pie_saw_zanga) else None
    set_aside = state.set_aside if pie_saw_zanga else None
    out = state.out_seat
    sizes = tuple(0 if s == out else state.hand_size(s) for s in range(4))
    return Observation(
        seat=seat,
        options=state.options,
        phase=state.phase,
        to_act=state.to_act,
        legal=tuple(state.legal_actions()) if state.to_act == seat else (),
        vales=state.vales,
        pot=state.pot,
        fianza=state.fianza,
        first_hand=state.first_hand,
        dealer=state.dealer,
        mano=state.mano,
        pie=state.pie,
        hand=state.hand(seat),
        dealt=dealt,
        zanga=zanga,
        set_aside=set_aside,
        actions=state.actions,
        nombrado=state.nombrado,
        out_seat=out,
        trump=state.trump,
        trick=state.trick,
        tricks=state.tricks,
        won=state.won,
        cinco_team=state.cinco_team,
        todas_team=state.todas_team,
        hand_sizes=(sizes[0], sizes[1], sizes[2], sizes[3]),
        hand_index=state.hand_index,
        vales_before=state.vales_before,
        pot_before=state.pot_before,
    )

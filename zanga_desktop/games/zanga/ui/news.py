"""What the controller tells the views: after each step (a deal or an action) one complete,
frozen record of what happened and of the table it left, so that no view asks the engine.

`Table` is the table as the views paint it: what every player sees, plus where each face-down
card lies (the board moves every card's piece, hidden or not; only the seat's own hand and the
cards turned up are shown). `Played` is one step: the protocol's `Step` (its `ZangaStep`
detail names the trick taken and the settlement), the standings before it, the table after
it, and the human seat's `Observation`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ....core.game import Step
from ..game import ZangaStep
from ..rules import (
    Action,
    Card,
    Deal,
    GameState,
    HandResult,
    Observation,
    Options,
    Payment,
    Phase,
    RenuncioMode,
    Suit,
)
from ..rules.results import Renuncio

Standings = tuple[int, int, int, int]  # team 0, team 1, pot, fianza
Trick = tuple[tuple[int, Card], ...]


@dataclass(frozen=True, slots=True)
class Table:
    """The table after a step. `could_follow` holds, for each of `renuncios`, the cards of
    the suit led its seat held (the rules' `GameState.could_follow`), shown once a claim
    opens the review of the tricks (Art. 35)."""

    options: Options
    phase: Phase
    to_act: int | None
    hand_index: int
    dealer: int | None
    mano: int | None
    nombrado: int | None
    out_seat: int | None
    solo_seat: int | None
    zanga_said: bool
    trump: Suit | None
    deal: Deal | None
    hands: tuple[tuple[Card, ...], ...]
    trick: Trick
    tricks: tuple[tuple[int, Trick], ...]
    won: tuple[int, int]
    vales: tuple[int, int]
    pot: int
    fianza: int
    vales_before: tuple[int, int]
    last_result: HandResult | None
    winner: int | None
    renuncios: tuple[Renuncio, ...] = ()
    could_follow: tuple[tuple[Card, ...], ...] = ()
    claim_payments: tuple[Payment, ...] = ()
    actions: tuple[Action, ...] = ()  # the hand's, since its deal

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.GAME_OVER

    @property
    def standings(self) -> Standings:
        return (self.vales[0], self.vales[1], self.pot, self.fianza)

    @property
    def mesa(self) -> bool:
        """Renuncio at the table (section 8): claims decide, tricks are not looked at."""
        return self.options.renuncio_mode is RenuncioMode.MESA


def table_of(state: GameState) -> Table:
    """The record of `state`'s table (the controller's only way of telling it)."""
    return Table(
        options=state.options, phase=state.phase, to_act=state.to_act,
        hand_index=state.hand_index, dealer=state.dealer, mano=state.mano,
        nombrado=state.nombrado, out_seat=state.out_seat, solo_seat=state.solo_seat,
        zanga_said=state.zanga_said, trump=state.trump, deal=state.deal, hands=state.hands,
        trick=state.trick, tricks=state.tricks, won=state.won, vales=state.vales,
        pot=state.pot, fianza=state.fianza, vales_before=state.vales_before,
        last_result=state.last_result, winner=state.winner(), renuncios=state.renuncios,
        could_follow=tuple(state.could_follow(r) for r in state.renuncios),
        claim_payments=state.claim_payments, actions=state.actions)


@dataclass(frozen=True, slots=True)
class Played:
    """One step complete: `step` as the game protocol returns it, the standings `before`
    it, the `table` after it, and what the human seat may know now (`observation`)."""

    step: Step
    before: Standings
    tricks_before: int
    table: Table
    observation: Observation

    @property
    def action(self) -> Action | None:
        """The action applied; None for a deal."""
        a = self.step.action
        return a if isinstance(a, Action) else None

    @property
    def detail(self) -> ZangaStep:
        d = self.step.detail
        assert isinstance(d, ZangaStep)
        return d

    @property
    def taken(self) -> tuple[int, Trick] | None:
        """The trick this step completed, with the seat that took it."""
        d = self.detail
        return (d.taker, d.trick) if d.taker is not None else None

    @property
    def settled(self) -> bool:
        """The step ended the hand (a mesa hand waiting for claims is not settled yet)."""
        return self.table.phase in (Phase.DEAL, Phase.GAME_OVER)

"""What a card would do if played now, worked out from what a seat sees (its observation): a
capture and the cards it takes, a caída on the card just dropped, a contra or a San Vicente
on the fall stack, or a drop; the chain it would close first; whether it would clear the
table (an aseo). The table lights it while the pointer is over a card, and the hints and the
tutor say it; it follows sections 5 to 7 as the state does (`tests/ronda` checks it against
every play of random games)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card, run_above
from .events import FALL_POINTS, PlayKind
from .observation import Observation


@dataclass(frozen=True, slots=True)
class Effect:
    """`kind`: what the card does. `took`: the table cards a capture takes (its match and
    the correlativas), the dropped card a caída falls on, or the stack a contra or San
    Vicente lies on. `closes`: the fall stack and its correlativas the card's play closes
    first, which go to the last faller (section 6, rule 3). `aseo`: the capture leaves the
    table empty, not at the deal's last card (section 7)."""

    kind: PlayKind
    took: tuple[Card, ...] = ()
    closes: tuple[Card, ...] = ()
    aseo: bool = False

    @property
    def captures(self) -> bool:
        """A capture for the compulsory-capture rule (a contra is one, section 6)."""
        return self.kind is not PlayKind.DROP

    @property
    def points(self) -> int:
        """The points the card scores at once for its player (falls in `fall_points: each`,
        and the aseo)."""
        return FALL_POINTS.get(self.kind, 0) + int(self.aseo)


def _run(table: Sequence[Card], rank: int) -> tuple[Card, ...]:
    by_rank = {c.rank: c for c in table}
    return tuple(by_rank[r] for r in run_above(rank, by_rank))


def effect(table: Sequence[Card], stack: Sequence[tuple[int, Card]],
           drop: tuple[int, Card] | None, card: Card, last_card: bool = False) -> Effect:
    """What `card` does on `table` with the fall `stack` (bottom first) and the card the
    previous player `drop`ped; `last_card`: it is the deal's last."""
    closes: tuple[Card, ...] = ()
    lying = tuple(table)
    if len(stack) >= 2:
        rank = stack[0][1].rank
        if card.rank == rank:
            kind = PlayKind.CONTRA if len(stack) == 2 else PlayKind.SAN_VICENTE
            return Effect(kind, tuple(c for _, c in stack))
        run = _run(lying, rank)
        closes = (*(c for _, c in stack), *run)
        lying = tuple(c for c in lying if c not in run)
    elif drop is not None and card.rank == drop[1].rank:
        return Effect(PlayKind.CAIDA, (drop[1],))
    match = next((c for c in lying if c.rank == card.rank), None)
    if match is None:
        return Effect(PlayKind.DROP, closes=closes)
    took = (match, *_run(lying, card.rank))
    left = [c for c in lying if c not in took]
    return Effect(PlayKind.CAPTURE, took, closes, aseo=not left and not last_card)


def last_card(obs: Observation) -> bool:
    """The card about to be played is the deal's last (section 7)."""
    return (obs.round_no == obs.rounds_total - 1 and sum(obs.held) == 1
            and obs.stock_left == 0)


def effect_in(obs: Observation, card: Card) -> Effect:
    """What `card` would do if the seat to play played it now, as `obs` shows the table."""
    return effect(obs.table, obs.stack, obs.drop, card, last_card(obs))

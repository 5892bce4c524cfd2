"""The view a protocol bot is sent at a Báciga table: the deal in progress as one seat may know
it, written as a `baciga-record/1` record (baciga-record-format.md).

Built from an `Observation` only, so it cannot hold a hidden card (section 15). In the deal,
the seat's own three cards are shown and the others' are `"xx"`; in the stock, the cards the
seat has seen come off it (its own replacements and draws, the cards others drew face up,
tapadas turned up) are shown where they lay. In the actions, others' discards and tapadas are
`"xx"` (a discard the seat later saw come back off the stock is shown), and a stand's fix
names only the comodines face up. So a bot can follow the stock as the record does (the cards
laid down go under it in speaking order) and know every card it holds.

Beside the record, `now` holds what the actions alone do not tell (the record's own cards are
dealt to places; a card shown face up is known to all though not where it came from): the
phase, each side's points, each seat's cards face up, how each seat's draw ended, and the
lances credited.
"""

from __future__ import annotations

from typing import Any

from ..records import DEFAULT_PRESET, FORMAT
from ..rules import HIDDEN, Card, Kind, Observation, Unknown, Word
from ..rules.actions import Action
from ..rules.options import options_to_json


def _known_discards(obs: Observation) -> list[Action]:
    """The actions, with the discards that came back face up shown."""
    base = 40 - 3 * obs.seats
    under = len(obs.pile) - base  # cards laid down that are under the stock by now
    out: list[Action] = []
    k = 0
    for a in obs.seen:
        if a.kind is Kind.SAY and a.value is Word.PASO and a.discard:
            cards: list[Card | Unknown] = []
            for c in a.discard:
                known = obs.pile[base + k] if k < under else None
                cards.append(known if isinstance(c, Unknown) and known is not None else c)
                k += 1
            a = Action(a.seat, a.kind, a.value, tuple(cards), a.fix)
        out.append(a)
    return out


def view_of(obs: Observation, players: list[str] | None = None) -> dict[str, Any]:
    """The record a bot at `obs.seat` is sent."""
    base = 40 - 3 * obs.seats
    deal: dict[str, Any] = {}
    for s in range(obs.seats):
        deal[str(s)] = ([str(c) for c in obs.dealt] if s == obs.seat and obs.dealt
                        else [HIDDEN] * 3)
    deal["stock"] = [HIDDEN if c is None else str(c) for c in obs.pile[:base]] \
        if obs.pile else [HIDDEN] * base
    deals = [] if obs.dealer is None else [
        {"dealer": obs.dealer, "deal": deal,
         "actions": [a.to_json() for a in _known_discards(obs)]}]
    return {
        "format": FORMAT,
        "preset": DEFAULT_PRESET,
        "options": options_to_json(obs.options, DEFAULT_PRESET),
        "players": list(players or [f"Seat {s}" for s in range(obs.seats)]),
        "start": {"points": list(obs.points_before)},
        "deals": deals,
        "now": now_of(obs),
    }


def now_of(obs: Observation) -> dict[str, Any]:
    """The table as every seat sees it (section 15): the phase, the points, the cards each
    seat has face up (shown as its draw began, at the reveal, drawn face up, a tapada
    turned up, all at the count), in the deck's order (a hand lies as its player lays it:
    the order he received his cards in is not shown), each seat's stop, and the deal's
    credits (section 11, each lance is said aloud)."""
    return {"phase": obs.phase.value, "points": list(obs.points),
            "shown": [[str(c) for c in sorted(v.shown, key=lambda c: c.index)]
                      for v in obs.table],
            "stops": [None if v.stop is None else v.stop.value for v in obs.table],
            "credits": [c.to_json() for c in obs.credits]}

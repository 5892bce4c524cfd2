"""The view a protocol bot is sent at an Envite table: the partido as one seat may know it,
written as an `envite-record/1` record of the hand in progress (envite-record-format.md).

Built from an `Observation` only, so it cannot hold a hidden card (section 13): the seat's own
three cards, its team-mates' when it is the capitán of a team in tumbo, and the vira are shown;
every other card of the deal is `"xx"` (cards played are in the actions, face up). The actions
are those the seat knows, in order: señas only when it saw them.
"""

from __future__ import annotations

from typing import Any

from ..records import FORMAT
from ..rules import Observation
from ..rules.options import options_to_json

HIDDEN = "xx"
#: The preset the view's options are written against (any preset gives the same options).
VIEW_PRESET = "federacion"


def view_of(obs: Observation, players: list[str] | None = None) -> dict[str, Any]:
    """The record a bot at `obs.seat` is sent."""
    seats = 2 * obs.team_size
    known = {obs.seat: obs.hand, **dict(obs.team_cards)}
    played: dict[int, list[str]] = {}
    for trick in (*obs.tricks_played, obs.trick):
        for s, card in trick:
            played.setdefault(s, []).append(str(card))
    deal: dict[str, Any] = {"vira": str(obs.vira) if obs.vira is not None else HIDDEN}
    for s in range(seats):
        if s in known:  # the three it was dealt: those played, then those held
            deal[str(s)] = played.get(s, []) + [str(c) for c in known[s]]
        else:
            deal[str(s)] = [HIDDEN] * 3
    deal["rest"] = [HIDDEN] * (40 - 1 - 3 * seats)
    return {
        "format": FORMAT,
        "preset": VIEW_PRESET,
        "options": options_to_json(obs.options, VIEW_PRESET),
        "players": list(players or [f"Seat {s}" for s in range(seats)]),
        "team_size": obs.team_size,
        "captains": list(obs.captains),
        "start": {"piedras": list(obs.piedras), "chicos": list(obs.chicos)},
        "hands": [{"dealer": obs.dealer, "deal": deal,
                   "actions": [a.to_json() for a in obs.seen]}],
    }

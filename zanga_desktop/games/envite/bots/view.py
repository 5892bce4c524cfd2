"""The view a protocol bot is sent at an Envite table: the partido as one seat may know it,
written as an `envite-record/1` record of the hand in progress (envite-record-format.md).

Built from an `Observation` only, so it cannot hold a hidden card (section 13): the seat's own
three cards, its team-mates' when it is the capitán of a team in tumbo, and the vira are shown;
every other card of the deal is `"xx"` (cards played are in the actions, face up). The actions
are those the seat knows, in order: señas only when it saw them.

Beside the record, `"state"` gives what every bot would otherwise have to rebuild from it
(docs/bot-protocol.md, El Envite): every option in force (not only those that differ from a
preset), the card orders in force for this vira and team size, each trick's cards and
winner, the trick in play, the stake, the bet waiting for its answer and who answers it.
"""

from __future__ import annotations

from dataclasses import fields
from enum import Enum
from typing import Any

from ..records import FORMAT
from ..rules import Observation, exempt_card, order_for, team
from ..rules.cards import SUITS
from ..rules.options import Options, ladder_json, options_to_json, step_json

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
        "state": state_of(obs),
    }


def options_in_force(options: Options) -> dict[str, Any]:
    """Every option of the partido with its value, as a record writes values."""
    out: dict[str, Any] = {}
    for f in fields(options):
        value = getattr(options, f.name)
        out[f.name] = (ladder_json(value) if f.name == "ladder"
                       else value.value if isinstance(value, Enum) else value)
    return out


def _cards(trick: tuple[tuple[int, Any], ...]) -> list[dict[str, Any]]:
    return [{"seat": s, "card": str(c)} for s, c in trick]


def state_of(obs: Observation) -> dict[str, Any]:
    """What the seat knows, worked out: the options and card orders in force, the tricks
    and their winners, the stake and the bet waiting."""
    order: dict[str, Any] | None = None
    if obs.vira is not None:
        o = order_for(obs.team_size, obs.options.matadores, obs.vira.suit)
        exempt = exempt_card(o, obs.vira, obs.options.exempt_card)
        plain = {suit.value: [str(c) for c in sorted(
            (c for c in o.suit_cards(suit)), key=lambda c: -o.power[c.index])]
            for suit in SUITS if suit is not obs.vira.suit}
        order = {"triunfos": [str(c) for c in o.trumps], "plain": plain,
                 "exempt": str(exempt) if exempt is not None else None}
    bet: dict[str, Any] | None = None
    if obs.bet is not None and obs.bet_team is not None:
        answering = 1 - obs.bet_team
        bet = {"step": step_json(obs.bet), "team": obs.bet_team,
               "answering_team": answering, "answered_by": obs.captains[answering]}
    return {
        "options": options_in_force(obs.options),
        "order": order,
        "tricks": [{"cards": _cards(t), "winner": w}
                   for t, w in zip(obs.tricks_played, obs.trick_winners, strict=False)],
        "trick": _cards(obs.trick),
        "won": list(obs.won),
        "stake": step_json(obs.stake),
        "bet": bet,
        "raise_team": obs.raise_team,
        "mano": obs.mano,
        "to_act": obs.to_act,
        "my_team": team(obs.seat),
        "tumbo_team": obs.tumbo_team,
        "piedras": list(obs.piedras),
        "chicos": list(obs.chicos),
    }

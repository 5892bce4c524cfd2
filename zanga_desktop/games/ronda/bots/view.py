"""The view a protocol bot is sent at a Ronda table: the deal as one seat may know it, written
as a `ronda-record/1` record of the deal in progress (ronda-record-format.md), with what the
seat sees now beside it.

Built from an `Observation` only, so it cannot hold a hidden card (section 15). In the deck
(top first) the seat sees the four table cards as first laid, the cards the swaps laid, and
its own cards of every round, each at its place; every other card is `"xx"`. The actions are
the deal's, all public (a wait is never written). `announced` lists the calls made aloud after
each action ("media" with its card, "se cae", "se van"...), which the actions alone do not
tell; `now` is the table as the seat sees it at this moment, with what it is asked
(`phase`: whether to declare, a contest's word, or a card), which the record alone leaves
open when el mano is asked at a round's start: a wait is never written.
"""

from __future__ import annotations

from typing import Any

from ....bots.views import HIDDEN
from ..records import FORMAT
from ..rules import (
    Announced,
    Credited,
    Declared,
    Observation,
    Played,
    Said,
    options_to_json,
)
from ..rules.deal import order_from

__all__ = ["HIDDEN", "VIEW_PRESET", "known_deck", "view_of"]

#: The preset the view's options are written against.
VIEW_PRESET = "bengala"


def known_deck(obs: Observation) -> list[str]:
    """The deck, top first, with the cards the seat has seen at their places (section 4)."""
    n = obs.seats
    deck = [HIDDEN] * 40
    if obs.dealer is None:
        return deck
    for lap, card in enumerate(obs.table_first):
        deck[lap * (n + 1)] = str(card)
    order = order_from(obs.mano, n)
    j = order.index(obs.seat)
    # the stock after the first round, as places in the deck: the swaps take its top and put
    # the card taken back (a table card, at its own place) in the middle
    stock = list(range(3 * n + 4, 40))
    table_place = {str(c): lap * (n + 1) for lap, c in enumerate(obs.table_first)}
    for swap in obs.swaps:
        top = stock.pop(0)
        deck[top] = str(swap.in_)
        stock.insert(len(stock) // 2, table_place.get(str(swap.out), -1))
        table_place[str(swap.in_)] = top
    for r, cards in enumerate(obs.own_rounds):
        for k, card in enumerate(cards):
            if r == 0:
                deck[1 + k * (n + 1) + j] = str(card)
            else:
                place = stock[(r - 1) * 3 * n + k * n + j]
                if place >= 0:
                    deck[place] = str(card)
    return deck


def view_of(obs: Observation, players: list[str] | None = None) -> dict[str, Any]:
    """The record a bot at `obs.seat` is sent."""
    n = obs.seats
    actions: list[dict[str, Any]] = []
    announced: list[dict[str, Any]] = []
    gained = [0, 0]
    for event in obs.log:
        if isinstance(event, Played):
            actions.append({"seat": event.seat, "play": str(event.card)})
        elif isinstance(event, Declared):
            actions.append({"seat": event.seat, "declare": event.combo.value})
        elif isinstance(event, Said):
            actions.append({"seat": event.seat, "say": event.word.value})
        elif isinstance(event, Announced):
            call: dict[str, Any] = {"after": len(actions), "call": event.call.value,
                                    "seat": event.seat}
            if event.card is not None:
                call["card"] = str(event.card)
            announced.append(call)
        elif isinstance(event, Credited):
            gained[event.side] += event.points
    start = [obs.points[0] - gained[0], obs.points[1] - gained[1]]
    deal: dict[str, Any] = {"dealer": obs.dealer, "deck": known_deck(obs), "actions": actions,
                            "announced": announced}
    return {
        "format": FORMAT,
        "preset": VIEW_PRESET,
        "options": options_to_json(obs.options, VIEW_PRESET),
        "players": list(players or [f"Seat {s}" for s in range(n)]),
        "start": {"points": start},
        "deals": [deal] if obs.dealer is not None else [],
        "now": {
            "phase": obs.phase.value, "round": obs.round_no, "hand": [str(c) for c in obs.hand],
            "table": [str(c) for c in obs.table],
            "stack": [[s, str(c)] for s, c in obs.stack],
            "drop": None if obs.drop is None else [obs.drop[0], str(obs.drop[1])],
            "held": list(obs.held), "stock": obs.stock_left, "cards": list(obs.piles),
            "points": list(obs.points),
        },
    }

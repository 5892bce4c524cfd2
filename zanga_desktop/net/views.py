"""What a connection is sent of the game, game-free: a seat its game's `seat_view`, a
spectator what every seat sees.

A view is a record of the game's format (bot-protocol.md): its hands, each with a deal in
which a card the seat has not seen is "xx", and the actions the seat knows. What is public
is what every seat's view shows: a spectator's view is the first seat's with every card of a
deal that some seat has not seen written "xx", and only the actions every seat knows.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from ..core.deck import Card

HIDDEN = "xx"


def is_card(value: object) -> bool:
    """Whether `value` is a card as a record writes it ("7o", "12b")."""
    if not isinstance(value, str) or not 2 <= len(value) <= 3:
        return False
    try:
        Card.parse(value)
    except ValueError:
        return False
    return True


def cards_in(value: object) -> set[str]:
    """Every card written anywhere in a JSON value (keys and values, at any depth)."""
    found: set[str] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if is_card(item):
                found.add(item)
        elif isinstance(item, Mapping):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list | tuple):
            stack.extend(item)
    return found


def _hands(view: Mapping[str, Any]) -> list[Any]:
    hands = view.get("hands")
    return hands if isinstance(hands, list) else []


def _blank(value: Any, public: set[str]) -> Any:
    if isinstance(value, str):
        return value if value in public or not is_card(value) else HIDDEN
    if isinstance(value, list):
        return [_blank(v, public) for v in value]
    if isinstance(value, dict):
        return {k: _blank(v, public) for k, v in value.items()}
    return value


def public_view(views: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """What every one of `views` (one per seat, of the same moment) shows: the first with
    each deal's unseen-by-some cards hidden and the actions not every seat knows left out."""
    out = copy.deepcopy(dict(views[0]))
    hands = _hands(out)
    for h, hand in enumerate(hands):
        if not isinstance(hand, dict):
            continue
        others = [_hands(v)[h] if h < len(_hands(v)) and isinstance(_hands(v)[h], dict)
                  else {} for v in views]
        public = set.intersection(*(cards_in(o.get("deal")) for o in others)) \
            if others else set()
        if "deal" in hand:
            hand["deal"] = _blank(hand["deal"], public)
        actions = hand.get("actions")
        if isinstance(actions, list):
            known = [o.get("actions") if isinstance(o.get("actions"), list) else []
                     for o in others]
            hand["actions"] = [a for a in actions if all(a in k for k in known)]
    return out

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


def _hands(view: Mapping[str, Any], key: str) -> list[Any]:
    hands = view.get(key)
    return hands if isinstance(hands, list) else []


def _blank(value: Any, public: set[str]) -> Any:
    if isinstance(value, str):
        return value if value in public or not is_card(value) else HIDDEN
    if isinstance(value, list):
        return [_blank(v, public) for v in value]
    if isinstance(value, dict):
        return {k: _blank(v, public) for k, v in value.items()}
    return value


def _agreed(values: Sequence[Any]) -> Any:
    """The first of `values` (the same place in each seat's view) with every card that not
    all of them show there written "xx": a seat's own hand beside the deal ("now"), what
    the seat was told alone."""
    first = values[0]
    if all(v == first for v in values[1:]):
        return copy.deepcopy(first)
    if isinstance(first, dict) and all(isinstance(v, dict) and v.keys() == first.keys()
                                       for v in values):
        return {k: _agreed([v[k] for v in values]) for k in first}
    if isinstance(first, list) and all(isinstance(v, list) and len(v) == len(first)
                                       for v in values):
        return [_agreed([v[i] for v in values]) for i in range(len(first))]
    return _blank(first, set.intersection(*(cards_in(v) for v in values)))


class _Unlike(ValueError):
    """Two views write an action otherwise than by the cards one of them hides."""


def _common(values: Sequence[Any]) -> Any:
    """What every one of `values` (one action as each seat's view writes it) shows: a card
    some view hides "xx", a key some view leaves out (a fix of a comodín not face up) left
    out. _Unlike if they differ otherwise."""
    first = values[0]
    if all(v == first for v in values[1:]):
        return copy.deepcopy(first)
    if all(isinstance(v, dict) for v in values):
        return {k: _common([v[k] for v in values]) for k in first
                if all(k in v for v in values)}
    if all(isinstance(v, list) and len(v) == len(first) for v in values):
        return [_common([v[i] for v in values]) for i in range(len(first))]
    if all(isinstance(v, str) and (v == HIDDEN or is_card(v)) for v in values):
        return HIDDEN
    raise _Unlike


def alike(a: Any, b: Any) -> bool:
    """Whether two writings of an action differ only by cards one of them hides or by a
    key one leaves out (as two seats' views, or one seat's before and after a card was
    turned up)."""
    try:
        _common([a, b])
    except _Unlike:
        return False
    return True


def _common_actions(actions: list[Any], known: list[list[Any]]) -> list[Any]:
    """The actions every seat knows: when every seat sees every action, only some of their
    cards hidden from some (La Báciga's discards, tapadas and fixes), each as all see it;
    else those every view writes alike."""
    if known and all(len(k) == len(actions) for k in known):
        try:
            return [_common([k[i] for k in known]) for i in range(len(actions))]
        except _Unlike:
            pass
    return [a for a in actions if all(a in k for k in known)]


def public_view(views: Sequence[Mapping[str, Any]],
                keys: tuple[str, str] = ("hands", "deal")) -> dict[str, Any]:
    """What every one of `views` (one per seat, of the same moment) shows: the first with
    each hand's unseen-by-some cards hidden (`keys`: the record's list of hands and a hand's
    cards, `core.game.record_keys`), the actions not every seat knows left out (or their
    cards hidden, `_common_actions`), and
    anything else a card stands in that not every view shows in the same place hidden."""
    hands_key, cards_key = keys
    out: dict[str, Any] = {k: _agreed([v.get(k) for v in views]) for k in views[0]
                           if k != hands_key}
    hands = copy.deepcopy(_hands(views[0], hands_key))
    out[hands_key] = hands
    for h, hand in enumerate(hands):
        if not isinstance(hand, dict):
            continue
        others = [_hands(v, hands_key)[h] if h < len(_hands(v, hands_key))
                  and isinstance(_hands(v, hands_key)[h], dict) else {} for v in views]
        for key in hand:
            if key not in (cards_key, "actions"):
                hand[key] = _agreed([o.get(key) for o in others])
        public = set.intersection(*(cards_in(o.get(cards_key)) for o in others)) \
            if others else set()
        if cards_key in hand:
            hand[cards_key] = _blank(hand[cards_key], public)
        actions = hand.get("actions")
        if isinstance(actions, list):
            known = [o.get("actions") if isinstance(o.get("actions"), list) else []
                     for o in others]
            hand["actions"] = _common_actions(actions, known)
    if hands_key not in views[0]:
        del out[hands_key]
    return out

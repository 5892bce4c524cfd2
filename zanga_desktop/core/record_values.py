"""The values of a record's JSON that every game's parser checks alike: a whole number (never
a JSON `true`), a string that can be written back, a deal's packets of cards."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TypeGuard

from .deck import Card


def is_int(value: object) -> TypeGuard[int]:
    """A whole number (a bool is an int to Python, never to a record)."""
    return isinstance(value, int) and not isinstance(value, bool)


def writable(value: object) -> TypeGuard[str]:
    """A string that can be written back as UTF-8: no lone surrogate (`"\\ud800"`)."""
    if not isinstance(value, str):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def card_packets(data: Mapping[str, object], keys: Iterable[str]) -> list[tuple[Card, ...]]:
    """The packets of a deal under `keys` (the seats', the stock), each a list of cards
    written as the deck writes them; ValueError naming the first that is not."""
    packets = []
    for key in keys:
        cards = data[key]
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise ValueError(f"{key!r} is not a list of cards")
        packets.append(tuple(Card.parse(c) for c in cards))
    return packets

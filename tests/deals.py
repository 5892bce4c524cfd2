"""Deals written card by card, for tests in any folder (tests/ is on the import path)."""

from __future__ import annotations

from zanga_desktop.games.zanga.rules import DECK, Card, Deal


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def deal_of(spec: dict[int | str, str]) -> Deal:
    """A deal from partial hands: seats (and "zanga") not written get the remaining cards
    in deck order, so a test names only the cards that matter to it."""
    given = {k: list(cards(v)) for k, v in spec.items()}
    used = {c for hand in given.values() for c in hand}
    rest = [c for c in DECK if c not in used]
    packets = []
    for key in (0, 1, 2, 3, "zanga"):
        hand = given.get(key, [])
        while len(hand) < 8:
            hand.append(rest.pop(0))
        packets.append(tuple(hand))
    return Deal(tuple(packets[:4]), packets[4])

"""Positions for La Báciga's section tests: a deal written as it is dealt, the rest of the
stock filled in, and moves written as a player says them."""

from __future__ import annotations

from typing import Any

from zanga_desktop.core.deck import DECK, Card
from zanga_desktop.games.baciga.rules import (
    Action,
    BacigaState,
    Credit,
    Deal,
    Kind,
    Way,
    Word,
    make_options,
)
from zanga_desktop.games.baciga.rules.actions import sorted_fix


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())


def deal_of(hands: list[str], top: str = "") -> Deal:
    """`hands` as "2e 3c 7o" per seat; the stock is `top` then every other card in deck
    order."""
    dealt = [cards(h) for h in hands]
    first = cards(top)
    used = {*first, *(c for h in dealt for c in h)}
    return Deal(tuple(dealt), first + tuple(c for c in DECK if c not in used))


def position(hands: list[str], top: str = "", *, dealer: int | None = None,
             points: tuple[int, int] = (0, 0), **options: Any) -> BacigaState:
    """A deal just dealt (el mano is seat 0 unless `dealer` says otherwise)."""
    seats = len(hands)
    state = BacigaState(make_options("bengala", options), seats, points)
    state.start_deal(seats - 1 if dealer is None else dealer, deal_of(hands, top))
    return state


def _fix(words: list[str]) -> tuple[tuple[Card, int], ...]:
    out = []
    for w in words:
        card, _, rank = w.partition("=")
        out.append((Card.parse(card), int(rank)))
    return tuple(sorted_fix(tuple(out)))  # type: ignore[arg-type]


def action(move: str) -> Action:
    """`"0 paso 3c 4e"`, `"1 paso"` (after a cut), `"1 paso []"` (none laid down),
    `"0 baciga 7o=3"`, `"2 bacigote"`, `"1 cartas"`, `"0 tapar 4c"`, `"0 up"`, `"0 down"`,
    `"0 stand 7c=5"`, `"2 salir"`."""
    seat_text, word, *rest = move.split()
    seat = int(seat_text)
    if word == "paso":
        if not rest:
            return Action(seat, Kind.SAY, Word.PASO)
        if rest == ["[]"]:
            return Action(seat, Kind.SAY, Word.PASO, ())
        return Action(seat, Kind.SAY, Word.PASO, cards(" ".join(rest)))
    if word in ("baciga", "bacigote", "cartas"):
        return Action(seat, Kind.SAY, Word(word), None, _fix(rest))
    if word == "tapar":
        return Action(seat, Kind.TAPAR, Card.parse(rest[0]))
    if word in ("up", "down"):
        return Action(seat, Kind.DRAW, Way(word))
    if word == "stand":
        return Action(seat, Kind.STAND, None, None, _fix(rest))
    if word == "salir":
        return Action(seat, Kind.SALIR)
    raise ValueError(move)


def run(state: BacigaState, *moves: str) -> None:
    for move in moves:
        state.apply(action(move))


def credited(state: BacigaState) -> list[tuple[int, str, int]]:
    """The deal's credits as (seat, lance, points)."""
    credits: tuple[Credit, ...] = state.credits  # kept until the next deal starts
    return [(c.seat, c.lance.value, c.points) for c in credits]

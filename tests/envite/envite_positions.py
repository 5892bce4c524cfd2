"""Positions for the section tests: a hand dealt as written, the rest filled in."""

from __future__ import annotations

from typing import Any

from zanga_desktop.core.deck import DECK, Card
from zanga_desktop.games.envite.rules import (
    Action,
    Answer,
    Deal,
    EnviteState,
    Kind,
    Sena,
    make_options,
)


def deal_of(vira: str, hands: list[str]) -> Deal:
    """`hands` as "12o 2c 5e" per seat; the rest is every other card."""
    cards = [tuple(Card.parse(t) for t in h.split()) for h in hands]
    used = {Card.parse(vira), *(c for h in cards for c in h)}
    rest = tuple(c for c in DECK if c not in used)
    return Deal(Card.parse(vira), tuple(cards), rest)


def position(vira: str, hands: list[str], *, dealer: int | None = None,
             preset: str = "federacion", captains: tuple[int, int] | None = None,
             piedras: tuple[int, int] = (0, 0), chicos: tuple[int, int] = (0, 0),
             **options: Any) -> EnviteState:
    seats = len(hands)
    state = EnviteState(make_options(preset, options), seats // 2,
                        captains or (0, seats - 1), piedras, chicos)
    state.start_hand(seats - 1 if dealer is None else dealer, deal_of(vira, hands))
    return state


def run(state: EnviteState, *moves: str) -> None:
    """Apply moves written `"0 play 12o"`, `"1 bet 3"`, `"3 answer quiero"`, `"0 sena malilla"`,
    `"2 tumbo tumbar"`, `"1 claim"`, `"2 decline"`."""
    for move in moves:
        state.apply(action(move))


def action(move: str) -> Action:
    from zanga_desktop.games.envite.rules import Claim, Tumbo

    parts = move.split()
    seat, kind = int(parts[0]), Kind(parts[1])
    value: Any = None
    seen: tuple[int, ...] | None = None
    if kind is Kind.PLAY:
        value = Card.parse(parts[2])
    elif kind is Kind.BET:
        value = int(parts[2])
    elif kind is Kind.ANSWER:
        value = Answer(parts[2])
    elif kind is Kind.SENA:
        value = Sena(parts[2])
        if len(parts) > 3:
            seen = tuple(int(s) for s in parts[3].split(",") if s)
    elif kind is Kind.TUMBO:
        value = Tumbo(parts[2])
    elif kind is Kind.CLAIM:
        value = Claim.RENUNCIO
    return Action(seat, kind, value, seen)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(Card.parse(t) for t in text.split())

"""A game of La Ronda at a set position, as lessons, screenshots and tests set one up: the
deck that deals the table and the hands they give (`rules.deal.deck_for`), the actions
played since, replayed by the engine, so that no position exists that the rules refuse."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from .records import DealRecord, RondaGame, RondaRecord, _value, default_players
from .rules import Action, Card, Kind
from .rules.deal import deck_for

#: An action as a position writes it: (seat, kind, value), e.g. (0, "play", "4b").
Move = tuple[int, str, str]


def cards(text: str) -> list[Card]:
    """`"2e 6o 11c"` as cards."""
    return [Card.parse(t) for t in text.split()]


def action(move: Sequence[Any]) -> Action:
    seat, kind, value = int(move[0]), Kind(str(move[1])), str(move[2])
    return Action(seat, kind, _value(kind, value))


def position_game(seats: int, dealer: int, table: str,
                  rounds: Sequence[Mapping[int, str]] = (), moves: Sequence[Move] = (),
                  points: tuple[int, int] = (0, 0), options: Mapping[str, Any] | None = None,
                  seed: int = 7, names: Sequence[str] | None = None) -> RondaGame:
    """The game replayed from its record: the deal of `table` (four cards of four ranks) and
    each round's cards by seat, `moves` played, from `points` (RecordError if the rules
    refuse a move)."""
    deck = deck_for(seats, dealer, cards(table),
                    [{int(s): cards(t) for s, t in r.items()} for r in rounds], seed)
    players = list(names or default_players(seats))
    record = RondaRecord("bengala", dict(options or {}), players, points,
                         [DealRecord(dealer, deck, [action(m) for m in moves])])
    return RondaGame.from_record(record)

"""A finished or unfinished game watched again, move by move: the positions of its record and
the record at each, for any game of the registry (the hands are the record's list named by
`record_keys`, each hand's moves its `actions`, as every game's records write them).

A position is a hand and how many of its moves are made; the first is the first hand just
dealt (an empty table says nothing). The game's own loader makes the match at a position
from the record cut there, so a step the record does not write (La Ronda's waits, El
Envite's declined chance to answer) is taken as the rules take it.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .game import GameDefinition, Match, record_keys


@dataclass(frozen=True, slots=True)
class Position:
    """`moves` of hand `hand` (counted from 0) made; `moves` 0 is the hand just dealt."""

    hand: int
    moves: int


class Replay:
    """The positions of a record of `game` (`data`, as its file holds it once the game has
    read it back: `Match.record_json()`), and the record cut at each."""

    def __init__(self, game: GameDefinition, data: Mapping[str, Any]) -> None:
        self.game = game
        self.data = data
        key = record_keys(game)[0]
        hands = data.get(key)
        self.hands: Sequence[Mapping[str, Any]] = [
            h for h in hands if isinstance(h, Mapping)] if isinstance(hands, list) else []
        self._key = key
        self.positions: tuple[Position, ...] = tuple(
            Position(h, k) for h, hand in enumerate(self.hands)
            for k in range(len(self.moves_of(h)) + 1))

    def moves_of(self, hand: int) -> list[Any]:
        """The moves of `hand` as its record writes them."""
        actions = self.hands[hand].get("actions")
        return actions if isinstance(actions, list) else []

    def __len__(self) -> int:
        return len(self.positions)

    def record_at(self, index: int) -> dict[str, Any]:
        """The record cut at position `index`: the hands before its own whole, its own with
        the moves made."""
        at = self.positions[index]
        data = {k: v for k, v in self.data.items() if k != self._key}
        hands = [copy.deepcopy(dict(h)) for h in self.hands[:at.hand + 1]]
        hands[-1]["actions"] = list(self.moves_of(at.hand)[:at.moves])
        data[self._key] = hands
        return copy.deepcopy(data)

    def match_at(self, index: int) -> Match[Any, Any]:
        """The game at position `index`, as the game's loader replays it (ValueError, the
        game's record error, if the record cut there is refused)."""
        return self.game.load_match(self.record_at(index))

    def move_to(self, index: int) -> Any:
        """The move (as recorded) that leads to position `index` from the one before it;
        None at a hand's deal."""
        at = self.positions[index]
        return self.moves_of(at.hand)[at.moves - 1] if at.moves else None

    def hand_start(self, index: int) -> int:
        """The position of the deal of the hand `index` is in."""
        hand = self.positions[index].hand
        return next(i for i, p in enumerate(self.positions) if p.hand == hand)

    def next_hand(self, index: int) -> int:
        """The deal of the hand after `index`'s, or the last position."""
        hand = self.positions[index].hand
        return next((i for i, p in enumerate(self.positions) if p.hand > hand),
                    len(self.positions) - 1)

    def previous_hand(self, index: int) -> int:
        """The deal of `index`'s hand, or of the hand before if `index` is that deal."""
        start = self.hand_start(index)
        return start if start != index or index == 0 else self.hand_start(index - 1)

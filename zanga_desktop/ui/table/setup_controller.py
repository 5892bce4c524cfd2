"""The table controller of a game set up seat by seat (a `TableSetup`: each seat's player,
the names, practice and the cover between humans at one screen): the seating, the seeds of
the computer players, a game resumed, the table as it is now and the next deal on
demand, which each such game would otherwise write again. The game adds its match, its
news and its records.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Generic, Protocol, TypeVar

from PySide6.QtCore import QObject

from ...core.game import GameDefinition, Match, Player, Step
from ...core.setup import HUMAN, NO_PLAYER_MADE
from .animator import Animator
from .controller import MadeWhenAsked, TableController

#: What the game's views are told of a step (`dealt`, `acted`, `news_now`).
NewsT = TypeVar("NewsT")


class TableSetup(Protocol):
    """A game as chosen, as far as the table asks: who plays each seat ("human", a level,
    `REMOTE`), the names, practice (undo allowed), a seed, and the cover between two humans'
    turns at one screen."""

    @property
    def levels(self) -> tuple[str, ...]: ...

    @property
    def names(self) -> tuple[str, ...]: ...

    @property
    def practice(self) -> bool: ...

    @property
    def seed(self) -> int | None: ...

    @property
    def cover(self) -> bool: ...


#: The names a table of 2 or 4 gets when nobody names it (the player first).
NAMES = ("Tú", "Ana", "Benito", "Carmela")


def default_names(seats: int) -> tuple[str, ...]:
    return NAMES[:seats]


@dataclass(frozen=True, slots=True)
class PairsSetup:
    """A game of 2 players, or 4 in two pairs, as chosen: each seat's player ("human" or a
    level of the game's), names, preset and options, practice (undo allowed), a seed, and
    whether the table is covered between two humans' turns at one screen (`cover`). A game
    gives its own defaults."""

    seats: int = 2
    levels: tuple[str, ...] = (HUMAN, HUMAN)
    names: tuple[str, ...] = NAMES[:2]
    preset: str = ""
    options: Mapping[str, object] = field(default_factory=dict)
    practice: bool = True
    seed: int | None = None
    cover: bool = False

    def __post_init__(self) -> None:
        if self.seats not in (2, 4) or len(self.levels) != self.seats \
                or len(self.names) != self.seats:
            raise ValueError("a set-up names every seat of a table of 2 or 4")


def built_in_players(game: GameDefinition, levels: Sequence[str],
                     seed: int) -> dict[int, Player[Any, Any]]:
    """A built-in player for every seat that is not human, here or at another computer of a
    network table (`REMOTE`); seat s's is made with `seed` plus s (ValueError for a level
    the game does not have, said at once)."""
    return seat_players(levels, seed, game.player, game.levels)


def seat_players(levels: Sequence[str], seed: int,
                 make: Callable[[str, int], Player[Any, Any]],
                 known: Sequence[str]) -> dict[int, Player[Any, Any]]:
    """`make(level, seed + s)` for every seat s that is not human, here or at another
    computer (`REMOTE`), nor a seat of a game watched again (`NO_PLAYER_MADE`), each made
    when its seat is first asked to decide (`MadeWhenAsked`), so a game dealt as the
    program starts is drawn before its AI is imported. A level not `known` is made now, so
    that its refusal comes at once, not when the seat is asked."""
    players: dict[int, Player[Any, Any]] = {}
    for s, level in enumerate(levels):
        if level in NO_PLAYER_MADE:
            continue
        made = partial(make, level, seed + s)
        players[s] = MadeWhenAsked(made) if level in known else made()
    return players


class SetupController(TableController, Generic[NewsT]):
    """One game on the table, seated as its `TableSetup` says. A game gives its `definition`
    (its levels seat the computer players) and `match_of` (its match around a live game)."""

    setup: TableSetup
    definition: GameDefinition
    match_of: Callable[[Any], Match[Any, Any]]

    def __init__(self, animator: Animator, match: Match[Any, Any], setup: TableSetup,
                 parent: QObject | None = None) -> None:
        super().__init__(animator, match, parent)
        self.setup = setup
        self.names: tuple[str, ...] = setup.names
        self.levels = setup.levels

    # ---------------------------------------------------------------- hooks for the game

    def new_game(self, setup: Any) -> None:
        """A new game on the table, seated as the game's own `setup` says."""
        raise NotImplementedError

    def _news(self, step: Step, before: object) -> NewsT:
        raise NotImplementedError

    def hand_record(self) -> Any:
        """The last deal as a record of its own, from the standings it started at."""
        raise NotImplementedError

    def _players(self, levels: Sequence[str], seed: int) -> dict[int, Player[Any, Any]]:
        """The computer seats' players, seat s's made with `seed` plus s (`seat_players`)."""
        return seat_players(levels, seed, self._level_player, self.definition.levels)

    def _level_player(self, level: str, seed: int) -> Player[Any, Any]:
        """A computer player of `level` at the table: the game's own; a game whose levels
        search gives them here the safety net of wall time a loaded machine needs."""
        return self.definition.player(level, seed)

    # ---------------------------------------------------------------- a game on the table

    def resume(self, game: Any, setup: TableSetup) -> None:
        """Put a live game (a lesson's position) on the table exactly as it is."""
        self._start_seated(self.match_of(game), setup, self.seed_of(setup), resumed=True)

    def resume_match(self, match: Match[Any, Any], setup: TableSetup) -> None:
        """Put `match` (one read from a record) back on the table where it was; one saved
        between deals gets the next deal."""
        self._start_seated(match, setup, self.seed_of(setup), resumed=True)
        if self._deals_on_resume():
            self.deal_next()

    def _deals_on_resume(self) -> bool:
        """Whether the game on the table waits for its next deal (a game whose chance step
        is more than a deal says which)."""
        return self.match.needs_deal and not self.match.is_over

    @staticmethod
    def seed_of(setup: TableSetup) -> int:
        """The set-up's seed, or a new one."""
        return setup.seed if setup.seed is not None else random.randrange(1 << 30)

    def _start_seated(self, match: Match[Any, Any], setup: TableSetup, seed: int,
                      resumed: bool = False) -> None:
        """Seat `setup` and put `match` on the table (dealt, or `resumed` where it was)."""
        self._seat(setup)
        self.seed = seed
        self.start(match, self._players(setup.levels, seed),
                   [s for s, level in enumerate(setup.levels) if level == HUMAN],
                   random.Random(seed), resumed=resumed)

    def _seat(self, setup: TableSetup) -> None:
        self.screen_seat = None
        self.cover = setup.cover
        self.setup = setup
        self.names = tuple(setup.names)
        self.levels = tuple(setup.levels)

    def plate_levels(self) -> tuple[str, ...]:
        """Who plays each seat, as its plate says it (`plate_level`: a person away from a
        network table is away); the news carry these."""
        return tuple(self.plate_level(s, level) for s, level in enumerate(self.levels))

    def seen_by_all(self, observe: Callable[[int], Any]) -> tuple[Any, ...]:
        """Every seat's own observation (`observe` of each), where the table shows every
        hand (`open_hands`); nothing otherwise."""
        return tuple(map(observe, range(self.match.seats))) if self.open_hands else ()

    def news_now(self) -> NewsT:
        """The table as it is, for a view drawn again (a reset, a language change)."""
        step = Step(index=0, seat=None, action=None, to_act=self.match.to_act,
                    hand_over=False, game_over=self.match.is_over)
        return self._news(step, None)

    def next_hand(self) -> None:
        """Deal the next deal (the player has seen how the last one ended)."""
        if self.match.needs_deal and not self.match.is_over:
            self.deal_next()

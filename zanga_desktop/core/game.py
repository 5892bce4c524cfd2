"""The game protocol: what the table, the arena, the command line and bots need of a game.

In the manner of OpenSpiel's game and state API: a `GameDefinition` says what a game is (its
seats, presets, record format, built-in players, table) and makes `Match`es; a `Match` is one
game being played with its record kept in step. Chance (the deal) is a step of its own; every
other step is an action by a seat, and applying one returns a frozen `Step`, the only thing
views need to animate what happened. A seat is only ever shown its `observe(seat)`.

Nothing here knows a game; games implement these protocols (docs/architecture.md).
"""

from __future__ import annotations

import random
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType
from typing import Any, NamedTuple, Protocol, TypeVar

from .records import RecordError

A = TypeVar("A")
O_co = TypeVar("O_co", covariant=True)
A_co = TypeVar("A_co", covariant=True)
O_contra = TypeVar("O_contra", contravariant=True)


@dataclass(frozen=True, slots=True)
class Seats:
    """How many can sit at the game's table, and how many seats its default table has;
    `step` 2 for a game of two equal teams."""

    least: int
    most: int
    default: int
    step: int = 1

    def __contains__(self, n: object) -> bool:
        return (isinstance(n, int) and self.least <= n <= self.most
                and (n - self.least) % self.step == 0)


#: The JSON of a step that has none (the deal).
NO_JSON: Mapping[str, Any] = MappingProxyType({})


class Step(NamedTuple):
    """What one step did, as views and logs need it.

    `seat` acted (None for the deal); `action` is the game's own action value (None for the
    deal); `to_act` is whose turn it is now. `hand_over` and `game_over` say whether the step
    closed the hand or the game; `detail` is the game's frozen record of what else happened
    (for La Zanga: the trick taken, the settlement). A named tuple, not a frozen dataclass:
    every action of every self-play and arena hand makes one, and a tuple is made at a
    fraction of the cost."""

    index: int  # type: ignore[assignment]  # the step's number, not tuple.index
    seat: int | None
    action: object
    to_act: int | None
    hand_over: bool = False
    game_over: bool = False
    detail: object = None
    json: Mapping[str, Any] = NO_JSON


class Ending(StrEnum):
    """Why a game ended, in the words every game shares (the game's own reason, a lance such
    as Báciga's las cosas, is in `Outcome.detail`)."""

    TARGET = "target"  # a side reached the points the game is played to
    KNOCKOUT = "knockout"  # a side has nothing left to play with (La Zanga's vales)
    AT_ONCE = "at_once"  # a lance that wins the game there and then
    LIMIT = "limit"  # the agreed number of hands or deals was played


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a game ended: the standings of each side, the winning side or a draw, and why.

    `sides` lists the seats of each side (one seat a side where everyone plays alone);
    `standings` the points, vales or piedras of each side as the game counts them, in the
    same order; `winner` the winning side's index, None for a draw; `detail` the game's own
    code for the ending (for its texts)."""

    sides: tuple[tuple[int, ...], ...]
    standings: tuple[int, ...]
    winner: int | None
    ending: Ending
    detail: str = ""

    @property
    def is_draw(self) -> bool:
        return self.winner is None

    def side_of(self, seat: int) -> int:
        """The index of the side `seat` plays for."""
        for index, seats in enumerate(self.sides):
            if seat in seats:
                return index
        raise ValueError(f"seat {seat} is on no side")

    def won_by(self, seat: int) -> bool:
        """Whether `seat`'s side won (False in a draw)."""
        return self.winner is not None and self.side_of(seat) == self.winner

    def to_json(self) -> dict[str, Any]:
        return {"sides": [list(s) for s in self.sides], "standings": list(self.standings),
                "winner": self.winner, "ending": self.ending.value, "detail": self.detail}


class Player(Protocol[O_contra, A_co]):
    """A computer player: shown one seat's observation, it returns one of its legal actions.
    `cancel` asks a long search to stop early with the best it has."""

    def decide(self, obs: O_contra, cancel: threading.Event | None = None) -> A_co: ...


class Match(Protocol[A, O_co]):
    """One game being played, state and record together."""

    @property
    def seats(self) -> int: ...

    @property
    def to_act(self) -> int | None:
        """The seat whose action is awaited; None while a deal is due or the game is over."""

    @property
    def needs_deal(self) -> bool:
        """The next step is chance: call `deal`."""

    @property
    def players(self) -> tuple[str, ...]:
        """The names of the seats, as the record writes them."""

    @property
    def preset(self) -> str:
        """The rule set the game is played by."""

    @property
    def hand_count(self) -> int:
        """How many hands (deals) have been dealt so far."""

    @property
    def is_over(self) -> bool: ...

    def sides(self) -> tuple[tuple[int, ...], ...]:
        """The seats of each side, as `Outcome.sides` lists them."""

    def standings(self) -> tuple[int, ...]:
        """Each side's score now, as the game counts it, in the order of `sides`."""

    def outcome(self) -> Outcome | None:
        """How the game ended (standings, winner or draw, why); None until it is over."""

    def deal(self, rng: random.Random) -> Step: ...

    def legal_actions(self) -> Sequence[A]:
        """The actions of the seat to act."""

    def out_of_turn(self) -> Sequence[A]:
        """Actions any seat may take whoever is to act (La Zanga's renuncio claims)."""

    def verify(self, action: A) -> None:
        """Raise the game's `RulesError` if `action` is not allowed now; change nothing."""

    def apply(self, action: A) -> Step:
        """Verify and apply `action`, recording it (pushed, as python-chess's `push`)."""

    def apply_unchecked(self, action: A) -> None:
        """Apply an action known legal, for searches: not verified, not recorded."""

    def undo(self) -> None:
        """Take back the last action, however it was applied: state and record stay in step
        (an action `apply` recorded leaves the record too). Never across a deal."""

    def observe(self, seat: int) -> O_co:
        """What `seat` may know, and nothing else."""

    def observe_json(self, seat: int) -> dict[str, Any]:
        """The same observation as JSON, as a protocol bot is sent it."""

    def action_json(self, action: A) -> dict[str, Any]: ...

    def action_from_json(self, data: object) -> A:
        """Raise the game's `RulesError` (code `bad_action`) for JSON that is no action."""

    def record_json(self) -> dict[str, Any]:
        """The game so far as its record format writes it."""

    def record_text(self) -> str:
        """The same record as the game's files hold it (what a save writes)."""


class GameDefinition(Protocol):
    """One game the table can host: registered in `core.registry` under `id`."""

    @property
    def id(self) -> str: ...

    @property
    def title(self) -> str: ...

    @property
    def seats(self) -> Seats: ...

    @property
    def presets(self) -> tuple[str, ...]:
        """The rule sets offered, the default first."""

    @property
    def record_format(self) -> str:
        """The `format` field of the game's records, by which `replay` is dispatched."""

    @property
    def levels(self) -> tuple[str, ...]:
        """The built-in computer players, weakest first."""

    @property
    def statistics(self) -> tuple[str, ...]:
        """The counters the shell keeps for a player of this game (its table package
        labels them and says what a hand or a game adds)."""

    @property
    def file_suffix(self) -> str:
        """How the names of the game's record files end (".zanga.json")."""

    @property
    def record_error(self) -> type[RecordError]:
        """The error the game's records raise (a `core.records.RecordError`): a file that is
        no record of any game is refused in the shape of the game its name says."""

    def new_match(self, preset: str | None = None, options: Mapping[str, Any] | None = None,
                  players: Sequence[str] | None = None,
                  seats: int | None = None) -> Match[Any, Any]:
        """A match not yet dealt. Without `players`, the game names `seats` seats (its
        default count if None) its own way; ValueError for a count it is not played by."""

    def load_match(self, data: object) -> Match[Any, Any]:
        """A game replayed from its record's JSON (the game's record error if it is bad)."""

    def replay(self, data: object) -> tuple[int, dict[str, Any]]:
        """`zanga-cli replay`: exit status and JSON result; never raises."""

    def player(self, level: str, seed: int) -> Player[Any, Any]:
        """A built-in computer player by level name (ValueError for an unknown level)."""

    def tools_module(self) -> str:
        """The dotted name of the game's command-line tools, imported only by `zanga-cli`
        when a command of that game is run. The module offers, each taking the arguments
        after the command's name and returning the exit status: `arena_main(argv)` (duplicate
        matches between levels or protocol bots), `ladder_main(argv)` (the level ladder),
        `bench_main(argv)` (the levels' decision times), `bench_engine_main(argv)` (the
        rules' speed) and `bot_main(argv)` (a level served as a protocol bot)."""

    def table_module(self) -> str:
        """The dotted name of the game's Qt table package, imported only by the shell.

        The package offers the shell (`ui/game_table.py` says what each is for):
        `make_table(window)`, the table with its docks; `make_options(dialog, form)`, the
        game's part of the New game dialog; `setup_from_settings()`, the set-up last
        chosen, as a `core.setup.GameSetup`; `start_texts()`, what the start screen says
        of the game; `statistics_labels()`, the counters' labels."""


class NetworkGame(GameDefinition, Protocol):
    """A game that can be played over the network (`net/`, docs/network-protocol.md): the
    host sends each seat only what it may see, and a joined window plays on a match made
    from that alone. What it asks of a game beyond the `GameDefinition`:

    - `seat_view` and `seat_match` below;
    - `shown_at_hand_end`, optional (False if the definition lacks it);
    - `record_hands` and `hand_cards`, optional: the keys of its records' list of hands and
      of a hand's cards ("hands" and "deal" unless it says otherwise; La Ronda's "deals" and
      "deck"), a card the seat has not seen written "xx" in its views;
    - of its `Match`: `record_json()` with the hand in progress last (its actions in order,
      as `action_json` writes them, and `action_from_json` reads them back), and `undo`;
    - of its table package: `resume(match, opened, levels)` taking `core.setup.REMOTE` for a
      seat played at another computer, which its controller leaves alone (no computer
      player, no prompt), and the human's actions through `TableController.relayed`.

    `network_game(game)` says whether a definition has them; a game without them is offered
    as not playable over the network yet."""

    def seat_view(self, match: Match[Any, Any], seat: int) -> dict[str, Any]:
        """What `seat` may know, as a bot program is sent it (`bot-protocol.md`): a record
        of the game in which every card the seat has not seen is `"xx"`, the hand in
        progress last, written from the seat's observation alone."""

    def seat_match(self, view: Mapping[str, Any], seat: int, rng: random.Random,
                   to_act: int | None = None) -> Match[Any, Any]:
        """A match `seat` cannot tell from the real one, made from its `view` (a
        `seat_view`) alone: everything the view shows, every card hidden from the seat
        drawn by `rng` among the deals the view allows (as the AI's samplers draw them),
        and turned so that the seat sits at seat 0 (the table shows its player there).
        `to_act` is whose turn it is, as the table says it to everyone (a hand just dealt
        may not show it: La Zanga's first mano holds the siete de espadas).
        A seat joined over the network plays on it: it holds nothing that seat may not
        know, only a guess. ValueError for a view that no deal explains."""



def network_game(game: GameDefinition) -> NetworkGame | None:
    """`game` if it can be played over the network (`NetworkGame`), else None."""
    if callable(getattr(game, "seat_view", None)) and callable(getattr(game, "seat_match", None)):
        return game  # type: ignore[return-value]
    return None


def shown_at_hand_end(game: GameDefinition) -> bool:
    """Whether the game's table turns every hand over once it is settled (La Zanga's shows
    the cards left and the zanga's): a seat joined over the network is then sent the hand's
    whole deal, so that its table shows the real cards, not guesses. False unless the
    definition says so (`shown_at_hand_end = True`)."""
    return getattr(game, "shown_at_hand_end", False) is True


def record_keys(game: GameDefinition) -> tuple[str, str]:
    """The keys of `game`'s records for its list of hands and a hand's cards: ("hands",
    "deal") unless the definition says otherwise (`record_hands`, `hand_cards`)."""
    hands = getattr(game, "record_hands", "hands")
    cards = getattr(game, "hand_cards", "deal")
    return (hands if isinstance(hands, str) else "hands", cards if isinstance(cards, str)
            else "deal")

"""The parts of an arena that do not depend on the game: seating a level or a protocol bot for
each side, playing a hand out with one player per seat through the game protocol, counting
each side's bot faults, and running the deals of a duplicate match in one process or several.
Each deal is played by the game's own function, from its number alone, so that a deal's result
does not depend on which process played it."""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, TypeVar

from .game import Match, Player, Step

T = TypeVar("T")
R = TypeVar("R")
A = TypeVar("A")
O = TypeVar("O")  # noqa: E741


def map_deals(play: Callable[[T], R], work: Sequence[T], jobs: int) -> list[R]:
    """`play` over `work` in order, with `jobs` worker processes when more than one (forked,
    so that the game's modules are loaded once)."""
    if jobs > 1 and len(work) > 1:
        with multiprocessing.get_context("fork").Pool(min(jobs, len(work))) as pool:
            return list(pool.imap(play, work, chunksize=1))
    return [play(w) for w in work]


def run_deals(play: Callable[[tuple[T, int]], R], cfg: T, first: int, deals: int,
              jobs: int) -> list[R]:
    """Deals `first` .. `first + deals - 1` of a new match played by `play((cfg, deal_no))`
    (chunks of one long match can run separately), every bot given its chance again."""
    new_match()
    return map_deals(play, [(cfg, i) for i in range(first, first + deals)], jobs)


class IllegalChoice(AssertionError):
    """A player returned an action its observation did not allow: a bug in that player."""


def play_hand(match: Match[A, O], players: Sequence[Player[O, A]]) -> list[Step]:
    """Play `match` until its hand is over (a deal is due) or the game ends, each seat's
    player deciding from its own observation; every action is verified by the rules."""
    steps: list[Step] = []
    while not match.needs_deal and not match.is_over:
        seat = match.to_act
        if seat is None:
            raise IllegalChoice("nobody is to act, yet the hand is not over")
        action = players[seat].decide(match.observe(seat))
        if action not in match.legal_actions():
            raise IllegalChoice(f"illegal action {action} by {players[seat]}")
        steps.append(match.apply(action))
    return steps


# ---------------------------------------------------------------- the sides of a match

#: A side given as `cmd:COMMAND LINE` is a protocol bot program (docs/bot-protocol.md).
BOT_PREFIX = "cmd:"
#: The level that takes a bot's seat after too many faults in a row.
BOT_REPLACEMENT = "rules"
#: The two sides of a duplicate match, as its results name them.
SIDES = ("a", "b")


def is_bot(spec: str) -> bool:
    """Whether a side is a protocol bot (`cmd:` and a command)."""
    return spec.startswith(BOT_PREFIX) and bool(spec[len(BOT_PREFIX):].strip())


class Retired(Generic[O, A]):
    """The seat of a bot replaced earlier in this match: played by its replacement from the
    start, without starting the bot again."""

    faults: tuple[()] = ()
    replaced = True

    def __init__(self, name: str, player: Player[O, A]) -> None:
        self.name = name
        self.player = player

    def decide(self, obs: O, cancel: threading.Event | None = None) -> A:
        return self.player.decide(obs, cancel)


#: Bots replaced in this process's match, by side spec: their name.
_retired: dict[str, str] = {}


def new_match() -> None:
    """A match begins: every bot gets its chance again."""
    _retired.clear()


def seat_side(spec: str, seed: int, level: Callable[[str, int], Player[O, A]],
              bot: Callable[[str, Player[O, A]], Player[O, A]],
              replacement: Callable[[int], Player[O, A]]) -> Player[O, A]:
    """The player of one seat: the built-in `level(spec, seed)`, or for `cmd:COMMAND` the
    game's protocol `bot(COMMAND, its replacement)` (once replaced in this match, the
    replacement alone)."""
    if spec.startswith(BOT_PREFIX):
        if spec in _retired:
            return Retired(_retired[spec], replacement(seed))
        return bot(spec[len(BOT_PREFIX):], replacement(seed))
    return level(spec, seed)


def play_table(match: Match[A, O], players: Sequence[Player[O, A]]) -> list[Step]:
    """`play_hand`, then every bot of the table stopped, however the hand ended."""
    try:
        return play_hand(match, players)
    finally:
        for player in players:
            close = getattr(player, "close", None)
            if close is not None:
                close()


def side_name(player: object, spec: str) -> str:
    return str(getattr(player, "name", spec))


def tally(players: Sequence[object], specs: Sequence[str], side_of: Callable[[int], str]
          ) -> dict[str, Any]:
    """One table's bot faults, the seats whose bot was replaced and each side's name, by
    side; a bot replaced here is remembered, so that it is not started again in this match."""
    faults = dict.fromkeys(SIDES, 0)
    replaced = dict.fromkeys(SIDES, 0)
    names: dict[str, str] = {}
    for s, player in enumerate(players):
        side = side_of(s)
        faults[side] += len(getattr(player, "faults", ()))
        gone = bool(getattr(player, "replaced", False))
        replaced[side] += int(gone)
        if gone:
            _retired[specs[s]] = side_name(player, specs[s])
        names[side] = side_name(player, specs[s])
    return {"faults": faults, "replaced": replaced, "names": names}


def tally_summary(specs: Mapping[str, str], tables: Sequence[Mapping[str, Any]]
                  ) -> dict[str, Any]:
    """The tallies of a match's tables added up: each side's name (a bot's own), faults and
    seats replaced by BOT_REPLACEMENT after faults in a row."""
    return {"names": {side: next((t["names"][side] for t in tables), specs[side])
                      for side in SIDES},
            "faults": {side: sum(t["faults"][side] for t in tables) for side in SIDES},
            "replaced": {side: sum(t.get("replaced", {}).get(side, 0) for t in tables)
                         for side in SIDES}}

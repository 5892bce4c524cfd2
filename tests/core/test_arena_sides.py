"""The sides of any game's duplicate match (core/arena.py): a level or a protocol bot per
seat, each side's faults counted, and a bot replaced after repeated faults played by its
replacement for the rest of the match without being started again; the ladder's pairings."""

from __future__ import annotations

import argparse
import threading

from zanga_desktop.core import arena
from zanga_desktop.core.ladder import ladder_pairs
from zanga_desktop.core.tools import side_type


class Fixed:
    def __init__(self, name: str) -> None:
        self.name = name

    def decide(self, obs: int, cancel: threading.Event | None = None) -> str:
        return f"{self.name}:{obs}"


class Bot(Fixed):
    """A bot as the host keeps one: its faults, and whether its replacement took over."""

    def __init__(self, command: str, replacement: Fixed, faults: int, replaced: bool) -> None:
        super().__init__(f"bot {command}")
        self.replacement = replacement
        self.faults = ["late"] * faults
        self.replaced = replaced


def test_a_side_is_a_level_or_a_bot_and_a_replaced_bot_is_not_started_again() -> None:
    started: list[str] = []

    def bot(command: str, replacement: arena.Player[int, str]) -> arena.Player[int, str]:
        started.append(command)
        assert isinstance(replacement, Fixed)
        return Bot(command, replacement, faults=3, replaced=True)

    def seat(spec: str, seed: int) -> arena.Player[int, str]:
        return arena.seat_side(spec, seed, lambda level, s: Fixed(f"{level}#{s}"), bot,
                               lambda s: Fixed(f"{arena.BOT_REPLACEMENT}#{s}"))

    arena.new_match()
    level = seat("normal", 4)
    assert level.decide(1) == "normal#4:1"
    specs = ["cmd:./mine", "normal"]
    players = [seat(specs[0], 1), seat(specs[1], 2)]
    table = arena.tally(players, specs, lambda s: "ab"[s])
    assert table == {"faults": {"a": 3, "b": 0}, "replaced": {"a": 1, "b": 0},
                     "names": {"a": "bot ./mine", "b": "normal#2"}}
    again = seat(specs[0], 9)  # the next table of the same match: the replacement alone
    assert started == ["./mine"] and isinstance(again, arena.Retired)
    assert again.decide(5) == "rules#9:5" and again.name == "bot ./mine"
    second = arena.tally([again, players[1]], specs, lambda s: "ab"[s])
    total = arena.tally_summary({"a": specs[0], "b": specs[1]}, [table, second])
    assert total == {"names": {"a": "bot ./mine", "b": "normal#2"},
                     "faults": {"a": 3, "b": 0}, "replaced": {"a": 2, "b": 0}}
    arena.new_match()  # a new match: the bot gets its chance again
    seat(specs[0], 1)
    assert started == ["./mine", "./mine"]


def test_a_side_argument_is_a_level_or_a_command() -> None:
    side = side_type(("rules", "normal"))
    assert side("normal") == "normal" and side("cmd:python3 bot.py") == "cmd:python3 bot.py"
    for bad in ("genius", "cmd:", "cmd:   "):
        try:
            side(bad)
        except argparse.ArgumentTypeError as exc:
            assert "neither a level nor cmd:" in str(exc) and "rules, normal" in str(exc)
        else:
            raise AssertionError(f"{bad!r} accepted")


def test_the_ladder_climbs_each_level_and_measures_the_strongest_against_the_baseline() -> None:
    assert ladder_pairs(("rules", "principiante", "normal", "experto", "maestro")) == (
        ("normal", "principiante"), ("experto", "normal"), ("maestro", "experto"),
        ("maestro", "rules"))
    assert ladder_pairs(("base", "good")) == (("good", "base"),)

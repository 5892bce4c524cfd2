"""The shared reading of a game's options (`core/options.py`) on a toy game's options: a
preset, overrides by name, each checked, and written back as a record writes them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import pytest

from zanga_desktop.core.options import as_written, choice, with_overrides


class Speed(StrEnum):
    SLOW = "slow"
    FAST = "fast"


@dataclass(frozen=True)
class Toy:
    speed: Speed = Speed.SLOW
    jokers: bool = False
    players: int = 2


PRESETS = {"plain": Toy(), "party": Toy(players=4)}
PARSERS = {"speed": choice("speed", Speed), "players": choice("players", (2, 4, 6))}


def test_overrides_are_read_by_their_parsers_and_written_back_as_words() -> None:
    toy = with_overrides(PRESETS, "plain", {"speed": "fast", "jokers": True, "players": 6},
                         PARSERS)
    assert toy == Toy(Speed.FAST, True, 6) and toy.speed is Speed.FAST
    assert with_overrides(PRESETS, "party", None, PARSERS) is PRESETS["party"]
    assert as_written(toy, PRESETS["plain"]) == {"speed": "fast", "jokers": True, "players": 6}
    assert as_written(PRESETS["party"], PRESETS["party"]) == {}


@pytest.mark.parametrize(("preset", "overrides", "says"), [
    ("rich", {}, "unknown preset 'rich': expected one of plain, party"),
    ("plain", {"colour": "red"}, "unknown option 'colour'"),
    ("plain", {"jokers": "yes"}, "option 'jokers' must be true or false"),
    ("plain", {"speed": "warp"}, "option 'speed' must be one of slow, fast"),
    ("plain", {"players": True}, "option 'players' must be one of 2, 4, 6"),
    ("plain", {"players": "4"}, "option 'players' must be one of 2, 4, 6"),
])
def test_a_bad_option_is_refused_with_what_is_wrong(preset: str, overrides: dict[str, object],
                                                    says: str) -> None:
    with pytest.raises(ValueError) as caught:
        with_overrides(PRESETS, preset, overrides, PARSERS)
    assert str(caught.value) == says

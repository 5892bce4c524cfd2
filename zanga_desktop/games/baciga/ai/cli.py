"""`zanga-cli baciga arena | ladder | bench | bot`: La Báciga's duplicate matches, level
ladder, decision times, a level served as a bot program and its explanations, as functions
the main command line wires in (through the registry), on the shared commands of a game
played by sides (`core.sides_tools`)."""

from __future__ import annotations

import sys

from ....core.explain import Explainer
from ....core.sides_tools import SidesTools
from ..game import GAME

__all__ = ["arena_main", "bench_engine_main", "bench_main", "bot_main", "explainer",
           "ladder_main", "main"]

TOOLS = SidesTools(GAME, "zanga_desktop.games.baciga", options_example='{"as_value": 11}',
                   view_reader="bots.seat", engine_deals=1000, points_digits=3,
                   bench_all=True)


def arena_main(argv: list[str]) -> int:
    return TOOLS.arena_main(argv)


def ladder_main(argv: list[str]) -> int:
    return TOOLS.ladder_main(argv)


def bench_main(argv: list[str]) -> int:
    return TOOLS.bench_main(argv)


def bench_engine_main(argv: list[str]) -> int:
    return TOOLS.bench_engine_main(argv)


def bot_main(argv: list[str]) -> int:
    return TOOLS.bot_main(argv)


def explainer() -> Explainer:
    return TOOLS.explainer()


def main(argv: list[str]) -> int:
    return TOOLS.main(argv)


if __name__ == "__main__":  # `python -m zanga_desktop.games.baciga.ai.cli ladder run ...`
    sys.exit(main(sys.argv[1:]))

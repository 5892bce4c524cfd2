"""`zanga-cli ronda arena | ladder | bench | bot`: La Ronda's duplicate matches, level
ladder, decision times, a level served as a bot program and its explanations, as functions
the main command line wires in (through the registry), on the shared commands of a game
played by sides (`core.sides_tools`)."""

from __future__ import annotations

import sys

from ....core.sides_tools import SidesTools
from ..game import GAME

TOOLS = SidesTools(GAME, "zanga_desktop.games.ronda", options_example='{"fall_points": "last"}',
                   view_reader="bots.reading", engine_deals=400, points_digits=2,
                   bench_all=False, bench_deals=6)
#: `arena_main`, `ladder_main`, `bench_main`, `bench_engine_main`, `bot_main`, `explainer`
#: and `main`, each the shared command of `TOOLS` (`core.sides_tools.COMMANDS`).
__getattr__ = TOOLS.command

if __name__ == "__main__":  # `python -m zanga_desktop.games.ronda.ai.cli ladder run ...`
    sys.exit(TOOLS.main(sys.argv[1:]))

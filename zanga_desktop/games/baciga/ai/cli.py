"""`zanga-cli baciga arena | ladder | bench | bot`: La Báciga's duplicate matches, level
ladder, decision times, a level served as a bot program and its explanations, as functions
the main command line wires in (through the registry), on the shared commands of a game
played by sides (`core.sides_tools`)."""

from __future__ import annotations

import sys

from ....core.sides_tools import SidesTools
from ..game import GAME

TOOLS = SidesTools(GAME, "zanga_desktop.games.baciga", options_example='{"as_value": 11}',
                   view_reader="bots.seat", engine_deals=1000, points_digits=3,
                   bench_all=True, bench_deals=12)
#: `arena_main`, `ladder_main`, `bench_main`, `bench_engine_main`, `bot_main`, `explainer`
#: and `main`, each the shared command of `TOOLS` (`core.sides_tools.COMMANDS`).
__getattr__ = TOOLS.command

if __name__ == "__main__":  # `python -m zanga_desktop.games.baciga.ai.cli ladder run ...`
    sys.exit(TOOLS.main(sys.argv[1:]))

"""The command line of a game played by 2 players or 4 in two pairs to a target of points,
its levels judged by the change in the chance of the game (`zanga-cli GAME arena | ladder |
bench | bot`, `zanga-cli bench engine`, `zanga-cli explain`), written once from the modules of
the game's package: `ai.arena` (`MatchConfig`, `run_match`), `ai.ladder` (`ladder_for`,
`root_for`), `ai.bench` (`KINDS`, `run_bench`), `bench` (`bench_engine`),
`ai.players` (`make_player`), `ai.explain`, `bots.player` (`CODEC`) and the module reading a
view back into its observation (`observation_from_view`). Each is imported when its command
runs, so the table never loads them. Nothing here names a game."""

from __future__ import annotations

import argparse
import importlib
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

from . import ladder as shared
from . import tools
from .arg_types import count
from .explain import Explainer
from .game import GameDefinition

if TYPE_CHECKING:
    from ..bots.serve import LevelParts

__all__ = ["COMMANDS", "SidesTools"]

#: What the game's tools module offers (`GameDefinition.tools_module()`), by name.
COMMANDS = frozenset({"arena_main", "ladder_main", "bench_main", "bench_engine_main",
                      "bot_main", "explainer", "main"})


@dataclass(frozen=True)
class SidesTools:
    """One game's commands. `package` is its package (`zanga_desktop.games.ID`),
    `options_example` the JSON the arena's `--options` help shows, `view_reader` the module
    (under the package) that reads a bot's view back, `engine_deals` the engine bench's deals
    per run, `points_digits` the decimals of points per deal, `bench_all` whether the
    bench says every decision's times before each kind's, and `bench_deals` the deals it
    plays per level unless told."""

    game: GameDefinition
    package: str
    options_example: str
    view_reader: str
    engine_deals: int
    points_digits: int = 2
    bench_all: bool = False
    bench_deals: int = 6

    def command(self, name: str) -> Any:
        """The command `name` of `COMMANDS`, as the game's tools module offers it: that
        module's `__getattr__` (PEP 562), so that the module holds no copy of the list.
        AttributeError for any other name, as for a module that lacks it."""
        if name not in COMMANDS:
            raise AttributeError(f"module {self.game.tools_module()!r} has no attribute "
                                 f"{name!r}")
        return getattr(self, name)

    @property
    def prog(self) -> str:
        return f"zanga-cli {self.game.id}"

    def _module(self, name: str) -> ModuleType:
        return importlib.import_module(f"{self.package}.{name}")

    # ---------------------------------------------------------------- arena

    def _players(self, parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--players", type=int, default=2, choices=(2, 4),
                            help="2 players, or 4 in two pairs")

    def _arena_arguments(self, parser: argparse.ArgumentParser) -> None:
        self._players(parser)
        parser.add_argument("--options", type=tools.options_type, default={},
                            help=f"option overrides as JSON, e.g. '{self.options_example}'")

    def _check_options(self, args: argparse.Namespace) -> str | None:
        try:
            self._module("rules").make_options(args.preset, args.options)
        except ValueError as exc:
            return str(exc)
        return None

    def _run_arena(self, args: argparse.Namespace) -> dict[str, Any]:
        arena = self._module("ai.arena")
        cfg = arena.MatchConfig(args.a, args.b, args.preset, args.seed, args.effort,
                                args.players, args.options, args.time_ms)
        out: dict[str, Any] = arena.run_match(cfg, args.deals, max(1, args.jobs), args.first)
        return out

    def _arena_lines(self, args: argparse.Namespace, out: dict[str, Any]) -> list[str]:
        lo, hi = out["ci95"]
        plo, phi = out["points_ci95"]
        names = out["names"]
        lines = [f"{names['a']} vs {names['b']}, {args.players} players, {out['deals']} "
                 f"duplicate deals, preset {args.preset}, seed {args.seed}, effort "
                 f"{args.effort}:",
                 f"  A {out['mean']:+.4f} chance of the game per deal (95% CI {lo:+.4f} .. "
                 f"{hi:+.4f}); A {out['points']:+.3f} points per deal (95% CI {plo:+.3f} .. "
                 f"{phi:+.3f})"]
        for side in ("a", "b"):
            s = out["sides"][side]
            lines.append(f"  {side.upper()}: " + ", ".join(f"{k} {s[k]}" for k in s)
                         + f", games won {out['games_won'][side]}")
        return lines

    def arena_main(self, argv: list[str]) -> int:
        command = tools.ArenaCommand(
            prog=f"{self.prog} arena", description=f"Duplicate match between two levels of "
            f"{self.game.title} or bot programs (docs/{self.game.id}-ai.md).",
            levels=self.game.levels, presets=self.game.presets, run=self._run_arena,
            lines=self._arena_lines, deals=100, arguments=self._arena_arguments,
            check=self._check_options)
        return tools.arena_main(command, argv)

    # ---------------------------------------------------------------- ladder

    def _ladder(self, args: argparse.Namespace) -> tuple[shared.LadderGame, Path]:
        """The ladder at `--players`, its chunks under `ID-nN/`."""
        ladder = self._module("ai.ladder")
        game: shared.LadderGame = ladder.ladder_for(args.players)
        root: Path = ladder.root_for(args.players, args.dir)
        return game, root

    def _points(self, value: float) -> str:
        return f"{value:+.{self.points_digits}f}"

    def _describe(self, row: dict[str, Any], target: int) -> list[str]:
        lo, hi = row["ci95"]
        plo, phi = row["points_ci95"]
        return [f"{row['deals']} deals, A {row['mean']:+.4f} chance of the game per deal "
                f"(95% CI {lo:+.4f} .. {hi:+.4f}), {self._points(row['points'])} points per "
                f"deal ({self._points(plo)} .. {self._points(phi)}): "
                f"{shared.verdict(row, target)}"]

    def _markdown(self, rows: list[dict[str, Any]], target: int) -> str:
        """The standing as the game's AI page shows it: the chance of the game, then
        points."""
        return shared.chance_markdown(rows, target, "chance of the game per deal",
                                      "points per deal", "points", self.points_digits)

    def ladder_main(self, argv: list[str]) -> int:
        gid = self.game.id
        command = shared.LadderCommand(
            prog=f"{self.prog} ladder",
            description=f"{self.game.title}'s level ladder, kept in chunk files under "
            f"docs/arena/{gid}-nN/. 'run' plays the missing chunks, 'report' pools them.",
            levels=tuple(self.game.levels),
            dir_help=f"the folder holding the {gid}-nN folders (default: docs/arena)",
            ladder=self._ladder, describe=self._describe, markdown=self._markdown,
            arguments=self._players, effort=True)
        return shared.ladder_main(command, argv)

    # ---------------------------------------------------------------- benches

    def bench_main(self, argv: list[str]) -> int:
        """The levels' decision times, by kind of decision (wall seconds per decision)."""
        bench = self._module("ai.bench")
        kinds: tuple[str, ...] = bench.KINDS

        def run(args: argparse.Namespace) -> dict[str, Any]:
            out: dict[str, Any] = bench.run_bench(args.deals, args.seed, args.levels,
                                                  args.players)
            return out

        def times(k: str, row: dict[str, Any]) -> str:
            return (f"{k} median {row[k]['median']:.3f} s p95 {row[k]['p95']:.3f} s "
                    f"max {row[k]['max']:.3f} s (n {row[k]['n']})")

        def lines(out: dict[str, Any]) -> list[str]:
            said = []
            for name, row in out["levels"].items():
                first = (f"all median {row['all']['median']:.3f} s p95 "
                         f"{row['all']['p95']:.3f} s; " if self.bench_all else "")
                said.append(f"{name:13s} {first}"
                            + "; ".join(times(k, row) for k in kinds if row[k]["n"]))
            return said

        return tools.report_main(self.bench_parser(), run, lines, argv)

    def bench_parser(self) -> argparse.ArgumentParser:
        """The arguments of `zanga-cli ID bench`."""
        p = argparse.ArgumentParser(prog=f"{self.prog} bench")
        p.add_argument("--deals", type=count(1), default=self.bench_deals,
                       help="deals played per level")
        p.add_argument("--players", type=int, default=2, choices=(2, 4))
        p.add_argument("--seed", type=int, default=1)
        p.add_argument("--levels", nargs="*", default=list(self.game.levels))
        p.add_argument("--json", action="store_true")
        return p

    def bench_engine_main(self, argv: list[str]) -> int:
        """The rules' speed figures (the game's `bench.py`)."""
        return tools.engine_bench_main(f"{self.prog} bench engine",
                                       self._module("bench").bench_engine, self.engine_deals,
                                       "deals per run at 2 players (default: %(default)s; "
                                       "half as many at 4)", argv)

    # ---------------------------------------------------------------- bot, explain

    def _bot_parts(self) -> LevelParts:
        codec = self._module("bots.player").CODEC
        reader = self._module(self.view_reader).observation_from_view
        return self._module("ai.players").make_player, reader, codec

    def bot_main(self, argv: list[str]) -> int:
        """A level served as a bot program on standard input and output (the hello names the
        game, docs/bot-protocol.md)."""
        from ..bots.serve import serve_level  # the bot host's parts only when serving

        return serve_level(f"{self.prog} bot", self.game.title, self.game.levels,
                           self._bot_parts, argv)

    def explainer(self) -> Explainer:
        """What `zanga-cli explain` asks: the levels' candidates and values for one
        decision."""
        explainer: Explainer = self._module("ai.explain")
        return explainer

    def main(self, argv: list[str]) -> int:
        """`zanga-cli ID WHAT ...`."""
        commands = {"arena": self.arena_main, "ladder": self.ladder_main,
                    "bench": self.bench_main, "bot": self.bot_main}
        if not argv or argv[0] not in commands:
            print(f"usage: {self.prog} {{arena,ladder,bench,bot}} ...  (--help after each)",
                  file=sys.stderr)
            return 2
        return commands[argv[0]](argv[1:])

"""La Báciga's benchmarks and ladder: the search walk takes every position back, the bench's
game replays, the command line's pieces answer, and the ladder's digest covers every module
a level plays with."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest
from ladder_checks import check_pooled_chunks_equal_one_match

from zanga_desktop.games.baciga import bench
from zanga_desktop.games.baciga.ai import cli
from zanga_desktop.games.baciga.ai.ladder import PLAY_FILES, code_digest, ladder_for, root_for
from zanga_desktop.games.baciga.records import replay

PACKAGE = Path(__file__).resolve().parents[2] / "zanga_desktop"


def _state_key(state: Any) -> dict[str, Any]:
    return {k: v for k, v in state.__dict__.items() if k != "_history"}


def test_the_search_walk_takes_every_position_back() -> None:
    for seats in (2, 4):
        paths = bench.search_paths(3, seats)
        keys = [_state_key(state) for state, _ in paths]
        pairs = bench.search_walk(paths)
        assert pairs == sum(len(actions) + 1 for _, steps in paths for actions, _ in steps)
        assert [_state_key(state) for state, _ in paths] == keys


def test_the_benchmark_game_holds_twenty_deals_and_replays() -> None:
    for seats in (2, 4):
        data = bench.game_of(20, seats)
        assert len(data["deals"]) == 20
        status, out = replay(data)
        assert status == 0 and len(out["deals"]) == 20


def test_bench_engine_reports_its_figures() -> None:
    figures = bench.bench_engine(6, 1)
    assert figures["random_deals_per_s_n2"] > 0 and figures["random_deals_per_s_n4"] > 0
    assert figures["replay_20_deals_n2_s_median"] > 0


def _imports(module: Path) -> set[str]:
    """The modules of the package `module` imports (relative imports resolved)."""
    tree = ast.parse(module.read_text(encoding="utf-8"))
    parts = list(module.relative_to(PACKAGE.parent).with_suffix("").parts)
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = parts[:-node.level]
            name = ".".join([*base, node.module] if node.module else base)
            out.add(name)
            out.update(f"{name}.{a.name}" for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
    return out


def test_the_ladders_digest_covers_every_module_a_level_plays_with() -> None:
    """A standing holds for the code it was played under: every module the levels and the
    arena reach is hashed (files are read, not imported)."""
    from fnmatch import fnmatch

    todo = ["zanga_desktop.games.baciga.ai.players", "zanga_desktop.games.baciga.ai.arena"]
    seen: set[str] = set()
    while todo:
        name = todo.pop()
        path = PACKAGE.parent / (name.replace(".", "/") + ".py")
        if not path.is_file():
            path = PACKAGE.parent / name.replace(".", "/") / "__init__.py"
            if not path.is_file():
                continue
        if name in seen:
            continue
        seen.add(name)
        todo += [m for m in _imports(path) if m.startswith("zanga_desktop")]
    files = {(PACKAGE.parent / (n.replace(".", "/") + ".py")).relative_to(PACKAGE).as_posix()
             for n in seen
             if (PACKAGE.parent / (n.replace(".", "/") + ".py")).is_file()}
    # saving and reading files, and the seat of a protocol bot (`cmd:`, no level) with the
    # view it is sent: never how a level plays a table
    files -= {"core/files.py", "core/record_files.py", "games/baciga/bots/view.py",
              "games/baciga/bots/player.py", "bots/host.py", "bots/player.py"}
    assert "games/baciga/ai/draw.py" in files and "games/baciga/rules/state.py" in files
    assert {f for f in files if not any(fnmatch(f, p) for p in PLAY_FILES)} == set()
    assert len(code_digest()) == 12


def test_the_ladder_pairs_each_level_with_the_one_below_and_keeps_chunks_per_table() -> None:
    ladder = ladder_for(4)
    assert ladder.pairs == (("normal", "principiante"), ("experto", "normal"),
                            ("maestro", "experto"), ("maestro", "rules"))
    assert root_for(2) == Path("docs/arena/baciga-n2") and root_for(4).name == "baciga-n4"


def test_the_ladder_runs_and_reports_a_chunk(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--players", "2", "--dir", str(tmp_path), "--pair", "normal:principiante",
            "--deals", "2", "--chunk", "2", "--jobs", "1", "--effort", "0.3"]
    assert cli.main(["ladder", "run", *args]) == 0
    capsys.readouterr()
    assert cli.main(["ladder", "report", *args, "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert rows[0]["deals"] == 2 and rows[0]["players"] == 2
    chunk = next((tmp_path / "baciga-n2" / "normal-vs-principiante").glob("*.json"))
    assert json.loads(chunk.read_text())["digest"] == code_digest()


def test_the_arena_and_bench_commands_answer(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["arena", "--a", "rules", "--b", "principiante", "--deals", "2",
                     "--jobs", "1", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["deals"] == 2 and out["a"] == "rules"
    assert cli.main(["bench", "--deals", "1", "--levels", "rules", "normal", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out["levels"]) == {"rules", "normal"}
    assert cli.main(["nothing"]) == 2


def test_pooled_chunks_equal_one_match(tmp_path: Path) -> None:
    from zanga_desktop.games.baciga.ai.arena import MatchConfig, run_match
    from zanga_desktop.games.baciga.ai.ladder import ladder_for, pool, root_for

    whole = run_match(MatchConfig("principiante", "rules", "bengala", 1, 1.0, 2), 6, 1)
    check_pooled_chunks_equal_one_match(ladder_for(2), root_for(2, tmp_path), pool, whole)

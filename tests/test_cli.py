"""`zanga-cli` as a user runs it, for every game the registry holds (a game registered later
passes these with no change here): a real subprocess, exit statuses, never a traceback;
deterministic `deal` and `selfplay` whose records replay; the table's size and the presets as
the game allows, refused in the game's own words; and the game's own tools (arena, ladder,
bench, bot) reached by `--game` and by the game's name alike."""

from __future__ import annotations

import importlib
import json
import random
import subprocess
from pathlib import Path
from typing import Any

import pytest
from cli_run import COMMAND, SCRIPT, replay_file, run

from zanga_desktop import cli
from zanga_desktop.core import registry
from zanga_desktop.core.game import GameDefinition

GAMES = registry.games()
IDS = [g.id for g in GAMES]
PRESETS = [(g.id, p) for g in GAMES for p in g.presets]


def serves_bots(game_id: str) -> bool:
    """Whether the game's levels can be served as protocol bots (`bot_main`)."""
    tools = importlib.import_module(registry.get(game_id).tools_module())
    return hasattr(tools, "bot_main")


SERVED = [i for i in IDS if serves_bots(i)]
NOT_SERVED = [i for i in IDS if not serves_bots(i)]


def ok(*args: str) -> str:
    proc = run(*args)
    assert proc.returncode == 0 and "Traceback" not in proc.stderr, proc.stderr
    return proc.stdout


def replay(tmp_path: Path, game: GameDefinition, record: object, name: str = "r"
           ) -> tuple[int, dict[str, Any]]:
    path = tmp_path / f"{name}{game.file_suffix}"
    path.write_text(json.dumps(record), encoding="utf-8")
    return replay_file(path)


def call(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """`main` in this process: exit status, standard output and error."""
    try:
        status = cli.main(list(args))
    except SystemExit as exc:  # argparse's refusal
        status = int(exc.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def refusal(game: GameDefinition, seats: int) -> str | None:
    """The game's own sentence for a table of `seats`, None if it is played so."""
    try:
        game.new_match(seats=seats)
    except ValueError as exc:
        return str(exc)
    return None


def test_entry_point_installed() -> None:
    assert SCRIPT is not None, "zanga-cli is not installed in the virtual environment"


def test_the_help_lists_every_game_and_replay_names_every_record_suffix() -> None:
    top = ok("--help")
    assert all(game_id in top for game_id in IDS)
    text = " ".join(top.split())
    assert all(g.file_suffix in text for g in GAMES)


@pytest.mark.parametrize("game_id", IDS)
def test_deal_is_deterministic_and_replays(tmp_path: Path, game_id: str) -> None:
    game = registry.get(game_id)
    a = ok("deal", "--game", game_id, "--seed", "42")
    assert ok("deal", "--game", game_id, "--seed", "42") == a
    assert ok("deal", "--game", game_id, "--seed", "43") != a
    data = json.loads(a)
    assert data["format"] == game.record_format
    dealt = game.load_match(data)  # one hand dealt, nothing played yet
    assert dealt.hand_count == 1 and not dealt.needs_deal and dealt.record_json() == data
    fresh = game.new_match()
    fresh.deal(random.Random(42))
    assert fresh.record_json() == data
    status, out = replay(tmp_path, game, data)
    assert status == 0 and out["ok"] is True, out


def test_deal_without_a_seed_draws_one_and_tells_it() -> None:
    first = run("deal")
    assert first.returncode == 0, first.stderr
    seed = int(first.stderr.split("seed: ", 1)[1].split()[0])
    again = run("deal", "--seed", str(seed))
    assert json.loads(first.stdout) == json.loads(again.stdout)  # stdout stays one record
    assert run("deal").stdout != first.stdout or run("deal").stdout != first.stdout


def test_the_default_game_is_the_first_registered() -> None:
    assert ok("deal", "--seed", "3") == ok("deal", "--game", IDS[0], "--seed", "3")


@pytest.mark.parametrize(("game_id", "preset"), PRESETS)
def test_selfplay_is_deterministic_and_replays(tmp_path: Path, game_id: str, preset: str) -> None:
    game = registry.get(game_id)
    args = ("selfplay", "--game", game_id, "--hands", "12", "--preset", preset)
    a = ok(*args, "--seed", "7")
    assert ok(*args, "--seed", "7") == a
    assert ok(*args, "--seed", "8") != a
    records = json.loads(a)
    assert isinstance(records, list) and records
    matches = [game.load_match(r) for r in records]
    assert sum(m.hand_count for m in matches) == 12
    for i, record in enumerate(records):
        assert record["format"] == game.record_format and record["preset"] == preset
        status, out = replay(tmp_path, game, record, f"g{i}")
        assert status == 0 and out["ok"] is True, out
        if i < len(records) - 1:
            assert matches[i].is_over, "a new game starts only when the last one ended"


@pytest.mark.parametrize("game_id", IDS)
def test_players_are_counted_as_the_game_allows(tmp_path: Path, game_id: str,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """Every count the game's `Seats` allow deals a table of that many; any other is refused
    with the game's own sentence, on standard error, nothing on standard output."""
    game = registry.get(game_id)
    for seats in range(0, game.seats.most + 3):
        for command in ("deal", "selfplay"):
            extra = ("--hands", "2") if command == "selfplay" else ()
            status, out, err = call(capsys, command, "--game", game_id, "--players", str(seats),
                                    "--seed", "4", *extra)
            said = refusal(game, seats)
            if seats in game.seats:
                assert said is None and status == 0, err
                data = json.loads(out)
                record = data[0] if command == "selfplay" else data
                assert len(record["players"]) == seats
                assert game.replay(record)[0] == 0
            else:
                assert said is not None and status == 2 and out == ""
                assert said in err


@pytest.mark.parametrize("game_id", IDS)
def test_team_size_is_players_twice_over_for_a_game_of_two_teams(
        game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    game = registry.get(game_id)
    two_teams = len(game.new_match().sides()) == 2
    for size in range(1, game.seats.most // 2 + 2):
        status, out, err = call(capsys, "selfplay", "--game", game_id, "--team-size", str(size),
                                "--seed", "2", "--hands", "3")
        if two_teams and 2 * size in game.seats:
            assert status == 0, err
            assert (0, out, "") == call(capsys, "selfplay", "--game", game_id, "--players",
                                        str(2 * size), "--seed", "2", "--hands", "3")
        else:
            assert status == 2 and out == ""
            said = refusal(game, 2 * size) if two_teams else "not played by two teams"
            assert said is not None and said in err
    status, out, err = call(capsys, "deal", "--game", game_id, "--team-size", "1", "--players",
                            "2")
    assert status == 2 and "not both" in err


@pytest.mark.parametrize("game_id", IDS)
def test_a_preset_the_game_does_not_have_is_refused_naming_those_it_has(
        game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    game = registry.get(game_id)
    for command in ("deal", "selfplay"):
        extra = ("--hands", "1") if command == "selfplay" else ()
        status, out, err = call(capsys, command, "--game", game_id, "--preset", "chinchon",
                                "--seed", "1", *extra)
        assert status == 2 and out == ""
        assert f"{game.title} has no preset 'chinchon'" in err
        assert all(p in err for p in game.presets)


@pytest.mark.parametrize("args", [("deal", "--game", "mus"), ("selfplay", "--game", "mus",
                                                                     "--seed", "1", "--hands",
                                                                     "1"),
                                  ("arena", "--game", "mus"), ("bench", "engine", "--game", "mus"),
                                  ("bot", "--game", "mus"), ("bench", "mus")])
def test_a_game_that_is_not_registered_is_refused(args: tuple[str, ...]) -> None:
    proc = run(*args)
    assert proc.returncode == 2 and "invalid choice" in proc.stderr
    assert "Traceback" not in proc.stderr and proc.stdout == ""


def test_bad_arguments_do_not_trace() -> None:
    proc = run("selfplay", "--seed", "x", "--hands", "1")
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr


def test_output_cut_short_by_its_reader_ends_without_a_traceback() -> None:
    proc = subprocess.Popen([*COMMAND, "selfplay", "--seed", "1", "--hands", "20"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.close()  # the reader is gone (as `| head` once it has its lines)
    err = proc.stderr.read().decode("utf-8", "replace")
    assert proc.wait(timeout=120) == 141
    assert "Traceback" not in err and "BrokenPipe" not in err


# ---------------------------------------------------------------------- the games' tools


def arena(*args: str) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(ok(*args, "--deals", "1", "--jobs", "1", "--json"))
    out.pop("seconds", None)  # wall time: no figure of the match
    return out


@pytest.mark.parametrize("game_id", IDS)
def test_the_arena_of_each_game_by_game_option_and_by_name(game_id: str) -> None:
    game = registry.get(game_id)
    first, second = game.levels[0], game.levels[min(1, len(game.levels) - 1)]
    by_option = arena("arena", "--game", game_id, "--a", first, "--b", second)
    assert (by_option["a"], by_option["b"], by_option["deals"]) == (first, second, 1)
    assert by_option["preset"] == game.presets[0]
    assert by_option["faults"] == {"a": 0, "b": 0}
    assert arena(game_id, "arena", "--a", first, "--b", second) == by_option
    proc = run(game_id, "arena", "--a", "genius", "--b", first)
    assert proc.returncode == 2 and "neither a level nor cmd:" in proc.stderr
    assert all(level in proc.stderr for level in game.levels)


@pytest.mark.parametrize("game_id", SERVED)
def test_a_level_served_as_a_bot_plays_as_the_level_itself(game_id: str) -> None:
    """The game's first level, its fixed baseline, served by `zanga-cli bot` and seated by
    the arena as a protocol bot: no fault, and the match it plays is the one the level plays
    in-process (its observation rebuilt from each view)."""
    baseline = registry.get(game_id).levels[0]
    bot = f"cmd:{' '.join(COMMAND)} bot --game {game_id} --level {baseline}"
    served = arena(game_id, "arena", "--a", bot, "--b", baseline)
    assert served["faults"] == {"a": 0, "b": 0} and served["replaced"] == {"a": 0, "b": 0}
    assert served["names"]["a"].endswith(baseline)
    itself = arena(game_id, "arena", "--a", baseline, "--b", baseline)
    assert {k: v for k, v in served.items() if k not in ("a", "names")} == \
        {k: v for k, v in itself.items() if k not in ("a", "names")}


@pytest.mark.parametrize("game_id", NOT_SERVED)
def test_a_game_whose_levels_are_not_served_says_so(game_id: str) -> None:
    proc = run("bot", "--game", game_id, "--level", registry.get(game_id).levels[0])
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert f"{registry.get(game_id).title} has no bot yet" in proc.stderr


@pytest.mark.parametrize("game_id", SERVED)
def test_bot_answers_hello_with_its_level_and_leaves_at_bye(game_id: str) -> None:
    game = registry.get(game_id)
    hello = {"type": "hello", "protocol": "zanga-bot/1"}
    for args in (("bot", "--game", game_id, "--level", game.levels[0]),
                 (game_id, "bot", "--level", game.levels[0])):
        proc = run(*args, stdin=json.dumps(hello) + "\n" + json.dumps({"type": "bye"}) + "\n")
        assert proc.returncode == 0, proc.stderr
        assert json.loads(proc.stdout.splitlines()[0])["name"].endswith(game.levels[0])
    proc = run("bot", "--game", game_id, "--level", "genius")
    assert proc.returncode == 2 and "invalid choice" in proc.stderr


@pytest.mark.parametrize("game_id", IDS)
def test_the_ladder_report_of_each_game(tmp_path: Path, game_id: str) -> None:
    game = registry.get(game_id)
    pair = f"{game.levels[-1]}:{game.levels[0]}"
    out = ok(game_id, "ladder", "report", "--dir", str(tmp_path), "--pair", pair, "--json")
    (row,) = json.loads(out)
    assert (row["a"], row["b"], row["deals"]) == (game.levels[-1], game.levels[0], 0)
    assert ok("ladder", "--game", game_id, "report", "--dir", str(tmp_path), "--pair", pair,
              "--json") == out


@pytest.mark.parametrize("game_id", IDS)
def test_the_engine_bench_of_each_game_prints_its_figures(game_id: str) -> None:
    printed = ok("bench", game_id, "--hands", "3", "--repeat", "1")
    figures = dict(line.split() for line in printed.splitlines())
    assert figures and all(float(v) > 0 for v in figures.values())
    again = ok("bench", "engine", "--game", game_id, "--hands", "3", "--repeat", "1")
    assert set(dict(line.split() for line in again.splitlines())) == set(figures)


def test_a_game_command_it_does_not_have_says_what_it_has() -> None:
    proc = run(IDS[0], "dance")
    assert proc.returncode == 2 and "arena" in proc.stderr and "Traceback" not in proc.stderr

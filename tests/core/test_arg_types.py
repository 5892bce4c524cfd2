"""Counts and scales on the command lines: what means nothing (no deals, no jobs, a NaN
effort, a port past 65535) is refused with a sentence and status 2, never played as nothing
or ended by a traceback; what means something is taken as it is."""

from __future__ import annotations

import argparse

import pytest

from zanga_desktop.cli import main
from zanga_desktop.core import arg_types
from zanga_desktop.net.cli import serve_main


def test_a_count_takes_whole_numbers_in_its_range_only() -> None:
    one_up = arg_types.count(1)
    assert one_up("1") == 1 and one_up("2000") == 2000
    for bad, why in (("0", "at least 1"), ("-3", "at least 1"), ("2.5", "whole number"),
                     ("x" * 500, "whole number")):
        with pytest.raises(argparse.ArgumentTypeError, match=why) as caught:
            one_up(bad)
        assert len(str(caught.value)) < 100  # what was typed is echoed cut short
    assert arg_types.port("0") == 0 and arg_types.port("65535") == 65535
    with pytest.raises(argparse.ArgumentTypeError, match="at most 65535"):
        arg_types.port("70000")


def test_a_scale_and_a_time_are_finite_and_in_range() -> None:
    assert arg_types.scale("0.25") == 0.25 and arg_types.scale("100") == 100.0
    for bad in ("0", "-1", "nan", "inf", "much", "100.5", "1e9"):
        with pytest.raises(argparse.ArgumentTypeError):
            arg_types.scale(bad)
    assert arg_types.seconds("0") == 0.0 and arg_types.seconds("2.5") == 2.5
    for bad in ("-1", "nan", "inf"):
        with pytest.raises(argparse.ArgumentTypeError):
            arg_types.seconds(bad)


@pytest.mark.parametrize("argv", [
    ["selfplay", "--seed", "1", "--hands", "0"],
    ["arena", "--a", "normal", "--b", "rules", "--deals", "0"],
    ["arena", "--a", "normal", "--b", "rules", "--deals", "2", "--jobs", "0"],
    ["envite", "arena", "--a", "normal", "--b", "rules", "--effort", "nan"],
    ["arena", "--a", "normal", "--b", "rules", "--effort", "1e9"],
    ["ronda", "arena", "--a", "normal", "--b", "rules", "--first", "-1"],
    ["ladder", "report", "--deals", "-5"],
    ["baciga", "ladder", "report", "--chunk", "0"],
    ["bench", "engine", "--hands", "0"],
    ["envite", "ladder", "report", "--team-size", "0"],
])
def test_the_commands_refuse_a_count_that_means_nothing(argv: list[str], capsys) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit) as ended:
        main(argv)
    assert ended.value.code == 2
    err = capsys.readouterr().err
    assert "is not allowed" in err and "Traceback" not in err


@pytest.mark.parametrize("extra", [["--port", "70000"], ["--grace", "nan"], ["--hands", "0"],
                                   ["--turn-limit", "-1"]])
def test_a_table_refuses_a_port_or_a_time_that_means_nothing(extra: list[str], capsys) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(SystemExit) as ended:
        serve_main(["--game", "ronda", "--seats", "open,normal", "--no-announce", *extra])
    assert ended.value.code == 2
    assert "is not allowed" in capsys.readouterr().err

"""Golden records: each `records/NAME.ronda.json` replays, through `zanga-cli replay`, to
`NAME.expected.json` (status and output; an error's message is checked to be a sentence, its
wording is free). The expected results are worked out by hand from ronda-rules.md, each with
its reasoning in `_why` (golden_scenarios.py holds the scenarios they were written from)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from golden_replay import check_replay

from zanga_desktop.games.ronda.game import GAME
from zanga_desktop.games.ronda.rules import CODES

RECORDS = Path(__file__).resolve().parent / "records"
NAMES = sorted(p.name.removesuffix(".ronda.json") for p in RECORDS.glob("*.ronda.json"))


def _expected(name: str) -> dict[str, object]:
    data: dict[str, object] = json.loads((RECORDS / f"{name}.expected.json").read_text("utf-8"))
    return data


def test_there_are_enough_golden_records_of_both_counts_and_every_code() -> None:
    assert len(NAMES) >= 30
    seats = set()
    codes = set()
    for name in NAMES:
        expected = _expected(name)
        assert isinstance(expected["_why"], str) and len(expected["_why"]) > 20
        out = expected["output"]
        assert isinstance(out, dict)
        if expected["status"]:
            codes.add(out["error"]["code"])
        else:
            data = json.loads((RECORDS / f"{name}.ronda.json").read_text("utf-8"))
            seats.add(len(data["players"]))
    assert seats == {2, 4}
    assert codes >= {c for c in CODES if c != "bad_action"} | {"bad_json", "bad_format",
                                                              "bad_deal"}


@pytest.mark.parametrize("name", NAMES)
def test_golden_record_replays_as_expected(name: str, capsys: pytest.CaptureFixture[str]
                                           ) -> None:
    expected = json.loads((RECORDS / f"{name}.expected.json").read_text(encoding="utf-8"))
    check_replay(GAME, RECORDS / f"{name}.ronda.json", expected, capsys)

"""Golden records: each `records/NAME.envite.json` replays, through `zanga-cli replay`, to
`NAME.expected.json` (status and output; an error's message is checked to be a sentence, its
wording is free). The expected results are worked out by hand from envite-rules.md, each
with its reasoning in `_why`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from golden_replay import check_replay

from zanga_desktop.games.envite.game import GAME

RECORDS = Path(__file__).resolve().parent / "records"
NAMES = sorted(p.name.removesuffix(".envite.json") for p in RECORDS.glob("*.envite.json"))


def test_there_are_enough_golden_records() -> None:
    assert len(NAMES) >= 30
    for name in NAMES:
        assert (RECORDS / f"{name}.expected.json").is_file(), name


@pytest.mark.parametrize("name", NAMES)
def test_golden_record_replays_as_expected(name: str, capsys: pytest.CaptureFixture[str]
                                           ) -> None:
    expected = json.loads((RECORDS / f"{name}.expected.json").read_text(encoding="utf-8"))
    check_replay(GAME, RECORDS / f"{name}.envite.json", expected, capsys)

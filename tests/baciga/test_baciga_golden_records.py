"""Golden records: each `records/NAME.baciga.json` replays, through `zanga-cli replay`, to
`NAME.expected.json` (status and output; an error's message is checked to be a sentence, its
wording is free). The expected results are worked out by hand from baciga-rules.md, each with
its reasoning in `_why` (`golden_specs.py` holds the hand-worked credits and ends they were
checked against when written)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from golden_replay import check_replay

from zanga_desktop.games.baciga.game import GAME

RECORDS = Path(__file__).resolve().parent / "records"
NAMES = sorted(p.name.removesuffix(".baciga.json") for p in RECORDS.glob("*.baciga.json"))


def test_there_are_enough_golden_records() -> None:
    legal = [n for n in NAMES
             if json.loads((RECORDS / f"{n}.expected.json").read_text("utf-8"))["status"] == 0]
    assert len(legal) >= 30 and len(NAMES) >= 60
    for name in NAMES:
        assert (RECORDS / f"{name}.expected.json").is_file(), name
    players = {len(json.loads((RECORDS / f"{n}.baciga.json").read_text("utf-8"))["players"])
               for n in legal}
    assert players == {2, 4}


def test_every_code_of_the_record_format_has_a_golden_record() -> None:
    codes = set()
    for name in NAMES:
        expected = json.loads((RECORDS / f"{name}.expected.json").read_text("utf-8"))
        if expected["status"]:
            codes.add(expected["output"]["error"]["code"])
    # stock_empty cannot happen in a record (section 9): the rules tests force it
    assert codes == {"not_your_turn", "bad_value", "card_not_held", "bad_discard",
                     "cartas_not_allowed", "must_cut", "false_baciga", "false_bacigote",
                     "bad_fix", "tapar_not_allowed", "salir_not_allowed", "unexpected_action",
                     "wrong_dealer", "incomplete_deal", "game_over", "bad_json", "bad_format",
                     "bad_deal"}


@pytest.mark.parametrize("name", NAMES)
def test_golden_record_replays_as_expected(name: str, capsys: pytest.CaptureFixture[str]
                                           ) -> None:
    expected = json.loads((RECORDS / f"{name}.expected.json").read_text(encoding="utf-8"))
    check_replay(GAME, RECORDS / f"{name}.baciga.json", expected, capsys)

"""A golden record of a game that keeps them as `tests/<game>/records/NAME.<game>.json` beside
`NAME.expected.json`: replayed through `zanga-cli replay` (status and output exactly; an
error's message is only checked to be a sentence, its wording is free), then through the
game's own `replay`, which must give the same status and, for a legal record, the same
output."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from zanga_desktop import cli
from zanga_desktop.core.game import GameDefinition


def check_replay(game: GameDefinition, record: Path, expected: dict[str, Any],
                 capsys: pytest.CaptureFixture[str]) -> None:
    status = cli.main(["replay", str(record)])
    out = json.loads(capsys.readouterr().out)
    assert status == expected["status"], out
    if status:
        message = out["error"].pop("message")
        assert isinstance(message, str) and message.endswith(".") and len(message) < 400
    assert out == expected["output"]
    try:
        data = json.loads(record.read_text(encoding="utf-8"))
    except ValueError:  # not JSON at all: only the command line reads such a file
        assert expected["output"]["error"]["code"] == "bad_json"
        return
    again_status, again = game.replay(data)
    assert again_status == status
    if status == 0:
        assert again == expected["output"]

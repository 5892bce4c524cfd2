"""The golden records of La Ronda, written from their scenarios: `python tests/ronda/golden.py`
(re)writes `records/NAME.ronda.json` and `records/NAME.expected.json`.

Each scenario gives its deal (the cards each seat receives, the table as laid), its actions,
the reasoning that works out the replay by hand (`why`, kept in the expected file as `_why`)
and the facts that reasoning reaches (`facts`: points, credits, cards, the error). The builder
refuses to write a scenario whose replay disagrees with its facts; the golden test then pins
the whole output.
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ronda_setup import deck_for

from zanga_desktop.games.ronda.records import replay

RECORDS = Path(__file__).resolve().parent / "records"
PLAYERS = ["Tú", "Ana", "Benito", "Carmela"]


@dataclass
class Scenario:
    name: str
    why: str
    seats: int = 2
    dealer: int = 1
    table: str = "3o 4c 10e 12b"
    hands: tuple[str, ...] = ()
    later: tuple[tuple[str, ...], ...] = ()
    rest: str = ""
    actions: list[str] = field(default_factory=list)
    start: tuple[int, int] = (0, 0)
    options: dict[str, Any] = field(default_factory=dict)
    #: More deals after the first: (dealer, actions) on a deck dealt from `deck_for` again.
    more: list[tuple[int, list[str]]] = field(default_factory=list)
    #: What the reasoning reaches; checked against the replay before writing.
    facts: dict[str, Any] = field(default_factory=dict)
    #: The raw file text instead of a record (bad JSON).
    raw: str | None = None
    #: A change to the record's JSON after it is built (bad files).
    damage: Any = None


def action(text: str) -> dict[str, Any]:
    seat, kind, value = text.split()
    return {"seat": int(seat), kind: value}


def record_of(s: Scenario) -> dict[str, Any]:
    deck = [str(c) for c in deck_for(s.seats, s.dealer, s.table, s.hands, s.later, s.rest)]
    deals = [{"dealer": s.dealer, "deck": deck, "actions": [action(a) for a in s.actions]}]
    for dealer, actions in s.more:
        deals.append({"dealer": dealer, "deck": deck, "actions": [action(a) for a in actions]})
    data = {"format": "ronda-record/1", "preset": "bengala", "options": dict(s.options),
            "players": PLAYERS[:s.seats], "start": {"points": list(s.start)}, "deals": deals}
    if s.damage is not None:
        s.damage(data)
    return data


def lances_of(out: dict[str, Any]) -> list[tuple[str, int | None, int, int]]:
    return [(x["lance"], x["seat"], x["side"], x["points"]) for d in out["deals"]
            for x in d["lances"]]


def check(s: Scenario, status: int, out: dict[str, Any]) -> None:
    f = s.facts
    assert status == f.get("status", 0), (s.name, status, out)
    if status:
        err = out["error"]
        assert err["code"] == f["code"], (s.name, err)
        assert err["section"] == f.get("section"), (s.name, err)
        if status == 1:
            assert (out["deal"], out["action"]) == (f.get("deal", 0), f["action"]), (s.name, out)
        return
    if "points" in f:
        assert out["points"] == list(f["points"]), (s.name, out["points"])
    if "lances" in f:
        assert lances_of(out) == [tuple(x) for x in f["lances"]], (s.name, lances_of(out))
    deal = out["deals"][-1]
    for key in ("cards", "leftover", "ended", "complete", "table_fix", "table_start",
                "rounds", "contests", "declared"):
        if key in f:
            assert deal[key] == f[key], (s.name, key, deal[key])
    if "plays" in f:
        assert deal["plays"] == f["plays"], (s.name, deal["plays"])
    if "winner" in f:
        assert out["winner"] == f["winner"], (s.name, out["winner"])


def cli_replay(path: Path) -> tuple[int, dict[str, Any]]:
    """`zanga-cli replay PATH`: its status and the JSON it prints."""
    import contextlib
    import io

    from zanga_desktop import cli

    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        status = cli.main(["replay", str(path)])
    out: dict[str, Any] = json.loads(buffer.getvalue())
    return status, out


def build(scenarios: list[Scenario]) -> None:
    RECORDS.mkdir(exist_ok=True)
    names = set()
    for s in scenarios:
        assert s.name not in names, s.name
        names.add(s.name)
        path = RECORDS / f"{s.name}.ronda.json"
        if s.raw is not None:
            path.write_text(s.raw, encoding="utf-8")
            status, out = cli_replay(path)
            check(s, status, out)
        else:
            data = record_of(s)
            text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
            path.write_text(text, encoding="utf-8")
            status, out = replay(json.loads(text))
            check(s, status, out)
        if status:
            out = dict(out)
            out["error"] = {k: v for k, v in out["error"].items() if k != "message"}
        expected = {"_why": s.why, "status": status, "output": out}
        (RECORDS / f"{s.name}.expected.json").write_text(
            json.dumps(expected, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    from golden_scenarios import SCENARIOS

    build(SCENARIOS)
    print(f"{len(SCENARIOS)} golden records written to {RECORDS}")

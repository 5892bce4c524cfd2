"""Write the golden records of `golden_specs.py` into `records/`, after checking that the
replay agrees with what each spec worked out by hand (credits, points, the end, or the
refusal). Run from the repository: `.venv/bin/python tests/baciga/make_golden.py`."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from baciga_positions import deal_of
from golden_specs import SPECS, D, Spec

from zanga_desktop.games.baciga.game import GAME

RECORDS = Path(__file__).resolve().parent / "records"
WORDS = ("paso", "baciga", "bacigote", "cartas")


def move_json(move: str) -> dict[str, Any]:
    """A move as a record writes it (any word, so that refusals can be written too)."""
    seat_text, word, *rest = move.split()
    out: dict[str, Any] = {"seat": int(seat_text)}
    fix = {w.split("=")[0]: int(w.split("=")[1]) for w in rest if "=" in w}
    cards = [w for w in rest if "=" not in w]
    if word in ("up", "down", "sideways"):
        out["draw"] = word
    elif word == "tapar":
        out["tapar"] = cards[0]
    elif word == "stand":
        out["stand"] = True
    elif word == "salir":
        out["salir"] = True
    else:
        out["say"] = word
        if word == "paso" and cards:
            out["discard"] = [] if cards == ["[]"] else cards
    if fix:
        out["fix"] = fix
    return out


def deal_json(d: D) -> dict[str, Any]:
    return {"dealer": d.dealer, "deal": deal_of(list(d.hands), d.top).to_json(),
            "actions": [move_json(m) for m in d.moves]}


def record_json(spec: Spec) -> dict[str, Any]:
    players = ["Tú", "Ana", "Benito", "Carmela"][:spec.players]
    return {"format": "baciga-record/1", "preset": "bengala", "options": spec.options,
            "players": players, "start": {"points": list(spec.start)},
            "deals": [deal_json(d) for d in spec.deals]}


def _base() -> dict[str, Any]:
    spec = SPECS[0]
    return record_json(spec)


def raw_text(spec: Spec) -> str:
    """The file of a spec that is no legal record."""
    assert spec.raw is not None
    data = _base()
    actions = data["deals"][0]["actions"]
    if spec.raw == "DUPLICATE":
        data["deals"][0]["deal"]["0"] = ["2e", "2e", "7o"]  # the 3c is nowhere
    elif spec.raw == "DANCE":
        actions[0] = {"seat": 0, "dance": "jota"}
    elif spec.raw == "STAND":
        actions[4] = {"seat": 0, "stand": "yes"}
    elif spec.raw == "FIXRANK":
        actions[0] = {"seat": 0, "say": "baciga", "fix": {"7o": "3"}}
    elif spec.raw == "DRAWDISCARD":
        actions[2] = {"seat": 0, "draw": "up", "discard": ["2e"]}
    else:
        return spec.raw
    return json.dumps(data, ensure_ascii=False, indent=1)


def check(spec: Spec, status: int, out: dict[str, Any]) -> None:
    """The replay against what the spec worked out by hand."""
    if spec.error is not None:
        code, section, deal, action = spec.error
        assert status == (spec.status or 1), (spec.name, status, out)
        assert out["error"]["code"] == code, (spec.name, out)
        assert out["error"]["section"] == section, (spec.name, out)
        if status == 1:
            assert (out["deal"], out["action"]) == (deal, action), (spec.name, out)
        return
    assert status == 0, (spec.name, out)
    for d, (want, got) in enumerate(zip(spec.deals, out["deals"], strict=True)):
        credits = [(c["seat"], c["lance"], c["points"]) for c in got["credits"]]
        assert credits == list(want.credits), (spec.name, d, credits)
        assert got["ended"] == want.ended, (spec.name, d, got["ended"])
        assert got["complete"] == (want.ended is not None), (spec.name, d)
    assert tuple(out["points"]) == spec.points, (spec.name, out["points"])
    assert out["winner"] == spec.winner, (spec.name, out["winner"])


def main() -> None:
    RECORDS.mkdir(exist_ok=True)
    for old in RECORDS.glob("*.json"):
        old.unlink()
    for spec in SPECS:
        text = raw_text(spec) if spec.raw is not None else json.dumps(
            record_json(spec), ensure_ascii=False, indent=1)
        try:
            data = json.loads(text)
        except ValueError:
            status, out = 2, {"ok": False, "error": {"code": "bad_json", "section": None,
                                                      "message": ""}}
        else:
            status, out = GAME.replay(data)
        check(spec, status, out)
        if status:
            out = json.loads(json.dumps(out))
            out["error"].pop("message")
        (RECORDS / f"{spec.name}.baciga.json").write_text(text + "\n", encoding="utf-8")
        expected = {"_why": spec.why, "status": status, "output": out}
        (RECORDS / f"{spec.name}.expected.json").write_text(
            json.dumps(expected, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(SPECS)} records written to {RECORDS}")


if __name__ == "__main__":
    main()

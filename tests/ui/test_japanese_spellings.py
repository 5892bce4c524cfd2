"""Our Japanese texts write each term of the glossaries one way: the glossary's `kana`. The
other spellings readers use (`kana_also`: マリージャ for マリーリャ, エストゥチェ for
エストゥーチェ) find the term in the rules browsers, and appear in no lesson, article,
decision or translation, so that a reader never meets a card under two names."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

RESOURCES = Path(__file__).resolve().parents[2] / "resources"


def _texts(value: Any, out: list[str]) -> None:
    """Every string of a JSON value but the `kana_also` lists (where the variants belong)."""
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, list):
        for v in value:
            _texts(v, out)
    elif isinstance(value, dict):
        for k, v in value.items():
            if k != "kana_also":
                _texts(v, out)


def _variants() -> dict[str, str]:
    """Each other spelling and the glossary's own."""
    out: dict[str, str] = {}
    for path in RESOURCES.glob("reglamento/**/*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        for entry in data if isinstance(data, list) else ():
            if isinstance(entry, dict) and entry.get("kana"):
                for other in entry.get("kana_also", ()):
                    out[other] = entry["kana"]
    return out


def test_every_japanese_text_writes_a_term_one_way() -> None:
    variants = _variants()
    assert variants.get("マリージャ") == "マリーリャ"  # the glossaries were read
    texts: list[tuple[str, str]] = []
    for path in [*RESOURCES.glob("reglamento/**/*.json"), *RESOURCES.glob("lessons/**/*.json")]:
        found: list[str] = []
        _texts(json.loads(path.read_text(encoding="utf-8")), found)
        texts += [(path.name, t) for t in found]
    ts = (RESOURCES / "i18n" / "zanga_ja.ts").read_text(encoding="utf-8")
    texts += [("zanga_ja.ts", t) for t in re.findall(r"<translation>(.*?)</translation>", ts,
                                                     re.S)]
    assert len(texts) > 500
    # a variant that is the start of a longer word of its own is not the term's (none today)
    bad = sorted({(name, other, own) for name, t in texts
                  for other, own in variants.items() if other in t})
    assert bad == []

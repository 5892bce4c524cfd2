"""Keyboard letters (the `&` of a text): which letter a text gives, and which letters a set
of texts gives twice (Alt+letter then lands on the first, or cycles between them)."""

from __future__ import annotations

from collections import Counter

from zanga_desktop.ui.keyboard_letters import letter_of as mnemonic


def clashes(where: str, texts: list[str]) -> list[str]:
    letters = Counter(m for m in map(mnemonic, texts) if m is not None)
    return [f"{where}: '{k}' for " + ", ".join(t for t in texts if mnemonic(t) == k)
            for k, n in letters.items() if n > 1]

"""The network tests' summary: how many frames were scanned for hidden cards, by game."""

from __future__ import annotations

from typing import Any

from .scanner import SCANNED


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not SCANNED:
        return
    figures = ", ".join(f"{game} {n}" for game, n in sorted(SCANNED.items()))
    verdict = "" if terminalreporter.stats.get("failed") else \
        ", none with a card its seat may not see"
    terminalreporter.write_line(f"frames scanned for hidden cards: {figures} "
                                f"({sum(SCANNED.values())} in all{verdict})")

"""Every game's tutor cites the rule a refusal breaks the same way: a sentence of its own,
ended as a sentence ("La Báciga rules, section 5." as "El Envite rules, section 7.", and
"第5節。" in Japanese), whatever the game. Played through the window: a person at seat 0
sends actions that were legal at other moments of the game, and the tutor's lines are read."""

from __future__ import annotations

import contextlib
import json
import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from zanga_desktop.core import registry
from zanga_desktop.ui import i18n
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.table import docks

ENDS = {"en": ".", "ja": "。"}


def _citations(qtbot: Any, game_id: str, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    cited: list[str] = []
    shown = docks.TutorDock.show_refusal

    def show_refusal(self: docks.TutorDock,
                     lines: Callable[[], Sequence[docks.RefusalLine]]) -> None:
        cited.extend(x.words for x in lines() if isinstance(x, docks.Citation))
        shown(self, lines)

    monkeypatch.setattr(docks.TutorDock, "show_refusal", show_refusal)
    window = MainWindow(speed="instant", autosave=False, game=registry.get(game_id))
    qtbot.addWidget(window)
    window.controller.pace_ms = 0
    window.show()
    window.quick_game()
    rng = random.Random(3)
    seen: dict[str, dict[str, Any]] = {}
    for _ in range(20_000):
        qtbot.wait(1)
        if len(cited) >= 3:
            break
        if window.table.controller.match.is_over:
            window.quick_game()  # a game that ended first: another
            continue
        controller = window.table.controller
        match = controller.match
        if match.needs_deal:
            window.next_hand()
            continue
        for action in match.legal_actions():
            data = match.action_json(action)
            seen[json.dumps(data, sort_keys=True)] = data
        if not controller.human_to_act:
            continue
        seat, legal = match.to_act, list(match.legal_actions())
        now = {json.dumps(dict(match.action_json(a), seat=seat), sort_keys=True) for a in legal}
        others = [dict(d, seat=seat) for d in seen.values()]
        others = [d for d in others if json.dumps(d, sort_keys=True) not in now]
        if others:
            with contextlib.suppress(ValueError):  # not an action of this game at all
                controller.act(match.action_from_json(rng.choice(others)))
            qtbot.wait(2)
        if controller.human_to_act and not match.is_over:
            controller.act(rng.choice(list(match.legal_actions())))
    window.controller.shutdown()
    return cited


@pytest.mark.parametrize("language", sorted(ENDS))
@pytest.mark.parametrize("game_id", list(registry.ids()))
def test_a_refusals_citation_is_a_sentence_in_every_game(  # type: ignore[no-untyped-def]
        qtbot, monkeypatch: pytest.MonkeyPatch, game_id: str, language: str) -> None:
    i18n.install(language)
    try:
        cited = _citations(qtbot, game_id, monkeypatch)
    finally:
        i18n.install("en")
    assert cited, f"{game_id}: no refusal cited a rule"
    for words in cited:
        assert words.endswith(ENDS[language]), (game_id, words)

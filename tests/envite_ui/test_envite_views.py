"""The Envite table's views paint from the controller's records only: no view module names
the rules' state or the match, and what a view is told (`EnviteNews`) holds the viewer's
observation, never another seat's cards."""

from __future__ import annotations

import ast
from pathlib import Path

from zanga_desktop.games.envite.ui.controller import HUMAN, EnviteSetup, default_names
from zanga_desktop.games.envite.ui.news import EnviteNews

VIEWS = ("board.py", "prompt.py", "pieces.py", "words.py", "news.py", "tutor_text.py")
PACKAGE = Path(__file__).parents[2] / "zanga_desktop" / "games" / "envite" / "ui"


def test_views_never_name_the_state_or_the_match() -> None:
    for name in VIEWS:
        tree = ast.parse((PACKAGE / name).read_text(encoding="utf-8"))
        attrs = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)}
        assert not attrs & {"state", "match", "envite", "game"}, name
        imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
        assert not any(m and m.endswith(("state", "records")) for m in imported), name


def test_news_holds_the_viewer_view_only(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    told: list[EnviteNews] = []
    ctl = stage.table.controller
    ctl.acted.connect(told.append)
    ctl.dealt.connect(told.append)
    seats = 4
    stage.table.new_game(EnviteSetup(2, (HUMAN,) * seats, default_names(seats), seed=9))
    seat = ctl.match.to_act
    ctl.act(next(a for a in ctl.match.legal_actions() if a.kind.value == "play"))
    assert told
    for news in told:
        obs = news.obs
        assert obs.seat == news.viewer
        assert obs.team_cards == ()  # nobody is in tumbo: no other seat's cards
        assert len(obs.hand) <= 3
    assert told[0].viewer == seat

"""La Ronda's sing prompt (the cante window and the last call, section 8) in a joined window,
whose network dock takes some of the width: at 1366x768 and at 1920x1080 every line of it is
whole and the panel lies within the view, each time it is offered again while shown."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from zanga_desktop.core import registry
from zanga_desktop.games.ronda.rules import Kind

from .test_ronda_windows import two_windows

pytestmark = pytest.mark.usefixtures("isolated", "unpaced")


def cante_observations(count: int) -> list[Any]:
    """Observations of seats in the cante window (a ronda held, to sing or wait), from
    random deals."""
    game = registry.get("ronda")
    found: list[Any] = []
    for seed in range(500):
        rng = random.Random(seed)
        match = game.new_match(game.presets[0], {}, ["Ana", "Benito"], 2)
        match.deal(rng)
        while not (match.needs_deal or match.is_over) and len(found) < count:
            legal = list(match.legal_actions())
            if {Kind.DECLARE, Kind.WAIT} <= {a.kind for a in legal}:
                found.append(match.observe(match.to_act))
            match.apply(rng.choice(legal))
        if len(found) >= count:
            return found
    raise AssertionError("no seat was in the cante window")


def lines_whole(w: Any) -> None:
    board = w.board
    prompt = board.prompt
    QCoreApplication.processEvents()
    assert board.prompt_proxy.isVisible()
    labels = [x for x in prompt.findChildren(QLabel) if x.isVisible()]
    assert labels
    for label in labels:
        assert label.height() >= label.heightForWidth(label.width()), label.text()
        assert prompt.rect().contains(label.geometry()), label.text()
    seen = w.view.mapToScene(w.view.viewport().rect()).boundingRect()
    assert seen.contains(board.prompt_proxy.sceneBoundingRect())


def test_the_sing_prompt_shows_every_line_in_a_joined_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    host, guest = two_windows(qtbot)
    # the table waits on a person (nobody acts here): nothing moves while the prompt is shown
    qtbot.waitUntil(lambda: any(w.controller.human_to_act for w in (host, guest))
                    and not any(w.animator.busy for w in (host, guest)), timeout=60000)
    qtbot.wait(500)
    names = ("Benito", "Ana")
    for size in ((1366, 768), (1920, 1080)):
        guest.resize(*size)
        qtbot.waitUntil(lambda size=size: guest.width() == size[0], timeout=5000)
        for obs in cante_observations(4):
            for last_call in (False, True):
                guest.board.prompt.offer(obs, names, last_call)
                guest.board._place_prompt(True)
                lines_whole(guest)

"""What the explainers share (core/explain.py): the digest they report is their ladder's,
a game whose records write every action has no silent one, and a decision with no value
weighed is said one way."""

from __future__ import annotations

import importlib

import pytest

from zanga_desktop.core import registry
from zanga_desktop.core.explain import Weighed, ladder_code, no_silent, unweighed
from zanga_desktop.core.game import GameDefinition


def _explained(game: GameDefinition) -> object | None:
    offer = getattr(importlib.import_module(game.tools_module()), "explainer", None)
    return None if offer is None else offer()


EXPLAINED = [g for g in registry.games() if _explained(g) is not None]


@pytest.mark.parametrize("game", EXPLAINED, ids=[g.id for g in EXPLAINED])
def test_the_code_an_explainer_reports_is_its_ladder_s(game: GameDefinition) -> None:
    explainer = _explained(game)
    package = explainer.__name__.rpartition(".")[0]  # type: ignore[union-attr]
    digest = importlib.import_module(f"{package}.ladder").code_digest()
    assert explainer.code() == ladder_code(package) == digest  # type: ignore[union-attr]
    assert len(digest) == 12


def test_no_silent_action_whatever_the_match() -> None:
    assert no_silent(None) == []  # type: ignore[arg-type]


def test_the_only_legal_action_is_said_so() -> None:
    assert unweighed(["a"], "a") == Weighed((("a", None, "the only legal action"),), "a")


def test_several_unweighed_actions_carry_the_notes_why() -> None:
    said = unweighed(["a", "b"], "b", "The baseline weighs none.")
    assert said == Weighed((("a", None, ""), ("b", None, "")), "b", ("The baseline weighs none.",))

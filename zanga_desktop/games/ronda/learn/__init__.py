"""Learning La Ronda: lessons on the real Ronda table checked by the engine, and the rules
browser (the source text with our renderings, its glossary, the decisions of the rules page
with the option that changes each).

Its `install`, `open_lessons` and `open_rules` are those of a `LearnPackage`
(`ui/learn/package.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....ui.i18n import tr
from ....ui.learn.package import LearnPackage
from . import progress
from .links import LEARN, SCHEME

if TYPE_CHECKING:
    from .lessons import LearnWindow
    from .reference import RondaRulesBrowser

__all__ = ["install", "open_lessons", "open_rules"]

LEARNING: LearnPackage[LearnWindow, RondaRulesBrowser] = LearnPackage(
    __name__, "ronda_lessons", SCHEME, LEARN,
    (lambda: tr("&Learn to play La Ronda..."), lambda: tr("The &rules of La Ronda...")),
    lambda: tr("New to La Ronda? Learn to play, step by step."), progress.PROGRESS.done)
open_lessons = LEARNING.open_lessons
open_rules = LEARNING.open_rules
install = LEARNING.install

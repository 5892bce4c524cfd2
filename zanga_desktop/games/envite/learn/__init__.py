"""Learning El Envite: lessons on the real Envite table checked by the engine, and the rules
browser (the source text with our renderings, its glossary, the decisions of the rules page).

Its `install`, `open_lessons` and `open_rules` are those of a `LearnPackage`
(`ui/learn/package.py`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....ui.i18n import tr
from ....ui.learn.package import LearnPackage
from . import progress
from .links import SCHEME

if TYPE_CHECKING:
    from .lessons import LearnWindow
    from .reference import EnviteRulesBrowser

__all__ = ["install", "open_lessons", "open_rules"]

LEARNING: LearnPackage[LearnWindow, EnviteRulesBrowser] = LearnPackage(
    __name__, "envite_lessons", SCHEME, "envite-learn",
    (lambda: tr("&Learn to play El Envite..."), lambda: tr("The &rules of El Envite...")),
    lambda: tr("New to El Envite? Learn to play, step by step."), progress.PROGRESS.done)
open_lessons = LEARNING.open_lessons
open_rules = LEARNING.open_rules
install = LEARNING.install

"""Where every game's check of an action on a lesson's table begins, written once: the
rules' refusal (explained by the rule it breaks, its section cited), then a step that asks
only for a legal action or for one of the actions it expects; the game checks its own goals
after. And a question's answer against what the engine computes from the position."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

from ...core.errors import RulesError
from .panel import Verdict

__all__ = ["choice_verdict", "cited", "refusal", "rules_verdict"]

A = TypeVar("A")
T = TypeVar("T")
E = TypeVar("E", bound=RulesError)


class Asking(Protocol):
    """What a step asks: its goal, the actions it expects, the sections it cites."""

    @property
    def goal(self) -> str: ...
    @property
    def expect(self) -> tuple[str, ...]: ...
    @property
    def sections(self) -> tuple[int, ...]: ...


class Choosing(Asking, Protocol):
    """A `choose` step: the question it asks the engine (`engine`)."""

    @property
    def engine(self) -> str | None: ...


def cited(step: Asking) -> int | None:
    """The section a wrong answer to `step` cites: its first, if it names any."""
    return step.sections[0] if step.sections else None


def refusal(match: Any, action: object, error: type[E],
            explain: Callable[[E, Any], str]) -> Verdict | None:
    """The rules' refusal of `action` (`match.verify`), in `explain(error, state)`'s words with
    the section of the game's rules page it breaks (each game's error names it); None if the
    rules allow it."""
    try:
        match.verify(action)
    except error as exc:
        section: int | None = getattr(exc, "section", None)
        return Verdict(False, explain(exc, match.state), section, exc)
    return None


def rules_verdict(match: Any, action: A, step: Asking, error: type[E],
                  explain: Callable[[E, Any], str], key: Callable[[A], str]) -> Verdict | None:
    """The refusal of the rules; else a step whose goal is `legal` is answered, and one whose
    goal is `expect` is answered if the action is one it expects (`key` names the action as
    `expect` does), its section cited if not; None leaves another goal to the game."""
    refused = refusal(match, action, error, explain)
    if refused is not None:
        return refused
    if step.goal == "legal":
        return Verdict(True)
    if step.goal == "expect":  # allowed, but not what the step asks: its section is cited
        ok = key(action) in step.expect
        return Verdict(ok, "", None if ok else cited(step))
    return None


def choice_verdict(state: T, step: Choosing, value: str,
                   engine_value: Callable[[T, str], str],
                   why: Callable[[], str] = lambda: "") -> Verdict:
    """`value`, the answer to a `choose` step, against the engine's (`engine_value(state,
    step.engine)`); a wrong one is told `why()` and cites the step's section."""
    assert step.engine is not None
    if value == engine_value(state, step.engine):
        return Verdict(True)
    return Verdict(False, why(), cited(step))

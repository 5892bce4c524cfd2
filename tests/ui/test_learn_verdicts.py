"""The start every game's lesson check shares (`ui/learn/verdicts.py`): the rules' refusal
explained with its section, a legal step answered, an expected action matched by its key; and
a question's answer against the engine's."""

from __future__ import annotations

from dataclasses import dataclass

from zanga_desktop.core.errors import RulesError
from zanga_desktop.ui.learn.verdicts import choice_verdict, cited, refusal, rules_verdict


class _Refused(RulesError):
    def __init__(self, code: str, section: int) -> None:
        super().__init__(code, "refused", article=str(section))
        self.section = section


@dataclass
class _Match:
    """A match that refuses the actions named in `refuses`, at section 4."""

    refuses: tuple[str, ...] = ()
    state: str = "the state"

    def verify(self, action: str) -> None:
        if action in self.refuses:
            raise _Refused("no", 4)


@dataclass(frozen=True)
class _Step:
    goal: str = "legal"
    expect: tuple[str, ...] = ()
    sections: tuple[int, ...] = ()
    engine: str | None = None


def _explain(exc: _Refused, state: str) -> str:
    return f"{exc.code} in {state}"


def test_a_refusal_is_explained_with_the_section_it_breaks() -> None:
    verdict = refusal(_Match(("x",)), "x", _Refused, _explain)
    assert verdict is not None and not verdict.ok
    assert (verdict.why, verdict.article) == ("no in the state", 4)
    assert isinstance(verdict.error, _Refused)
    assert refusal(_Match(("x",)), "y", _Refused, _explain) is None


def test_a_legal_step_takes_any_action_the_rules_allow() -> None:
    verdict = rules_verdict(_Match(), "y", _Step(), _Refused, _explain, str.upper)
    assert verdict is not None and verdict.ok
    refused = rules_verdict(_Match(("y",)), "y", _Step(), _Refused, _explain, str.upper)
    assert refused is not None and not refused.ok and refused.article == 4


def test_an_expect_step_matches_the_action_by_its_key_and_cites_its_section() -> None:
    step = _Step("expect", ("PLAY",), (7, 2))
    right = rules_verdict(_Match(), "play", step, _Refused, _explain, str.upper)
    wrong = rules_verdict(_Match(), "bet", step, _Refused, _explain, str.upper)
    assert right is not None and right.ok and right.article is None
    assert wrong is not None and not wrong.ok and wrong.article == 7


def test_another_goal_is_left_to_the_game() -> None:
    assert rules_verdict(_Match(), "y", _Step("win"), _Refused, _explain, str.upper) is None
    assert cited(_Step()) is None and cited(_Step(sections=(3, 5))) == 3


def test_a_choice_is_right_when_it_is_the_engines_answer() -> None:
    step = _Step("legal", (), (6,), "double")
    asked: list[tuple[int, str]] = []

    def engine(state: int, key: str) -> str:
        asked.append((state, key))
        return str(2 * state)

    right = choice_verdict(21, step, "42", engine, lambda: "never said")
    wrong = choice_verdict(21, step, "40", engine, lambda: "count again")
    bare = choice_verdict(21, _Step(engine="double"), "40", engine)
    assert asked == [(21, "double")] * 3
    assert right.ok and right.why == "" and right.article is None
    assert (wrong.ok, wrong.why, wrong.article) == (False, "count again", 6)
    assert (bare.ok, bare.why, bare.article) == (False, "", None)

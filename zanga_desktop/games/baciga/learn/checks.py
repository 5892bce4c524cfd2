"""Answers checked by the engine: legality through the match's `verify` (the refusal then
explained by the rule it breaks, with its section of baciga-rules.md), the action against
what the step expects, and the right answer of a question computed from the position
itself. Lessons only say what they ask for."""

from __future__ import annotations

from ....ui.i18n import tr
from ....ui.learn.panel import Verdict
from ....ui.learn.verdicts import choice_verdict, cited, refusal
from ..game import BacigaMatch
from ..rules import Action, BacigaError, BacigaState, Card, Kind, Word, observe
from ..rules.cards import best_pairs, is_baciga, is_bacigote, total
from ..ui.tutor_text import reason
from .content import LEARNER, Step

__all__ = ["action_keys", "check_action", "check_choice", "engine_value", "explain_error"]


def explain_error(exc: BacigaError, state: BacigaState | None = None) -> str:
    """Why the engine refused the learner's action, as the lesson says it."""
    seat = exc.seat if exc.seat is not None else LEARNER
    obs = observe(state, seat) if state is not None else None
    names = ("Tú", "Ana", "Benito", "Carmela")
    return reason(exc, obs, names)


def action_keys(action: Action) -> set[str]:
    """What an action is, as a step's `expect` names it: `say:paso`, `say:baciga`,
    `draw:up`, `stand`, `tapar:5c`, `laid:12o+11c` (the cards a paso lays down, in deck
    order), `fix:7o=3` (a comodín fixed)."""
    keys: set[str] = set()
    if action.kind is Kind.SAY:
        keys.add(f"say:{action.value}")
        if action.value is Word.PASO and action.discard:
            cards = sorted((c for c in action.discard if isinstance(c, Card)),
                           key=lambda c: c.index)
            keys.add("laid:" + "+".join(str(c) for c in cards))
    elif action.kind is Kind.DRAW:
        keys.add(f"draw:{action.value}")
    elif action.kind is Kind.STAND:
        keys.add("stand")
    elif action.kind is Kind.TAPAR:
        keys.add(f"tapar:{action.value}")
        keys.add("tapar")
    elif action.kind is Kind.SALIR:
        keys.add("salir")
    for c, r in action.fix:
        keys.add(f"fix:{c}={r}")
    return keys


def check_action(match: BacigaMatch, action: Action, step: Step) -> Verdict:
    """An action on the table against the step's goal: legal, then what it expects (every
    key of one of its `expect` entries, joined by spaces)."""
    refused = refusal(match, action, BacigaError, explain_error)
    if refused is not None:
        return refused
    if step.goal == "legal" or not step.expect:
        return Verdict(True)
    keys = action_keys(action)
    ok = any(set(entry.split()) <= keys for entry in step.expect)
    return Verdict(ok, "", None if ok else cited(step))


def engine_value(state: BacigaState, key: str) -> str:
    """What the engine says for a `choose` step: the right answer, as a choice value."""
    hand = state.hands[LEARNER]
    fix = state.fixes[LEARNER]
    as_value = state.options.as_value
    if key == "total":
        return str(total(hand, fix, as_value))
    if key == "can_baciga":
        return "yes" if any(a.kind is Kind.SAY and a.value is Word.BACIGA
                            for a in state.legal_actions()) else "no"
    if key == "can_bacigote":
        return "yes" if any(a.kind is Kind.SAY and a.value is Word.BACIGOTE
                            for a in state.legal_actions()) else "no"
    if key == "can_cartas":
        return "yes" if any(a.kind is Kind.SAY and a.value is Word.CARTAS
                            for a in state.legal_actions()) else "no"
    if key == "is_baciga":
        return "yes" if is_baciga(hand, fix, as_value) else "no"
    if key == "is_bacigote":
        return "yes" if is_bacigote(hand, fix) else "no"
    if key == "may_pasado":  # one more card could take the learner over 31
        from ..rules.cards import LIMIT

        return "yes" if total(hand, fix, as_value) + max(10, as_value) > LIMIT else "no"
    if key == "pairs":
        pairs, _ = best_pairs(hand, fix, as_value)
        return str(pairs)
    if key == "baciga_winner":
        return str(state.baciga_winner)
    if key == "las_31":
        return str(state.las_31)
    if key == "punto":
        return str(state.punto)
    if key == "side_points":
        return str(state.points[0] - state.points_before[0])
    if key == "lost":
        return ",".join(str(s) for s, cards in _laid_before_cut(state))
    if key == "stock":
        return str(len(state.stock))
    raise ValueError(f"unknown engine value {key!r}")


def _laid_before_cut(state: BacigaState) -> list[tuple[int, int]]:
    last = state.past[-1] if state.past else ()
    return [(x.seat, x.laid) for x in last if x.laid]


def check_choice(state: BacigaState, step: Step, value: str) -> Verdict:
    return choice_verdict(state, step, value, engine_value,
                          lambda: tr("Not this one: look at the table again."))

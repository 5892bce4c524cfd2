"""Answers checked by the engine: legality through the match's `verify` (the refusal then
explained as the tutor explains it, with its section of ronda-rules.md), what a card does
through the rules' preview (a capture, the most cards, a fall, an aseo), and the right
answer of a question computed from the position itself. Lessons only say what they ask
for."""

from __future__ import annotations

from ....ui.card_names import capitalised, card_list, the_card
from ....ui.i18n import sentences, tr
from ....ui.learn.panel import Verdict
from ....ui.learn.verdicts import choice_verdict, rules_verdict
from ....ui.table import docks
from ..game import RondaMatch
from ..rules import (
    COUNT_OVER,
    Action,
    Card,
    Combo,
    PlayKind,
    RondaError,
    RondaState,
    combination,
    observe,
)
from ..rules.events import FALL_POINTS
from ..rules.preview import effect, effect_in
from ..ui.tutor_text import reason
from .content import LEARNER, Step

__all__ = ["action_key", "check_action", "check_choice", "engine_value", "explain_error"]

FALLS = (PlayKind.CAIDA, PlayKind.CONTRA, PlayKind.SAN_VICENTE)


def explain_error(exc: RondaError, state: RondaState | None = None) -> str:
    """Why the engine refused the learner's action, as the lesson says it, with the cards
    the rules allow him."""
    seat = exc.seat if exc.seat is not None else LEARNER
    obs = observe(state, seat) if state is not None else None
    allowed = tuple(a.value for a in obs.legal if isinstance(a.value, Card)) \
        if obs is not None and exc.code == "must_capture" else ()
    return sentences(reason(exc, obs), docks.may_play_text(allowed))


def action_key(action: Action) -> str:
    """`play:4b`, `declare:ronda`, `say:quiero`."""
    return f"{action.kind.value}:{action.json_value()}".lower()


def _took(state: RondaState, card: Card) -> int:
    eff = effect_in(observe(state, state.turn), card)
    return len(eff.took) if eff.kind is PlayKind.CAPTURE else 0


def check_action(match: RondaMatch, action: Action, step: Step) -> Verdict:
    """An action on the table (a card, or a button the table offers) against the step's
    goal."""
    verdict = rules_verdict(match, action, step, RondaError, explain_error, action_key)
    if verdict is not None:
        return verdict
    state = match.state
    goal = step.goal
    card = action.value
    if not isinstance(card, Card):
        return Verdict(False, tr("Play a card from your hand."))
    obs = observe(state, action.seat)
    eff = effect_in(obs, card)
    if goal == "most":
        cards = [a.value for a in obs.legal if isinstance(a.value, Card)]
        best = max(_took(state, c) for c in cards)
        if eff.kind is PlayKind.CAPTURE and len(eff.took) == best:
            return Verdict(True)
        top = next(c for c in cards if _took(state, c) == best)
        return Verdict(False, capitalised(tr("{0} takes more: {1}.").format(
            the_card(top), card_list(effect_in(obs, top).took))), 5)
    if goal == "fall":
        ok = eff.kind in FALLS
        return Verdict(ok, "" if ok else tr("That card does not fall on the card just "
                                            "dropped nor on the fall stack."), None if ok else 6)
    if goal == "aseo":
        ok = eff.aseo
        return Verdict(ok, "" if ok else tr("That card leaves cards on the table: no aseo."),
                       None if ok else 7)
    raise ValueError(f"unknown goal {goal!r}")


def engine_value(state: RondaState, key: str) -> str:
    """What the engine says for a `choose` step: the right answer, as a choice value."""
    name, _, arg = key.partition(":")
    if name == "took":
        return str(_took(state, Card.parse(arg)))
    if name == "closer":
        return str(state.stack[-1][0])
    if name == "fall_value":
        n = len(state.stack)
        kind = PlayKind.CAIDA if n < 2 else PlayKind.CONTRA if n == 2 else PlayKind.SAN_VICENTE
        return str(FALL_POINTS[kind])
    if name == "leftover_to":
        last = state.last_capturer
        return "none" if last is None else str(last % 2)
    if name == "last_card_aseo":
        table = state.table
        card = Card.parse(arg)
        return "yes" if effect(table, state.stack, state.drop, card, True).aseo else "no"
    if name == "combo":
        held = combination(state.round_cards[LEARNER])
        return "none" if held is None else held[0].value
    if name == "quiero_points":
        contest = state.contest
        assert contest is not None
        return str(contest.kind.points * len(contest.contenders))
    if name == "no_quiero_points":
        contest = state.contest
        assert contest is not None and contest.bettor is not None
        bettor = contest.bettor % 2
        return str(contest.kind.points * sum(1 for s in contest.contenders if s % 2 == bettor))
    if name == "count":
        return str(max(0, int(arg) - COUNT_OVER))
    if name == "rondin_points":
        return str(Combo.RONDIN.points)
    raise ValueError(f"unknown engine value {key!r}")


def check_choice(state: RondaState, step: Step, value: str) -> Verdict:
    return choice_verdict(state, step, value, engine_value)

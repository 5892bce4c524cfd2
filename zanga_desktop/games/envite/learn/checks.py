"""Answers checked by the engine: legality through the match's `verify` (the refusal then
explained by the rule it breaks, with its section of envite-rules.md), who takes a trick
through the card order of the hand, and the right answer of a question computed from the
position itself. Lessons only say what they ask for."""

from __future__ import annotations

import copy

from ....ui.card_names import capitalised, the_card
from ....ui.i18n import listed, sentences, tr
from ....ui.learn.panel import Verdict
from ....ui.learn.verdicts import choice_verdict, rules_verdict
from ..game import EnviteMatch
from ..rules import Action, Card, EnviteError, EnviteState, Kind, Tumbo, observe, team
from ..rules.state import LOST_TUMBO_PIEDRAS
from ..ui.tutor_text import may_play_text, reason
from .content import LEARNER, Step

__all__ = ["LEARNER", "action_key", "check_action", "check_choice", "engine_value",
           "explain_error", "order_line"]


def _rank(card: Card) -> str:
    return {1: "as", 10: "sota", 11: "caballo", 12: "rey"}.get(card.rank, str(card.rank))


def card_title(card: Card, state: EnviteState) -> str:
    """The card's traditional name in this hand, if it has one: perica, malilla..."""
    vira = state.vira
    if card == Card.parse("10o") and card in state.order.matadores:
        return "perica"
    if vira is not None and card == Card.parse("2" + vira.suit.value):
        return "malilla"
    return ""


def order_line(state: EnviteState) -> str:
    """The triunfos of the hand in words, highest first (section 3), the vira left out."""
    parts = []
    for c in state.order.trumps:
        if c == state.vira:
            continue
        title = card_title(c, state)
        parts.append(f"{c.name} ({title})" if title else c.name)
    return tr("Triunfos, highest first: {0}.").format(listed(parts))


def explain_error(exc: EnviteError, state: EnviteState | None = None) -> str:
    """Why the engine refused the learner's action, as the lesson says it, with the cards
    the rules allow him (those of the position, else those the refusal names)."""
    seat = exc.seat if exc.seat is not None else LEARNER
    obs = observe(state, seat) if state is not None else None
    may = may_play_text(exc, obs)
    return sentences(reason(exc, obs), may)


def action_key(action: Action) -> str:
    """`play:1o`, `bet:3`, `answer:quiero`, `sena:malilla`, `tumbo:tumbar`, `decline:true`."""
    return f"{action.kind.value}:{action.json_value()}".lower()


def check_action(match: EnviteMatch, action: Action, step: Step) -> Verdict:
    """An action on the table (a card, or a button the table offers) against the step's goal."""
    verdict = rules_verdict(match, action, step, EnviteError, explain_error, action_key)
    if verdict is not None:
        return verdict
    state = match.state
    goal = step.goal
    card = action.value
    if not isinstance(card, Card):
        return Verdict(False, tr("Play a card from your hand."))
    if goal == "win":
        trick = [*state.trick, (action.seat, card)]
        best_seat, best = trick[0]
        for seat, c in trick[1:]:
            if state.order.beats(c, best):
                best_seat, best = seat, c
        if best_seat == action.seat:
            return Verdict(True)
        return Verdict(False, sentences(capitalised(tr("{0} would still take the trick.").format(
            the_card(best))), order_line(state)), 3)
    if goal == "keep_exempt":
        kept = card is not state.exempt
        why = "" if kept else tr("That is the top card: the rules let you keep it here, so "
                                 "play another card.")
        return Verdict(kept, why, None if kept else 5)
    raise ValueError(f"unknown goal {goal!r}")


def engine_value(state: EnviteState, key: str) -> str:
    """What the engine says for a `choose` step: the right answer, as a choice value."""
    if key == "top_trump":
        return str(next(c for c in state.order.trumps if c != state.vira))
    if key == "exempt":
        return "none" if state.exempt is None else str(state.exempt)
    if key == "virado":
        assert state.vira is not None
        return state.vira.suit.value
    if key == "trick_winner":
        return str(state.trick_best()[0])
    if key == "answers":
        return str(state.captains[state.answer_team])
    if key == "refused_gives":
        return str(state.stake)
    if key == "next_step":
        return str(state.next_step(state.stake))
    if key == "can_bet":
        return "yes" if any(a.kind is Kind.BET for a in state.legal_actions()) else "no"
    if key == "partner_triunfos":
        mate = next(s for s in range(state.seats) if s != LEARNER and team(s) == team(LEARNER))
        return str(sum(1 for c in state.hands[mate] if state.order.is_trump(c)))
    if key == "achicarse_gives":
        after = copy.deepcopy(state)
        seat = after.to_act
        assert seat is not None and after.tumbo_team is not None
        other = 1 - after.tumbo_team
        before = after.piedras[other]
        after.apply(Action(seat, Kind.TUMBO, Tumbo.ACHICARSE))
        return str(after.piedras[other] - before)
    if key == "lost_tumbo_gives":
        return str(LOST_TUMBO_PIEDRAS)
    if key == "chicos_to_win":
        return str(state.options.chicos_to_win)
    raise ValueError(f"unknown engine value {key!r}")


def check_choice(state: EnviteState, step: Step, value: str) -> Verdict:
    """The answer to a question, the card order told when the question was about it."""
    ordered = step.engine in ("top_trump", "exempt", "trick_winner")
    return choice_verdict(state, step, value, engine_value,
                          lambda: order_line(state) if ordered else "")

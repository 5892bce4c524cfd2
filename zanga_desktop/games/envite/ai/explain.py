"""What a level of El Envite makes of one turn, for `zanga-cli explain` (core/explain.py):
each candidate with the value the level weighs it by, and the turn's action.

A turn is thought about once (players.py): the level's chance of the hand (the search's, for
Normal and up) and the señas it sends before acting come from the same search and the same
random numbers as the turn itself (core/seeds.py), so the values are the ones it chose by.
Cards are weighed by their share of the weighted deals won; a bet, an answer and the tumbo
by the chance of the chico each leads to (value.py).
"""

from __future__ import annotations

from typing import Any

from ....core.explain import Report, Weighed, as_loaded, ladder_code
from ....core.game import Match
from ..game import EnviteMatch
from ..rules import Action, Card, Kind, Observation, Phase, Sena
from . import rules, value
from .players import SearchingPlayer, TurnPlayer, make_player
from .search import ACCEPT_AT

Candidates = tuple[tuple[Action, float | None, str], ...]

CHICO = "chance of the chico after it"
SHARE = "share of the deals won after it (weighted)"
BASELINE = "the baseline's score for the card (higher is better)"


def code() -> str:
    """The digest of the playing code (the ladder's), asked only when a move is reported."""
    return ladder_code(__package__)


def silent(match: Match[Any, Any]) -> list[Action]:
    """The declines since the record's last action (section 6: a player of the answering
    team who lets a bet pass to the next says nothing the record writes)."""
    if not isinstance(match, EnviteMatch):
        raise TypeError("not a match of El Envite")
    state = match.state
    if state.phase is not Phase.BET:
        return []
    return [Action(s, Kind.DECLINE) for s in state.answer_order[:state.answer_pos]]


#: El Envite's loader leaves a record where it stops.
load = as_loaded


def explain(obs: Observation, report: Report) -> Weighed[Action]:
    """The level's candidates and the action of its turn at `obs`; the señas it sends before
    that action are in the notes."""
    player = make_player(report.level, seed=report.seed, effort=report.effort)
    first = player.decide(obs)
    plan, later = player.turn
    assert plan is not None
    notes = [f"Its chance of the hand: {player.chance:.3f}."]
    signals = ([first] if first.kind is Kind.SENA else []) + list(later)
    if signals:
        notes.append("It sends first: " + ", ".join(
            str(a.value.value) if isinstance(a.value, Sena) else str(a.value)
            for a in signals) + ".")
    candidates = _candidates(player, obs, plan)
    if isinstance(player, SearchingPlayer) and player.estimate is not None:
        notes.append(f"{player.estimate.deals} deals solved.")
        if player.estimate.answer is not None:
            q, p = player.estimate.answer
            notes.append(f"A bet would be accepted in {q:.0%} of the deals (from a chance "
                         f"of {ACCEPT_AT} of theirs), its chance of the hand then {p:.3f}.")
    return Weighed(candidates, plan, tuple(notes))


def _candidates(player: TurnPlayer, obs: Observation, plan: Action) -> Candidates:
    p = player.chance
    options, piedras, us = obs.options, obs.piedras, obs.team
    searching = isinstance(player, SearchingPlayer)
    est = player.estimate if isinstance(player, SearchingPlayer) else None
    answer = est.answer if est is not None else None
    # as players.py calls rules.py: the chance from which a raise is weighed, a bet made
    raise_at = 0.0 if searching else rules.RAISE_AT
    floor = rules.BET_AT
    if isinstance(player, SearchingPlayer):
        floor = 0.62 if answer is None else player.search.settings.bet_floor
    acts = [a for a in obs.legal if a.kind is not Kind.SENA]
    if obs.phase is Phase.TUMBO:
        values = value.tumbo_values(options, piedras, us, p)
        return tuple((a, values[str(a.value)], CHICO) for a in acts)
    if obs.phase is Phase.BET:
        assert obs.bet is not None
        raise_ = next((a for a in acts if a.kind is Kind.BET), None)
        step = raise_.value if isinstance(raise_, Action) and isinstance(raise_.value, int) \
            else None
        values = value.answer_values(options, piedras, us, obs.stake, obs.bet, step, p, answer)
        out: list[tuple[Action, float | None, str]] = []
        for a in acts:
            key = ("raise" if a.kind is Kind.BET else str(a.value) if a.kind is Kind.ANSWER
                   else None)
            if key is None:  # letting it pass to the capitán: his answer is his own
                out.append((a, None, "the capitán answers"))
            elif key == "raise" and p < raise_at:
                out.append((a, None, f"raised only from a chance of the hand of {raise_at}"))
            else:
                out.append((a, values.get(key), CHICO))
        return tuple(out)
    if est is not None and est.cards:
        scores = {c: v for c, v in est.cards.items()}
        measure = SHARE
    else:
        scores = rules.card_scores(obs)
        measure = BASELINE
    out = [(a, scores.get(a.value), measure) for a in acts
           if a.kind is Kind.PLAY and isinstance(a.value, Card)]
    for a in acts:
        if a.kind is Kind.BET and isinstance(a.value, int):
            gain = value.bet_gain(options, piedras, us, obs.stake, a.value, p, answer)
            out.append((a, gain, "gain in the chance of the chico against playing on (a bet "
                        f"is made from a chance of the hand of {floor} and a gain of 0.005)"))
    return tuple(out)

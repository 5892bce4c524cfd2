"""What a level of La Zanga makes of one decision, for `zanga-cli explain` (core/explain.py):
each candidate with the value the level weighs it by, and the action it takes.

The values come from the same code and the same random numbers as the decision itself
(a decision's random numbers follow from the seed and the observation, core/seeds.py), so
they are the ones the level chose by, not a second opinion.
"""

from __future__ import annotations

from ....core.explain import HUMAN, Report, Weighed, as_loaded, ladder_code, no_silent, unweighed
from ....core.seeds import decision_rng
from ..rules import Action, Card, Kind, Observation, Suit
from . import rules
from .evaluator import best_trump, trump_tricks
from .players import PrincipiantePlayer, make_player, speaker_of
from .sampler import Speaker
from .search import SearchPlayer, todas_need
from .view import decision_key, legal_cards

Candidates = tuple[tuple[Action, float | None, str], ...]

VALES = "vales for the seat's team, the mean over the deals solved"
WORDS = "expected vales for the seat's team"
RULES = "the rules of thumb's score (higher is better)"
WORTH = "tricks the hand is worth with these trumps"


def code() -> str:
    """The digest of the playing code (the ladder's), asked only when a move is reported."""
    return ladder_code(__package__)


def explain(obs: Observation, report: Report) -> Weighed[Action]:
    """The level's candidates and its choice at `obs` (the seat's observation)."""
    speakers = None
    if report.levels is not None and len(report.levels) == 4:
        speakers = tuple(Speaker.UNKNOWN if lv == HUMAN else speaker_of(lv)
                         for lv in report.levels)
    player = make_player(report.level, seed=report.seed, effort=report.effort,
                         speakers=speakers)
    chosen = player.decide(obs)
    if len(obs.legal) == 1:
        return unweighed(obs.legal, chosen)
    if isinstance(player, SearchPlayer):
        candidates, notes = _searched(player, obs)
    else:
        candidates, notes = _baseline(obs, player)
    return Weighed(candidates, chosen, notes)


def _of(obs: Observation, kind: Kind) -> list[Action]:
    return [a for a in obs.legal if a.kind is kind]


def _searched(player: SearchPlayer, obs: Observation) -> tuple[Candidates, tuple[str, ...]]:
    kinds = {a.kind for a in obs.legal}
    if Kind.PLAY in kinds:
        values, cinco = player.card_values(obs)
        if values is None:
            return _baseline(obs, None)[0], ("No deal was solved within the budget: the "
                                             "rules of thumb's card is played.",)
        out: list[tuple[Action, float | None, str]] = [
            (a, values[a.value], VALES) for a in _of(obs, Kind.PLAY)
            if isinstance(a.value, Card)]
        for call in _of(obs, Kind.CALL):
            assert cinco is not None
            best = max(values[c] + cinco[c] for c in legal_cards(obs))
            out.append((call, best, VALES + ", its best card with the cinco called"))
        return tuple(out), (f"{player.deals} deals solved.",)
    if Kind.SAY in kinds:
        words = player.word_values(obs)
        return tuple((a, words[a], WORDS) for a in obs.legal if a in words), ()
    if Kind.TODAS in kinds:
        p = player.todas_chance(obs)
        if p is None:
            return _baseline(obs, None)[0], ("No deal was solved within the budget.",)
        need = todas_need(obs)
        return tuple((a, p if a.value is True else need,
                      "chance of winning every trick left" if a.value is True
                      else "the chance above which going on pays")
                     for a in obs.legal), ()
    bids = player.bid_values(obs)
    return tuple((a, bids[a], WORDS) for a in obs.legal if a in bids), ()


def _baseline(obs: Observation, player: object) -> tuple[Candidates, tuple[str, ...]]:
    """The rules of thumb's scores (`rules` and Principiante; a search that solved nothing
    falls back on them). Principiante misjudges its hand when speaking, and slips on 30% of
    its cards: drawn from the decision's own random numbers, as it draws them."""
    kinds = {a.kind for a in obs.legal}
    rng = None
    if isinstance(player, PrincipiantePlayer):
        rng = decision_rng(player.seed, decision_key(obs))
    if Kind.PLAY in kinds:
        scores = rules.card_scores(obs)
        notes: tuple[str, ...] = ()
        if rng is not None and rng.random() < 0.3:
            notes = ("A beginner's slip: this card is drawn at a temperature from these "
                     "scores.",)
        out: list[tuple[Action, float | None, str]] = [
            (a, scores[a.value], RULES) for a in _of(obs, Kind.PLAY)
            if isinstance(a.value, Card)]
        masters = len(rules.masters(obs))
        out += [(a, float(masters), "masters in hand (the cinco is called with three)")
                for a in _of(obs, Kind.CALL)]
        return tuple(out), notes
    if Kind.SAY in kinds:
        _, mine = best_trump(obs.hand)
        notes = ()
        if rng is not None:
            seen = mine + rng.gauss(0.0, 0.5)
            notes = (f"It judges its hand worth {seen:.2f} tricks (it is worth {mine:.2f}).",)
            mine = seen
        words = rules.speak_scores(obs, mine)
        return tuple((a, words[a], RULES) for a in obs.legal if a in words), notes
    if Kind.TRUMP in kinds:
        return tuple((a, trump_tricks(obs.hand, a.value), WORTH) for a in obs.legal
                     if isinstance(a.value, Suit)), ()
    _, mine = best_trump(obs.hand)
    if Kind.ANSWER in kinds:
        return tuple((a, None, "") for a in obs.legal), (
            f"Its hand is worth {mine:.2f} tricks; it accepts from {rules.SOLO_AT - 0.3:.2f}.",)
    if Kind.KEEP in kinds:
        assert obs.zanga is not None
        return tuple((a, best_trump(obs.zanga if str(a.value) == "zanga" else obs.hand)[1],
                      "tricks the hand is worth") for a in obs.legal), ()
    masters = len(rules.masters(obs))
    return tuple((a, None, "") for a in obs.legal), (
        f"{masters} masters for {len(obs.hand)} cards: it goes on with a master for each.",)


#: La Zanga's records write every action: none is silent.
silent = no_silent
#: ... and its loader leaves a record where it stops.
load = as_loaded

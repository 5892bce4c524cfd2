"""What a level of La Ronda makes of one decision, for `zanga-cli explain` (core/explain.py)
and the table's "Report this move": each candidate with the value the level weighs it by, and
the action it takes.

The values come from the same code and the same random numbers as the decision itself (a
decision's random numbers follow from the seed and the observation, core/seeds.py), so they
are the ones the level chose by. A card is weighed by its mean value over the worlds searched
(points, a win or a loss outweighing any: search.py), a word by our side's chance of the game
after it (section 9, value.py); the baseline and Principiante weigh nothing.
"""

from __future__ import annotations

from ....core.explain import Report, Weighed, ladder_code, no_silent, unweighed
from ....core.seeds import decision_rng
from ..rules import PLACE, Action, Card, Kind, Observation, Word
from .players import SearchingPlayer, decision_key, make_player

CARD = "the card's mean value over the worlds searched (points; a win outweighs any)"
WORD = "our side's chance of the game after it"


def code() -> str:
    """The digest of the playing code (the ladder's), asked only when a move is reported."""
    return ladder_code(__package__)


#: La Ronda's records write every action: none is silent.
silent = no_silent


def explain(obs: Observation, report: Report) -> Weighed[Action]:
    """The level's candidates and its choice at `obs` (the seat's observation)."""
    player = make_player(report.level, seed=report.seed, effort=report.effort)
    chosen = player.decide(obs)
    if len(obs.legal) == 1:
        return unweighed(obs.legal, chosen)
    if chosen.kind is Kind.DECLARE:
        return unweighed(obs.legal, chosen,
                         "A ronda or rondín is declared at once (section 12 rewards it).")
    if not isinstance(player, SearchingPlayer):
        return unweighed(obs.legal, chosen, "The baseline's rules of thumb weigh no values.")
    kinds = {a.kind for a in obs.legal}
    if Kind.SAY in kinds:
        player.rng = decision_rng(player.seed, decision_key(obs))  # drawn again as decided
        words = player.word_values(obs)
        return Weighed(tuple((a, words.get(a.value) if isinstance(a.value, Word) else None,
                              WORD) for a in obs.legal), chosen)
    cards = [a for a in obs.legal if isinstance(a.value, Card)]
    if len({a.value.rank for a in cards if isinstance(a.value, Card)}) <= 1:
        return Weighed(tuple((a, None, "one rank to play") for a in obs.legal), chosen)
    player.rng = decision_rng(player.seed, decision_key(obs))  # drawn again as decided
    values = player.card_scores(obs)
    return Weighed(tuple((a, values.get(PLACE[a.value.rank]) if isinstance(a.value, Card)
                          else None, CARD) for a in obs.legal), chosen,
                   (f"{player.settings.at(obs.seats).worlds} worlds searched.",))


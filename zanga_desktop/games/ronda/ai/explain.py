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

from typing import Any

from ....core.explain import Report, Weighed, ladder_code, rules_of_thumb, unweighed
from ....core.game import GameDefinition, Match
from ....core.seeds import decision_rng
from ..game import GAME, RondaMatch
from ..records import RondaGame, RondaRecord
from ..rules import PLACE, Action, Card, Kind, Observation, Phase, RondaState, Word, wait
from .players import SearchingPlayer, decision_key, make_player

CARD = "the card's mean value over the worlds searched (points; a win outweighs any)"
WORD = "our side's chance of the game after it"


def code() -> str:
    """The digest of the playing code (the ladder's), asked only when a move is reported."""
    return ladder_code(__package__)


def load(game: GameDefinition, data: object) -> RondaMatch:
    """The record as the table had it: the declarations it ends with not settled, as the
    loader settles them (record format: at the end of the record), so that a cante window
    the record stops in is still open for the seat to declare or wait (section 8)."""
    return RondaMatch(RondaGame.from_record(RondaRecord.from_json(data)))


def _window(state: RondaState) -> tuple[object, ...]:
    return state.phase, state.queue, state.waited, state.calls, state.declared


def silent(match: Match[Any, Any]) -> list[Action]:
    """The waits since the record's last action (section 8: waiting is never written): those
    that bring the record, loaded as the table had it, to where the game is now (still in the
    cante window, or past it when the waits closed it)."""
    if not isinstance(match, RondaMatch):
        raise TypeError("not a match of La Ronda")
    now = match.state
    if not now.in_deal:
        return []
    copy = load(GAME, match.record_json())
    state = copy.state
    waits: list[Action] = []
    for _ in range(2 * state.seats):  # each seat is asked at most twice: once, then last calls
        if _window(state) == _window(now) or state.phase is not Phase.CANTE:
            break
        waits.append(wait(state.queue[0]))
        copy.apply(waits[-1])
    return waits if _window(state) == _window(now) else []


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
        return unweighed(obs.legal, chosen, rules_of_thumb(report.level))
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


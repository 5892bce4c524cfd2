"""What a level of La Báciga makes of one decision, for `zanga-cli explain` (core/explain.py)
and the table's "Report this move": each candidate with the value the level weighs it by, and
the action it takes.

The values come from the same code and the same random numbers as the decision itself (a
decision's random numbers follow from the seed and the observation, `players.decision_rng`),
so they are the ones the level chose by. In the talk, Normal and Experto weigh each way to lay
cards down and `cartas` by their rules of thumb (talk.py), and Maestro each cante it tries by
the chance of the game it left over the deals it sampled (rollout.py); in the draw, standing
and asking for a card are weighed by the chance of the game (draw.py). The baseline and
Principiante weigh nothing.
"""

from __future__ import annotations

from ....core.explain import (
    Report,
    Weighed,
    as_loaded,
    ladder_code,
    no_silent,
    rules_of_thumb,
    unweighed,
)
from ..rules import Action, Card, Kind, Observation, Phase, Word
from ..rules.cards import pair_points, total
from .draw import DrawSearch, tapada_value
from .players import SearchingPlayer, make_player
from .rollout import candidates, play_out
from .sampler import determinize
from .talk import TalkChoice

CHANCE = "our side's chance of the game after it"
THUMB = "the rules of thumb's score of the cards kept"
TAPADA = "the card's value kept face down"


def code() -> str:
    """The digest of the playing code (the ladder's), asked only when a move is reported."""
    return ladder_code(__package__)


#: La Báciga's records write every action: none is silent.
silent = no_silent
#: ... and its loader leaves a record where it stops.
load = as_loaded


def explain(obs: Observation, report: Report) -> Weighed[Action]:
    """The level's candidates and its choice at `obs` (the seat's observation)."""
    player = make_player(report.level, seed=report.seed, effort=report.effort)
    chosen = player.decide(obs)
    legal = obs.legal
    if len(legal) == 1:
        return unweighed(legal, chosen)
    if chosen.kind is Kind.SALIR:
        return unweighed(legal, chosen,
                         "A seat that may go out does: its side wins the game (section 12).")
    if not isinstance(player, SearchingPlayer):
        return unweighed(legal, chosen, rules_of_thumb(report.level))
    if obs.phase is Phase.TALK:
        return _talk(player, obs, chosen)
    return _draw(player, obs, chosen)


def _talk(player: SearchingPlayer, obs: Observation, chosen: Action) -> Weighed[Action]:
    settings = player.settings
    choice = TalkChoice(obs, settings.talk)
    if settings.samples:
        options = candidates(obs, choice, settings.candidates)
        rng = player._rng(obs)  # drawn again as decided
        totals = [0.0] * len(options)
        for _ in range(settings.samples):
            state = determinize(obs, rng)
            for i, action in enumerate(options):
                state.apply_unchecked(action)
                totals[i] += play_out(state, obs.seat, settings.talk)
                state.undo()
        values = {a: t / settings.samples for a, t in zip(options, totals, strict=True)}
        return Weighed(tuple((a, values.get(a), CHANCE if a in values else "not tried")
                             for a in obs.legal), chosen,
                       (f"{settings.samples} deals sampled; another cante replaces the rules "
                        "of thumb's only when it did clearly better in the same deals.",))
    sings = [a for a in obs.legal if a.value in (Word.BACIGA, Word.BACIGOTE)]
    if sings:
        return unweighed(obs.legal, chosen,
                         "A bacigote or a báciga in hand is sung (sections 7 and 8).")
    scores: dict[Action, float] = {}
    for a in obs.legal:
        if a.value is Word.PASO:
            scores[a] = choice.paso_score(a)
        elif a.value is Word.CARTAS:
            scores[a] = choice.cartas_score()
    return Weighed(tuple((a, scores.get(a), THUMB) for a in obs.legal), chosen)


def _draw(player: SearchingPlayer, obs: Observation, chosen: Action) -> Weighed[Action]:
    settings = player.settings
    tapars = [a for a in obs.legal if a.kind is Kind.TAPAR]
    if settings.tapada and tapars:
        return Weighed(tuple((a, float(tapada_value(a.value, obs))
                              if isinstance(a.value, Card) else None, TAPADA)
                             for a in obs.legal), chosen)
    search = DrawSearch(obs, settings.depth, settings.budget)
    _, _, _, drawing = search.decide()
    as_value = obs.options.as_value
    out: list[tuple[Action, float | None, str]] = []
    for a in obs.legal:
        if a.kind is Kind.DRAW:
            out.append((a, drawing if drawing >= 0 else None, CHANCE))
        elif a.kind is Kind.STAND:
            fix = dict(obs.fix)
            fix.update((c, r) for c, r in a.fix if isinstance(c, Card))
            ranks = [fix.get(c, c.rank) for c in obs.hand]
            option = (pair_points(ranks), total(obs.hand, tuple(fix.items()), as_value))
            out.append((a, search.stand_value(*option), CHANCE))
        else:
            out.append((a, None, ""))
    return Weighed(tuple(out), chosen, (f"{search.nodes} draws searched.",))

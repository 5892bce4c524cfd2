"""The searching levels' card play: worlds sampled from what the seat saw, each searched.

For each world (knowledge.py) the deal is played forward on a `Sim` by alpha-beta between the
two sides (a pair plays as one: partners' cards are searched together) to the end of the
round, and of the next rounds while the world's nodes last, then a few plies more where the
next player must capture (a fall on the round's last drop, above all); each card the seat may
play gets the world's value, and the card with the best mean over the worlds is played.

A position is worth the points each side has made since, a card in a pile half a point
(section 10: the count gives the side above 20 the difference, so over a whole deal each card
one side has and the other has not is worth half a point), a fall stack to whoever will close
it, and a win or a loss (section 11) more than any points. Maestro reads those points as the
chance of the game they lead to (value.py), so that near the target it plays for the lance
that wins rather than for points, and judges a rival's drop half as he can make it, blind to
our hand (`blind`): a card kept to fall on his drop counts for the chance that he drops that
rank. The budget is in work only: worlds and search nodes, scaled by `effort`.
"""

from __future__ import annotations

import random
import threading
import time
from dataclasses import dataclass, replace

from ..rules import PLACE, Card, Observation
from .knowledge import DROP_ODDS, Knowledge, Sampler, World, know
from .sim import RUN, Sim
from .value import win_chance_between

#: A win or a loss outweighs any points.
WIN = 1000.0
#: A card in a pile, in points (section 10).
CARD = 0.5
#: How many times the nodes spent so far a search one round deeper is expected to need: it is
#: not begun with fewer left (it would be cut off and thrown away).
GROWTH = 6


@dataclass(frozen=True, slots=True)
class Settings:
    name: str
    worlds: int  # worlds sampled per decision
    nodes: int  # search nodes per world, shared by the cards searched
    rounds: int  # rounds searched past the current one, at most (deeper while nodes last)
    infer: bool  # read compulsory capture and declarations into the worlds
    soft: bool  # weigh worlds by what the players did not do (no declaration)
    noise: float  # misjudgement of a card's value, in points
    #: Past the horizon, how many of the captures the next players must make are still
    #: searched (a fall on the round's last drop, above all).
    quiet: int = 0
    #: Judge a position by the chance of the game its points lead to (value.py), not by the
    #: points: near the target a point is worth more than far from it.
    by_chance: bool = False
    #: How much a rival's drop is judged as he can make it, without our cards: 0 lets him
    #: drop knowing every hand (the world's minimum), 1 weighs his drops by how many copies
    #: of each rank he cannot see (the fewer, the likelier he drops it).
    blind: float = 0.0
    #: How strongly worlds are weighed by how likely the others' drops of this round were in
    #: them (knowledge.drop_likelihood, raised to this power; 0: not read).
    drops: float = 0.0
    #: How many times a world that fits badly (its weight) may be drawn again.
    redraw: int = 0
    #: The settings at 4 players, when they differ (a round is twice as long, each world's
    #: search far larger: Maestro searches this round only, over more worlds, which decides
    #: better there than the next round over fewer; docs/ronda-ai.md).
    four: Settings | None = None
    #: At the table only, the wall-clock safety net of a decision, in seconds: the worlds
    #: searched by then decide (never in arenas, ladders and tests, where work alone does).
    wall: float = 2.0

    def at(self, seats: int) -> Settings:
        """The settings for a table of `seats` players."""
        return self.four if seats == 4 and self.four is not None else self


SETTINGS = {
    "normal": Settings("normal", 4, 300, 0, False, False, 1.0, 0),
    "experto": Settings("experto", 20, 2000, 0, True, False, 0.0, 1),
    "maestro": Settings("maestro", 48, 5000, 1, True, True, 0.0, 2, True, blind=0.5,
                        drops=1.0, redraw=3,
                        four=Settings("maestro", 100, 5000, 0, True, True, 0.0, 2, True,
                                      drops=1.0, redraw=3)),
}


def settings_for(level: str) -> Settings:
    return SETTINGS[level]


def scaled(settings: Settings, effort: float) -> Settings:
    """The same level with its budget scaled (tests and quick arenas use less)."""
    four = None if settings.four is None else scaled(settings.four, effort)
    return replace(settings, worlds=max(2, round(settings.worlds * effort)),
                   nodes=max(60, round(settings.nodes * effort)), four=four)


def sim_of(obs: Observation, world: World) -> Sim:
    """The deal from the seat's position in one world."""
    n = obs.seats
    opts = obs.options
    table = 0
    for c in obs.table:
        table |= 1 << PLACE[c.rank]
    stack = None
    if len(obs.stack) >= 2:
        stack = (PLACE[obs.stack[0][1].rank], len(obs.stack), obs.stack[-1][0])
    played_in_round = 3 * n - sum(obs.held)
    return Sim(n, obs.mano, [tuple(PLACE[c.rank] for c in h) for h in world.hands],
               tuple(PLACE[c.rank] for c in world.stock), table, turn=obs.turn,
               plays=played_in_round, round_no=obs.round_no, rounds=obs.rounds_total,
               stack=stack, drop=PLACE[obs.drop[1].rank] if obs.drop is not None else -1,
               last_cap=-1 if obs.last_capturer is None else obs.last_capturer,
               each=opts.fall_points.value == "each", across=opts.falls_across_rounds,
               mandatory=opts.capture_mandatory,
               target_left=(opts.target - obs.points[0], opts.target - obs.points[1]),
               cards=obs.piles)


def evaluate(sim: Sim, us: int) -> float:
    """The position in points for side `us`: made since the search began, and to come."""
    them = 1 - us
    if sim.over == 2:
        won = sim.points[us] >= sim.target_left[us]
        return WIN if won else -WIN
    value = float(sim.points[us] - sim.points[them])
    if sim.over == 1:
        return value  # the count is in the points
    return value + _to_come(sim, us)


def _to_come(sim: Sim, us: int) -> float:
    """What the piles and an open fall stack are still worth to `us`, in points."""
    value = CARD * (sim.cards[us] - sim.cards[1 - us])
    if sim.sn >= 2:  # whoever fell last will take the stack and its correlativas
        taken = sim.sn + RUN[sim.sr][sim.table].bit_count()
        value += CARD * taken * (1 if sim.stack_last & 1 == us else -1)
    return value


def evaluate_chance(sim: Sim, us: int, target: int, seats: int) -> float:
    """The position as `us`'s chance of the game (by_chance): the points each side will have,
    the piles' worth shared between the two, read in the value table."""
    if sim.over == 2:
        return WIN if sim.points[us] >= sim.target_left[us] else -WIN
    ours = float(target - sim.target_left[us] + sim.points[us])
    theirs = float(target - sim.target_left[1 - us] + sim.points[1 - us])
    if sim.over == 0:
        half = _to_come(sim, us) / 2
        ours, theirs = ours + half, theirs - half
    return WIN * (2 * win_chance_between(ours, theirs, target, seats) - 1)


class NodeLimit(Exception):
    """A search ran out of its nodes: the depth before it stands."""


class _Search:
    """Alpha-beta over one world from the seat's position, to the end of round `last`."""

    def __init__(self, sim: Sim, us: int, nodes: int, last: int,
                 chance: tuple[int, int] | None = None, blind: float = 0.0) -> None:
        self.sim = sim
        self.us = us
        self.left = nodes
        self.last = last
        #: (target, seats) when positions are judged by the chance of the game.
        self.chance = chance
        self.blind = blind

    def _value(self) -> float:
        if self.chance is None:
            return evaluate(self.sim, self.us)
        return evaluate_chance(self.sim, self.us, *self.chance)

    def value(self, alpha: float, beta: float, quiet: int) -> float:
        sim = self.sim
        if sim.over:
            return self._value()
        if sim.round_no > self.last:
            # past the horizon, only the captures the next players must make (a fall on the
            # round's last drop, above all), at most `quiet` of them
            if quiet <= 0 or not sim.must_capture():
                return self._value()
            quiet -= 1
        self.left -= 1
        if self.left < 0:
            raise NodeLimit
        maximize = sim.turn & 1 == self.us
        moves = sim.moves()
        if not maximize and self.blind and len(moves) > 1 and not sim.must_capture():
            return self._blind_drop(moves, quiet)
        best = -2 * WIN if maximize else 2 * WIN
        for r in moves:
            sim.play(r)
            try:
                v = self.value(alpha, beta, quiet)
            finally:
                sim.undo()
            if maximize:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    def _blind_drop(self, moves: list[int], quiet: int) -> float:
        """A rival who must drop, judged as he can choose: he does not see our hands nor the
        stock, so his drop is weighed by the copies of each rank hidden from him (the fewer,
        the safer it looks to him), mixed with the world's minimum by `blind`."""
        sim = self.sim
        hidden = sim.hidden_from(sim.turn)
        values = []
        for r in moves:
            sim.play(r)
            try:
                values.append(self.value(-2 * WIN, 2 * WIN, quiet))
            finally:
                sim.undo()
        weights = [DROP_ODDS ** -hidden[r] for r in moves]
        mean = sum(w * v for w, v in zip(weights, values, strict=True)) / sum(weights)
        return self.blind * mean + (1 - self.blind) * min(values)


def world_values(sim: Sim, legal: list[int], us: int, settings: Settings,
                 chance: tuple[int, int] | None = None) -> dict[int, float]:
    """Each card's value in one world: searched to the end of this round, then of each next
    one while the world's nodes last (the deepest search completed for every card stands)."""
    left = settings.nodes
    found: dict[int, float] = {}
    start = sim.round_no
    for depth in range(settings.rounds + 1):
        values: dict[int, float] = {}
        try:
            for r in legal:
                sim.play(r)
                try:
                    search = _Search(sim, us, left, start + depth, chance, settings.blind)
                    values[r] = search.value(-2 * WIN, 2 * WIN, settings.quiet)
                finally:
                    sim.undo()
                left = search.left
        except NodeLimit:
            break
        found = values
        if start + depth >= sim.rounds - 1:
            break  # searched to the deal's end
        if left < GROWTH * (settings.nodes - left):
            break  # a round more would not be finished: keep the nodes unspent
    if not found:  # not even this round: the cards' worth at once
        for r in legal:
            sim.play(r)
            found[r] = _Search(sim, us, 0, 0, chance)._value()
            sim.undo()
    return found


def card_values(obs: Observation, settings: Settings, rng: random.Random,
                cancel: threading.Event | None = None,
                knowledge: Knowledge | None = None,
                deadline: float | None = None) -> dict[int, float]:
    """Each rank place the seat may play, with its mean value over the sampled worlds (those
    searched before `cancel` or the `deadline`, a `time.perf_counter()` reading, once one
    is)."""
    legal = sorted({PLACE[a.value.rank] for a in obs.legal if isinstance(a.value, Card)})
    if len(legal) <= 1:
        return dict.fromkeys(legal, 0.0)
    k = knowledge or know(obs, settings.infer)
    sampler = Sampler(k, rng, settings.soft, settings.drops, settings.redraw)
    totals = dict.fromkeys(legal, 0.0)
    weights = 0.0
    us = obs.seat & 1
    chance = (obs.options.target, obs.seats) if settings.by_chance else None
    for i in range(settings.worlds):
        if i and ((cancel is not None and cancel.is_set())
                  or (deadline is not None and time.perf_counter() > deadline)):
            break
        world = sampler.draw(obs.hand)
        values = world_values(sim_of(obs, world), legal, us, settings, chance)
        for r in legal:
            totals[r] += world.weight * values[r]
        weights += world.weight
    if weights <= 0:
        return dict.fromkeys(legal, 0.0)
    return {r: v / weights for r, v in totals.items()}


def worlds(obs: Observation, settings: Settings, rng: random.Random, count: int
           ) -> list[World]:
    """`count` worlds for judging words and declarations (the same knowledge as the card play)."""
    sampler = Sampler(know(obs, settings.infer), rng, settings.soft,
                      settings.drops, settings.redraw)
    return [sampler.draw(obs.hand) for _ in range(count)]

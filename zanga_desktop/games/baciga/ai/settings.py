"""The levels and their budgets: how far each searches and how many deals it samples, in
work (nodes, deals), never in time (but for a safety net at the table)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from .talk import TalkStyle


class Level(StrEnum):
    RULES = "rules"
    PRINCIPIANTE = "principiante"
    NORMAL = "normal"
    EXPERTO = "experto"
    MAESTRO = "maestro"


@dataclass(frozen=True, slots=True)
class Settings:
    """A searching level: how many of its own draws it searches ahead and how many nodes,
    whether it keeps a tapada, how it talks, and how many deals it samples to judge a cante
    (0: by the talk's rules of thumb alone)."""

    depth: int
    budget: int
    tapada: bool
    talk: TalkStyle
    samples: int = 0
    candidates: int = 3
    #: At the table only, the wall-clock safety net of a decision, in seconds: the deals
    #: sampled by then decide (never in arenas, ladders and tests, where work alone does).
    wall: float = 2.0


#: Normal is a cautious player: it weighs what a pase gives the others (its rivals, less its
#: partner at four) twice as much as the rules of thumb do, and so cuts with cartas where a
#: pase would pay (docs/baciga-ai.md, "The levels").
SETTINGS: dict[Level, Settings] = {
    Level.NORMAL: Settings(depth=1, budget=4_000, tapada=False,
                           talk=TalkStyle(feed=(2.0, 2.0), weigh_score=False)),
    Level.EXPERTO: Settings(depth=3, budget=30_000, tapada=True, talk=TalkStyle()),
    Level.MAESTRO: Settings(depth=4, budget=60_000, tapada=True,
                            talk=TalkStyle(feed=(0.25, 0.5)), samples=128, candidates=2),
}


def scaled(settings: Settings, effort: float) -> Settings:
    """The same level with its budgets (nodes, samples) scaled by `effort`."""
    return replace(settings, budget=max(50, int(settings.budget * effort)),
                   samples=0 if settings.samples == 0 else max(4, int(settings.samples * effort)))

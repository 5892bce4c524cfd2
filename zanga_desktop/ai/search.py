"""Placeholder: replaced by the Monte Carlo player."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from ..engine import Action, Observation
from . import rules


@dataclass(frozen=True, slots=True)
class Settings:
    name: str


def settings_for(level: str) -> Settings:
    return Settings(level)


class SearchPlayer:
    def __init__(self, settings: Settings, seed: int | None) -> None:
        self.settings = settings

    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action:
        return rules.choose(obs)

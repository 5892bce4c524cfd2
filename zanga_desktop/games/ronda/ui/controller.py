"""La Ronda's table controller: a game of 2 players, or 4 in two pairs, each seat a human at
this screen or a computer level; the cante window and the envío dialogue waiting for the
human seats; a human with nothing to sing waiting in silence (section 8: waiting is never
shown); hints on demand, the cover between two humans at one screen, a deal exported alone
and undo in practice games.

It alone calls the rules; its views get `RondaNews` and observations only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject

from ....core.game import Player, Step
from ....ui.table.animator import Animator
from ....ui.table.setup_controller import PairsSetup, SetupController
from ....ui.table.setup_controller import default_names as default_names  # as the game's own
from ..game import GAME, RondaMatch
from ..records import RondaGame, RondaRecord
from ..rules import Action, Kind, Observation, Phase, wait
from .news import RondaNews

HUMAN = "human"


@dataclass(frozen=True, slots=True)
class RondaSetup(PairsSetup):
    """A game as chosen (`PairsSetup`: with four, partners opposite); its options are those
    of section 14."""

    preset: str = "bengala"


class RondaController(SetupController[RondaNews]):
    """One game of La Ronda on the table."""

    setup: RondaSetup
    definition = GAME
    match_of = RondaMatch

    def __init__(self, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(animator, GAME.new_match(), RondaSetup(), parent)

    @property
    def ronda(self) -> RondaMatch:
        assert isinstance(self.match, RondaMatch)
        return self.match

    # ---------------------------------------------------------------- a game on the table

    def new_game(self, setup: RondaSetup) -> None:
        seed = self.seed_of(setup)
        game = RondaGame.new(setup.preset, dict(setup.options), setup.names)
        self._start_seated(RondaMatch(game), setup, seed)

    def _level_player(self, level: str, seed: int) -> Player[Any, Any]:
        from ..ai.players import make_player

        return make_player(level, seed, wall_cap=True)

    # ---------------------------------------------------------------- whose view

    def _asks(self, seat: int) -> bool:
        """Whether `seat`, to act, has a choice to make: not a silent wait in the cante
        window with nothing to sing (section 8)."""
        legal = self.match.legal_actions()
        return not (len(legal) == 1 and legal[0].kind is Kind.WAIT)

    def _next_person(self, seat: int) -> int:
        """In the cante window the person asked first is the first in the window's queue who
        has a ronda or rondín to sing (the others wait in silence, never asked); with none,
        the first person to play a card, from el mano's turn (section 8)."""
        state = self.ronda.state
        if state.phase is not Phase.CANTE:
            return super()._next_person(seat)
        singer = next((s for s in state.queue if s in self.humans and state.may_declare(s)),
                      None)
        return singer if singer is not None else self._first_person_from(state.turn)

    @property
    def last_call(self) -> bool:
        """The seat asked now has its last call, after another sang (section 8)."""
        state = self.ronda.state
        return state.phase is Phase.CANTE and bool(state.calls)

    def _advance(self) -> None:
        """A human with nothing to sing waits in silence (section 8: waiting is never shown
        nor recorded, so the table does not ask him); two humans at one screen: the cover
        first."""
        if self._held or self._paused:
            super()._advance()
            return
        seat = self.match.to_act
        if (seat is not None and self.is_human(seat) and not self.match.needs_deal
                and not self.match.is_over and not self._asks(seat)):
            self._waiting_human = False
            self._apply(wait(seat))
            return
        super()._advance()

    # ---------------------------------------------------------------- news

    def _before(self) -> object:
        return self.ronda.observe(self.viewer) if self.match.to_act is not None else None

    def _news(self, step: Step, before: object) -> RondaNews:
        viewer = self.viewer
        return RondaNews(step, viewer, self.ronda.observe(viewer), self.names, self.humans,
                         self.plate_levels(), self.last_call,
                         before if isinstance(before, Observation) else None,
                         self.screen_needed() or self.watched, watched=self.watched,
                         seen=self.seen_by_all(self.ronda.observe))

    def _actor(self, action: object) -> int | None:
        return action.seat if isinstance(action, Action) else None

    def _hint(self, observation: object) -> object:
        """What Experto would do and why (ai/hints.py; a few hundredths of a second a turn,
        up to about a second at four seats, on two cores)."""
        from ..ai.hints import hint

        assert isinstance(observation, Observation)
        return hint(observation)

    def legal_now(self) -> tuple[Action, ...]:
        """The human to act's legal actions (what the prompt and the cards offer)."""
        seat = self.match.to_act
        if seat is None or seat not in self.humans:
            return ()
        return tuple(self.match.legal_actions())

    # ---------------------------------------------------------------- a deal alone

    def hand_record(self) -> RondaRecord:
        """The last deal dealt as a record of its own, starting from the points it was dealt
        at (`zanga-cli replay` replays it)."""
        record = self.ronda.game.record
        earlier = RondaGame.from_record(record.with_deals(record.deals[:-1]))
        alone = record.with_deals(record.deals[-1:])
        alone.points = earlier.state.points
        return alone

    # ---------------------------------------------------------------- undo (practice)

    @property
    def can_undo(self) -> bool:
        return (self.setup.practice and self.human_to_act
                and self.human_acted(self.ronda.game.record.deals))

    def _take_back(self) -> None:
        """Back to the last choice of a human seat, through the computer seats' actions and
        the silent waits since."""
        game = self.ronda.game
        while True:
            try:
                game.undo()
            except ValueError:  # back at the deal: a deal is chance
                return
            seat = game.state.to_act
            if seat in self.humans and self._asks(seat):
                return

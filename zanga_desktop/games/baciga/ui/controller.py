"""La Báciga's table controller: the toolkit's `SetupController` with what is the game's own:
the game's set-up and resumption, the viewer's records (`BacigaNews`), hints, the pace of the
computer players' draws, a deal as a record of its own, a salirse claimed by a human (option
`auto_salirse` off) and undo in practice games.

It alone calls the rules; its views get `BacigaNews` and observations only.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject

from ....core.game import Player, Step
from ....core.setup import HUMAN
from ....ui.table.animator import Animator
from ....ui.table.setup_controller import PairsSetup, SetupController
from ....ui.table.setup_controller import default_names as default_names  # as the game's own
from ..game import GAME, BacigaMatch
from ..records import BacigaGame, BacigaRecord
from ..rules import Action, Kind, Observation, Phase, Stop
from .news import BacigaNews


@dataclass(frozen=True, slots=True)
class BacigaSetup(PairsSetup):
    """A game as chosen (`PairsSetup`): its options are those of section 14."""

    levels: tuple[str, ...] = (HUMAN, "principiante")
    preset: str = "bengala"


class BacigaController(SetupController[BacigaNews]):
    """One game of La Báciga on the table."""

    setup: BacigaSetup
    definition = GAME
    match_of = BacigaMatch

    #: After a computer player stops (stands, goes pasado) play waits this much longer (ms
    #: at normal speed), so that his total and his cards are read before the next draws.
    STOP_PAUSE_MS = 900

    def __init__(self, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(animator, GAME.new_match(), BacigaSetup(), parent)
        self._so_far: tuple[object, tuple[Any, ...]] | None = None

    @property
    def baciga(self) -> BacigaMatch:
        assert isinstance(self.match, BacigaMatch)
        return self.match

    # ---------------------------------------------------------------- a game on the table

    def new_game(self, setup: BacigaSetup) -> None:
        seed = self.seed_of(setup)
        game = BacigaGame.new(setup.preset, dict(setup.options), setup.names)
        self._start_seated(BacigaMatch(game), setup, seed)

    def _level_player(self, level: str, seed: int) -> Player[Any, Any]:
        from ..ai.players import make_player

        return make_player(level, seed, wall_cap=True)

    # ---------------------------------------------------------------- news

    def hand_so_far(self) -> list[BacigaNews]:
        """The deal on the table as news, deal first (a game resumed in mid-deal): told
        again from the record on a copy, from the view the table shows now."""
        viewer = self.viewer
        deals = self.baciga.game.record.deals
        last = deals[-1] if deals else None
        key = (self.match, viewer, self.names, len(deals),
               last and (last.dealer, last.deal, tuple(last.actions)))
        if self._so_far is not None and self._so_far[0] == key:
            return list(self._so_far[1])
        levels = self.plate_levels()
        news = [BacigaNews(step, viewer, after, self.names, self.humans, levels, before,
                           watched=self.watched)
                for step, before, after in self.baciga.told_again(viewer)]
        self._so_far = (key, tuple(news))
        return news

    def _before(self) -> object:
        return self.baciga.observe(self.viewer) if self.match.to_act is not None else None

    def _news(self, step: Step, before: object) -> BacigaNews:
        viewer = self.viewer
        return BacigaNews(step, viewer, self.baciga.observe(viewer), self.names, self.humans,
                          self.plate_levels(), before if isinstance(before, Observation) else None,
                          watched=self.watched,
                          seen=self.seen_by_all(self.baciga.observe))

    def _actor(self, action: object) -> int | None:
        return action.seat if isinstance(action, Action) else None

    def _after_action(self, action: object, step: Step, news: object) -> bool:
        """A computer player who stopped (stood, went pasado) keeps the table a moment
        longer, so that a person can follow the draws."""
        pace = round(self.STOP_PAUSE_MS * self.animator.speed) if self.pace_ms else 0
        if not pace or not isinstance(action, Action) or self.is_human(action.seat):
            return True
        stopped = self.baciga.state.stops[action.seat] is not None
        if action.kind in (Kind.STAND, Kind.DRAW) and stopped and not step.hand_over:
            self.hold()
            self._later(pace, self.resume_play)
            return False
        return True

    # ---------------------------------------------------------------- out of turn

    def human_claims(self) -> tuple[Action, ...]:
        """The salirse claims the human seats may make now (option `auto_salirse` off,
        section 12): one per seat, heard while a human is to act."""
        if not self._waiting_human:
            return ()
        return tuple(a for a in self.match.out_of_turn() if a.seat in self.humans)

    def claim(self, seat: int) -> bool:
        """A human's ¡Me salgo! (section 12), out of turn."""
        found = [a for a in self.human_claims() if a.seat == seat]
        if not found:
            return False
        relayed = self.relayed(found[0])  # a network table: the host hears it
        if relayed is not None:
            return relayed
        self._waiting_human = False
        before = self._before()
        self._told(found[0], before, self.match.apply(found[0]))
        return True

    def _between_actions(self) -> bool:
        """A computer seat that may go out (auto_salirse off) claims it at once."""
        for a in self.match.out_of_turn():
            if a.seat in self.players and a.kind is Kind.SALIR:
                before = self._before()
                self._told(a, before, self.match.apply(a))
                return True
        return False

    def _hint(self, observation: object) -> object:
        from ..ai.hints import hint

        assert isinstance(observation, Observation)
        return hint(observation)

    # ---------------------------------------------------------------- a deal alone

    def hand_record(self) -> BacigaRecord:
        """The last deal as a record of its own: the standings it started from, its deal
        and its actions so far (`zanga-cli replay` replays it)."""
        record = self.baciga.game.record
        earlier = BacigaGame.from_record(record.with_deals(record.deals[:-1]))
        alone = record.with_deals(record.deals[-1:])
        alone.points = earlier.state.points
        return alone

    # ---------------------------------------------------------------- undo (practice)

    @property
    def can_undo(self) -> bool:
        """Practice games, at a human's turn, once a human has acted in this deal (before
        that, undo would only play the computer's words again)."""
        steps = self.baciga.game._steps
        return (self.setup.practice and self.human_to_act and bool(steps)
                and steps[-1] is not None
                and self.human_acted(self.baciga.game.record.deals))

    def _take_back(self) -> None:
        """Back to the last action of a human seat, through the computer seats' since."""
        game = self.baciga.game
        while game._steps and game._steps[-1] is not None:
            game.undo()
            st = game.state
            if st.to_act in self.humans and st.phase is not Phase.DEAL:
                break

    def legal_now(self) -> tuple[Action, ...]:
        """The viewer's legal actions, when he is to act."""
        seat = self.match.to_act
        if seat is None or seat not in self.humans or not self._waiting_human:
            return ()
        return tuple(self.match.legal_actions())

    def stopped(self, seat: int) -> Stop | None:
        return self.baciga.state.stops[seat]

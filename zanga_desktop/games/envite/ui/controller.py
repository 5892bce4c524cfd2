"""El Envite's table controller: the toolkit's `SetupController` with what is Envite's own:
the partido's set-up and resumption, the viewer's records (`EnviteNews`), renuncio claims
out of turn (mesa mode, section 8: the human's, and the computer seats' when their level can
prove one), hints, a hand as a record of its own and undo in practice games.

It alone calls the rules; its views get `EnviteNews` and observations only.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, Signal

from ....core.game import Player, Step
from ....core.setup import HUMAN as HUMAN  # the table's word for a person's seat
from ....ui.table.animator import Animator
from ....ui.table.setup_controller import SetupController
from ..game import GAME, EnviteMatch
from ..records import EnviteGame, EnviteRecord
from ..rules import Action, Kind, Observation, Phase, claim


@dataclass(frozen=True, slots=True)
class EnviteSetup:
    """A partido as chosen: team size, each seat's player ("human" or a level of
    `GAME.levels`), names, capitanes, preset and options, practice (undo allowed), and
    whether the table is covered between two humans' turns at a shared screen (`cover`:
    the partidos a player sets up in the New game dialog)."""

    team_size: int = 2
    levels: tuple[str, ...] = (HUMAN, HUMAN, HUMAN, HUMAN)
    names: tuple[str, ...] = ("Tú", "Ana", "Benito", "Carmela")
    captains: tuple[int, int] | None = None
    preset: str = "federacion"
    options: Mapping[str, object] = field(default_factory=dict)
    practice: bool = True
    seed: int | None = None
    cover: bool = False

    def __post_init__(self) -> None:
        seats = 2 * self.team_size
        if not 1 <= self.team_size <= 5 or len(self.levels) != seats \
                or len(self.names) != seats:
            raise ValueError("a set-up names every seat of two teams of 1 to 5 players")


def default_names(seats: int) -> tuple[str, ...]:
    pool = ("Tú", "Ana", "Benito", "Carmela", "Dácil", "Eulogio", "Fefa", "Guayarmina",
            "Heriberto", "Idaira")
    return pool[:seats]


class EnviteController(SetupController[Any]):
    """One partido of El Envite on the table."""

    setup: EnviteSetup
    definition = GAME
    match_of = EnviteMatch

    claimed = Signal(object)  # an EnviteNews: a renuncio claim was heard (proven or false)
    # an EnviteNews: a computer seat proved a renuncio; play waits until `end_review`
    claim_review = Signal(object)

    #: A finished trick stays on the table this long (ms at normal speed) before a computer
    #: seat leads the next one, so that it is seen; a click on the table goes on at once.
    TRICK_PAUSE_MS = 1800

    # a finished trick is shown; play goes on after the pause or `end_trick_pause`
    trick_paused = Signal()

    def __init__(self, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(animator, GAME.new_match(), EnviteSetup(), parent)
        self.trick_pausing = False
        #: The last `hand_so_far` told, with what it was told of (see there).
        self._so_far: tuple[object, tuple[Any, ...]] | None = None
        #: The last decision a computer seat came back with (its señas continue its turn).
        self._last_decided: object = None

    @property
    def envite(self) -> EnviteMatch:
        assert isinstance(self.match, EnviteMatch)
        return self.match

    # ---------------------------------------------------------------- a partido on the table

    def new_game(self, setup: EnviteSetup) -> None:
        seed = self.seed_of(setup)
        seats = 2 * setup.team_size
        captains = setup.captains or (0, seats - 1)
        game = EnviteGame.new(setup.preset, dict(setup.options), setup.names, captains)
        self._start_seated(EnviteMatch(game, random.Random(seed ^ 0x5E7A)), setup, seed)

    def _deals_on_resume(self) -> bool:
        """Saved between hands: the next one is dealt (one waiting for claims waits)."""
        return self.envite.state.phase is Phase.DEAL

    def _level_player(self, level: str, seed: int) -> Player[Any, Any]:
        from ..ai.players import make_player

        return make_player(level, seed, wall_cap=True)

    def hand_so_far(self) -> list[Any]:
        """The hand on the table as news, deal first (a partido resumed in mid-hand): told
        again from the record on a copy, from the view the table shows now."""
        from .news import EnviteNews

        viewer = self.viewer
        hands = self.envite.game.record.hands
        last = hands[-1] if hands else None
        key = (self.match, viewer, self.names, len(hands), last and (last.dealer, last.deal,
                                                          tuple(last.actions)))
        if self._so_far is not None and self._so_far[0] == key:
            return list(self._so_far[1])  # the board and the log tell the same reset
        levels = self.plate_levels()
        news = [EnviteNews(step, viewer, after, self.names, self.humans, levels, before,
                           watched=self.watched)
                for step, before, after in self.envite.told_again(viewer)]
        self._so_far = (key, tuple(news))
        return news

    def _decided(self, action: object) -> None:
        self._last_decided = action

    def _continues_turn(self, seat: int) -> bool:
        """A turn's señas come before its action (section 7): a report of the turn starts
        where its first seña was chosen."""
        last = self._last_decided
        return isinstance(last, Action) and last.kind is Kind.SENA and last.seat == seat

    def _before(self) -> object:
        """The viewer's observation before a step (the tutor tells what a bet changed)."""
        return self.envite.observe(self.viewer) if self.match.to_act is not None else None

    def _news(self, step: Step, before: object) -> Any:
        from .news import EnviteNews

        viewer = self.viewer
        return EnviteNews(step, viewer, self.envite.observe(viewer), self.names, self.humans,
                          self.plate_levels(), before if isinstance(before, Observation) else None,
                          watched=self.watched,
                          seen=self.seen_by_all(self.envite.observe))

    def _actor(self, action: object) -> int | None:
        return action.seat if isinstance(action, Action) else None

    def _after_action(self, action: object, step: Step, news: object) -> bool:
        """A card that ends a trick, with the hand going on and a computer seat to lead:
        play waits, the trick on the table, for TRICK_PAUSE_MS (or a click). With many
        players a whole trick would otherwise pass between two of the human's turns."""
        pace = round(self.TRICK_PAUSE_MS * self.animator.speed) if self.pace_ms else 0
        obs = self.envite.observe(self.viewer)
        lead = self.match.to_act
        if (pace and isinstance(action, Action) and action.kind is Kind.PLAY
                and not obs.trick and obs.tricks_played and not step.hand_over
                and lead is not None and not self.is_human(lead)):
            self.hold()
            self.trick_pausing = True
            self.trick_paused.emit()
            self._later(pace, self.end_trick_pause)
            return False
        return True

    def end_trick_pause(self) -> None:
        """The finished trick has been seen (its time is up, or the player clicked)."""
        if self.trick_pausing:
            self.trick_pausing = False
            self.resume_play()

    # ---------------------------------------------------------------- out of turn

    def claims_for(self, seat: int) -> tuple[Action, ...]:
        return tuple(a for a in self.match.out_of_turn() if a.seat == seat)

    def human_claims(self) -> tuple[Action, ...]:
        """The ¡Renuncio! claims the human seats may make now (mesa mode, section 8): one
        per seat, so that at a shared screen each player has his own."""
        if not (self._waiting_human or self.match.needs_deal):
            return ()
        return tuple(a for a in self.match.out_of_turn() if a.seat in self.humans)

    def claim(self, seat: int) -> bool:
        """A human's ¡Renuncio! (mesa mode, section 8): heard at his turn or when play has
        stopped, never while a computer seat is thinking."""
        action = claim(seat)
        if seat not in self.humans or action not in self.match.out_of_turn():
            return False
        if not (self._waiting_human or self.match.needs_deal):
            return False
        relayed = self.relayed(action)  # a network table: the host hears it
        if relayed is not None:
            return relayed
        self._waiting_human = False
        before = self._before()
        step = self.match.apply(action)
        self._keep()
        news = self._news(step, before)
        self.claimed.emit(news)
        self._told_claim(step, news)
        return True

    def _told_claim(self, step: Step, news: object) -> None:
        self.acted.emit(news)
        if step.hand_over:
            self._ended = step
        self.animator.call(self._advance)

    # ---------------------------------------------------------------- the computer seats

    def _between_actions(self) -> bool:
        """A computer seat that can prove a renuncio claims it (mesa mode, section 8: asked
        after every action, and after the last card until the next hand); play then waits
        while the table shows the claim reviewed."""
        found = self._ai_claim()
        if found is None:
            return False
        before = self._before()
        step = self.match.apply(found)
        self._keep()
        news = self._news(step, before)
        self.claimed.emit(news)
        self.acted.emit(news)
        if step.hand_over:
            self._ended = step
        if self.auto_next_ms is None:
            self.hold()
            self.claim_review.emit(news)
        else:
            self.animator.call(self._advance)
        return True

    def _ai_claim(self) -> Action | None:
        for a in self.match.out_of_turn():
            if a.seat in self.players and a.kind is Kind.CLAIM:
                from ..ai import claims as ai_claims

                found = ai_claims.claim(self.envite.observe(a.seat))
                if found is not None:
                    return found
        return None

    def end_review(self) -> None:
        """The player has seen the claim reviewed: play goes on."""
        self.resume_play()

    def _hint(self, observation: object) -> object:
        """What Experto would do (its full search, about 0.05 to 0.25 s a turn on two cores,
        docs/envite-ai.md) and why."""
        assert isinstance(observation, Observation)
        from ..ai.hints import hint

        return hint(observation)

    # ---------------------------------------------------------------- a hand alone

    def hand_record(self) -> EnviteRecord:
        """The last hand dealt as a record of its own: the standings it started from, its
        deal and its actions so far (`zanga-cli replay` replays it)."""
        record = self.envite.game.record
        earlier = EnviteGame.from_record(record.with_hands(record.hands[:-1]))
        earlier.state.close_hand()
        st = earlier.state
        alone = record.with_hands(record.hands[-1:])
        alone.piedras, alone.chicos = st.piedras, st.chicos
        return alone

    # ---------------------------------------------------------------- undo (practice)

    @property
    def can_undo(self) -> bool:
        """Practice games, at a human's turn, once a human has acted in this hand (before
        that, undo would only play the computer's actions again)."""
        recorded = self.envite.game._recorded
        return (self.setup.practice and self.human_to_act and bool(recorded)
                and recorded[-1] is not None
                and self.human_acted(self.envite.game.record.hands))

    def _take_back(self) -> None:
        """Back to the last action of a human seat, through the computer seats' since."""
        game = self.envite.game
        while game._recorded and game._recorded[-1] is not None:
            st = game.state
            game.undo()
            if st.to_act in self.humans and st.phase is not Phase.DEAL:
                break

    def legal_now(self) -> tuple[Action, ...]:
        """The viewer's legal actions (what the prompt and the cards offer)."""
        seat = self.match.to_act
        if seat is None or seat not in self.humans:
            return ()
        return tuple(a for a in self.match.legal_actions() if a.kind is not Kind.CLAIM)

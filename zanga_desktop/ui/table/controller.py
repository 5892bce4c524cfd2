"""The table controller, for any game: it alone drives the `core.game.Match`, asks the
computer seats' players (on the AI worker, shown only their observation), waits for the human
seats, keeps the game on disk after every step, and tells the views what happened. It never
paints; views never decide, nor ask the match.

Pacing: after each step the controller queues its next one behind the animations the views
queued for it (`Animator.call`), and a computer seat's move waits at least `pace_ms`, so a
human can follow the play.

It knows no game. What it tells (`dealt`, `acted`) is what the game's hook `_news` builds
from each `Step` (by default the `Step` itself); a game's controller subclasses it and adds
its own actions, phases and records through the hooks marked below.
"""

from __future__ import annotations

import random
import sys
import threading
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, ClassVar, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from ...core.errors import RulesError
from ...core.files import write_atomic
from ...core.game import Match, Step
from ...core.match import RecordedMatch
from ...core.session import Autosave, Saved
from ..level_names import AWAY
from .ai_worker import Worker, decide_job
from .animator import Animator

#: No action of the host's is being played.
_NOTHING = object()


class MadeWhenAsked:
    """A computer seat's player to be made (`make()`) the first time the seat is asked to
    decide, on the turn of the event loop after it (`TableController._advance`): a game dealt
    as the program starts shows its first frame before its AI's modules are imported (some
    15 ms of a start). Asked to decide directly, it makes the player then and there."""

    def __init__(self, make: Callable[[], Any]) -> None:
        self.make = make
        self._made: Any = None

    def player(self) -> Any:
        """The player, made now if it was not yet."""
        if self._made is None:
            self._made = self.make()
        return self._made

    def decide(self, obs: Any, cancel: threading.Event | None = None) -> Any:
        return self.player().decide(obs, cancel)


class Relay(Protocol):
    """Where the human's actions go at a table joined over the network (`ui/net/`): the host
    applies them, and its views come back as steps played `from_host`."""

    def send(self, action: object, chosen: bool = True) -> None:
        """The human's action, already verified here (the host verifies it again); `chosen`
        False for a step the table takes for him by itself (La Ronda's silent wait)."""

    def ready(self) -> None:
        """The human has seen how the hand ended: the next one may be dealt."""


class TableController(QObject):
    """One game on the table: whose turn it is, who plays it, and what the views are told."""

    dealt = Signal(object)  # what `_news` made of the deal's Step
    acted = Signal(object)  # what `_news` made of an accepted action's Step
    human_turn = Signal(object)  # the observation of the human seat to act
    refused = Signal(object)  # the game's RulesError for a human's action
    hand_over = Signal(object)  # `_hand_result()`: by default the Step that ended the hand
    game_over = Signal(object)  # the match's `core.game.Outcome`: standings, winner or draw
    # the whole table must be redrawn (new game, load, undo); True when a saved game resumed
    reset = Signal(bool)
    thinking = Signal(int)  # seat now thinking, -1 for none
    hint_ready = Signal(object)  # what the game's `_hint` gave for the human to act
    notice = Signal(str)  # something the player should know
    # the automatic save failed (the system's reason), once until it works again; then
    # autosave_restored
    autosave_failed = Signal(str)
    autosave_restored = Signal()
    # several humans share the screen (`cover`): the seat whose cards it is to show next;
    # play waits until `show_screen(seat)` (that player says he is at the screen)
    screen_wanted = Signal(int)
    # at a network table, the seats whose person is away changed (`away`): the plates say so
    away_changed = Signal()

    #: the errors of a human's action that are refusals (told by `refused`); others rise
    refusals: ClassVar[tuple[type[Exception], ...]] = (RulesError,)

    def __init__(self, animator: Animator, match: Match[Any, Any],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.animator = animator
        self.worker = Worker(self)
        self.worker.finished.connect(self._on_worker)
        self.match: Match[Any, Any] = match
        self.rng = random.Random()
        self.players: dict[int, Any] = {}  # a core.game.Player per computer seat
        self.humans: frozenset[int] = frozenset()
        self.pace_ms = 700
        self.autosave = Autosave()
        self.auto_next_ms: int | None = None  # watch mode: deal on after a pause
        self._ai_ticket = -1
        self._asked_at = 0.0
        self._waiting_human = False
        self._generation = 0
        self._held = False  # something the player must see first: play waits (`resume_play`)
        self._paused = False  # something covers the table: play waits under it
        self._deferred: Callable[[], None] | None = None  # what waits for `unpause`
        self._ended: Step | None = None  # the step that ended the last hand
        self._began_over = False  # the match was over when it was put on the table
        self._hint_ticket = -1
        #: What the table keeps of each decision a computer seat is asked for ("Report this
        #: move": the front sets it for a game that offers reports); None keeps nothing.
        self.keep_point: Callable[[Match[Any, Any], int], object] | None = None
        #: The last decision a computer seat was asked for (its seat and what `keep_point`
        #: made of it), None before any, in a new game or after an undo.
        self.asked: tuple[int, object] | None = None
        #: A table joined over the network: the human's actions go to the host, nothing is
        #: dealt or decided here, and what the host did is played `from_host`.
        self.relay: Relay | None = None
        self._from_host = False
        #: A spectator's table at a network game: nobody here plays, and the shadow's
        #: hidden cards are guesses, so the board shows no seat's hand face up (the game's
        #: own turning over of a finished hand excepted) and names every seat.
        self.watched = False
        #: Every seat's hand face up: a saved game watched again, whose every card is known
        #: (never a network table's shadow game, whose hidden cards are guesses).
        self.open_hands = False
        #: The seat whose view a table with nobody human at it shows, at its bottom (a
        #: watched game's choice; seat 0 for computer players alone, `zanga --demo`).
        self.seen_from = 0
        #: The host's action being played here (`played_by_host`), until it is applied.
        self._host_action: object = _NOTHING
        #: Whether the table is covered between two humans' turns at a shared screen.
        self.cover = False
        #: At a network table, the seats (as this table numbers them) whose person at another
        #: computer is away: their plates say so in place of "Online" (`plate_level`).
        self.away: frozenset[int] = frozenset()
        #: The human seat whose cards the screen shows (several humans: the one who said he
        #: is at it); None before anyone has.
        self.screen_seat: int | None = None
        #: Who plays each seat as the table was set up ("human", a level, `REMOTE`), where
        #: the game keeps it so (a reported move reads a computer seat's level by it).
        self.levels: tuple[str, ...] = ()
        #: The computer players' seed: seat s's is this plus s (`player_seed`).
        self.seed = 0

    # ---------------------------------------------------------------- queries

    def set_away(self, seats: frozenset[int]) -> None:
        """The seats whose person at another computer is now away (`away`)."""
        if seats != self.away:
            self.away = seats
            self.away_changed.emit()

    def plate_level(self, seat: int, level: str) -> str:
        """What `seat`'s plate names for `level`, who plays it: `AWAY` while its person is
        away from a network table."""
        return AWAY if seat in self.away else level

    @property
    def autosave_path(self) -> Path | None:
        return self.autosave.path

    @autosave_path.setter
    def autosave_path(self, path: Path | None) -> None:
        self.autosave.path = path

    @property
    def autosave_failing(self) -> bool:
        return self.autosave.failing

    @autosave_failing.setter
    def autosave_failing(self, failing: bool) -> None:
        self.autosave.failing = failing

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and seat in self.humans

    def human_acted(self, deals: Sequence[Any]) -> bool:
        """Whether a human seat has acted in the last of a record's `deals` (each with its
        `actions`): before that, a practice undo would only replay the computer seats."""
        return bool(deals) and any(self.is_human(a.seat) for a in deals[-1].actions)

    @property
    def human_to_act(self) -> bool:
        return self._waiting_human and self.is_human(self.match.to_act)

    @property
    def computer_turn(self) -> bool:
        """A computer seat is thinking or about to play, with nothing moving on the table."""
        seat = self.match.to_act
        return (not self._waiting_human and not self._held and not self.animator.busy
                and seat is not None and not self.is_human(seat))

    @property
    def paused(self) -> bool:
        return self._paused

    def player_seed(self, seat: int) -> int:
        """The seed the computer seat `seat`'s player was made with."""
        return self.seed + seat

    # ---------------------------------------------------------------- whose view

    def _asks(self, seat: int) -> bool:
        """Whether the human `seat`, to act, has a choice to make (a game whose rules make
        a seat wait in silence says no there: the screen is not passed for it)."""
        return True

    @property
    def viewer(self) -> int:
        """The seat whose view the table shows: the human to act, else the human who has
        the screen, else (a game's first step, computers to act) the first human round the
        table from the seat to act, who most likely plays first, so that a shared screen
        does not ask for another person meanwhile; `seen_from` when no seat is human (a
        table of computer players shows seat 0's view, a watched game the seat chosen)."""
        seat = self.match.to_act
        if seat is not None and seat in self.humans and self._asks(seat):
            return seat
        if self.screen_seat is not None and self.screen_seat in self.humans:
            return self.screen_seat
        if not self.humans:
            return self.seen_from if 0 <= self.seen_from < self.match.seats else 0
        if seat is None:
            return min(self.humans)
        return self._next_person(seat)

    def _next_person(self, seat: int) -> int:
        """The person most likely asked first while `seat` is to act: the first round the
        table from the seat after it (the seat to act, if a person's, waits in silence
        here). A game that knows better (who will be asked at all) says so."""
        return self._first_person_from(seat + 1)

    def _first_person_from(self, start: int) -> int:
        """The first person round the table from the seat `start` on (itself included)."""
        n = self.match.seats
        return next((s for s in ((start + k) % n for k in range(n)) if s in self.humans),
                    min(self.humans))

    @property
    def shared_screen(self) -> bool:
        return len(self.humans) > 1

    def screen_needed(self) -> bool:
        """Several humans share the screen and the one it is to show has not said he is
        at it: the cover stays up, and play waits."""
        return self.cover and self.shared_screen and self.viewer != self.screen_seat

    def show_screen(self, seat: int) -> None:
        """The human at `seat` is at the screen: his cards may be shown, play goes on."""
        if seat not in self.humans:
            return
        self.screen_seat = seat
        self.resume_play()

    # ---------------------------------------------------------------- a game on the table

    def start(self, match: Match[Any, Any], players: Mapping[int, Any],
              humans: Iterable[int], rng: random.Random | None = None,
              resumed: bool = False, notices: Iterable[str] = ()) -> None:
        """Put `match` on the table, a player for every seat not in `humans`: deal (or, for
        a game `resumed`, go on from where it is)."""
        self._halt()
        self.match = match
        self.players = dict(players)
        self.humans = frozenset(humans)
        self.asked = None
        self.screen_seat = None
        self.rng = rng or random.Random()
        self._begin(resumed, notices, deal=not resumed)

    def _halt(self) -> None:
        """Before another game: everything of the last one stopped and closed."""
        self._stop()
        self._paused = False
        self.close_players()

    def _begin(self, resumed: bool, notices: Iterable[str], deal: bool) -> None:
        self._ended = None
        self._began_over = self.match.is_over
        self.reset.emit(resumed)
        for text in notices:
            self.notice.emit(text)
        if deal:
            self.deal_next()
        else:
            self.animator.call(self._advance)

    @property
    def finished_here(self) -> bool:
        """The game is over, and was not when it was put on the table: played to its end
        here, not a finished game opened (the statistics count only the first)."""
        return self.match.is_over and not self._began_over

    def close_players(self) -> None:
        """Close the players that hold something open (a program): a new game, the end of
        a game, quitting."""
        for player in self.players.values():
            close = getattr(player, "close", None)
            if callable(close):
                close()

    def deal_next(self) -> None:
        if self.relay is not None and not self._from_host:
            self.relay.ready()  # the host deals when every player has seen the hand
            return
        if not self.match.needs_deal or self.match.is_over:
            return
        self._waiting_human = False
        self._ended = None
        before = self._before()
        step = self.match.deal(self.rng)
        self._keep()
        self.dealt.emit(self._news(step, before))
        self.animator.call(self._advance)

    def shutdown(self) -> None:
        self._stop()
        self.worker.shutdown()
        self.close_players()

    def _stop(self) -> None:
        self._hint_ticket = -1
        self.worker.cancel()
        self._generation += 1
        self._ai_ticket = -1
        self._waiting_human = False
        self._held = False
        self._deferred = None  # a pause outlives an undo; a new game or a resume ends it
        self.animator.clear()

    def pause(self) -> None:
        """Hold the table while something covers it: the computer seats play nothing more
        until `unpause` (a decision already asked for is kept, and played then)."""
        self._paused = True

    def unpause(self) -> None:
        if not self._paused:
            return
        self._paused = False
        step, self._deferred = self._deferred, None
        if step is not None:
            step()

    def _unless_paused(self, step: Callable[[], None]) -> None:
        if self._paused:
            self._deferred = step
        else:
            step()

    def hold(self) -> None:
        """Play waits until `resume_play` (the player has something to look at first)."""
        self._held = True

    def resume_play(self) -> None:
        if self._held:
            self._held = False
            self.animator.call(self._advance)

    # ---------------------------------------------------------------- hooks for a controller
    # that shapes the game (a lesson): public, and a game's own controller keeps them

    def moves_on(self) -> bool:
        """Whether the table plays on by itself: computer seats move, hands end. False:
        only the human's turn is asked for."""
        return True

    def screen(self, action: object) -> bool:
        """The human's action passes here first: True takes it away from the match (the
        shaping controller checks it and calls `accept`). The table's own game keeps all."""
        return False

    def accept(self, action: object) -> None:
        """Apply an action `screen` took, as if the human had played it."""
        self._waiting_human = False
        self._apply(action)

    # ---------------------------------------------------------------- hooks for the game

    def _before(self) -> object:
        """What the game's records need from before a step (La Zanga: the standings)."""
        return None

    def _news(self, step: Step, before: object) -> object:
        """What `dealt` and `acted` carry for `step` (La Zanga: its `Played` record)."""
        return step

    def _actor(self, action: object) -> int | None:
        """The seat an action is by (the one to act, unless the game's actions say)."""
        return self.match.to_act

    def _between_actions(self) -> bool:
        """Asked before each turn: True when the game did something else first (an
        out-of-turn action, a settlement) and the turn is not to be asked now."""
        return False

    def _after_action(self, action: object, step: Step, news: object) -> bool:
        """After an action was told: False holds play (the game shows something first)."""
        return True

    def _hand_result(self) -> object:
        """What `hand_over` carries once a hand has ended (None: not told)."""
        return self._ended

    def _decision(self, seat: int, observation: object) -> Callable[[threading.Event], object]:
        """The job that decides for the computer seat `seat` on the worker."""
        return decide_job(self.players[seat], observation)

    def _decided(self, action: object) -> None:
        """A computer seat's decision came back (before it is played)."""

    def _continues_turn(self, seat: int) -> bool:
        """Whether the computer seat `seat`, asked again, goes on with the turn it was last
        asked for (El Envite: señas sent before its action), which a report then starts at."""
        return False

    def _job_done(self, ticket: int, result: object) -> None:
        """A job of the game's own on the worker came back (a hint is told by
        `hint_ready`)."""

    def _hint(self, observation: object) -> object:
        """The game's hint for the seat whose `observation` it is, worked out on the AI
        worker (so it must not touch the table): the games with hints say it."""
        raise NotImplementedError

    def _take_back(self) -> None:
        """`undo`: take back what the game allows (only called when `can_undo`)."""
        self.match.undo()

    def _write_autosave(self, path: Path) -> None:
        """Write the game's record to `path`, atomically."""
        write_atomic(path, self.match.record_text())

    # ---------------------------------------------------------------- the turn loop

    def _advance(self) -> None:
        if self._held:
            return
        if self._paused:
            self._deferred = self._advance
            return
        if self.screen_needed() and not self.match.is_over and not self.match.needs_deal:
            self.hold()
            self.screen_wanted.emit(self.viewer)
            return
        self._waiting_human = False
        match = self.match
        if not self.moves_on():
            self.thinking.emit(-1)
            seat = match.to_act
            if (seat is not None and self.is_human(seat) and not match.needs_deal
                    and not match.is_over):
                self._waiting_human = True
                self.human_turn.emit(match.observe(seat))
            return
        if match.is_over:
            self.thinking.emit(-1)
            self.close_players()
            self.game_over.emit(match.outcome())
            return
        if self._between_actions():
            return
        if match.needs_deal:
            self.thinking.emit(-1)
            result = self._hand_result()
            if result is not None:
                self.hand_over.emit(result)
            if self.auto_next_ms is not None:
                self._later(self.auto_next_ms, self._auto_deal)
            return
        seat = match.to_act
        assert seat is not None
        if self.is_human(seat):
            self.thinking.emit(-1)
            self._waiting_human = True
            self.human_turn.emit(match.observe(seat))
            return
        self.thinking.emit(seat)
        if self.relay is not None:
            return  # another player's turn at the host: what he does comes from it
        waiting = self.players.get(seat)
        if isinstance(waiting, MadeWhenAsked):
            self._later(0, lambda: self._make_player(seat, waiting))
            return
        if self.keep_point is not None and not self._continues_turn(seat):
            self.asked = (seat, self.keep_point(match, seat))
        self._asked_at = time.monotonic()
        self._ai_ticket = self.worker.submit(self._decision(seat, match.observe(seat)))

    def _make_player(self, seat: int, waiting: MadeWhenAsked) -> None:
        if self.players.get(seat) is waiting:
            self.players[seat] = waiting.player()
        self._advance()

    def _auto_deal(self) -> None:
        if self.auto_next_ms is not None and self.match.needs_deal:
            self.deal_next()

    def _on_worker(self, ticket: int, result: object) -> None:
        if ticket == self._hint_ticket:
            self._hint_ticket = -1
            if not isinstance(result, Exception):
                self.hint_ready.emit(result)
            return
        if ticket != self._ai_ticket:
            self._job_done(ticket, result)
            return
        self._ai_ticket = -1
        if isinstance(result, Exception):
            # a computer seat's thinking failed: told and written down as any unexpected
            # error (`ui/fault_report.py`), and the seat plays its first legal action, so
            # the table never waits for it forever
            sys.excepthook(type(result), result, result.__traceback__)
            legal = self.match.legal_actions()
            if not legal:
                return
            result = legal[0]
        self._decided(result)
        waited = (time.monotonic() - self._asked_at) * 1000
        delay = max(0, round(self.pace_ms * self.animator.speed - waited))
        if delay:
            self._later(delay, lambda: self._apply(result))
        else:
            self._unless_paused(lambda: self._apply(result))

    def _later(self, ms: int, fn: Callable[[], None]) -> None:
        """Run `fn` after `ms` unless the game is stopped, reset or undone meanwhile."""
        generation = self._generation

        def fire() -> None:
            if generation == self._generation:
                self._unless_paused(fn)

        QTimer.singleShot(ms, fire)

    def _apply(self, action: object) -> None:
        """Verify and apply `action` (once: the match's `apply`), then tell the views."""
        if self.relayed(action, chosen=False) is not None:
            return
        before = self._before()
        self._told(action, before, self.match.apply(action))

    def _told(self, action: object, before: object, step: Step) -> None:
        self._keep()
        news = self._news(step, before)
        self.acted.emit(news)
        if step.hand_over:
            self._ended = step
        if self._after_action(action, step, news):
            self.animator.call(self._advance)

    # ---------------------------------------------------------------- the human's actions

    def act(self, action: object) -> bool:
        """A human seat's action: applied if legal, else `refused` with the game's error."""
        if not self._waiting_human or self._actor(action) != self.match.to_act:
            return False
        if self.screen(action):
            return True
        relayed = self.relayed(action)
        if relayed is not None:
            return relayed
        before = self._before()
        try:
            step = self.match.apply(action)  # verified here, and only here
        except self.refusals as exc:
            self.refused.emit(exc)
            return False
        self._waiting_human = False
        self._told(action, before, step)
        return True

    # ---------------------------------------------------------------- a table over the network

    def relayed(self, action: object, chosen: bool = True) -> bool | None:
        """At a network table, the human's `action` goes to the host: verified here first,
        so that a refusal is told as at home (`refused`, the game's own sentence), then sent;
        True if sent, False if refused. None at any other table, or for what the host did."""
        if self.relay is None:
            return None
        if self._from_host and action is self._host_action:
            self._host_action = _NOTHING  # applied here once; what the table does after it
            return None                   # by itself (La Ronda's silent wait) is relayed
        try:
            self.match.verify(action)
        except self.refusals as exc:
            self.refused.emit(exc)
            return False
        self._waiting_human = False
        self.relay.send(action, chosen)
        return True

    def from_host(self, step: Callable[[], None]) -> None:
        """Play what the host did (an action, a deal) on the table's match, as if here."""
        self._from_host = True
        try:
            step()
        finally:
            self._from_host = False

    def played_by_host(self, action: object) -> None:
        """An action the host applied: the views are told as for any other seat's."""
        self._stop_thinking()
        self._host_action = action
        try:
            self.from_host(lambda: self.accept(action))
        finally:
            self._host_action = _NOTHING

    def dealt_by_host(self, rng: random.Random) -> None:
        """The next hand, dealt as the host dealt it (`rng` arranges the deck)."""
        self._stop_thinking()
        self.rng = rng
        self.from_host(self.deal_next)

    def adopt(self, match: Match[Any, Any], told: bool = True) -> None:
        """The game on the table takes `match`'s state and record in place (a network seat's
        guesses of the hidden cards drawn again: nothing the player sees changes), the
        game's own records of the table made again, and (`told`) the views redrawn."""
        mine = self.match
        if not (isinstance(mine, RecordedMatch) and isinstance(match, RecordedMatch)
                and type(mine.game) is type(match.game)):
            raise TypeError("a match of another kind cannot be taken in place")
        vars(mine.game).update(vars(match.game))
        mine._unrecorded = 0
        self._stop_thinking()
        self._news(Step(index=0, seat=None, action=None, to_act=mine.to_act), self._before())
        if told:
            self.reset.emit(False)
            self.animator.call(self._advance)

    def _stop_thinking(self) -> None:
        self._waiting_human = False
        self._held = False

    def ask_hint(self) -> bool:
        """Ask, off the GUI thread, for the game's hint to the human to act (`_hint`);
        `hint_ready` brings it. False when nobody human is to act or one is on its way."""
        seat = self.match.to_act
        if not self.human_to_act or seat is None or self._hint_ticket != -1:
            return False
        obs = self.match.observe(seat)
        hint_of = self._hint

        def job(cancel: threading.Event) -> object:
            return hint_of(obs)

        self._hint_ticket = self.worker.submit(job)
        return True

    @property
    def can_undo(self) -> bool:
        """Whether `undo` may take something back now (no game allows it unless it says)."""
        return False

    def undo(self) -> bool:
        """Take back what the game allows; a computer player's decision still being thought
        about is cancelled."""
        if not self.can_undo or self.relay is not None:
            return False
        self._stop()
        self._take_back()
        self.asked = None  # a report is of the game as it is played from here
        self._keep()
        self.reset.emit(False)
        self.animator.call(self._advance)
        return True

    # ---------------------------------------------------------------- saving

    def _keep(self) -> None:
        """Autosave after every step; a full disk is told once, and its end too."""
        saved = self.autosave.keep_with(self._write_autosave, self.match.is_over)
        if saved is Saved.FAILED:
            self.autosave_failed.emit(self.autosave.error)
        elif saved is Saved.RESTORED:
            self.autosave_restored.emit()

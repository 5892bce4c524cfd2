"""The controller: it alone owns the `Game`, talks to the engine and the AI, and tells the
views what happened (`news.Played`: one complete record per deal and per action, with the
human seat's observation). It never paints; views never decide, nor ask the engine.

Pacing: after each action the controller queues its next step behind the animations the
views queued for that action (`Animator.call`), and AI moves wait at least `pace_ms`, so a
human can follow the play.
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from ....bots.host import FAULTS_BEFORE_REPLACEMENT, BotStartError
from ....core.game import Step
from ....ui.i18n import tr
from ....ui.player_name import is_unnamed, shown
from ....ui.table.ai_worker import Worker, decide_job
from ....ui.table.animator import Animator
from ..ai import Level, hint, make_player
from ..ai.claims import ATTENTIVENESS, RENEGE_RATE, maybe_renege, should_claim
from ..bots.player import ZangaBot
from ..game import ZangaMatch, ZangaStep
from ..records import DEFAULT_PLAYERS, Game, GameRecord, save_record
from ..rules import (
    Action,
    Claim,
    GameState,
    HandResult,
    IllegalActionError,
    Kind,
    Observation,
    Phase,
    RenuncioMode,
    Word,
    observe,
)
from .news import Played, Standings, Table, table_of
from .setup import Setup
from .words import level_text

HUMAN = 0
BOT = "bot"  # a seat played by a zanga-bot/1 program (Setup.bots holds its command line)
BOT_FALLBACK = Level.PRINCIPIANTE
BOT_TIME_MS = 3000




#: Names for a computer seat whose usual name is the player's own.
SPARE_NAMES = ("Pino", "Nieves", "Chano")


def table_names(name: str) -> list[str]:
    """The four names at the table: the player's, then the computer seats' usual names, a
    spare one for any that would read as the player's (two Anas make the log and the team
    labels ambiguous)."""
    taken = {name.strip().casefold()}
    names = [name]
    spares = iter(n for n in SPARE_NAMES if n.casefold() not in taken)
    for usual in DEFAULT_PLAYERS[1:]:
        pick = usual if usual.casefold() not in taken else next(spares)
        taken.add(pick.casefold())
        names.append(pick)
    return names


class GameController(QObject):
    dealt = Signal(object)  # Played: a hand was dealt
    acted = Signal(object)  # Played: an action was accepted and applied
    human_turn = Signal(object)  # Observation
    refused = Signal(object)  # IllegalActionError
    hand_over = Signal(object)  # HandResult
    game_over = Signal(int)  # winning team
    hint_ready = Signal(object)  # ai.Hint
    # the whole table must be redrawn (new game, load, undo); True when a saved game resumed
    reset = Signal(bool)
    thinking = Signal(int)  # seat now thinking, -1 for none
    play_over = Signal(object)  # mesa: play has stopped, claims still heard (preview result)
    claim_reviewed = Signal(object)  # mesa: a false claim was made, play waits for the review
    settled = Signal(object)  # HandResult: a hand was settled (for statistics and the tutor)
    notice = Signal(str)  # something the player should know (a bot that did not start)
    # the automatic save failed (the system's reason), once until it works again; then
    # autosave_restored
    autosave_failed = Signal(str)
    autosave_restored = Signal()

    def __init__(self, animator: Animator, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.animator = animator
        self.worker = Worker(self)
        self.worker.finished.connect(self._on_worker)
        self.setup = Setup()
        self.game: Game = Game.new()
        self.match = ZangaMatch(self.game)
        self._table = table_of(self.game.state)
        self.rng = random.Random()
        self.players: dict[int, object] = {}
        self.pace_ms = 700
        self.autosave_path: Path | None = None
        self.autosave_failing = False
        self.auto_next_ms: int | None = None  # watch mode: deal on after a pause
        self._ai_ticket = -1
        self._hint_ticket = -1
        self._asked_at = 0.0
        self._waiting_human = False
        self._generation = 0
        self._held = False  # a false claim's review is showing: play waits for the player
        self._paused = False  # the start screen covers the table: play waits under it
        self._deferred: Callable[[], None] | None = None  # what waits for `unpause`
        self._salt = 0
        self._renege_rng = random.Random()

    # ---------------------------------------------------------------- queries for the views

    @property
    def state(self) -> GameState:
        """The engine's state: for the controller, the lessons' checks and tools; views
        paint from `table` and the records the signals bring."""
        return self.game.state

    @property
    def table(self) -> Table:
        """The table as last told to the views (after a reset, a deal, an action, a
        settlement)."""
        return self._table

    def _use(self, game: Game) -> None:
        self.game = game
        self.match = ZangaMatch(game)
        self._table = table_of(game.state)

    def _standings(self) -> Standings:
        st = self.state
        return (st.vales[0], st.vales[1], st.pot, st.fianza)

    def _played(self, step: Step, before: Standings, tricks_before: int) -> Played:
        self._table = table_of(self.state)
        return Played(step, before, tricks_before, self._table, observe(self.state, HUMAN))

    @property
    def names(self) -> list[str]:
        """The players' names as shown: a default one ("Tú", "You") in the current
        language."""
        return [shown(n) for n in self.game.record.players]

    def level_of(self, seat: int) -> str:
        return self.setup.levels[seat]

    def seat_label(self, seat: int) -> str:
        """What a seat's plate says under the name: You (unless the name says it already), the
        AI level, or the bot's name."""
        player = self.players.get(seat)
        if isinstance(player, ZangaBot):
            return tr("Bot: {0}").format(player.name)
        level = self.level_of(seat)
        if level != "human":
            return level_text(level)
        you = tr("You")
        return "" if is_unnamed(self.names[seat]) else you

    @property
    def mesa(self) -> bool:
        """Renuncio at the table (rules section 8): any card may be played, claims decide."""
        return self.state.options.renuncio_mode is RenuncioMode.MESA

    def claim_allowed(self, seat: int = HUMAN) -> bool:
        """Whether `seat` may claim a renuncio now (mesa mode, phases play to scoring)."""
        return (self.mesa and not self._held and self.is_human(seat)
                and Action(seat, Kind.CLAIM, Claim.RENUNCIO) in self.match.out_of_turn())

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and seat in self.setup.humans

    @property
    def you(self) -> int | None:
        """The seat the table speaks to in the second person: the one human seat, when it is
        the seat whose hand is shown. None when no seat or several are human, as "you" would
        then name nobody or anybody."""
        return HUMAN if self.setup.humans == {HUMAN} else None

    @property
    def human_to_act(self) -> bool:
        return self._waiting_human and self.is_human(self.state.to_act)

    def word_cost(self, word: Word) -> int:
        """What `word` would take now from the team of the seat to speak (the rules say)."""
        seat = self.state.to_act
        return 0 if seat is None else self.state.word_cost(seat, word)

    def observation(self, seat: int = HUMAN) -> Observation:
        return observe(self.state, seat)

    # ---------------------------------------------------------------- game lifecycle

    def new_game(self, setup: Setup) -> None:
        self._stop()
        self._paused = False
        self.close_players()
        self.setup = setup
        self.rng = random.Random(setup.seed)
        players = table_names(setup.name)
        self._use(Game.new(setup.preset, dict(setup.options or {}), players))
        problems = self._make_players()
        self.reset.emit(False)
        self._tell(problems)
        self.deal_next()

    def resume(self, record: GameRecord | Game, setup: Setup) -> None:
        """Continue a saved game: a `Game` already replayed from its record (as opening a
        file checks it), or a record `Game.from_record` has accepted (replayed here)."""
        self._stop()
        self._paused = False
        self.close_players()
        self.setup = setup
        self.rng = random.Random(setup.seed)
        self._use(record if isinstance(record, Game) else Game.from_record(record))
        problems = self._make_players()
        self.reset.emit(True)
        self._tell(problems)
        if self.state.phase is Phase.DEAL and not self.game.record.hands:
            self.deal_next()
        else:
            self.animator.call(self._advance)

    def _make_players(self) -> list[str]:
        """The computer seats' players; returns what the player must be told (a bot program
        that did not start), to be told once the table shows the new game."""
        base = self.setup.seed if self.setup.seed is not None else random.randrange(1 << 30)
        self._salt = base
        self._renege_rng = random.Random(base + 7)
        levels = list(self.setup.levels)
        self.players = {}
        problems: list[str] = []
        for s, lv in enumerate(levels):
            if lv == "human":
                continue
            if lv == BOT:
                bot = self._start_bot(s, self.setup.bots[s], problems)
                if bot is not None:
                    self.players[s] = bot
                    continue
                levels[s] = lv = BOT_FALLBACK.value
            self.players[s] = make_player(Level(lv), seed=base + s)
        self.setup.levels = (levels[0], levels[1], levels[2], levels[3])
        return problems

    def _tell(self, problems: list[str]) -> None:
        for text in problems:
            self.notice.emit(text)

    def _start_bot(self, seat: int, command: str, problems: list[str]) -> ZangaBot | None:
        """A bot program for `seat`, or None (with the reason in `problems`) if it did not
        start or did not answer hello; the seat then plays at the fallback level."""
        name = self.names[seat] if seat < len(self.names) else str(seat)
        fallback = level_text(BOT_FALLBACK.value)
        try:
            bot = ZangaBot(command, time_ms=BOT_TIME_MS, hello_timeout_s=5.0,
                                 replacement=make_player(BOT_FALLBACK, seed=self._salt + seat))
        except BotStartError as exc:
            problems.append(tr("The bot program for {0} could not be started ({1}). {0} "
                               "plays at level {2} instead.").format(name, exc, fallback))
            return None
        if bot.faults or not bot.alive:
            why = bot.faults[0].detail if bot.faults else tr("it stopped")
            bot.close()
            problems.append(tr("The bot program for {0} did not answer the zanga-bot/1 "
                               "greeting ({1}). {0} plays at level {2} instead.").format(
                                   name, why, fallback))
            return None
        return bot

    def _tell_if_replaced(self) -> None:
        """A bot program that failed too often in a row has just been replaced: say so,
        once."""
        seat = self.state.to_act
        if seat is None:
            return
        player = self.players.get(seat)
        if not isinstance(player, ZangaBot) or not player.replaced:
            return
        self.players[seat] = player.replacement or make_player(BOT_FALLBACK)
        levels = list(self.setup.levels)
        levels[seat] = BOT_FALLBACK.value
        self.setup.levels = (levels[0], levels[1], levels[2], levels[3])
        player.close()
        name = self.names[seat]
        self.notice.emit(tr("The bot program for {0} failed {1} times in a row. {0} plays at "
                            "level {2} for the rest of the game.").format(
                                name, FAULTS_BEFORE_REPLACEMENT, level_text(BOT_FALLBACK.value)))

    def close_players(self) -> None:
        """Stop every bot program (a new game, the end of a game, quitting)."""
        for player in self.players.values():
            if isinstance(player, ZangaBot):
                player.close()

    def deal_next(self) -> None:
        if self.state.phase is Phase.SCORING:
            self.settle()
            if self.state.is_over:
                self.animator.call(self._advance)
                return
        if self.state.phase is not Phase.DEAL:
            return
        self._waiting_human = False
        before = self._standings()
        step = self.match.deal(self.rng)
        self._autosave()
        self.dealt.emit(self._played(step, before, 0))
        self.animator.call(self._advance)

    def hand_so_far(self) -> list[Played]:
        """The hand on the table told again, deal first, then each action (a game resumed,
        a card taken back): built from the engine's undo snapshots, nothing replayed."""
        states = self.state.hand_states()
        out: list[Played] = []
        for k, st in enumerate(states):
            action = st.actions[-1] if k else None
            prev = states[k - 1] if k else st
            detail = ZangaStep(st.phase)
            if k and len(st.tricks) > len(prev.tricks):
                taker, trick = st.tricks[-1]
                detail = ZangaStep(st.phase, trick, taker)
            step = Step(index=k, seat=action.seat if action else None, action=action,
                        to_act=st.to_act, detail=detail)
            out.append(Played(step, (prev.vales[0], prev.vales[1], prev.pot, prev.fianza),
                              len(prev.tricks), table_of(st), observe(st, HUMAN)))
        return out

    def shutdown(self) -> None:
        self._stop()
        self.worker.shutdown()
        self.close_players()

    def _stop(self) -> None:
        self.worker.cancel()
        self._generation += 1
        self._ai_ticket = self._hint_ticket = -1
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

    @property
    def paused(self) -> bool:
        return self._paused

    def _unless_paused(self, step: Callable[[], None]) -> None:
        if self._paused:
            self._deferred = step
        else:
            step()

    # ---------------------------------------------------------------- the turn loop

    def moves_on(self) -> bool:
        """Whether the table plays on by itself: computer seats move, hands are settled and
        end. A lesson's position says False: only the learner's turn is asked for."""
        return True

    def screen(self, action: Action) -> bool:
        """The human's legal-looking action passes here first: True takes it away from the
        engine (a lesson checks it and calls `accept`). The table's own game keeps all."""
        return False

    def accept(self, action: Action) -> None:
        """Apply an action `screen` took, as if the human had played it."""
        self._waiting_human = False
        self._apply(action)

    def clear_table(self) -> None:
        """No game on the table: the deck in the middle (a lesson's cards-only step)."""
        self._stop()
        self._use(Game.new(players=self.game.record.players))
        self.reset.emit(False)

    def _advance(self) -> None:
        state = self.state
        if self._held:
            return
        if self._paused:
            self._deferred = self._advance
            return
        self._waiting_human = False
        if not self.moves_on():
            self.thinking.emit(-1)
            if self.is_human(state.to_act) and state.phase not in (
                    Phase.DEAL, Phase.GAME_OVER, Phase.SCORING):
                self._waiting_human = True
                self.human_turn.emit(observe(state, state.to_act or 0))
            return
        if state.phase is Phase.GAME_OVER:
            self.thinking.emit(-1)
            self.close_players()
            winner = state.winner()
            self.game_over.emit(winner if winner is not None else 0)
            return
        claim = self._ai_claim()
        if claim is not None:
            self._apply(claim)
            return
        if state.phase is Phase.SCORING:
            self.thinking.emit(-1)
            # a human who may still claim (the solo's partner sitting out too, Art. 58)
            if self.auto_next_ms is None and any(self.is_human(a.seat)
                                                 for a in state.claim_actions()):
                self.play_over.emit(self.preview())
            else:
                self.settle()
                self.animator.call(self._advance)
            return
        if state.phase is Phase.DEAL:
            self.thinking.emit(-1)
            if state.last_result is not None:
                self.hand_over.emit(state.last_result)
            if self.auto_next_ms is not None:
                self._later(self.auto_next_ms, self._auto_deal)
            return
        seat = state.to_act
        assert seat is not None
        if self.is_human(seat):
            self.thinking.emit(-1)
            self._waiting_human = True
            self.human_turn.emit(observe(state, seat))
            return
        self.thinking.emit(seat)
        self._asked_at = time.monotonic()
        obs = observe(state, seat)
        slip = maybe_renege(obs, self._renege_rng, RENEGE_RATE.get(self.level_of(seat), 0.0))
        if slip is not None:  # a beginner's renuncio (mesa mode only)
            self._ai_ticket = self.worker.submit(lambda _cancel: slip)
            return
        self._ai_ticket = self.worker.submit(decide_job(self.players[seat], obs))

    def _auto_deal(self) -> None:
        if self.auto_next_ms is not None and self.state.phase is Phase.DEAL:
            self.deal_next()

    def _on_worker(self, ticket: int, result: object) -> None:
        if ticket == self._hint_ticket:
            self._hint_ticket = -1
            if not isinstance(result, Exception):
                self.hint_ready.emit(result)
            return
        if ticket != self._ai_ticket:
            return
        self._ai_ticket = -1
        if isinstance(result, Exception):
            raise result
        self._tell_if_replaced()
        assert isinstance(result, Action)
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

    def _apply(self, action: Action) -> None:
        """Verify and apply `action` (once: the engine's `apply`), then tell the views."""
        self._told(action, self._standings(), len(self.state.tricks),
                   self.match.apply(action))

    def _told(self, action: Action, before: Standings, tricks_before: int, step: Step) -> None:
        self._autosave()
        played = self._played(step, before, tricks_before)
        self.acted.emit(played)
        if step.hand_over and self.state.last_result is not None:
            self.settled.emit(self.state.last_result)
        if action.kind is Kind.CLAIM and not played.settled and self.auto_next_ms is None:
            self._held = True  # a false claim: the review shows until the player goes on
            self.claim_reviewed.emit(action)
            return
        self.animator.call(self._advance)

    # ---------------------------------------------------------------- mesa mode

    def _ai_claim(self) -> Action | None:
        """The first computer seat that sees a renuncio proven by the cards played claims it
        (asked after every action, so after every card)."""
        state = self.state
        if not self.mesa or state.phase not in (Phase.PLAY, Phase.TODAS, Phase.SCORING):
            return None
        for seat in sorted({a.seat for a in state.claim_actions()}):  # Art. 58 after play
            player = self.players.get(seat)
            if player is None or isinstance(player, ZangaBot):
                continue  # the human claims with the button; bots have no claims in zanga-bot/1
            attentiveness = ATTENTIVENESS.get(self.level_of(seat), 1.0)
            if should_claim(observe(state, seat), attentiveness, self._salt + seat):
                return Action(seat, Kind.CLAIM, Claim.RENUNCIO)
        return None

    def claim(self, seat: int = HUMAN) -> bool:
        """The human's ¡Renuncio!: out of turn, at any moment of the play and until the hand
        is settled. A computer seat's pending decision is dropped and asked again after."""
        if not self.claim_allowed(seat):
            return False
        self.worker.cancel()
        self._generation += 1
        self._ai_ticket = -1
        self._waiting_human = False
        self._apply(Action(seat, Kind.CLAIM, Claim.RENUNCIO))
        return True

    def resume_play(self) -> None:
        """The player has seen a false claim's review: play goes on."""
        if self._held:
            self._held = False
            self.animator.call(self._advance)

    def preview(self) -> HandResult | None:
        """Mesa mode, play stopped: how the hand will be settled if nobody claims."""
        return self.state.settlement_preview()

    def settle(self) -> None:
        """Settle a hand waiting for claims (the player moves on, or nobody can claim)."""
        state = self.state
        if state.phase is not Phase.SCORING:
            return
        state.settle()
        self._table = table_of(state)
        self._autosave()
        if state.last_result is not None:
            self.settled.emit(state.last_result)

    # ---------------------------------------------------------------- the human's actions

    def act(self, action: Action) -> bool:
        """The human's action: applied if legal, else `refused` with the engine's error."""
        if not self._waiting_human or action.seat != self.state.to_act:
            return False
        if self.screen(action):
            return True
        before, tricks_before = self._standings(), len(self.state.tricks)
        try:
            step = self.match.apply(action)  # verified here, and only here
        except IllegalActionError as exc:
            self.refused.emit(exc)
            return False
        self._waiting_human = False
        self._told(action, before, tricks_before, step)
        return True

    def play(self, card: object) -> bool:
        seat = self.state.to_act
        if seat is None:
            return False
        return self.act(Action(seat, Kind.PLAY, card))  # type: ignore[arg-type]

    def ask_hint(self) -> bool:
        """Ask, off the GUI thread, for the move Experto would make (its full search: about
        0.2 s for a card on two cores, docs/ai.md) and why; `hint_ready` brings it."""
        if not self.human_to_act or self._hint_ticket != -1:
            return False
        obs = observe(self.state, self.state.to_act or 0)

        def job(cancel: threading.Event) -> object:
            return hint(obs)

        self._hint_ticket = self.worker.submit(job)
        return True

    @property
    def computer_turn(self) -> bool:
        """A computer seat is thinking or about to play, with nothing moving on the table."""
        seat = self.state.to_act
        return (not self._waiting_human and not self._held and not self.animator.busy
                and seat is not None and not self.is_human(seat)
                and self.state.phase is Phase.PLAY)

    @property
    def can_undo(self) -> bool:
        """Practice games, at the human's turn or while a computer player thinks (its
        thinking is dropped), once the human has played a card."""
        return (self.setup.practice and (self._waiting_human or self.computer_turn)
                and any(a.kind is Kind.PLAY and self.is_human(a.seat)
                        for a in self.state.actions))

    def undo(self) -> bool:
        """Practice games: take back the human's last card and everything after it; a
        computer player's decision still being thought about is cancelled (`_stop`)."""
        if not self.can_undo:
            return False
        self._stop()
        while self.state.actions:
            last = self.state.actions[-1]
            self.game.undo()
            if last.kind is Kind.PLAY and self.is_human(last.seat):
                break
        self._table = table_of(self.state)
        self._autosave()
        self.reset.emit(False)
        self.animator.call(self._advance)
        return True

    # ---------------------------------------------------------------- saving

    def _autosave(self) -> None:
        if self.autosave_path is None:
            return
        if self.state.is_over:
            self.autosave_path.unlink(missing_ok=True)
            return
        try:
            save_record(self.game.record, self.autosave_path)
        except OSError as exc:  # a full disk must not stop the game; it is tried again
            if not self.autosave_failing:
                self.autosave_failing = True
                self.autosave_failed.emit(str(exc.strerror or exc))
            return
        if self.autosave_failing:
            self.autosave_failing = False
            self.autosave_restored.emit()

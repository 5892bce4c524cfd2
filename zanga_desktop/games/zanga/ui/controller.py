"""La Zanga's controller: the toolkit's `TableController` (the turn loop, the computer seats
on the AI worker, pacing, pausing, autosave) with what is La Zanga's: it alone owns the
`Game`, tells the views one `news.Played` record per deal and per action (with the
observation of the seat the screen shows, `viewer`: several humans may share it), hears
renuncio claims out of turn and settles mesa hands, offers hints, word costs and practice
undo, and seats zanga-bot/1 programs. It never paints; views never decide, nor ask the
engine.
"""

from __future__ import annotations

import random
import sys
import threading
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ....core.game import Step
from ....core.levels import Level
from ....core.setup import NO_PLAYER_MADE
from ....ui.i18n import tr
from ....ui.player_name import is_unnamed, people_named, shown, unnamed_seat
from ....ui.player_name import table_names as player_table_names
from ....ui.table.animator import Animator
from ....ui.table.controller import MadeWhenAsked, TableController
from ..game import ZangaMatch, ZangaStep
from ..records import DEFAULT_PLAYERS, Game, GameRecord, RecordError
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

if TYPE_CHECKING:
    from ..ai import Player
    from ..bots.player import ZangaBot

#: The bot programs' module: loaded with the first seat given to one (`_start_bot`), so a
#: table of people and levels never pays for it, nor for the process machinery it brings.
_BOTS = "zanga_desktop.games.zanga.bots.player"


def level_player(level: Level, seed: int, levels: tuple[str, ...]) -> Player:
    """A computer seat's player at `level`, made with `seed`, at a table of `levels`."""
    from ..ai import make_player
    from ..ai.players import speaker_of

    # the levels at the table are public: each computer seat reads the others' words by
    # their policy (a person's or a bot's loosely)
    speakers = tuple(speaker_of(lv) for lv in levels)
    # the table's safety net of wall time: a loaded machine cannot stall the game
    return make_player(level, seed=seed, wall_cap=True, speakers=speakers)


def as_bot(player: object) -> ZangaBot | None:
    """`player` if it is a bot program (none can be before the bots' module is loaded)."""
    bots = sys.modules.get(_BOTS)
    return player if bots is not None and isinstance(player, bots.ZangaBot) else None

HUMAN = 0
BOT = "bot"  # a seat played by a zanga-bot/1 program (Setup.bots holds its command line)
BOT_FALLBACK = Level.PRINCIPIANTE
BOT_TIME_MS = 3000


def table_names(name: str, people: Sequence[str] = ()) -> list[str]:
    """The four names at the table: the player's, then each other seat's, a person's as
    chosen (`people`, seat 1 first), a computer seat's usual one (`player_name.table_names`:
    never a name already at the table)."""
    return list(player_table_names(name, DEFAULT_PLAYERS[1:], people))


class GameController(TableController):
    """The toolkit's table controller playing La Zanga: four seats, the player at seat 0
    and any other seat human at the same screen (the table shows the `viewer`'s cards),
    computer seats by level or a bot program, records the views paint from."""

    play_over = Signal(object)  # mesa: play has stopped, claims still heard (preview result)
    claim_reviewed = Signal(object)  # mesa: a false claim was made, play waits for the review
    settled = Signal(object)  # HandResult: a hand was settled (for statistics and the tutor)

    refusals = (IllegalActionError,)

    def __init__(self, animator: Animator, parent: QObject | None = None) -> None:
        game = Game.new()
        super().__init__(animator, ZangaMatch(game), parent)
        self.setup = Setup()
        self.humans = self.setup.humans  # the player, before any game is on the table
        self.game: Game = game
        self._table = table_of(self.game.state)
        self.players: dict[int, object] = {}
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

    def _before(self) -> object:
        return (self._standings(), len(self.state.tricks))

    def _news(self, step: Step, before: object) -> Played:
        assert isinstance(before, tuple)
        standings, tricks_before = before
        if step.action is None:  # a deal: the new hand has no trick yet
            tricks_before = 0
        self._table = table_of(self.state)
        return Played(step, standings, tricks_before, self._table,
                      observe(self.state, self.viewer))

    @property
    def names(self) -> list[str]:
        """The players' names as shown: a default one ("Tú", "You") in the current
        language."""
        return [shown(n) for n in self.game.record.players]

    def level_of(self, seat: int) -> str:
        return self.setup.levels[seat]

    def seat_label(self, seat: int) -> str:
        """What a seat's plate says under the name: You (unless the name says it already, or
        several humans share the screen: then Human), the AI level, or the bot's name."""
        bot = as_bot(self.players.get(seat))
        if bot is not None:
            return tr("Bot: {0}").format(bot.name)
        level = self.plate_level(seat, self.level_of(seat))
        if level != "human" or self.shared_screen:  # several at one screen: none is "you"
            return level_text(level)
        you = tr("You")
        return "" if is_unnamed(self.names[seat]) else you

    @property
    def mesa(self) -> bool:
        """Renuncio at the table (rules section 8): any card may be played, claims decide."""
        return self.state.options.renuncio_mode is RenuncioMode.MESA

    def claim_allowed(self, seat: int | None = None) -> bool:
        """Whether `seat` (the one the screen shows) may claim a renuncio now (mesa mode,
        phases play to scoring)."""
        seat = self.viewer if seat is None else seat
        return (self.mesa and not self._held and self.is_human(seat)
                and Action(seat, Kind.CLAIM, Claim.RENUNCIO) in self.match.out_of_turn())

    @property
    def you(self) -> int | None:
        """The seat the table speaks to in the second person: the one human seat; when
        several share the screen, the one who chose no name (his name reads "you", so his
        lines say "you": "You pass", never "You says"), the others by their names; when
        nobody here plays (computers in every seat, a game watched again), the seat whose
        name is the unnamed player's, if one is."""
        humans = self.setup.humans
        if humans == {HUMAN}:
            return HUMAN
        return unnamed_seat(humans or range(len(self.names)), self.names)

    def word_cost(self, word: Word) -> int:
        """What `word` would take now from the team of the seat to speak (the rules say)."""
        seat = self.state.to_act
        return 0 if seat is None else self.state.word_cost(seat, word)

    def observation(self, seat: int | None = None) -> Observation:
        """What `seat` may know now (the seat the screen shows, unless another is named)."""
        return observe(self.state, self.viewer if seat is None else seat)

    # ---------------------------------------------------------------- game lifecycle

    def _seat_people(self, setup: Setup) -> None:
        """The set-up's humans as the toolkit's (whose view, the cover between two)."""
        self.setup = setup
        self.humans = setup.humans
        self.cover = setup.cover
        self.screen_seat = None

    def new_game(self, setup: Setup) -> None:
        self._halt()
        self._seat_people(setup)
        self.rng = random.Random(setup.seed)
        players = table_names(setup.name, people_named(setup.levels, setup.names))
        self._use(Game.new(setup.preset, dict(setup.options or {}), players))
        problems = self._make_players()
        self._begin(False, problems, deal=True)

    def resume(self, record: GameRecord | Game, setup: Setup) -> None:
        """Continue a saved game: a `Game` already replayed from its record (as opening a
        file checks it), or a record `Game.from_record` has accepted (replayed here)."""
        self._halt()
        self._seat_people(setup)
        self.rng = random.Random(setup.seed)
        self._use(record if isinstance(record, Game) else Game.from_record(record))
        problems = self._make_players()
        self._begin(True, problems,
                    deal=self.state.phase is Phase.DEAL and not self.game.record.hands)

    def player_seed(self, seat: int) -> int:
        """The seed the computer seat `seat`'s player was made with."""
        return self._salt + seat

    def _make_players(self) -> list[str]:
        """The computer seats' players; returns what the player must be told (a bot program
        that did not start), to be told once the table shows the new game."""
        base = self.setup.seed if self.setup.seed is not None else random.randrange(1 << 30)
        self._salt = base
        self._renege_rng = random.Random(base + 7)
        levels = list(self.setup.levels)
        asked = tuple(levels)  # before a bot that did not start falls back
        self.players = {}
        problems: list[str] = []
        for s, lv in enumerate(levels):
            if lv in NO_PLAYER_MADE:  # a person's seat, or a seat of a game watched again
                continue
            if lv == BOT:
                bot = self._start_bot(s, self.setup.bots[s], problems)
                if bot is not None:
                    self.players[s] = bot
                    continue
                levels[s] = lv = BOT_FALLBACK.value
            self.players[s] = MadeWhenAsked(partial(level_player, Level(lv), base + s, asked))
        self.setup.levels = (levels[0], levels[1], levels[2], levels[3])
        return problems

    def _start_bot(self, seat: int, command: str, problems: list[str]) -> ZangaBot | None:
        """A bot program for `seat`, or None (with the reason in `problems`) if it did not
        start or did not answer hello; the seat then plays at the fallback level."""
        name = self.names[seat] if seat < len(self.names) else str(seat)
        fallback = level_text(BOT_FALLBACK.value)
        from ....bots.host import BotStartError
        from ..ai import make_player
        from ..bots.player import ZangaBot

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
        player = as_bot(self.players.get(seat))
        if player is None or not player.replaced:
            return
        if player.replacement is not None:
            self.players[seat] = player.replacement
        else:
            from ..ai import make_player

            self.players[seat] = make_player(BOT_FALLBACK)
        levels = list(self.setup.levels)
        levels[seat] = BOT_FALLBACK.value
        self.setup.levels = (levels[0], levels[1], levels[2], levels[3])
        player.close()
        name = self.names[seat]
        from ....bots.host import FAULTS_BEFORE_REPLACEMENT

        self.notice.emit(tr("The bot program for {0} failed {1} times in a row. {0} plays at "
                            "level {2} for the rest of the game.").format(
                                name, FAULTS_BEFORE_REPLACEMENT, level_text(BOT_FALLBACK.value)))

    def close_players(self) -> None:
        """Stop every bot program (a new game, the end of a game, quitting)."""
        for player in self.players.values():
            bot = as_bot(player)
            if bot is not None:
                bot.close()

    def deal_next(self) -> None:
        if self.state.phase is Phase.SCORING:
            self.settle()
            if self.state.is_over:
                self.animator.call(self._advance)
                return
        if self.state.phase is not Phase.DEAL:
            return
        super().deal_next()

    def hand_so_far(self) -> list[Played]:
        """The hand on the table told again, deal first, then each action (a game resumed,
        a card taken back): built from the engine's undo snapshots, nothing replayed."""
        return _told(self.state.hand_states(), self.viewer)

    def last_hand(self) -> list[Played]:
        """The hand last dealt told again, deal first, then each action, from the record (a
        game resumed between hands, whose log held that hand when it was left); empty if
        there is none or it cannot be replayed."""
        record = self.game.record
        if not record.hands or not record.hands[-1].actions:
            return []
        hand = record.hands[-1]
        try:
            game = self.game.before_hand(-1)
            if game.state.phase is Phase.SCORING:
                game.state.settle()  # as the next hand's deal settles the one before
            game.start_hand(hand.dealer, hand.deal)
            for action in hand.actions[:-1]:
                game.apply(action)
            # the states up to the last action, then the state it left: the hand settled,
            # whose snapshots the engine no longer hands out
            states = list(game.state.hand_states())
            game.apply(hand.actions[-1])
        except (RecordError, IllegalActionError):
            return []
        return _told([*states, game.state], self.viewer)

    def clear_table(self) -> None:
        """No game on the table: the deck in the middle (a lesson's cards-only step)."""
        self._stop()
        self._use(Game.new(players=self.game.record.players))
        self.reset.emit(False)

    # ---------------------------------------------------------------- the turn loop's hooks

    def _actor(self, action: object) -> int | None:
        assert isinstance(action, Action)
        return action.seat

    def _between_actions(self) -> bool:
        """A computer seat's renuncio claim, else a hand that waits in scoring: settled at
        once, or held for the human who may still claim."""
        state = self.state
        claim = self._ai_claim()
        if claim is not None:
            self._apply(claim)
            return True
        if state.phase is not Phase.SCORING:
            return False
        self.thinking.emit(-1)
        # a human who may still claim (the solo's partner sitting out too, Art. 58)
        if self.auto_next_ms is None and any(self.is_human(a.seat)
                                             for a in state.claim_actions()):
            self.play_over.emit(self.preview())
        else:
            self.settle()
            self.animator.call(self._advance)
        return True

    def _hand_result(self) -> object:
        return self.state.last_result

    def _decision(self, seat: int, observation: object) -> Callable[[threading.Event], object]:
        assert isinstance(observation, Observation)
        from ..ai.claims import RENEGE_RATE, maybe_renege

        slip = maybe_renege(observation, self._renege_rng,
                            RENEGE_RATE.get(self.level_of(seat), 0.0))
        if slip is not None:  # a beginner's renuncio (mesa mode only)
            return lambda _cancel: slip
        return super()._decision(seat, observation)

    def _decided(self, action: object) -> None:
        self._tell_if_replaced()
        assert isinstance(action, Action)

    def _after_action(self, action: object, step: Step, news: object) -> bool:
        assert isinstance(action, Action) and isinstance(news, Played)
        if step.hand_over and self.state.last_result is not None:
            self.settled.emit(self.state.last_result)
        if action.kind is Kind.CLAIM and not news.settled and self.auto_next_ms is None:
            self.hold()  # a false claim: the review shows until the player goes on
            self.claim_reviewed.emit(action)
            return False
        return True

    # ---------------------------------------------------------------- mesa mode

    def _ai_claim(self) -> Action | None:
        """The first computer seat that sees a renuncio proven by the cards played claims it
        (asked after every action, so after every card)."""
        state = self.state
        if not self.mesa or state.phase not in (Phase.PLAY, Phase.TODAS, Phase.SCORING):
            return None
        for seat in sorted({a.seat for a in state.claim_actions()}):  # Art. 58 after play
            player = self.players.get(seat)
            if player is None or as_bot(player) is not None:
                continue  # the human claims with the button; bots have no claims in zanga-bot/1
            from ..ai.claims import ATTENTIVENESS, should_claim

            attentiveness = ATTENTIVENESS.get(self.level_of(seat), 1.0)
            if should_claim(observe(state, seat), attentiveness, self._salt + seat):
                return Action(seat, Kind.CLAIM, Claim.RENUNCIO)
        return None

    def claim(self, seat: int | None = None) -> bool:
        """The human's ¡Renuncio! (the one the screen shows, unless another is named): out
        of turn, at any moment of the play and until the hand is settled. A computer seat's
        pending decision is dropped and asked again after."""
        seat = self.viewer if seat is None else seat
        if not self.claim_allowed(seat):
            return False
        self.worker.cancel()
        self._generation += 1
        self._ai_ticket = -1
        self._waiting_human = False
        self._apply(Action(seat, Kind.CLAIM, Claim.RENUNCIO))
        return True

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
        self._keep()
        if state.last_result is not None:
            self.settled.emit(state.last_result)

    # ---------------------------------------------------------------- the human's actions

    def play(self, card: object) -> bool:
        seat = self.state.to_act
        if seat is None:
            return False
        return self.act(Action(seat, Kind.PLAY, card))  # type: ignore[arg-type]

    def _hint(self, observation: object) -> object:
        """The move Experto would make (its full search: about 0.2 s for a card on two
        cores, docs/ai.md) and why."""
        from ..ai import hint

        return hint(observation)  # type: ignore[arg-type]

    @property
    def computer_turn(self) -> bool:
        """A computer seat is thinking or about to play, with nothing moving on the table."""
        return super().computer_turn and self.state.phase is Phase.PLAY

    @property
    def can_undo(self) -> bool:
        """Practice games, at the human's turn or while a computer player thinks (its
        thinking is dropped), once the human has played a card."""
        return (self.setup.practice and (self._waiting_human or self.computer_turn)
                and any(a.kind is Kind.PLAY and self.is_human(a.seat)
                        for a in self.state.actions))

    def _take_back(self) -> None:
        """Practice games: the human's last card and everything after it."""
        while self.state.actions:
            last = self.state.actions[-1]
            self.game.undo()
            if last.kind is Kind.PLAY and self.is_human(last.seat):
                break
        self._table = table_of(self.state)


def _told(states: Sequence[GameState], viewer: int) -> list[Played]:
    """A hand's states (just after the deal, then after each action) as the news the views
    were told as it was played, seen by `viewer`."""
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
                          len(prev.tricks), table_of(st), observe(st, viewer)))
    return out

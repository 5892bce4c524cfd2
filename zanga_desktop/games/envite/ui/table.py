"""El Envite's table in a window: the controller, the board, the tutor, the hand log and the
team's señas docked beside it, hints, keys, and the partido's files (save, open, autosave of
`.envite.json`, and a hand exported alone).

The window gives it `scene`, `view`, `animator` and `deck` (the shell's main window does, and
so does any bare stage).
"""

from __future__ import annotations

from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QMainWindow

from ....core.setup import GameSetup
from ....ui.file_errors import SaveFailed, write_error_text
from ....ui.i18n import sentences, tr
from ....ui.start import GameInfo, modified
from ....ui.table.docks import DockPlace, LogDock, TutorDock
from ....ui.table.front import TableFront
from ..ai.hints import Hint
from ..records import EnviteGame, EnviteRecord, RecordError, load_record
from ..rules import Action, EnviteError, Kind, Phase, Sena, team
from . import statistics, words
from .board import EnviteBoard
from .controller import HUMAN, EnviteController, EnviteSetup
from .new_game_options import cover_chosen, setup_of
from .news import EnviteNews
from .tutor_text import action_lines, explain, hint_lines, reason, renuncio_rule, sena_line


class SenaLogDock(LogDock):
    """The señas the player saw in this hand, one line each, so that none is missed
    (section 7): his team's in `team` mode, and in `pillar` mode the opponents' he caught."""

    def __init__(self, deck: object, parent: QMainWindow) -> None:
        super().__init__(deck, 0, parent)  # type: ignore[arg-type]
        self.setObjectName("sena_log_dock")
        self.list.setObjectName("sena_log")
        self.last_title.hide()
        self.last_caption.hide()

    def retranslate(self) -> None:
        super().retranslate()
        self.setWindowTitle(tr("Señas of the hand"))


class EnviteTable(TableFront):
    """`window` gives the scene, view, animator and deck (the rest of what the shell asks,
    `TableFront` answers from the controller)."""

    controller: EnviteController
    board: EnviteBoard

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        w: Any = window  # scene, view, animator, deck (and, in the shell, toast)
        self.controller = EnviteController(w.animator, w)
        self.board = EnviteBoard(w.scene, w.animator, self.controller, w.deck)
        self.tutor = TutorDock(w)
        # the board keeps the last trick in the centre until the next lead: no strip here
        # (ten cards would make the dock as wide as the table)
        self.log = LogDock(w.deck, 0, w)
        self.log.last_title.hide()
        self.log.last_caption.hide()
        self.senas_log = SenaLogDock(w.deck, w)
        self.docks = (self.tutor, self.log, self.senas_log)
        # beside the table, or under it in a narrow window
        self.dock_place = DockPlace(window, self.docks, (5, 3, 2))
        self.tutor.hint_requested.connect(self.ask_hint)
        # the shell's names for a game's end-of-hand and review panels: here the prompt
        # tells how a hand ended and offers the next one
        self.summary, self.summary_proxy = self.board.prompt, self.board.prompt_proxy
        self.review, self.review_proxy = self.board.prompt, self.board.prompt_proxy
        ctl = self.controller
        ctl.refused.connect(self._on_refused)
        ctl.reset.connect(self._on_reset)
        ctl.dealt.connect(self._on_dealt)
        ctl.acted.connect(self._on_acted)
        ctl.human_turn.connect(lambda _obs: self.changed.emit())
        ctl.notice.connect(lambda text: self.tutor.say(text, True))
        ctl.claimed.connect(self._on_claimed)
        ctl.hand_over.connect(self._on_hand_over)
        ctl.game_over.connect(self._on_game_over)
        ctl.hint_ready.connect(self._on_hint)
        ctl.human_turn.connect(lambda _obs: self.update_actions())
        ctl.claim_review.connect(self._on_claim_review)
        ctl.screen_wanted.connect(self.board.show_cover)
        self.board.cover_done.connect(ctl.show_screen)
        self._counted = 0  # hands already added to the statistics
        self._opened = False  # the partido resumed is a file opened, not the autosave
        self._hand_start = 0  # the log's lines before the hand in play (kept by an undo)

    # ---------------------------------------------------------------- games

    def new_game(self, setup: EnviteSetup | GameSetup) -> None:
        self.log.clear()
        self.senas_log.clear()
        self.tutor.clear_refusal()
        self._counted = 0
        if isinstance(setup, GameSetup):
            setup = setup_of(setup)
        self.controller.new_game(setup)

    def resume(self, game: object, opened: bool = True,
               setup: EnviteSetup | None = None) -> None:
        """Put a partido back on the table: a path or record (RecordError if refused), or
        an `EnviteGame` from `check_record` or `read_saved`."""
        if isinstance(game, (str, Path)):
            game = load_record(game)
        if isinstance(game, EnviteRecord):
            game = EnviteGame.from_record(game)
        assert isinstance(game, EnviteGame)
        record = game.record
        seats = 2 * record.team_size
        setup = setup or EnviteSetup(record.team_size, _resumed_levels(seats),
                                     tuple(record.players), record.captains, record.preset,
                                     record.options, cover=cover_chosen())
        self.log.clear()
        self.senas_log.clear()
        self._counted = len(game.state.results)
        self._opened = opened
        self.controller.resume(game, setup)

    def check_record(self, path: str | Path) -> tuple[EnviteGame | None, str]:
        """The partido at `path` replayed if the rules accept it, else None and why."""
        try:
            return EnviteGame.from_record(load_record(path)), ""
        except RecordError as exc:
            return None, exc.message

    def read_saved(self, path: Path) -> tuple[GameInfo, EnviteGame | None] | None:
        """The autosave at `path` described, and replayed; None if there is none. Never
        raises."""
        if not path.exists():
            return None
        saved_at = modified(path)
        game, problem = self.check_record(path)
        if game is None:
            return GameInfo(saved_at=saved_at, problem=problem, path=path, game="envite"), None
        return self._info(game, saved_at, path), game

    def _info(self, game: EnviteGame, saved_at: datetime | None = None,
              path: Path | None = None) -> GameInfo:
        st = game.state
        return GameInfo(names=tuple(game.record.players), vales=st.piedras,
                        hand=max(1, len(game.record.hands)),
                        hand_over=st.phase in (Phase.DEAL, Phase.SCORING, Phase.OVER),
                        preset=game.record.preset, saved_at=saved_at, path=path,
                        over=st.is_over, game="envite")

    def info(self, saved_at: datetime | None = None) -> GameInfo:
        return self._info(self.controller.envite.game, saved_at)

    def in_progress(self) -> bool:
        game = self.controller.envite.game
        return bool(game.record.hands) and not game.state.is_over

    def save(self, path: str | Path) -> None:
        """SaveFailed (an OSError saying why, as a player reads it) if it cannot be
        written; the file as it was is kept."""
        try:
            self.controller.save(path)
        except (OSError, ValueError) as exc:
            raise SaveFailed.of(exc) from exc

    def export_hand(self, path: str | Path) -> str:
        """The last hand dealt, alone, as a record that starts from its standings; why not,
        or ""."""
        try:
            self.controller.export_hand(path)
        except (OSError, ValueError) as exc:
            return write_error_text(exc)
        return ""

    def record_filter(self) -> str:
        return tr("Envite records (*.envite.json *.json)")

    def game_stem(self) -> str:
        return tr("Envite partido")

    def hand_stem(self) -> str:
        return tr("Envite hand")

    # ---------------------------------------------------------------- for the menus

    def install_menus(self) -> None:
        """El Envite's Learn menu: its lessons and its rules."""
        from ..learn import install

        install(self.window, self.tutor)

    @property
    def can_hint(self) -> bool:
        return self.controller.human_to_act and not self.board.covered

    @property
    def can_export(self) -> bool:
        return bool(self.controller.envite.game.record.hands)

    def retranslate(self) -> None:
        self.board.redraw()

    def set_highlight(self, on: bool) -> None:
        self.board.highlight_legal = on
        self.board.redraw()

    def redraw_cards(self) -> None:
        for item in self.board.cards.values():
            item.update()

    def next_hand(self) -> None:
        self.controller.next_hand()

    def claim(self) -> bool:
        return self.controller.claim(self.controller.viewer)

    def ask_hint(self) -> None:
        """What Experto would do now, and why, asked on the AI worker (`_on_hint`)."""
        if self.can_hint and self.controller.ask_hint():
            self.tutor.show_hint(lambda: tr("Thinking..."))

    def _on_hint(self, found: object) -> None:
        if not isinstance(found, Hint) or not self.controller.human_to_act:
            return
        names = self.controller.names
        self.tutor.show_hint(lambda: tr("Hint: {0}").format(sentences(*hint_lines(found,
                                                                                  names))))
        # every seña advised, and the action after them
        self.board.show_hints([a for a, _ in found.senas] + [found.action])

    def end_review(self) -> None:
        self.board.end_review()

    def _on_claim_review(self, news: EnviteNews) -> None:
        """A computer seat proved a renuncio: the offending card, its trick and the rule it
        broke, over the table until the player goes on (section 8)."""
        action = news.step.action
        d = news.detail
        result = d.result if d is not None else None
        if not isinstance(action, Action):
            return
        names = news.names
        lines: list[str] = []
        for r in result.renuncios if result is not None else ():
            if not r.proven:
                continue
            if r.seat == news.viewer:
                lines.append(tr("You played the {0} in trick {1}: a renuncio, since {2}.")
                             .format(r.card.name, r.trick + 1, renuncio_rule(r.code)))
            else:
                lines.append(tr("{0} played the {1} in trick {2}: a renuncio, since {3}.")
                             .format(names[r.seat], r.card.name, r.trick + 1,
                                     renuncio_rule(r.code)))
        for line in lines:
            self.tutor.say(line)
        title = tr("{0} claims ¡Renuncio! and proves it").format(names[action.seat])
        self.board.show_review(title, lines, news)
    def open_lessons(self) -> None:
        from ..learn import open_lessons

        open_lessons(self.window)

    def open_rules(self) -> None:
        from ..learn import open_rules

        open_rules(None, self.window)

    def _on_claimed(self, news: EnviteNews) -> None:
        action = news.step.action
        if not isinstance(action, Action):
            return
        name = news.names[action.seat]
        if news.step.hand_over:
            line = tr("{0} claims ¡Renuncio! and proves it: the hand is over").format(name)
        else:
            line = tr("{0} claims ¡Renuncio!, but nobody renounced: the other team scores "
                      "{1}").format(name, words.piedras_text(
                          news.obs.options.false_claim_piedras))
        self.tutor.say(line, True)
        self.log.add(line)

    # ---------------------------------------------------------------- statistics

    def _on_hand_over(self, _step: object) -> None:
        results = self.controller.envite.state.results
        if 0 in self.controller.humans:
            for result in results[self._counted:]:
                statistics.record_hand(result)
        self._counted = len(results)

    def _on_game_over(self, winner: int) -> None:
        self._on_hand_over(None)
        if 0 in self.controller.humans:
            statistics.record_partido(winner)

    def undo(self) -> bool:
        return self.controller.undo()

    # ---------------------------------------------------------------- narration

    def _on_refused(self, exc: object) -> None:
        if isinstance(exc, EnviteError):
            ctl = self.controller
            obs = ctl.envite.observe(ctl.viewer)
            names = tuple(ctl.names)
            self.tutor.show_refusal(lambda: explain(exc, obs, names))  # again in a new language
            toast = getattr(self.window, "toast", None)
            if toast is not None:
                toast.show_text(reason(exc, obs, names))

    def _on_reset(self, resumed: bool) -> None:
        """A partido put on the table, or actions taken back. The hand in play is told up
        to here in the log, the señas and the tutor, as if it had been watched, so that the
        player knows who bet and signalled what before playing on (and nothing taken back
        is still told)."""
        self.tutor.clear_refusal()
        self.tutor.clear_narration()
        if resumed:
            self._hand_start = 0  # `resume` emptied the log
        self.log.keep(self._hand_start)
        self.senas_log.clear()
        if resumed and self._opened:
            self.tutor.say(lambda: tr("Game opened."), True)
        elif resumed:
            self.tutor.say(lambda: tr("Game resumed."), True)
        so_far = self.controller.hand_so_far()
        if not so_far:
            return
        self._tell_deal(so_far[0])
        for news in so_far[1:]:
            self._on_acted(news)

    def _on_dealt(self, news: EnviteNews) -> None:
        self.senas_log.clear()
        self._hand_start = self.log.line_count()
        self.window.animator.call(self.deal_shown.emit)
        self._tell_deal(news)

    def _tell_deal(self, news: EnviteNews) -> None:
        """Who dealt and the vira in the log; a tumbo in the tutor (section 9)."""
        self.tutor.clear_refusal()
        self.tutor.show_hint("")
        obs = news.obs
        if obs.vira is None:
            return
        vira = obs.vira
        if obs.dealer == news.viewer:  # the player's own lines say "you"
            self.log.add(lambda: tr("New hand: you deal, the vira is the {0}").format(vira.name))
        else:
            self.log.add(lambda: tr("New hand: {0} deals, the vira is the {1}").format(
                news.names[obs.dealer or 0], vira.name))
        if obs.tumbo is not None and obs.tumbo.value == "forzoso":
            self.log.add(lambda: tr("Tumbo forzoso: both teams are in tumbo"))
            self.tutor.say(lambda: tr("Tumbo forzoso: both teams are in tumbo"), True)
        elif obs.tumbo_team is not None:
            captain = news.names[obs.captains[obs.tumbo_team]]
            self.tutor.say(lambda: tr("A team is in tumbo: its capitán, {0}, decides whether "
                                      "to play the hand (section 9)").format(captain), True)

    def _on_acted(self, news: EnviteNews) -> None:
        self.tutor.clear_refusal()
        self.tutor.show_hint("")
        action = news.step.action
        if not isinstance(action, Action):
            return
        name = news.names[action.seat]
        you = action.seat == news.viewer
        if action.kind is Kind.PLAY and action.value is not None:
            card = getattr(action.value, "name", action.value)
            if you:
                self.log.add(lambda: tr("You play the {0}").format(card))
            else:
                self.log.add(lambda: tr("{0} plays the {1}").format(name, card))
        elif action.kind is Kind.SENA:
            self._on_sena(news, action)
        elif action.kind is not Kind.DECLINE:
            # written again in the language of the moment, like every line of the log
            self.log.add(lambda: f"{name}: {words.said(action)}")
            self._tell_action(news, action)
        d = news.detail
        if d is not None and d.taker is not None:
            taker = news.names[d.taker]
            if d.taker == news.viewer:
                self.log.add(lambda: tr("You take the trick"))
            else:
                self.log.add(lambda: tr("{0} takes the trick").format(taker))
        if d is not None and d.result is not None:
            result, mine, hot = d.result, team(news.viewer), news.hot_seat
            self.log.add(lambda: words.hand_result(result, mine, hot))
            self.tutor.say(lambda: words.hand_result(result, mine, hot), True)
        self.changed.emit()


    def _tell_action(self, news: EnviteNews, action: Action) -> None:
        """A bet, a raise, an answer or a tumbo decision explained in the tutor (sections
        6, 9), written again on a change of language."""
        before, after = news.before, news.obs
        if before is None:
            return
        d = news.detail
        scored = d.result.scored if d is not None and d.result is not None else None
        hot = news.hot_seat

        def lines() -> list[str]:
            return action_lines(action, before, after, news.names, hot, scored)

        def line(k: int) -> str:
            return lines()[k]

        for k in range(len(lines())):
            self.tutor.say(partial(line, k), k == 0)

    def _on_sena(self, news: EnviteNews, action: Action) -> None:
        """A seña the viewer saw: in the log, the team's seña log and the tutor (section 7);
        the board draws its gesture."""
        which = action.value
        seen = any(x.seat == action.seat and x.sena is which for x in news.obs.senas)
        if not isinstance(which, Sena) or not seen:
            return
        seat, viewer, names = action.seat, news.viewer, news.names
        caught = team(seat) != team(viewer)
        # written again in the language of the moment, like every line of the log
        if seat == viewer:
            self.log.add(lambda: tr("You make the seña: {0}").format(words.said(action)))
        else:
            self.log.add(lambda: tr("{0} makes the seña: {1}").format(names[seat],
                                                                      words.said(action)))

        def line() -> str:
            return sena_line(seat, which, viewer, names, caught)

        self.senas_log.add(line)
        self.tutor.say(line)


def _resumed_levels(seats: int) -> tuple[str, ...]:
    """Who plays a resumed partido's seats (a record does not say): the player at seat 0,
    the others as last chosen for a table of that size, else at the gentle level."""
    from .new_game_options import new_seat_level, setup_from_settings

    chosen = tuple(setup_from_settings().levels)
    if len(chosen) == seats and chosen[0] == HUMAN:
        return chosen
    return (HUMAN,) + (new_seat_level(),) * (seats - 1)

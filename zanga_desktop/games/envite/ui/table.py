"""El Envite's table in a window: the controller, the board, the tutor, the hand log and the
team's señas docked beside it, hints, keys, and the partido's files (save, open, autosave of
`.envite.json`, and a hand exported alone).

The window gives it `scene`, `view`, `animator` and `deck` (the shell's main window does, and
so does any bare stage).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from PySide6.QtWidgets import QMainWindow

from ....core.game import Match
from ....core.setup import GameSetup
from ....ui import seat_choices
from ....ui.card_names import the_card
from ....ui.i18n import sentences, tr
from ....ui.player_name import shown
from ....ui.table.docks import LogDock, TutorDock
from ....ui.table.front import Feature, GameTable
from ....ui.table.setup_front import SetupFront
from ..game import GAME, EnviteMatch
from ..rules import Action, Card, EnviteError, Kind, Sena, team
from . import statistics, words
from .board import EnviteBoard
from .controller import EnviteController, EnviteSetup
from .new_game_options import setup_of
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


class EnviteTable(SetupFront):
    """`window` gives the scene, view, animator and deck (the rest of what the shell asks,
    `SetupFront` answers from the controller)."""

    controller: EnviteController
    board: EnviteBoard

    features = (Feature.HINT | Feature.UNDO | Feature.CLAIM | Feature.EXPORT
                | Feature.LESSONS | Feature.REPORT | Feature.WATCH)
    explainer_module = "zanga_desktop.games.envite.ai.explain"
    learn_module = "zanga_desktop.games.envite.learn"
    help_module = "zanga_desktop.games.envite.ui.help"

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window, GAME)
        statistics.migrate()
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
        self.place_docks((self.tutor, self.log, self.senas_log), (5, 3, 2))
        # the shell's names for a game's end-of-hand and review panels: here the prompt
        # tells how a hand ended and offers the next one
        self.summary, self.summary_proxy = self.board.prompt, self.board.prompt_proxy
        self.review, self.review_proxy = self.board.prompt, self.board.prompt_proxy
        self._wire()
        #: Whose señas the dock lists at a shared screen (`_senas_seen`), -1 for none yet.
        self._senas_viewer = -1
        self.controller.human_turn.connect(lambda _obs: self._senas_seen())
        self.controller.claimed.connect(self._on_claimed)
        self.controller.claim_review.connect(self._on_claim_review)

    # ---------------------------------------------------------------- games

    def new_game(self, setup: EnviteSetup | GameSetup) -> None:
        self._forget_senas()
        super().new_game(setup)

    def _setup_of(self, setup: GameSetup) -> EnviteSetup:
        return setup_of(setup)

    def resume(self, match: Match[Any, Any], opened: bool = True,
               levels: Sequence[str] | None = None, setup: EnviteSetup | None = None) -> None:
        self._forget_senas()
        super().resume(match, opened, levels, setup)

    def _resumed_setup(self, match: Match[Any, Any], levels: tuple[str, ...]) -> EnviteSetup:
        assert isinstance(match, EnviteMatch)
        record = match.game.record
        return EnviteSetup(record.team_size, levels, tuple(record.players), record.captains,
                           record.preset, record.options, cover=seat_choices.cover_chosen(GAME))

    def _hands_ended(self, match: Match[Any, Any]) -> int:
        assert isinstance(match, EnviteMatch)
        return len(match.game.state.results)

    def claim(self) -> bool:
        """The player's ¡Renuncio! (mesa mode)."""
        return self.controller.claim(self.controller.viewer)


    def _on_hint(self, found: object) -> None:
        from ..ai.hints import Hint  # made by it: there already

        if not isinstance(found, Hint) or not self.controller.human_to_act:
            return
        names = self.controller.names
        self._tell_hint(lambda: sentences(*hint_lines(found, names)))
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
            if r.seat == news.you:
                lines.append(tr("You played {0} in trick {1}: a renuncio, since {2}.")
                             .format(the_card(r.card), r.trick + 1, renuncio_rule(r.code)))
            else:
                lines.append(tr("{0} played {1} in trick {2}: a renuncio, since {3}.")
                             .format(shown(names[r.seat]), the_card(r.card), r.trick + 1,
                                     renuncio_rule(r.code)))
        for line in lines:
            self.tutor.say(line)
        title = tr("{0} claims ¡Renuncio! and proves it").format(shown(names[action.seat]))
        self.board.show_review(title, lines, news)

    def _on_claimed(self, news: EnviteNews) -> None:
        action = news.step.action
        if not isinstance(action, Action):
            return
        name = shown(news.names[action.seat])
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
        self._count_hands(self.controller.envite.state.results, statistics.record_hand)

    def _on_refused(self, exc: object) -> None:
        if isinstance(exc, EnviteError):
            ctl = self.controller
            obs = ctl.envite.observe(ctl.viewer)
            names = tuple(ctl.names)
            self._show_refusal(lambda: explain(exc, obs, names), reason(exc, obs, names))

    def _on_reset(self, resumed: bool) -> None:
        """A partido put on the table, or actions taken back. The hand in play is told up
        to here in the log, the señas and the tutor, as if it had been watched, so that the
        player knows who bet and signalled what before playing on (and nothing taken back
        is still told)."""
        self.tutor.clear_refusal()
        self.tutor.clear_narration()
        self._forget_senas()
        self._keep_hand(resumed)
        so_far = self.controller.hand_so_far()
        if not so_far:
            return
        self._tell_deal(so_far[0])
        for news in so_far[1:]:
            self._on_acted(news)

    def _on_dealt(self, news: EnviteNews) -> None:
        self._forget_senas()
        self._deal_begins()
        self._tell_deal(news)

    def _tell_deal(self, news: EnviteNews) -> None:
        """Who dealt and the vira in the log; a tumbo in the tutor (section 9)."""
        self.tutor.clear_refusal()
        self.tutor.show_hint("")
        obs = news.obs
        if obs.vira is None:
            return
        vira = obs.vira
        if obs.dealer == news.you:  # the player's own lines say "you"
            self.log.add(lambda: tr("New hand: you deal, the vira is {0}").format(
                the_card(vira)))
        else:
            self.log.add(lambda: tr("New hand: {0} deals, the vira is {1}").format(
                shown(news.names[obs.dealer or 0]), the_card(vira)))
        if obs.tumbo is not None and obs.tumbo.value == "forzoso":
            self.log.add(lambda: tr("Tumbo forzoso: both teams are in tumbo"))
            self.tutor.say(lambda: tr("Tumbo forzoso: both teams are in tumbo"), True)
        elif obs.tumbo_team is not None and obs.captains[obs.tumbo_team] == news.you:
            # the player decides: told so, not "its capitán, Tú, decides"
            self.tutor.say(lambda: tr("Your team is in tumbo: you, its capitán, decide "
                                      "whether to play the hand (section 9)"), True)
        elif obs.tumbo_team is not None:
            captain = shown(news.names[obs.captains[obs.tumbo_team]])
            self.tutor.say(lambda: tr("A team is in tumbo: its capitán, {0}, decides whether "
                                      "to play the hand (section 9)").format(captain), True)

    def _on_acted(self, news: EnviteNews) -> None:
        self.tutor.clear_refusal()
        self.tutor.show_hint("")
        action = news.step.action
        if not isinstance(action, Action):
            return
        name = shown(news.names[action.seat])
        you = action.seat == news.you
        if action.kind is Kind.PLAY and action.value is not None:
            played = action.value

            def card() -> str:  # in the language of the moment, like every line of the log
                return (the_card(played) if isinstance(played, Card)
                        else str(getattr(played, "name", played)))

            if you:
                self.log.add(lambda: tr("You play {0}").format(card()))
            else:
                self.log.add(lambda: tr("{0} plays {1}").format(name, card()))
        elif action.kind is Kind.SENA:
            self._on_sena(news, action)
        elif action.kind is not Kind.DECLINE:
            # written again in the language of the moment, like every line of the log
            self.log.add(lambda: tr("{0}: {1}", "who said what").format(name,
                                                                       words.said(action)))
            self._tell_action(news, action)
        d = news.detail
        if d is not None and d.taker is not None:
            taker = shown(news.names[d.taker])
            if d.taker == news.you:
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
            return action_lines(action, before, after, news.names, hot, scored, news.you)

        def line(k: int) -> str:
            return lines()[k]

        for k in range(len(lines())):
            self.tutor.say(partial(line, k), k == 0)

    def _forget_senas(self) -> None:
        self.senas_log.clear()
        self._senas_viewer = -1

    @staticmethod
    def _shared(news: EnviteNews) -> bool:
        """People share the screen: what one of them saw is not for the next one."""
        return len(news.humans) > 1 and not news.watched

    def _sena_line(self, news: EnviteNews, seat: int, which: Sena) -> Callable[[], str]:
        """A seña seen by the one the table shows, told (section 7)."""
        names = news.names
        viewer = -1 if news.you is None else news.you  # whose lines say "you"
        # caught by the one the table shows (nobody at a spectator's table or a demo's)
        caught = bool(news.humans) and not news.watched and team(seat) != team(news.viewer)
        return lambda: sena_line(seat, which, viewer, names, caught)

    def _senas_seen(self, news: EnviteNews | None = None) -> None:
        """At a shared screen the señas dock lists the señas the one it shows has seen in
        this hand, told again as the screen passes to another: his team's are not for the
        other team's eyes."""
        news = news or self.controller.news_now()
        if news is None or not self._shared(news) or news.viewer == self._senas_viewer:
            return
        self._senas_viewer = news.viewer
        self.senas_log.clear()
        for x in news.obs.senas:
            self.senas_log.add(self._sena_line(news, x.seat, x.sena))

    def _on_sena(self, news: EnviteNews, action: Action) -> None:
        """A seña the viewer saw: in the log, the team's seña log and the tutor (section 7);
        the board draws its gesture. At a shared screen only in the señas dock, which the
        next person at the screen does not see (`_senas_seen`)."""
        which = action.value
        seen = any(x.seat == action.seat and x.sena is which for x in news.obs.senas)
        if not isinstance(which, Sena) or not seen:
            return
        seat, names = action.seat, news.names
        line = self._sena_line(news, seat, which)
        if self._shared(news):
            if news.viewer != self._senas_viewer:
                self._senas_seen(news)  # the dock is the viewer's, this seña among them
            else:
                self.senas_log.add(line)
            return
        # written again in the language of the moment, like every line of the log
        if seat == news.you:
            self.log.add(lambda: tr("You make the seña: {0}").format(words.said(action)))
        else:
            self.log.add(lambda: tr("{0} makes the seña: {1}").format(shown(names[seat]),
                                                                      words.said(action)))
        self.senas_log.add(line)
        self.tutor.say(line)


#: The table the shell makes (`make_table`), checked against the shell's contract.
_CONTRACT: Callable[[QMainWindow], GameTable] = EnviteTable

"""The window of a network table: the shell's main window on the table's game, its table
the game's own driven by a `NetSession`, the network dock beside it, and no menu item that
has no sense at a table played elsewhere (a new game, opening or saving a game, undo, a hand
exported, a computer's move reported). A spectator's window (`watch_table`) shows what is
public and acts on nothing: no hint, no claim. The host's window also holds the table's server
(`net.host.Host`), closed with it.
"""

from __future__ import annotations

import contextlib
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QMessageBox, QWidget

from ...core.files import write_atomic
from ...core.game import NetworkGame
from ...net.code import url
from ...net.host import Host, lan_address
from ...net.messages import Give, Hello, Phrase, SeatKind, Start, TableState, Welcome
from ...net.saved import read_token
from ...net.table import SeatSpec, TableCore
from ..i18n import tr
from ..main_window import MainWindow
from ..modal import asked_once
from ..table.front import Feature
from .left_open import saved_table_path
from .panel import NetPanel
from .session import NetSession
from .waiting import WaitingScene

log = logging.getLogger(__name__)

#: A computer seat's move waits so long at a table people play: they can follow it.
PACE_S = 0.9
#: How long the next hand waits for players who have not said they are ready.
NEXT_HAND_S = 45.0


class NetWindow(MainWindow):
    """A network table's window. `host`: the server this window's player runs (closed with
    the window)."""

    def __init__(self, game: NetworkGame, address: str, hello: Hello,
                 host: Host | None = None, announcer: Any = None) -> None:
        super().__init__(autosave=False, record_stats=False, game=game)
        self.setObjectName("net_window")
        self.ends_the_program = False  # the program's own window stays open beside it
        self.host = host
        self.announcer = announcer
        # (the game here is a shadow of the host's, its hidden cards guesses: not shown again)
        self.withhold_actions(self.act_new, self.act_load, self.act_save, self.act_export,
                              self.act_undo, self.act_start, self.act_watch_this)
        #: The host agreed to close the table on his people (`_close_agreed`).
        self._agreed = False
        self.act_quit.triggered.disconnect()
        self.act_quit.triggered.connect(self._quit)
        self.panel = NetPanel(game, self)
        self.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.panel)
        self.resizeDocks([self.panel], [290], Qt.Orientation.Horizontal)
        self.menu_view.addAction(self.panel.toggleViewAction())
        self.session = NetSession(game, self.table, address, hello, self)
        s = self.session
        s.welcomed.connect(self._welcomed)
        s.table_changed.connect(self._table_changed)
        s.said.connect(self.panel.add_said)
        s.link_changed.connect(self.panel.show_link)
        s.refused.connect(self._refused)
        s.ended.connect(self._ended)
        if s.watching:
            self.panel.show_watching()
        # the felt says who is awaited until play starts: the game's table would stand for
        # seats and piles of a game not dealt yet
        self.waiting = WaitingScene(host is not None, s.watching, self)
        self.view.setScene(self.waiting)
        self._offered()
        self.panel.say.connect(self._say)
        self.panel.give.connect(lambda seat, level: s.send(Give(seat, level)))
        self.panel.start.connect(lambda level: s.send(Start(level)))
        self.panel.show_link("connecting", "")
        if host is not None:
            self.panel.show_where(host.code, url(_shown_address(host), host.port))
        self.setWindowTitle(self._net_title(""))
        s.start()

    def _net_title(self, code: str) -> str:
        title = self._title()
        return tr("{0}: network table {1}").format(title, code) if code else title

    def retranslate(self) -> None:
        super().retranslate()
        if hasattr(self, "panel"):
            self.panel.retranslate()
            self.waiting.retranslate()
            welcome = self.session.welcome
            self.setWindowTitle(self._net_title(welcome.code if welcome else ""))

    def _welcomed(self, welcome: Welcome) -> None:
        self.panel.host = welcome.host
        self.panel.chat.clear()  # the table's chat follows the welcome, as the host keeps it
        if self.host is None:
            self.panel.show_where(welcome.code, self.session.url)
        self.setWindowTitle(self._net_title(welcome.code))
        self._offered()

    def _offered(self) -> None:
        """The menu items of what the table offers here (the host allows hints or not; a
        spectator has nothing to act on)."""
        features = self.table.features
        self.act_hint.setVisible(Feature.HINT in features)
        self.act_report.setVisible(Feature.REPORT in features)
        self._update_actions()

    def _table_changed(self, state: TableState) -> None:
        from .words import seat_news

        news = seat_news(self.panel.state, state, self.session.seat, self.host is not None)
        self.panel.show_table(state)
        if news:  # on the felt, where the players look, and kept in the status bar
            text = " ".join(news)
            self.toast.show_text(text, 9000)
            self.statusBar().showMessage(text, 30000)
        if self.host is not None and any(s.waiting and not s.level for s in state.seats):
            self.panel.show()  # the host's choice is there, though he closed it
        if state.started or state.hands:
            if self.view.scene() is not self.scene:
                self.view.setScene(self.scene)
        else:
            self.waiting.show_state(state)
        if self.announcer is not None:
            self.announcer.update(sum(1 for s in state.seats if s.kind == "open"))

    def _say(self, phrase: Phrase) -> None:
        self.session.say(phrase)

    def _refused(self, text: str) -> None:
        self.toast.show_text(text)
        self.statusBar().showMessage(text, 8000)

    def _ended(self, reason: str) -> None:
        from .words import closing_text

        text = tr("The table is closed: {0}").format(closing_text(reason))
        self.statusBar().showMessage(text)
        self.toast.show_text(text)  # on the table too: play stopped there

    def others_playing(self) -> list[str]:
        """The people at other computers still playing at the table this window hosts, while
        its game goes on."""
        state = self.panel.state
        if self.host is None or state is None or not state.started or state.over:
            return []
        return [s.name for s in state.seats if s.kind is SeatKind.PERSON and s.connected
                and s.seat != self.session.seat]

    def _close_agreed(self) -> bool:
        """Closing the table stops the game for the people playing at it from other
        computers: the host is asked first (the game is kept, to be opened again)."""
        others = self.others_playing()
        if self._agreed or not others:
            return True
        from .words import names_listed

        box = QMessageBox(QMessageBox.Icon.Question, tr("Close the table"), tr(
            "Closing the table stops the game for %n player(s) at other computers: {0}. "
            "The game is kept: Reopen your table, on the start screen, opens it again, and "
            "they take their seats back when they join.", None, len(others)).format(
                names_listed(others)), parent=self)
        box.setTextFormat(Qt.TextFormat.PlainText)  # the players' names as written
        close = box.addButton(tr("Close the table"), QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(tr("Go on playing"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        with asked_once(box):
            box.exec()
            self._agreed = box.clickedButton() is close
        return self._agreed

    def _quit(self) -> None:
        if self._close_agreed():
            self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        # the window's own close button asks as Quit does; a close from the program (its
        # end, a test) does not
        if event.spontaneous() and not self._close_agreed():
            event.ignore()
            return
        self.session.leave()
        if self.host is not None:
            self.host.stop("the host closed the table", wait=1.0)
            if self.host.core.closed and self.host.save_path is not None \
                    and self.host.core.match.is_over:
                with contextlib.suppress(OSError):
                    self.host.save_path.unlink()
        if self.announcer is not None:
            self.announcer.stop()
        super().closeEvent(event)


def _shown_address(host: Host) -> str:
    return host.address if host.address not in ("0.0.0.0", "", "::") else lan_address()


# ---------------------------------------------------------------------- hosting


def host_table(game: NetworkGame, name: str, seats: list[SeatSpec], preset: str | None,
               options: dict[str, Any], hints: bool, address: str = "0.0.0.0",
               port: int = 0, announce: bool = True, resume: dict[str, Any] | None = None,
               parent: QWidget | None = None) -> NetWindow | None:
    """Open a table (or reopen the one `resume` holds) and its host's window; None (the
    player told why) if it cannot listen."""
    save = saved_table_path(game)
    try:
        if resume is not None:
            core = TableCore.restore(game, resume, now=_now(), next_hand_s=NEXT_HAND_S)
            token = _read_host_token(save)
            if token is None:
                raise ValueError(tr("the host's key of the table is lost"))
            core.host_token = token
            port = port or int(resume.get("port", 0) or 0)
        else:
            core = TableCore.new(game, seats, preset, options, hints=hints, host_seat=0,
                                 next_hand_s=NEXT_HAND_S)
            if save is not None:
                _write_host_token(save, core.host_token)
    except (ValueError, OSError) as exc:
        QMessageBox.warning(parent, tr("Host a table"),
                            tr("The table cannot be opened: {0}").format(exc))
        return None
    host = Host(core, address, port, save_path=save, pace_s=PACE_S)
    try:
        host.start()
    except OSError as exc:
        QMessageBox.warning(parent, tr("Host a table"), tr(
            "The table cannot be opened on this computer's network ({0}).").format(exc))
        return None
    announcer = None
    if announce:
        from ...net.discovery import Announcer, InBackground

        # registering waits for the network (about 2 s): never on the window's thread
        announcer = InBackground(Announcer(game.id, name, len(core.seats),
                                           _shown_address(host), host.port, core.code))
        announcer.start(sum(1 for s in core.seats if s.kind == "open"))
    hello = Hello(game.id, name, token=core.host_token)
    window = NetWindow(game, url("127.0.0.1", host.port), hello, host, announcer)
    return window


def join_table(game: NetworkGame, address: str, name: str, seat: int | None,
               token: str | None = None) -> NetWindow:
    """A window joined to the table at `address` (ws://...), at `seat` or with `token`."""
    hello = Hello(game.id, name, seat if token is None else None, token)
    return NetWindow(game, address, hello)


def watch_table(game: NetworkGame, address: str, name: str) -> NetWindow:
    """A window watching the table at `address` (ws://...): what every seat sees."""
    return NetWindow(game, address, Hello(game.id, name, watch=True))


def _now() -> float:
    import time

    return time.monotonic()


def _token_path(save: Path) -> Path:
    return save.with_suffix(".key")


def _write_host_token(save: Path, token: str) -> None:
    write_atomic(_token_path(save), token + "\n")


def _read_host_token(save: Path | None) -> str | None:
    return None if save is None else read_token(_token_path(save))

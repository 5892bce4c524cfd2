"""Join a table: the tables found on this network (their game, host and free seats), or an
address or a table code typed in; the table is looked at (as a spectator would) to offer
its free seats, and the player takes one, or watches it (full or not) when the game's table
can show a spectator its game (`Feature.WATCH`). A seat this player had at that table is
offered back (its token kept in the data folder)."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...core import registry
from ...core.files import write_atomic
from ...core.game import GameDefinition, network_game
from ...net.client import Link, LinkState
from ...net.code import address_of, url
from ...net.discovery import Browser, Found
from ...net.limits import MAX_TOKEN
from ...net.messages import Closing, Hello, HostMessage, SeatKind, TableState, Welcome
from ...net.playable import net_game
from .. import game_table
from ..i18n import listed, tr
from ..keyboard_letters import LetteredDialog
from ..modal import asked_once
from ..paths import data_dir
from ..table.front import Feature
from . import words
from .own_name import NameRow


class Probe(QObject):
    """Looks at a table as a spectator: which game, which seats are free. `found(game id,
    TableState, code)` or `failed(reason)`, on the GUI thread."""

    found = Signal(str, object, str)
    failed = Signal(str)
    _arrived = Signal(object)

    def __init__(self, address: str, game: str | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address = address
        self.game = game
        self.code = ""
        self.link: Link | None = None
        self._arrived.connect(self._take)
        self._look(game or "?")

    def _look(self, game: str) -> None:
        self.link = Link(self.address, Hello(game, watch=True), self._arrived.emit,
                         lambda state, reason: self._arrived.emit((state, reason)), retry_s=4)
        self.link.start()

    def _take(self, item: Any) -> None:
        if isinstance(item, tuple):
            state, reason = item
            if state == LinkState.CLOSED and self.game is None and reason:
                self.failed.emit(words.closing_text(reason))
            return
        message: HostMessage = item
        if isinstance(message, Closing) and self.game is None:
            marker = "this table plays "
            if marker in message.reason:
                self.game = message.reason.split(marker, 1)[1].strip()
                self._look(self.game)
        elif isinstance(message, Welcome):
            self.code = message.code
        elif isinstance(message, TableState) and self.game is not None:
            self.found.emit(self.game, message, self.code)
            self.close()

    def close(self) -> None:
        if self.link is not None:
            self.link.close(0.5)


# The seats kept hold at most 20 short entries: a bigger file is no file of ours.
_SEATS_FILE_BYTES = 64 * 1024


def _seats_file() -> Path:
    """The seats this player took at network tables, in the data folder (no game's lock:
    the file belongs to no game)."""
    return data_dir() / "network-seats.json"


def kept_seats() -> dict[str, Any]:
    try:
        with _seats_file().open("rb") as f:
            raw = f.read(_SEATS_FILE_BYTES + 1)
        data = json.loads(raw) if len(raw) <= _SEATS_FILE_BYTES else {}
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def keep_seat(code: str, game: str, address: str, token: str) -> None:
    """Remember this player's seat at table `code`, to take it back after a restart."""
    path = _seats_file()
    if not code:
        return
    seats = {k: v for k, v in kept_seats().items() if isinstance(v, dict)}
    seats[code] = {"game": game, "address": address, "token": token}
    with contextlib.suppress(OSError):
        write_atomic(path, json.dumps(dict(list(seats.items())[-20:])) + "\n")


def watchable(game: GameDefinition) -> bool:
    """Whether the game's table shows a spectator its game (`Feature.WATCH`), asked of the
    table's class without making one."""
    try:
        make = game_table.package(game).make_table
    except (ImportError, AttributeError):
        return False
    features = getattr(make, "features", Feature.NONE)
    return isinstance(features, Feature) and Feature.WATCH in features


class JoinDialog(LetteredDialog):
    _tables = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("join_dialog")
        self.setWindowTitle(tr("Join a table"))
        self.resize(560, 480)
        outer = QVBoxLayout(self)
        self.found_title = QLabel(tr("Tables found on this network:"))
        outer.addWidget(self.found_title)
        self.found = QListWidget()
        self.found.setObjectName("found_tables")
        outer.addWidget(self.found, 1)
        self.none_found = QLabel(tr("Looking for tables... If none appears, type the "
                                    "address or the code the host's window shows."))
        self.none_found.setWordWrap(True)
        outer.addWidget(self.none_found)
        form = QFormLayout()
        outer.addLayout(form)
        self.address = QLineEdit()
        self.address.setObjectName("join_address")
        self.address.setPlaceholderText(tr("A table code such as 3Z1QF-0XK2A, or ws://..."))
        look = QPushButton(tr("&Look"))
        look.setObjectName("join_look")
        look.setAutoDefault(False)
        look.clicked.connect(self.look)
        form.addRow(tr("&Address or code"), self.address)
        form.addRow("", look)
        self.name_row = NameRow(form, "join_name")
        self.name = self.name_row.field
        self.about = QLabel()
        self.about.setObjectName("join_about")
        self.about.setWordWrap(True)
        self.about.setTextFormat(Qt.TextFormat.PlainText)  # the table's names, as written
        outer.addWidget(self.about)
        self.seat = QComboBox()
        self.seat.setObjectName("join_seat")
        form.addRow(tr("&Seat", "the seat to take at a table"), self.seat)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(tr("Sit &down"))
        self.ok.setEnabled(False)
        self.watch = self.buttons.addButton(tr("&Watch"),
                                            QDialogButtonBox.ButtonRole.ActionRole)
        self.watch.setObjectName("join_watch")
        self.watch.setToolTip(tr("Watch the table: see what every player sees, and no "
                                 "one's hand."))
        self.watch.setEnabled(False)
        self.watch.setAutoDefault(False)
        self.watch.clicked.connect(self._watch)
        self.watching = False
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        self.game_id = ""
        self.code = ""
        self.url = ""
        self.probe: Probe | None = None
        self.found.itemActivated.connect(self._picked)
        self.found.currentItemChanged.connect(lambda item, _old: self._picked(item))
        self._tables.connect(self._show_found)
        self.browser = Browser(self._tables.emit)
        self.browser.start()

    def _show_found(self, tables: list[Found]) -> None:
        self.found.clear()
        for t in tables:
            try:
                title = game_table.package(registry.get(t.game)).title()
            except (LookupError, ImportError):
                continue
            text = tr("{0}, hosted by {1}: %n free of {2} seats", None, t.free).format(
                title, t.host or "?", t.seats)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, t)
            self.found.addItem(item)
        self.none_found.setVisible(self.found.count() == 0)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        t: Found = item.data(Qt.ItemDataRole.UserRole)
        self.address.setText(t.code or url(t.address, t.port))
        self._probe(url(t.address, t.port), t.game)

    def look(self) -> None:
        where = address_of(self.address.text())
        if where is None:
            self.about.setText(tr("That is neither a table code nor an address."))
            return
        self._probe(url(*where), None)

    def _probe(self, address: str, game: str | None) -> None:
        if self.probe is not None:
            self.probe.close()
        self.url = address
        self.ok.setEnabled(False)
        self.watch.setEnabled(False)
        self.seat.clear()
        self.about.setText(tr("Looking at the table..."))
        self.probe = Probe(address, game, self)
        self.probe.found.connect(self._looked)
        self.probe.failed.connect(lambda why: self.about.setText(
            tr("The table cannot be joined: {0}").format(why)))

    def _looked(self, game_id: str, state: TableState, code: str) -> None:
        self.game_id, self.code = game_id, code
        self.seat.clear()
        kept = kept_seats().get(code)
        token = kept.get("token") if isinstance(kept, dict) else None
        if isinstance(kept, dict) and kept.get("game") == game_id and isinstance(token, str) \
                and 0 < len(token) <= MAX_TOKEN:  # a key as a key is, not what a hand wrote
            self.seat.addItem(tr("My seat, taken back"), ("token", token))
        try:
            game = registry.get(game_id)
            title = game_table.package(game).title()
        except (LookupError, ImportError):
            self.about.setText(tr("This program cannot play that table's game."))
            return
        sides = words.sides_of(game, len(state.seats))
        for info in state.seats:
            if info.kind is SeatKind.OPEN:
                self.seat.addItem(words.seat_label(info, state.seats, sides),
                                  ("seat", info.seat))
        if network_game(game) is None:
            self.seat.clear()
            self.ok.setEnabled(False)
            self.about.setText(tr("{0} is not playable over the network yet.").format(title))
            return
        self.watch.setEnabled(watchable(game))
        taken = listed(tr("{0} ({1})", "a seat and how it is now").format(
            words.seat_name(s), words.seat_state(game, s, s.away_s))
            for s in state.seats if s.kind is not SeatKind.OPEN)
        self.about.setText(tr("{0}. At the table: {1}.").format(title, taken or "-"))
        self.ok.setEnabled(self.seat.count() > 0)
        if self.seat.count() == 0:
            self.about.setText(self.about.text() + " " + tr("No seat is free."))

    def _watch(self) -> None:
        self.watching = True
        self.accept()
        self.watching = self.result() == QDialog.DialogCode.Accepted

    def accept(self) -> None:
        if self.name_row.accepted(self):
            super().accept()

    def chosen(self) -> tuple[str, str, str, int | None, str | None]:
        kind, value = self.seat.currentData()
        name = self.name_row.name
        if kind == "token":
            return self.game_id, self.url, name, None, str(value)
        return self.game_id, self.url, name, int(value), None

    def done(self, result: int) -> None:
        self.browser.stop()
        if self.probe is not None:
            self.probe.close()
        super().done(result)


def ask_join(window: Any) -> Any:
    """The join dialog; the table's window, or None."""
    from .window import join_table, watch_table

    with asked_once(JoinDialog(window)) as dialog:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        if dialog.watching:
            return watch_table(net_game(dialog.game_id), dialog.url, dialog.name_row.name)
        game_id, address, name, seat, token = dialog.chosen()
        code = dialog.code
    opened = join_table(net_game(game_id), address, name, seat, token)

    def keep(welcome: Welcome) -> None:
        if welcome.token:
            keep_seat(code or welcome.code, game_id, address, welcome.token)

    opened.session.welcomed.connect(keep)
    return opened

"""An error the program did not expect reaches the player as a sentence: never as a
traceback on a console nobody sees (a windowed build has none), nor as a table that just
stops moving. Its details are appended to `errors.log` in the data folder (the file kept
under `MAX_LOG_BYTES`, its oldest entries dropped first), and a message says what happened,
that the game is kept, and where the details are; errors that follow within a minute are
only written down."""

from __future__ import annotations

import contextlib
import sys
import threading
import time
import traceback
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from .. import __version__
from ..limits import cut
from .i18n import tr

LOG_NAME = "errors.log"
# The log's size at most: an error repeated in a loop never fills the disk.
MAX_LOG_BYTES = 256 * 1024
# One error's details at most (a traceback through deep recursion is long).
MAX_DETAIL_CHARS = 16 * 1024
# After a message, errors within this many seconds are only written down.
QUIET_SECONDS = 60.0


class FaultReport(QObject):
    """Installed once by the program (`install`); `folder` gives where the log is kept and
    `parent` the window a message is shown over (None: on its own)."""

    _heard = Signal(str)  # an error's log path ("" when unwritten), carried to the GUI thread

    def __init__(self, folder: Callable[[], Path],
                 parent: Callable[[], QWidget | None] = lambda: None) -> None:
        super().__init__()
        self.folder = folder
        self.parent_window = parent
        self.box: QMessageBox | None = None
        self._told_at = -QUIET_SECONDS
        self._heard.connect(self._tell, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        sys.excepthook = self.hook
        threading.excepthook = self.thread_hook

    def thread_hook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            self.hook(args.exc_type, args.exc_value, args.exc_traceback)

    def hook(self, kind: type[BaseException], error: BaseException,
             tb: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt):
            sys.__excepthook__(kind, error, tb)
            return
        details = cut("".join(traceback.format_exception(kind, error, tb)), MAX_DETAIL_CHARS)
        if sys.stderr is not None:  # a windowed build has no console at all
            with contextlib.suppress(Exception):
                print(details, file=sys.stderr, end="")
        path = self.write(details)
        if QApplication.instance() is not None:
            self._heard.emit(str(path) if path is not None else "")

    def write(self, details: str) -> Path | None:
        """Append one error to the log; the log's path, or None if it could not be written
        (a full disk, a folder that cannot be written: the message still comes)."""
        try:
            path = self.folder() / LOG_NAME
            entry = (f"--- {datetime.now().isoformat(timespec='seconds')}  Zanga Desktop "
                     f"{__version__}\n{details}\n").encode("utf-8", "replace")
            old = _tail(path, MAX_LOG_BYTES)
            kept = old[max(0, len(old) + len(entry) - MAX_LOG_BYTES):]
            if kept and len(kept) < len(old):  # the oldest entries go whole
                start = kept.find(b"\n--- ")
                kept = kept[start + 1:] if start >= 0 else b""
            path.write_bytes(kept + entry[-MAX_LOG_BYTES:])
        except (OSError, ValueError):
            return None
        return path

    def _tell(self, where: str) -> None:
        now = time.monotonic()
        if now - self._told_at < QUIET_SECONDS or self.box is not None:
            return
        self._told_at = now
        text = tr("Something went wrong that Zanga did not expect, and what it was doing was "
                  "left undone. The game on the table is kept as of its last move.")
        if where:
            text += "\n\n" + tr("The details are written in {0}: sending that file with a "
                                "report helps mend it.").format(where)
        else:
            text += "\n\n" + tr("The details could not be written to a file.")
        box = QMessageBox(QMessageBox.Icon.Warning, tr("Zanga Desktop"), text,
                          QMessageBox.StandardButton.Ok, self.parent_window())
        box.setObjectName("fault_report")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._closed)
        self.box = box
        box.show()  # not exec(): no event loop nested inside whatever failed

    def _closed(self, _result: int) -> None:
        self.box = None


def _tail(path: Path, size: int) -> bytes:
    """The last `size` bytes of the file, read without reading the rest (b"": no file)."""
    if not path.is_file():
        return b""
    with path.open("rb") as f:
        f.seek(0, 2)
        f.seek(max(0, f.tell() - size))
        return f.read(size)

"""The program's icon, made once: the main window's, and that of every window that opens on
its own (the lessons, the rules browser), which would otherwise show none. Not set as the
application's icon: that made the first frame some 10 ms later (`zanga-cli bench ui startup`)."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QIcon

from .paths import resource


@cache
def app_icon() -> QIcon:
    return QIcon(str(resource("icons", "zanga.svg")))

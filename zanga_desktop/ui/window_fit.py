"""Every window opens inside the screen's available area and comes back at the size it was
left at.

A window asks for the size it is comfortable at. Where that, with its frame, fits the
available geometry (the screen less panels and docks) it opens at that size, centred on its
parent or the screen; where it does not (a 1366 x 768 laptop) it opens maximised, so nothing
is ever off-screen. The geometry it is left at is kept in the settings (`windows/NAME`) and
restored next time (centred again, so it is never lost off a screen that has gone), unless it
no longer fits the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

from . import settings

#: Room taken by a window manager's frame around the client area (title bar, borders).
FRAME = QSize(16, 40)


def available_geometry(widget: QWidget) -> QRect:
    """The available area of the screen the window will open on: its parent's, else its
    own, else the primary screen's."""
    parent = widget.parentWidget()
    screen = (parent.window().screen() if parent is not None else None) or widget.screen() \
        or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1280, 800)


def fits(size: QSize, available: QRect) -> bool:
    return (size.width() + FRAME.width() <= available.width()
            and size.height() + FRAME.height() <= available.height())


def _key(name: str) -> str:
    return f"windows/{name}"


def remembered(name: str) -> tuple[QSize | None, bool]:
    """The size the window was left at (unmaximised), and whether it was maximised."""
    s = settings.settings()
    size = s.value(_key(name) + "/size")
    maximised = str(s.value(_key(name) + "/maximised", "false")).lower() == "true"
    return (size if isinstance(size, QSize) and size.isValid() else None), maximised


def place(widget: QWidget, preferred: QSize, available: QRect) -> bool:
    """The window at `preferred` size centred in `available` (on its parent when it has
    one), or maximised when that does not fit; True when maximised."""
    if not fits(preferred, available):
        widget.resize(QSize(min(preferred.width(), available.width() - FRAME.width()),
                            min(preferred.height(), available.height() - FRAME.height())))
        widget.move(available.topLeft())
        widget.setWindowState(widget.windowState() | Qt.WindowState.WindowMaximized)
        return True
    widget.resize(preferred)
    parent = widget.parentWidget()
    centre = parent.window().geometry().center() if parent is not None else available.center()
    rect = QRect(0, 0, preferred.width(), preferred.height())
    rect.moveCenter(centre)
    # kept inside the available area with room for the frame's title bar
    x = max(available.left(), min(rect.left(), available.right() - rect.width()
                                  - FRAME.width() + 1))
    y = max(available.top() + FRAME.height() - 8,
            min(rect.top(), available.bottom() - rect.height() - 7))
    widget.move(x, y)
    return False


class _Remember(QObject):
    """Keeps a window's geometry in the settings each time it is hidden or closed."""

    def __init__(self, widget: QWidget, name: str) -> None:
        super().__init__(widget)
        self.name = name

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Hide, QEvent.Type.Close) and isinstance(
                watched, QWidget) and watched.isWindow():
            save(watched, self.name)
        return False


def save(widget: QWidget, name: str) -> None:
    s = settings.settings()
    state = widget.windowState()
    maximised = bool(state & Qt.WindowState.WindowMaximized)
    # full screen is not a size to open at: the size under it is kept
    big = maximised or bool(state & Qt.WindowState.WindowFullScreen)
    size = widget.normalGeometry().size() if big else widget.size()
    if size.isValid():
        s.setValue(_key(name) + "/size", size)
    s.setValue(_key(name) + "/maximised", maximised)


def grown(preferred: QSize, available: QRect, share: float) -> QSize:
    """`preferred`, or `share` of the available area where that is larger (a big screen
    gets a big table), never past the area less the frame."""
    if share <= 0:
        return preferred
    w = max(preferred.width(), round(available.width() * share))
    h = max(preferred.height(), round(available.height() * share))
    if w + FRAME.width() > available.width() or h + FRAME.height() > available.height():
        return preferred
    return QSize(w, h)


def fit(widget: QWidget, name: str, preferred: QSize, available: QRect | None = None,
        remember: bool = True, share: float = 0.0) -> bool:
    """Size and place `widget` before it is shown (see the module's note): the remembered
    geometry, else `preferred` (grown to `share` of a larger screen) or maximised. Returns
    whether it opens maximised."""
    area = available if available is not None else available_geometry(widget)
    preferred = grown(preferred, area, share)
    size: QSize | None = None
    if remember:
        widget.installEventFilter(_Remember(widget, name))
        size, maximised = remembered(name)
        if maximised:
            return place(widget, QSize(area.width() + 1, area.height() + 1), area)
    return place(widget, size or preferred, area)

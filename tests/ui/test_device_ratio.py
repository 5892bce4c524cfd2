"""`art.device_ratio`: the device pixels a card is drawn at, found without asking a widget
for its screen (which looks the screen up by position when the window has no handle)."""

from __future__ import annotations

from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import QWidget

from zanga_desktop.ui.table.art import device_ratio


def test_a_picture_being_made_is_drawn_at_its_own_ratio(qtbot) -> None:  # type: ignore[no-untyped-def]
    hidden = QWidget()  # never shown: no window handle
    qtbot.addWidget(hidden)
    assert hidden.windowHandle() is None
    pm = QPixmap(40, 40)
    pm.setDevicePixelRatio(2.0)
    painter = QPainter(pm)
    try:
        assert device_ratio(painter, hidden) == 2.0
        assert device_ratio(painter) == 2.0
    finally:
        painter.end()


def test_a_widget_on_screen_is_drawn_at_its_windows_ratio(qtbot) -> None:  # type: ignore[no-untyped-def]
    seen: list[float] = []

    class Probe(QWidget):
        def paintEvent(self, event: object) -> None:
            painter = QPainter(self)
            seen.append(device_ratio(painter, self))
            painter.end()

    shown = Probe()
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    handle = shown.window().windowHandle()
    assert handle is not None and seen[-1] == handle.devicePixelRatio()


def test_an_image_without_a_widget_is_drawn_at_its_ratio() -> None:
    image = QImage(10, 10, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(1.5)
    painter = QPainter(image)
    try:
        assert device_ratio(painter) == 1.5
    finally:
        painter.end()

"""Every window opens inside the screen's available geometry (maximised on a small screen),
comes back at the size it was left at, and keeps what the player needs above the fold."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QMainWindow, QWidget
from test_learn_lessons import click, open_step, panel_button

from zanga_desktop.games.zanga.learn.lessons import LearnWindow
from zanga_desktop.ui import window_fit

LAPTOP = QRect(0, 0, 1366, 740)  # 1366 x 768 less a 28 px panel
DESKTOP = QRect(0, 0, 1920, 1050)
SMALL = QRect(0, 0, 1024, 570)


def test_a_window_too_big_for_the_screen_opens_maximised(qtbot) -> None:  # type: ignore[no-untyped-def]
    for preferred in (QSize(1440, 900), QSize(1360, 820), QSize(1280, 800)):
        w = QMainWindow()
        qtbot.addWidget(w)
        assert window_fit.fit(w, "test", preferred, LAPTOP, remember=False)
        assert w.windowState() & Qt.WindowState.WindowMaximized
        assert LAPTOP.contains(w.geometry())


def test_a_window_that_fits_opens_at_its_size_inside_the_area(qtbot) -> None:  # type: ignore[no-untyped-def]
    for area in (DESKTOP, QRect(1920, 0, 2560, 1410), LAPTOP):
        w = QMainWindow()
        qtbot.addWidget(w)
        assert not window_fit.fit(w, "test", QSize(1040, 700), area, remember=False)
        assert w.size() == QSize(1040, 700)
        framed = w.geometry().adjusted(-8, -32, 8, 8)  # with a window manager's frame
        assert area.contains(framed), (area, w.geometry())


def test_the_size_left_is_the_size_found_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    first = QMainWindow()
    qtbot.addWidget(first)
    window_fit.fit(first, "remembered", QSize(1280, 800), DESKTOP)
    first.show()
    first.resize(1100, 720)
    qtbot.waitUntil(lambda: first.size() == QSize(1100, 720))
    first.close()
    again = QMainWindow()
    qtbot.addWidget(again)
    assert not window_fit.fit(again, "remembered", QSize(1280, 800), DESKTOP)
    assert again.size() == QSize(1100, 720)
    # on a smaller screen the remembered size no longer fits: maximised instead
    small = QMainWindow()
    qtbot.addWidget(small)
    assert window_fit.fit(small, "remembered", QSize(1280, 800), SMALL)
    assert SMALL.contains(small.geometry())


def test_a_dialog_is_centred_on_its_parent_and_inside_the_area(qtbot) -> None:  # type: ignore[no-untyped-def]
    parent = QMainWindow()
    qtbot.addWidget(parent)
    parent.setGeometry(QRect(900, 300, 1000, 700))
    child = QWidget(parent, Qt.WindowType.Dialog)
    assert not window_fit.fit(child, "dialog", QSize(600, 500), DESKTOP, remember=False)
    assert child.geometry().center().x() == parent.geometry().center().x() or \
        child.geometry().right() <= DESKTOP.right()
    assert DESKTOP.contains(child.geometry())


def test_lessons_at_1366_by_768_show_back_next_and_the_verdict(qtbot) -> None:  # type: ignore[no-untyped-def]
    learn = LearnWindow(speed="instant")
    qtbot.addWidget(learn)
    assert window_fit.fit(learn, "lessons", QSize(1360, 820), LAPTOP, remember=False)
    learn.resize(LAPTOP.width(), LAPTOP.height() - 24)  # maximised, less the title bar
    learn.show()
    learn.start()
    open_step(qtbot, learn, "06-speaking", 2)
    click(qtbot, panel_button(learn, "choice_5"))
    panel = learn.panel
    assert "Not quite." in panel.feedback.text()
    for widget in (panel.back, panel.next, panel.feedback):
        assert widget.isVisible()
        bottom = widget.mapTo(learn, widget.rect().bottomRight()).y()
        assert bottom < learn.height(), widget.objectName()
    learn.controller.shutdown()


def test_a_big_screen_gets_a_big_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    w = QMainWindow()
    qtbot.addWidget(w)
    assert not window_fit.fit(w, "big", QSize(1440, 900), DESKTOP, remember=False, share=0.86)
    assert w.width() == round(1920 * 0.86) and w.height() == round(1050 * 0.86)
    assert DESKTOP.contains(w.geometry())
    small = QMainWindow()
    qtbot.addWidget(small)
    assert window_fit.fit(small, "big", QSize(1440, 900), LAPTOP, remember=False, share=0.86)


def test_lessons_fit_a_1024_by_600_screen(qtbot) -> None:  # type: ignore[no-untyped-def]
    learn = LearnWindow(speed="instant")
    qtbot.addWidget(learn)
    assert learn.minimumSizeHint().width() <= 1024 - 16
    learn.resize(1024 - 16, 600 - 64)
    learn.show()
    learn.start()
    qtbot.waitUntil(lambda: learn.width() <= 1024 - 16)
    for widget in (learn.panel.back, learn.panel.next):
        right = widget.mapTo(learn, widget.rect().bottomRight())
        assert right.x() < learn.width() and right.y() < learn.height()
    learn.controller.shutdown()


def test_more_options_is_as_wide_as_its_longest_line_in_spanish(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QCheckBox

    from zanga_desktop.ui import i18n
    from zanga_desktop.ui.new_game import NewGameDialog

    i18n.install("es")
    try:
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        screen = dialog.screen()
        monkeypatch.setattr(screen, "availableGeometry", lambda: LAPTOP)
        monkeypatch.setattr(dialog, "screen", lambda: screen)
        dialog.show()
        dialog.show_more(True)
        viewport = dialog.more_scroll.viewport().width()
        widest = max(c.sizeHint().width() for c in dialog.more.findChildren(QCheckBox))
        assert widest <= viewport  # no option cut short
        assert dialog.width() <= LAPTOP.width()
    finally:
        i18n.install("en")

"""The docks' scrolling: a list or a narration followed to its newest line until the player
scrolls back to read, and followed again once he scrolls down to the end."""

from __future__ import annotations

from PySide6.QtWidgets import QListWidget, QScrollBar

from zanga_desktop.ui.table.docks import FollowNewest


def _filled(qtbot) -> tuple[QListWidget, FollowNewest, QScrollBar]:  # type: ignore[no-untyped-def]
    """A followed list given forty lines, once its view has gone to the last of them."""
    view = QListWidget()
    qtbot.addWidget(view)
    view.resize(200, 120)
    view.show()
    follow = FollowNewest(view.verticalScrollBar())
    bar = view.verticalScrollBar()
    for k in range(40):
        view.addItem(f"line {k}")
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    return view, follow, bar


def test_new_lines_keep_the_view_at_its_end(qtbot) -> None:  # type: ignore[no-untyped-def]
    _, follow, bar = _filled(qtbot)
    assert follow.at_newest and bar.value() == bar.maximum() > 0


def test_a_player_who_scrolled_back_stays_there_until_he_scrolls_down_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    view, follow, bar = _filled(qtbot)
    bar.setValue(0)  # the player reads the first lines
    assert not follow.at_newest
    for k in range(20):
        view.addItem(f"more {k}")
    qtbot.wait(50)
    assert bar.value() == 0
    bar.setValue(bar.maximum())
    assert follow.at_newest
    view.addItem("newest")
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())


def test_to_newest_goes_to_the_end_and_follows_again(qtbot) -> None:  # type: ignore[no-untyped-def]
    _, follow, bar = _filled(qtbot)
    bar.setValue(0)
    follow.to_newest()
    assert follow.at_newest and bar.value() == bar.maximum()


def test_a_log_shows_the_last_trick_only_for_a_game_of_tricks(qtbot) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.core.deck import Card
    from zanga_desktop.ui.table.art import Deck
    from zanga_desktop.ui.table.docks import LogDock

    tricks, none = LogDock(Deck(), 4), LogDock(Deck())
    for log in (tricks, none):
        qtbot.addWidget(log)
        log.show()
    cards = tuple(Card.parse(t) for t in ("1o", "3o", "12o", "7o"))
    tricks.show_last_trick("Trick 1 to Ana", cards)
    assert tricks.has_last_trick and tricks.last_trick.isVisible()
    assert tricks.last_caption.text() == "Trick 1 to Ana"
    assert all(not label.pixmap().isNull() for label in tricks.last_cards)
    assert not none.has_last_trick and none.last_cards == []
    assert not none.last_trick.isVisible() and not none.last_title.isVisibleTo(none)
    assert none.list.isVisible()

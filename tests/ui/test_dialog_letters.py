"""The New game dialog of every game, and the Host a table and Join a table dialogs, in every
language: each field is named by a label that is its buddy (read out with it, and its
Alt+letter moves to it), the dialog's main rows have a keyboard letter, and no two texts of
the dialog share one."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from letters import clashes, mnemonic
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from zanga_desktop.ui import game_table, i18n
from zanga_desktop.ui.keyboard_letters import choices
from zanga_desktop.ui.new_game import NewGameDialog

GAMES = [g.id for g in game_table.playable_games()]


@pytest.fixture(autouse=True)
def english_afterwards(qapp) -> Iterator[None]:  # type: ignore[no-untyped-def]
    yield
    i18n.install("en")


def _dialog(qtbot, game_id: str) -> NewGameDialog:  # type: ignore[no-untyped-def]
    dialog = NewGameDialog(None, next(g for g in game_table.playable_games()
                                      if g.id == game_id))
    qtbot.addWidget(dialog)
    dialog.more_button.setChecked(True)  # every choice in sight
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _shown(dialog: QWidget, kind: type[QWidget]) -> list[QWidget]:
    return [w for w in dialog.findChildren(kind) if w.isVisibleTo(dialog)]


def _label_of(dialog: QWidget, field: QWidget) -> QLabel | None:
    return next((lab for lab in dialog.findChildren(QLabel)  # type: ignore[misc]
                 if lab.buddy() is field), None)


def _named_and_lettered(dialog: QWidget, where: str) -> None:
    """Every field of `dialog` has its label, and no letter is given twice."""
    fields = [w for kind in (QComboBox, QLineEdit, QAbstractSpinBox)
              for w in _shown(dialog, kind)
              if not isinstance(w.parent(), QAbstractSpinBox | QComboBox)]  # their own lines
    assert len(fields) >= 3
    unnamed = [w.objectName() or type(w).__name__ for w in fields
               if _label_of(dialog, w) is None]
    assert not unnamed, unnamed
    texts = [w.text() for w in _shown(dialog, QLabel)]  # type: ignore[attr-defined]
    texts += [w.text() for w in _shown(dialog, QAbstractButton)]  # type: ignore[attr-defined]
    texts += [w.title() for w in _shown(dialog, QGroupBox)]  # type: ignore[attr-defined]
    problems = clashes(where, texts)
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_field_is_named_and_no_letter_twice(qtbot, lang: str, game_id: str) -> None:  # type: ignore[no-untyped-def]
    i18n.install(lang)
    dialog = _dialog(qtbot, game_id)
    _named_and_lettered(dialog, f"{game_id} New game ({lang})")
    # the rows every game has carry a letter
    main = [_label_of(dialog, dialog.name), _label_of(dialog, dialog.speed),
            dialog.more_button, dialog.game_options.practice]
    assert all(w is not None and mnemonic(w.text()) for w in main), \
        [w.text() for w in main if w is not None]


def _active_dialog(qtbot, game_id: str) -> NewGameDialog:  # type: ignore[no-untyped-def]
    """The game's New game dialog in English, open to the keyboard."""
    i18n.install("en")
    dialog = _dialog(qtbot, game_id)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    return dialog


def _alt(qtbot, dialog: QWidget, text: str) -> None:  # type: ignore[no-untyped-def]
    """Alt and the letter `text` gives."""
    letter = mnemonic(text)
    assert letter is not None
    key = getattr(Qt.Key, f"Key_{letter.upper()}")
    qtbot.keyClick(dialog, key, Qt.KeyboardModifier.AltModifier)


@pytest.mark.parametrize("game_id", GAMES)
def test_alt_and_a_rows_letter_moves_to_its_field(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    dialog = _active_dialog(qtbot, game_id)
    for field in (dialog.speed, dialog.name):
        label = _label_of(dialog, field)
        assert label is not None
        _alt(qtbot, dialog, label.text())
        qtbot.waitUntil(field.hasFocus)


def _lettered_rows(qtbot, dialog: QWidget, where: str, fields: tuple[QWidget, ...],  # type: ignore[no-untyped-def]
                   buttons: tuple[QAbstractButton, ...]) -> None:
    """`dialog` shown: every field named, no letter twice, and the labels of `fields` and
    the `buttons` each with a letter."""
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    _named_and_lettered(dialog, where)
    main = [_label_of(dialog, w) for w in fields]
    assert all(w is not None and mnemonic(w.text()) for w in [*main, *buttons])


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_network_dialogs_fields_are_named_and_lettered(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.ui.net.host_dialog import HostDialog
    from zanga_desktop.ui.net.join_dialog import JoinDialog

    i18n.install(lang)
    host = HostDialog(None)
    _lettered_rows(qtbot, host, f"Host a table ({lang})",
                   (host.game_box, host.preset, host.count), (host.hints,))
    join = JoinDialog(None)
    _lettered_rows(qtbot, join, f"Join a table ({lang})",
                   (join.address, join.name, join.seat), (join.ok, join.watch))
    join.close()


def _rows_wanting_a_letter(dialog: QWidget) -> list[QWidget]:
    """The shown rows a letter could reach: a label naming a field open to the focus, a
    check box (not the dialog's OK and Cancel, which have Enter and Escape)."""
    labels = [lab for lab in _shown(dialog, QLabel)
              if (buddy := lab.buddy()) is not None and buddy.isVisibleTo(dialog)  # type: ignore[attr-defined]
              and buddy.isEnabled() and buddy.focusPolicy() != Qt.FocusPolicy.NoFocus]
    return labels + _shown(dialog, QCheckBox)


def _letters_in(dialog: QWidget) -> set[str]:
    texts = [w.text() for kind in (QLabel, QAbstractButton)  # type: ignore[attr-defined]
             for w in dialog.findChildren(kind)]
    return {k for k in map(mnemonic, texts) if k is not None}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_rule_options_take_letters_while_any_is_free(qtbot, lang: str, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """Under More options every option and seat row has a letter of its own text (in
    Japanese, "(&K)" after it), unless every letter it could take is another row's."""
    i18n.install(lang)
    dialog = _dialog(qtbot, game_id)
    rows = _rows_wanting_a_letter(dialog)
    more = [w for w in rows if dialog.more.isAncestorOf(w)]
    assert len(more) >= 3
    used = _letters_in(dialog)
    unlettered = [w.text() for w in rows if mnemonic(w.text()) is None]  # type: ignore[attr-defined]
    for text in unlettered:
        could = {key for key, _ in choices(text)}
        assert could <= used, (text, could - used)
    lettered = [w for w in more if mnemonic(w.text())]  # type: ignore[attr-defined]
    assert len(lettered) >= min(len(more), 3)
    if lang == "ja":  # the Japanese way: the letter in brackets at the end
        assert all(re.search(r"\(&[A-Z0-9]\)$", w.text()) for w in lettered)  # type: ignore[attr-defined]
    else:  # one of its own letters, shown underlined
        assert all(mnemonic(w.text()) in w.text().replace("&", "").casefold()  # type: ignore[attr-defined]
                   for w in lettered)
    _named_and_lettered(dialog, f"{game_id} More options ({lang})")


@pytest.mark.parametrize("game_id", GAMES)
def test_alt_and_an_options_letter_reaches_it(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """A field's letter moves the focus to it; a check box's letter turns it over."""
    dialog = _active_dialog(qtbot, game_id)
    rows = [w for w in _rows_wanting_a_letter(dialog)
            if dialog.more.isAncestorOf(w) and mnemonic(w.text())]  # type: ignore[attr-defined]
    labels = [w for w in rows if isinstance(w, QLabel)]
    checks = [w for w in rows if isinstance(w, QCheckBox) and w.isEnabled()]
    assert labels and checks
    for label in labels:
        field = label.buddy()
        assert field is not None
        _alt(qtbot, dialog, label.text())
        qtbot.waitUntil(field.hasFocus)
    check = checks[-1]
    was = check.isChecked()
    _alt(qtbot, dialog, check.text())
    qtbot.waitUntil(lambda: check.isChecked() != was)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_rows_shown_later_or_named_again_take_letters(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """El Envite's seats at five a side, then the options under More options opened after
    them, each take a letter none of the others has (the seats at two a side, taken away,
    give theirs back); La Zanga's seats, named again as the player types his name, keep
    theirs."""
    i18n.install(lang)
    envite = NewGameDialog(None, next(g for g in game_table.playable_games()
                                      if g.id == "envite"))
    qtbot.addWidget(envite)
    envite.show_more(False)  # shown closed, as a player first sees it
    envite.show()
    qtbot.waitExposed(envite)
    envite.game_options.team.setValue(5)
    box = envite.game_options.seat_rows.box

    def seats() -> list[QWidget]:
        return [w for w in _rows_wanting_a_letter(envite) if box.isAncestorOf(w)]

    qtbot.waitUntil(lambda: len(seats()) == 9)
    qtbot.waitUntil(lambda: all(mnemonic(w.text()) for w in seats()))  # type: ignore[attr-defined]
    envite.more_button.setChecked(True)
    options = [w for w in _rows_wanting_a_letter(envite) if envite.more.isAncestorOf(w)]
    assert len(options) >= 3
    qtbot.waitUntil(lambda: all(mnemonic(w.text()) for w in options))  # type: ignore[attr-defined]
    _named_and_lettered(envite, f"El Envite at five a side ({lang})")

    zanga = _dialog(qtbot, "zanga")
    labels = zanga.game_options.seat_labels
    assert all(mnemonic(w.text()) for w in labels)
    zanga.name.setText("Ana")  # the seat called Ana takes a spare name
    qtbot.waitUntil(lambda: "Ana" not in labels[0].text().replace("&", ""))
    qtbot.waitUntil(lambda: all(mnemonic(w.text()) for w in labels))
    _named_and_lettered(zanga, f"La Zanga, renamed ({lang})")


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_host_dialogs_seat_rows_take_letters(qtbot, lang: str, game_id: str) -> None:  # type: ignore[no-untyped-def]
    """Host a table at the most seats the game has: each seat row takes a letter, as the New
    game dialog's do, unless every letter it could take is another row's; Alt and a seat's
    letter moves to its choice."""
    from zanga_desktop.core import registry
    from zanga_desktop.ui.net.host_dialog import HostDialog

    i18n.install(lang)
    host = HostDialog(None, registry.get(game_id))
    qtbot.addWidget(host)
    host.show()
    qtbot.waitExposed(host)
    host.count.setCurrentIndex(host.count.count() - 1)  # La Zanga has four seats only

    def seat_labels() -> list[QLabel]:
        return [lab for lab in _rows_wanting_a_letter(host)  # type: ignore[misc]
                if isinstance(lab, QLabel) and lab.buddy() in host.seat_boxes]

    qtbot.waitUntil(lambda: len(seat_labels()) == len(host.seat_boxes) >= 1)
    seats = seat_labels()
    qtbot.waitUntil(lambda: bool(mnemonic(seats[-1].text())))
    used = _letters_in(host)
    for label in seats:
        if mnemonic(label.text()) is None:
            could = {key for key, _ in choices(label.text())}
            assert could <= used, (label.text(), could - used)
    _named_and_lettered(host, f"Host a table, {game_id} ({lang})")
    if lang == "en":
        host.activateWindow()
        qtbot.waitUntil(host.isActiveWindow)
        label = seats[-1]
        _alt(qtbot, host, label.text())
        qtbot.waitUntil(label.buddy().hasFocus)

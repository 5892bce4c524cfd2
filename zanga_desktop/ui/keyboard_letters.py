"""Keyboard letters (Alt+letter) for the rows a dialog did not letter by hand: the rule options
under More options, the seat rows, whatever a game adds. The hand-chosen letters of the main
rows stay; every other field's label and check box takes a free letter of its own text, a
word's first letter first, as KDE's accelerator manager does. A text in a script with no
Latin letters (Japanese) takes a free letter in brackets after it, "ルール(&R)", as Japanese
programs write it. Written once, so a new game's options are reached by keyboard with no
letters of its own to choose, in every language."""

from __future__ import annotations

import re
import string

from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QRadioButton,
    QWidget,
)

_LETTER = re.compile(r"&([^&\s])")
_KEYS = string.ascii_lowercase + string.digits
#: The property that keeps, on a row lettered here, its text as written and as lettered.
_GIVEN = "keyboard_letter_given"
_WORD_START = re.compile(r"(?<!\w)[A-Za-z0-9]")


def letter_of(text: str) -> str | None:
    """The letter `text` gives (its `&x`), in lower case, or None."""
    found = _LETTER.search(text.replace("&&", ""))
    return found.group(1).casefold() if found else None


def _text(widget: QWidget) -> str:
    if isinstance(widget, QGroupBox):
        return widget.title()
    if isinstance(widget, QLabel | QAbstractButton):
        return widget.text()
    return ""


def _set_text(widget: QWidget, text: str) -> None:
    if isinstance(widget, QLabel | QAbstractButton):
        widget.setText(text)


def _cjk(text: str) -> bool:
    return any(ord(c) >= 0x2E80 for c in text)  # kana, kanji, full-width forms


def choices(text: str) -> list[tuple[str, int]]:
    """The letters `text` could take, best first, each with where its `&` goes: a word's
    first letter, then any of its letters, then a digit. A text written in kana and kanji
    takes its letter in brackets after it (-1), one of its Latin words' if it has any
    ("renuncio" gives R), else any. Nothing for a text with a `&` already (a letter, or an
    ampersand of its own: left as written)."""
    if "&" in text:
        return []
    letters = [i for i, c in enumerate(text) if c in string.ascii_letters]
    starts = [m.start() for m in _WORD_START.finditer(text) if m.group().isalpha()]
    order = starts + [i for i in letters if i not in starts]
    out: list[tuple[str, int]] = []
    if not letters or _cjk(text):
        for key in [text[i].casefold() for i in order] + list(_KEYS):
            if key not in (k for k, _ in out):
                out.append((key, -1))
        return out
    for i in order + [i for i, c in enumerate(text) if c in string.digits]:
        if text[i].casefold() not in (k for k, _ in out):
            out.append((text[i].casefold(), i))
    return out


def marked(text: str, key: str, at: int) -> str:
    """`text` with `key` as its letter: its `&` at `at`, or "(&K)" after it (at -1)."""
    return f"{text}(&{key.upper()})" if at < 0 else f"{text[:at]}&{text[at:]}"


def share_out(wants: list[list[tuple[str, int]]], free: set[str]) -> list[int | None]:
    """Which of its choices each text takes (an index into its list, or None): as many texts
    lettered as the free letters allow, each the best it can have where that costs no other
    text its letter: first each the best still free, in reading order, then a text left
    without one makes room by moving others to their next choices (augmenting paths)."""
    holder: dict[str, int] = {}  # letter -> the text holding it

    def seat(t: int, seen: set[str]) -> bool:
        for key, _ in wants[t]:
            if key in free and key not in seen:
                seen.add(key)
                if key not in holder or seat(holder[key], seen):
                    holder[key] = t
                    return True
        return False

    for t, want in enumerate(wants):  # each its best letter still free, in reading order
        key = next((k for k, _ in want if k in free and k not in holder), None)
        if key is not None:
            holder[key] = t
    for t in set(range(len(wants))) - set(holder.values()):  # then room made for the rest
        seat(t, set())
    taken: list[int | None] = [None] * len(wants)
    for key, t in holder.items():
        taken[t] = next(i for i, (k, _) in enumerate(wants[t]) if k == key)
    return taken


def _is_row(widget: QWidget, root: QWidget) -> bool:
    """A shown, enabled row a letter can reach: a label naming a field, a check box or a
    radio button (not the dialog's OK and Cancel)."""
    if not widget.isVisibleTo(root) or not widget.isEnabled():
        return False
    if isinstance(widget, QLabel):
        buddy = widget.buddy()  # a field shown, open to typing (not a bot's command line
        return (buddy is not None and buddy.isVisibleTo(root)  # while no bot is chosen) and
                and buddy.isEnabled() and bool(widget.text())  # one that takes the focus
                and buddy.focusPolicy() != Qt.FocusPolicy.NoFocus)  # (not a box of rows)
    if isinstance(widget, QCheckBox | QRadioButton):
        return not isinstance(widget.parent(), QDialogButtonBox)
    return False


def _given(widget: QWidget) -> str | None:
    """The text as written (without the letter given here), while the letter given here is
    still in the widget's text; None for a hand-written text, or one written again since."""
    given = widget.property(_GIVEN)
    if isinstance(given, list) and len(given) == 2 and _text(widget) == given[1]:
        return str(given[0])
    return None


def give_letters(root: QWidget) -> None:
    """Share out letters among the rows of `root` that have none written by hand, in reading
    order (top to bottom, then left to right): letters that no hand-written text of `root`
    gives, nor a row lettered here and now hidden in a closed section (its letter kept for
    when the section opens). A row taken away (hidden itself, as rows built again are) gives
    its letter back. The rows lettered here before share out again with the new ones, so
    that as many as the letters allow have one."""
    every = [w for kind in (QLabel, QAbstractButton, QGroupBox) for w in root.findChildren(kind)]
    rows = [w for w in every if _is_row(w, root)
            and (_given(w) is not None or letter_of(_text(w)) is None)]
    taken = {letter_of(_text(w)) for w in every if not w.isHidden() and w not in rows}
    free = set(_KEYS) - {k for k in taken if k is not None}

    def place(w: QWidget) -> tuple[int, int]:
        at = w.mapTo(root, QPoint(0, 0))
        return at.y(), at.x()

    rows.sort(key=place)
    plain = [_given(w) or _text(w) for w in rows]
    wants = [choices(text) for text in plain]
    for widget, text, want, pick in zip(rows, plain, wants, share_out(wants, free),
                                        strict=True):
        new = text if pick is None else marked(text, *want[pick])
        if new != _text(widget):
            _set_text(widget, new)
        widget.setProperty(_GIVEN, None if pick is None else [text, new])


class LetteredDialog(QDialog):
    """A dialog whose rows take keyboard letters (`give_letters`) as it is shown, and again
    while it is open, whenever rows come, go or are named again (a layout request follows
    each): the New game dialog, and the network table's host and join dialogs."""

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        give_letters(self)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            give_letters(self)
        return handled

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

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QRadioButton,
    QWidget,
)

_LETTER = re.compile(r"&([^&\s])")
_KEYS = string.ascii_lowercase + string.digits
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


def _wants_letter(widget: QWidget, root: QWidget) -> bool:
    """A shown, enabled row with no letter: a label naming a field, a check box or a radio
    button (not the dialog's OK and Cancel)."""
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


def give_letters(root: QWidget) -> int:
    """Letter every row of `root` that has none, in reading order (top to bottom, then left
    to right), with letters no other text of `root` gives, shown or hidden (a row hidden now
    keeps its letter for when it is shown again). Returns how many rows took one."""
    every = [w for kind in (QLabel, QAbstractButton, QGroupBox) for w in root.findChildren(kind)]
    free = set(_KEYS) - {k for k in map(letter_of, map(_text, every)) if k is not None}

    def place(w: QWidget) -> tuple[int, int]:
        at = w.mapTo(root, QPoint(0, 0))
        return at.y(), at.x()

    rows = sorted((w for w in every if _wants_letter(w, root)), key=place)
    wants = [choices(_text(w)) for w in rows]
    given = 0
    for widget, want, pick in zip(rows, wants, share_out(wants, free), strict=True):
        if pick is not None:
            _set_text(widget, marked(_text(widget), *want[pick]))
            given += 1
    return given

"""How a rules browser names an option that changes one of its decisions: as the New game
dialog names it, where the dialog offers it, with its value in each of the game's rule sets
in words ("yes", "no", a number); its name in a record file's options in small type beside,
for those who write records by hand. Written once for every game's browser."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..i18n import listed, tr


@dataclass(frozen=True, slots=True)
class OptionLine:
    """An option: its name in a record's `options`, its label in the New game dialog (None
    where the dialog does not offer it) and its value in each rule set, (title, words)."""

    name: str
    label: str | None
    values: tuple[tuple[str, str], ...] = ()
    #: Whether the New game dialog offers it under `label` (else the rules chosen there set
    #: it, and `label` only says what it is).
    offered: bool = True


def preset_values(*values: tuple[str, str]) -> tuple[tuple[str, str], ...]:
    """An option's value in each rule set, (title, words): the first always, each other
    only where it differs from the first."""
    first = values[0][1]
    return (values[0], *(v for v in values[1:] if v[1] != first))


def dialog_label(label_of: Callable[[str], str | None], name: str) -> str:
    """The label of an option the New game dialog offers, as the game's `option_label`
    gives it to the dialog and the rules browser alike."""
    label = label_of(name)
    assert label is not None, name
    return label


def value_words(value: object) -> str:
    """An option's value as a player reads it: yes or no, a number, a choice's word."""
    if value is True:
        return tr("yes")
    if value is False:
        return tr("no")
    if value is None:
        return tr("none")
    if isinstance(value, set | frozenset | tuple | list):
        return listed(sorted(value_words(v) for v in value)) or tr("none")
    return str(getattr(value, "value", value))


def options_heading(count: int) -> str:
    return tr("The option that changes it:") if count == 1 else tr(
        "The options that change it:")


def options_list_html(lines: Sequence[OptionLine]) -> str:
    """The options as a list (rich text): each by its label in bold with its values, and
    where it is set (the New game dialog, or only a record file) in small type."""
    items = []
    for line in lines:
        values = " · ".join(tr("{0}: {1}").format(title, words) for title, words in line.values)
        tail = " — " + html.escape(values) if values else ""
        code = f"<code>{html.escape(line.name)}</code>"
        head = f"<b>{html.escape(line.label)}</b>" if line.label else code
        if line.label and line.offered:
            where = html.escape(tr("In New game, under More options; in a record file:"))
            note = f"{where} {code}"
        elif line.label:
            where = html.escape(tr("Set by the rules chosen in New game; in a record file:"))
            note = f"{where} {code}"
        else:
            note = html.escape(tr("Set by the rules chosen in New game; a record file's "
                                  "options may change it."))
        items.append(f"<li>{head}{tail}<br><span style='font-size:small; color:#5a5a5a'>"
                     f"{note}</span></li>")
    return "<ul>" + "".join(items) + "</ul>"

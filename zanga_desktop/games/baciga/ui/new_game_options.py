"""La Báciga's part of the New game dialog: 2 or 4 players (section 2), what plays each seat
(a human at this computer, or one of the game's levels), and under "More options" every
option of section 14 in plain words, practice (undo) and the cover between two humans at one
screen. And the set-up last chosen, read from the settings (group `baciga/`)."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ....core.setup import GameSetup
from ....ui import seat_choices, settings
from ....ui.i18n import tr
from ....ui.learn.option_lines import dialog_label
from ....ui.new_game import chosen_name
from ....ui.player_name import seat_names
from ..game import GAME
from ..rules import PRESETS, make_options
from .controller import BacigaSetup, default_names

GAME_ID = "baciga"
K_SEATS = "baciga/seats"
K_LEVELS = "baciga/levels"
K_OPTIONS = "baciga/options"
K_PRACTICE = "baciga/practice"
BENGALA = "bengala"
#: The yes-or-no options of section 14, in the order the dialog lists them.
SWITCHES = ("revival_takes_back", "cosas_beats_pasado", "pasado_keeps_pairs",
            "score_floor_zero", "auto_salirse")


def switch_text(name: str) -> str:
    """Each yes-or-no option of section 14, as a player reads it."""
    return {
        "revival_takes_back": tr("When the winning báciga goes pasado, its side also loses "
                                 "the bácigas it scored (section 8)"),
        "cosas_beats_pasado": tr("Las cosas win even on a card that goes over 31 "
                                 "(section 9)"),
        "pasado_keeps_pairs": tr("A pasado player still scores his pairs (section 10)"),
        "score_floor_zero": tr("Scores never go below zero (section 10)"),
        "auto_salirse": tr("The table claims salirse for every player by itself "
                           "(section 12)"),
    }[name]


def option_label(name: str) -> str | None:
    """An option of section 14 as this dialog names it (the rules browser names it so too);
    None for one the dialog does not offer."""
    if name in SWITCHES:
        return switch_text(name)
    return {
        "as_value": tr("The as is worth (section 3)"),
        "pass_min_discard": tr("A paso lays down (section 5)"),
        "max_talks": tr("Talks in a deal, at most (section 6)"),
        "target": tr("Points to win (section 11)"),
    }.get(name)


def choice_words(name: str, value: object) -> str | None:
    """A value of `as_value` or `pass_min_discard` as the dialog's choice words it (the rules
    browser too); None for another option or value."""
    return {
        ("as_value", 1): tr("1 (the rules' value)"),
        ("as_value", 11): "11",
        ("pass_min_discard", 1): tr("1 to 3 cards (the rules)"),
        ("pass_min_discard", 0): tr("0 to 3: a player may pass and keep his hand"),
    }.get((name, value)) if isinstance(value, int) else None


def no_talk_limit() -> str:
    """`max_talks` unset, as the dialog and the rules browser word it."""
    return tr("no limit")


def _stored_options() -> dict[str, Any]:
    """The options last chosen that differ from the Bengala preset (kept as JSON text; a
    damaged or hand-edited value, or a bad option in it, is dropped)."""
    text = settings.get(K_OPTIONS)
    out: dict[str, Any] = {}
    if not isinstance(text, str) or len(text) > 2000:
        return out
    try:
        stored = json.loads(text)
    except (ValueError, RecursionError):
        return out
    if not isinstance(stored, dict):
        return out
    base = PRESETS[BENGALA]
    for name, value in stored.items():
        if not isinstance(name, str) or not hasattr(base, name):
            continue
        try:
            make_options(BENGALA, {name: value})
        except (ValueError, TypeError):
            continue
        out[name] = value
    return out


def setup_from_settings() -> GameSetup:
    seats = settings.get_int(K_SEATS, 2)
    seats = 4 if seats == 4 else 2
    levels = seat_choices.last_levels(GAME, K_LEVELS, seats)
    practice = settings.get(K_PRACTICE)
    return GameSetup(game=GAME_ID, name=chosen_name(), levels=levels, preset=BENGALA,
                     options=_stored_options(),
                     practice=practice in (None, True, "true", "1", 1))


class BacigaOptions:
    """The rows the dialog's `form` gets, and the widget under "More options"."""

    def __init__(self, dialog: QWidget, form: QFormLayout) -> None:
        setup = setup_from_settings()
        opts = PRESETS[BENGALA]
        chosen = dict(setup.options)
        self.players, self.seat_rows = seat_choices.pairs_rows(
            dialog, form, GAME, setup.levels, tr("2 players, each on his own"))

        self.more = QWidget()
        self.more.setObjectName("more_options_box")
        lay = QVBoxLayout(self.more)
        lay.addWidget(QLabel(tr("The rules: Bengala (section 14), with these changes")))
        grid = QFormLayout()
        self.as_value = QComboBox(self.more)
        self.as_value.setObjectName("baciga_as_value")
        for worth in (1, 11):
            self.as_value.addItem(str(choice_words("as_value", worth)), worth)
        self.as_value.setCurrentIndex(1 if chosen.get("as_value", opts.as_value) == 11 else 0)
        grid.addRow(dialog_label(option_label, "as_value"), self.as_value)
        self.min_discard = QComboBox(self.more)
        self.min_discard.setObjectName("baciga_pass_min_discard")
        for least in (1, 0):
            self.min_discard.addItem(str(choice_words("pass_min_discard", least)), least)
        self.min_discard.setCurrentIndex(
            1 if chosen.get("pass_min_discard", opts.pass_min_discard) == 0 else 0)
        grid.addRow(dialog_label(option_label, "pass_min_discard"), self.min_discard)
        self.max_talks = QSpinBox(self.more)
        self.max_talks.setObjectName("baciga_max_talks")
        self.max_talks.setRange(1, 99)
        self.max_talks.setSpecialValueText(no_talk_limit())
        talks = chosen.get("max_talks", opts.max_talks)
        self.max_talks.setValue(talks if isinstance(talks, int) and talks >= 2 else 1)
        grid.addRow(dialog_label(option_label, "max_talks"), self.max_talks)
        self.target = QSpinBox(self.more)
        self.target.setObjectName("baciga_target")
        self.target.setRange(1, 99)
        target = chosen.get("target", opts.target)
        self.target.setValue(target if isinstance(target, int) else 18)
        grid.addRow(dialog_label(option_label, "target"), self.target)
        lay.addLayout(grid)
        self.switches: dict[str, QCheckBox] = {}
        for name in SWITCHES:
            box = QCheckBox(dialog_label(option_label, name), self.more)
            box.setObjectName(f"baciga_{name}")
            box.setChecked(bool(chosen.get(name, getattr(opts, name))))
            lay.addWidget(box)
            self.switches[name] = box
        self.practice, self.cover = seat_choices.practice_and_cover(
            self.more, lay, GAME, setup.practice, self.seat_rows)
        lay.addStretch(1)

    def options(self) -> dict[str, Any]:
        """The options chosen that differ from Bengala, by the names records use."""
        base = PRESETS[BENGALA]
        chosen: dict[str, Any] = {
            "as_value": int(self.as_value.currentData()),
            "pass_min_discard": int(self.min_discard.currentData()),
            "max_talks": self.max_talks.value() if self.max_talks.value() >= 2 else None,
            "target": self.target.value(),
        }
        chosen.update({k: b.isChecked() for k, b in self.switches.items()})
        return {k: v for k, v in chosen.items() if getattr(base, k) != v}

    def wants_more(self) -> bool:
        """Open by itself when the rules differ from Bengala."""
        return bool(_stored_options())

    def show_more(self, on: bool) -> None:
        self.more.setVisible(on)

    def store(self) -> None:
        settings.put(K_SEATS, int(self.players.currentData()))
        settings.put(K_LEVELS, self.seat_rows.levels())
        settings.put(K_OPTIONS, json.dumps(self.options()))
        settings.put(K_PRACTICE, self.practice.isChecked())
        seat_choices.store_cover(GAME, self.cover)


def setup_of(setup: GameSetup) -> BacigaSetup:
    """The shell's game-free set-up as La Báciga's (the player at seat 0, named)."""
    seats = 4 if len(setup.levels) == 4 else 2
    spare = seat_choices.new_seat_level(GAME)
    levels = tuple(setup.levels[:seats]) + (spare,) * (seats - len(setup.levels))
    names = seat_names(setup, levels, default_names(seats)[1:])
    return BacigaSetup(seats, levels, names, setup.preset or BENGALA, dict(setup.options),
                       setup.practice, setup.seed, cover=seat_choices.cover_chosen(GAME))

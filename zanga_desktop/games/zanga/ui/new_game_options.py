"""La Zanga's part of the New game dialog: who plays each other seat (a level, each explained
in a line, or a human at this screen, named beside it), the preset and practice or rated
play in the dialog's form; under "More options" the cover between two humans at one screen,
the renuncio mode, every rule option and the bot programs. And the set-up last chosen, read from
the settings.

The rule options default from the chosen preset; only the differences from it are stored (as
the record's `options` object is).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import fields, replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListView,
    QVBoxLayout,
    QWidget,
)

from ....core.levels import Level
from ....core.setup import HUMAN, GameSetup
from ....ui import settings
from ....ui.i18n import listed, tr
from ....ui.learn.option_lines import dialog_label, value_words
from ....ui.new_game import chosen_name, chosen_people
from ..game import GAME
from ..records import DEFAULT_PLAYERS
from ..rules import PRESETS, Options, RenuncioMode, make_options
from ..rules.options import ALL_BONUSES, options_to_json
from .controller import BOT, table_names
from .setup import GAME_ID
from .words import level_text


def saved_options(preset: str) -> dict[str, Any]:
    """The rule options remembered for `preset` (differences from it), or none if they no
    longer make sense."""
    try:
        data = json.loads(str(settings.get("game/options") or "{}"))
        if not isinstance(data, dict):
            return {}
        make_options(preset, data)
    except (ValueError, TypeError, RecursionError):  # whatever the file holds: the defaults
        return {}
    return data


def setup_from_settings() -> GameSetup:
    levels = [str(x) for x in settings.get("game/levels")][:3]
    while len(levels) < 3:
        levels.append(Level.PRINCIPIANTE.value)
    valid = {lv.value for lv in Level} | {BOT, HUMAN}
    levels = [lv if lv in valid else "principiante" for lv in levels]
    bots = [str(x) for x in settings.get("game/bots")][:3]
    bots += [""] * (3 - len(bots))
    levels = [lv if lv != BOT or bots[i].strip() else "principiante"
              for i, lv in enumerate(levels)]
    preset = str(settings.get("game/preset"))
    if preset not in PRESETS:
        preset = "manual"
    return GameSetup(game=GAME_ID, name=chosen_name(),
                 levels=("human", levels[0], levels[1], levels[2]),
                 preset=preset,
                 options=saved_options(preset),
                 practice=bool(settings.get("game/practice")),
                 bots=("", bots[0], bots[1], bots[2]))


def choice_texts() -> dict[str, list[tuple[str, str]]]:
    """The options with named choices, each choice in plain words."""
    return {
        "renuncio_mode": [
            ("tutor", tr("Tutor: a card that does not follow is refused and explained")),
            ("mesa", tr("Mesa: any card may be played, as at a real table; claim "
                        "¡Renuncio! (Art. 29-35)")),
        ],
        "todas_offer": [("cinco", tr("after a made cinco (Art. 49)")),
                        ("first_five", tr("when the nombrado's side wins the first five"))],
        "todas_payment": [("bonus", tr("2 vales (Art. 49, 60)")),
                          ("pot", tr("the pot, doubled by the losing side"))],
        "codillo_payment": [("carry", tr("the losers' payment stays in the pot (Art. 47)")),
                            ("to_defenders", tr("the losers pay the defenders"))],
        "zanga": [("fianza", tr("seen first, with a fianza (Art. 21-25)")),
                  ("blind", tr("blind, with no fianza"))],
        "solo_bonus": [("manual", tr("2 vales won or lost (Art. 55, 62)")),
                       ("winner", tr("2 vales to the winning side; a puesta pays nothing"))],
        "game_end": [("all_32", tr("when a team holds all 32 vales (Art. 11)")),
                     ("team_broke", tr("when a team has no vales left (it loses)"))],
    }


def option_labels() -> dict[str, str]:
    return {
        "renuncio_mode": tr("Renuncio"),
        "first_mano_siete_de_espadas": tr("First hand: the 7 of espadas (or the next espada "
                                          "down) is mano (Art. 16)"),
        "pie_may_pass": tr("The pie may pass too (four passes: the hand is dealt again)"),
        "mandar_solo": tr("Mandar solo: a bid; the juego player picks who plays the solo "
                          "(Art. 20, 26)"),
        "solo_over_juego": tr("A plain solo may top a juego (Manual: only after all passed, "
                              "Art. 54)"),
        "cinco_call": tr("Cinco may be called after winning the first two tricks (Art. 48)"),
        "todas_offer": tr("Todas is offered"),
        "todas_payment": tr("Todas pays"),
        "codillo_payment": tr("Codillo"),
        "zanga": tr("The pie's zanga"),
        "solo_bonus": tr("Solo bonus"),
        "game_end": tr("The game ends"),
        "bonus_caps": tr("Nobody collects a bonus larger than what it had at stake "
                         "(Art. 57, 64)"),
        "broke_must_play": tr("A team with no vales must play (Art. 42)"),
    }


def option_label(name: str) -> str | None:
    """An option as this dialog names it (the rules browser names it so too); None for one
    it does not offer."""
    if name == "bonuses":
        return tr("Bonuses paid (Art. 51-62)")
    return option_labels().get(name)


def option_words(name: str, value: object) -> str:
    """An option's value in a preset as this dialog words it (its choice, the bonuses it
    pays; yes or no)."""
    if name == "bonuses" and isinstance(value, set | frozenset):
        texts = bonus_labels()
        return listed(texts[b] for b in _BONUS_ORDER if b in value) or tr("none")
    choices = dict(choice_texts().get(name, ()))
    key = getattr(value, "value", None)
    if isinstance(key, str) and key in choices:
        return choices[key]
    return value_words(value)


def option_tips() -> dict[str, str]:
    """The longer explanation of an option, as its tooltip (the label stays one line)."""
    return {
        "mandar_solo": tr("Mandar solo: an opponent of the juego player may bid a solo; the "
                          "juego player chooses who plays it, himself or the orderer (Art. 20, "
                          "26)"),
        "solo_over_juego": tr("A plain solo may be said over a juego (in the Manual only while "
                              "everyone before passed, Art. 54)"),
        "game_end": tr("when a settled hand leaves a team with no vales: the other takes the "
                       "pot and wins"),
    }


def bonus_labels() -> dict[str, str]:
    return {"fianza": tr("Fianza (Art. 25)"), "solo": tr("Solo (Art. 55)"),
            "cinco": tr("Cinco (Art. 48)"), "todas": tr("Todas (Art. 49)"),
            "estuche": tr("Estuche (Art. 51)"),
            "solo_estuche": tr("Solo with the estuche (Simplificada)")}


_BONUS_ORDER = ("fianza", "solo", "cinco", "todas", "estuche", "solo_estuche")


def level_explanations() -> dict[str, str]:
    """One line on each level, for the dialog and the levels' tooltips."""
    return {
        "principiante": tr("plays simply and slips now and then: a gentle start"),
        "normal": tr("a sound club player: thinks about the cards still out"),
        "experto": tr("plans whole hands and bids boldly: a hard table"),
        "maestro": tr("the strongest: thinks longest about every card"),
        "rules": tr("plays by fixed rules of thumb, never surprises (for testing)"),
        BOT: tr("a program of your own that speaks zanga-bot/1 (docs/bot-protocol.md)"),
        HUMAN: tr("someone else at this screen; the table turns to each player in turn"),
    }


#: Levels offered only under "More options": a yardstick and programs, not opponents for a
#: family evening.
ADVANCED_LEVELS = (Level.RULES.value, BOT)


class ZangaOptions:
    """La Zanga's rows of the New game dialog: added to the dialog's `form` (after the
    player's name) and, under "More options", the widget `more`. The dialog asks
    `wants_more`, calls `show_more` as it opens or closes, and `store` when accepted."""

    def __init__(self, dialog: QWidget, form: QFormLayout) -> None:
        from ....ui import seat_choices  # the dialog's: not loaded before the table is shown

        self.dialog = dialog
        setup = setup_from_settings()
        self.setup = setup
        self.levels: list[QComboBox] = []
        self.commands: list[QLineEdit] = []
        self.seat_labels: list[QLabel] = []
        self.bot_labels: list[QLabel] = []
        self.people_fields: list[QLineEdit] = []
        people = chosen_people(GAME)
        explained = level_explanations()
        bot_rows = QFormLayout()
        for seat in (1, 2, 3):
            box = QComboBox()
            box.setObjectName(f"level_{seat}")
            for lv in Level:
                box.addItem(level_text(lv.value), lv.value)
            box.addItem(seat_choices.level_text(HUMAN), HUMAN)
            box.addItem(tr("Bot program…"), BOT)
            for i in range(box.count()):
                box.setItemData(i, explained.get(str(box.itemData(i)), ""),
                                Qt.ItemDataRole.ToolTipRole)
            box.setCurrentIndex(max(0, box.findData(setup.levels[seat])))
            command = QLineEdit(setup.bots[seat])
            command.setObjectName(f"bot_command_{seat}")
            command.setPlaceholderText(tr("command line of a zanga-bot/1 program"))
            command.setToolTip(tr("A program speaking zanga-bot/1 on its standard input and "
                                  "output (docs/bot-protocol.md), e.g. python3 my_bot.py"))
            seat_label, bot_label = QLabel(), QLabel()
            seat_label.setBuddy(box)
            bot_label.setBuddy(command)
            self.seat_labels.append(seat_label)
            self.bot_labels.append(bot_label)
            row, person = seat_choices.seat_row(  # the choice, and a person's name there
                dialog, box, f"person_name_{seat}",
                people[seat - 1] if seat - 1 < len(people) else "")
            self.people_fields.append(person)
            form.addRow(seat_label, row)
            bot_rows.addRow(bot_label, command)
            self.levels.append(box)
            self.commands.append(command)
            box.currentIndexChanged.connect(lambda _=0, b=box, c=command: c.setEnabled(
                b.currentData() == BOT))
            box.currentIndexChanged.connect(self._explain_levels)
            command.setEnabled(box.currentData() == BOT)
        self.name_field = seat_choices.player_name_field(dialog)  # "Your name", above
        self.on_change(self._name_seats)
        if self.name_field is not None:
            self.name_field.textChanged.connect(lambda _t="": self._name_seats())
        self._name_seats()
        self.level_help = QLabel()
        self.level_help.setObjectName("level_help")
        self.level_help.setWordWrap(True)
        self.level_help.setStyleSheet("color: palette(mid);")
        form.addRow("", self.level_help)
        self.preset = QComboBox()
        self.preset.addItem(tr("Manual (Canarias)"), "manual")
        self.preset.addItem(tr("Simplificada"), "simplificada")
        self.preset.setCurrentIndex(max(0, self.preset.findData(setup.preset)))
        self.preset.setToolTip(tr("Manual: the official reglamento of the Canary Islands. "
                                  "Simplificada: fewer bonuses, the zanga taken blind."))
        form.addRow(tr("&Rules"), self.preset)
        self.practice = QCheckBox(tr("&Practice game (undo allowed; off for rated play)"))
        self.practice.setChecked(setup.practice)
        form.addRow(self.practice)

        self.more = QWidget()
        self.more.setObjectName("more_options_box")
        more_lay = QVBoxLayout(self.more)
        more_lay.setContentsMargins(0, 0, 0, 0)
        labels = option_labels()
        choices = choice_texts()
        tips = option_tips()
        self.choices: dict[str, QComboBox] = {}
        self.flags: dict[str, QCheckBox] = {}
        self.bonuses: dict[str, QCheckBox] = {}
        top = QFormLayout()
        top.addRow(labels["renuncio_mode"],
                   self._choice_box("renuncio_mode", choices["renuncio_mode"]))
        more_lay.addLayout(top)
        self.cover = seat_choices.cover_box(self.more, more_lay, GAME, self.humans,
                                            self.on_change)
        more_lay.addLayout(bot_rows)
        group = QGroupBox(tr("Rule options (set by the preset; change any)"))
        group.setObjectName("rule_options")
        rules = QFormLayout(group)
        for name in ("first_mano_siete_de_espadas", "pie_may_pass", "mandar_solo",
                     "solo_over_juego", "cinco_call", "bonus_caps", "broke_must_play"):
            check = QCheckBox(labels[name])
            check.setObjectName(f"option_{name}")
            check.setToolTip(tips.get(name, ""))
            self.flags[name] = check
            rules.addRow(check)
        for name in ("todas_offer", "todas_payment", "codillo_payment", "zanga", "solo_bonus",
                     "game_end"):
            box = self._choice_box(name, choices[name])
            box.setToolTip(tips.get(name, ""))
            rules.addRow(labels[name], box)
        bonus_box = QGroupBox(dialog_label(option_label, "bonuses"))
        bonus_lay = QVBoxLayout(bonus_box)
        texts = bonus_labels()
        for bonus in _BONUS_ORDER:
            check = QCheckBox(texts[bonus])
            check.setObjectName(f"bonus_{bonus}")
            self.bonuses[bonus] = check
            bonus_lay.addWidget(check)
        rules.addRow(bonus_box)
        more_lay.addWidget(group)

        self.set_options(make_options(setup.preset, setup.options or {}))
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self._explain_levels()

    def _name_seats(self) -> None:
        """Each seat named as the table will name it: a person by the name typed beside
        it, a computer seat whose usual name is taken by the player's own or a person's
        takes a spare one (`controller.table_names`), so the dialog never offers "Ana
        (opponent)" to a player named Ana who then meets Pino; an empty name field shows
        greyed the name its seat will have."""
        from ....ui import seat_choices  # loaded with the dialog

        name = (self.name_field.text() if self.name_field is not None else self.setup.name)
        player = name.strip() or DEFAULT_PLAYERS[0]
        here = self.names_here()
        names = table_names(player, here)
        for seat, (label, bot) in enumerate(zip(self.seat_labels, self.bot_labels,
                                                strict=True), start=1):
            role = tr("partner") if seat == 2 else tr("opponent")
            label.setText(tr("{0} ({1})").format(names[seat], role))
            bot.setText(tr("Bot program for {0}").format(names[seat]))
        seat_choices.show_usual_names(self.people_fields, player, table_names, here)

    @property
    def seat_rows(self) -> ZangaOptions:
        """The seats' choices, read as `seat_choices.SeatRows` offers them (`combos`,
        `humans`)."""
        return self

    @property
    def combos(self) -> list[QComboBox]:
        return self.levels

    @property
    def fields(self) -> list[QLineEdit]:
        """The names of the people at the seats (`SeatRows.fields`)."""
        return self.people_fields

    def humans(self) -> int:
        from ....ui.seat_choices import humans_seated  # loaded with the dialog

        return humans_seated(self.levels)

    def people(self) -> list[str]:
        """The names typed beside the seats, seat 1 first (`SeatRows.people`)."""
        return [f.text().strip() for f in self.people_fields]

    def names_here(self) -> list[str]:
        from ....ui.seat_choices import names_at_screen  # loaded with the dialog

        return names_at_screen(self.levels, self.people_fields)

    def on_change(self, told: Callable[[], None]) -> None:
        """Call `told` whenever a seat's choice or a person's name changes."""
        for box in self.levels:
            box.currentIndexChanged.connect(lambda _i=0: told())
        for field in self.people_fields:
            field.textChanged.connect(lambda _t="": told())

    def wants_more(self) -> bool:
        """More options opens at once when what was chosen last is in it."""
        advanced = any(lv in ADVANCED_LEVELS for lv in self.setup.levels[1:])
        return advanced or bool(self.setup.options)

    def show_more(self, on: bool) -> None:
        """The levels Rules and Bot program are offered only while More options is open (or
        while a seat has one)."""
        for box in self.levels:
            view = box.view()
            if isinstance(view, QListView):
                for i in range(box.count()):
                    hide = (not on and box.itemData(i) in ADVANCED_LEVELS
                            and i != box.currentIndex())
                    view.setRowHidden(i, hide)

    def _explain_levels(self) -> None:
        explained = level_explanations()
        shown: list[str] = []
        for box in self.levels:
            level = str(box.currentData())
            if level not in shown:
                shown.append(level)
        self.level_help.setText("\n".join(
            tr("{0}: {1}").format(level_text(lv) if lv != BOT else tr("Bot program…"),
                                  explained.get(lv, ""))
            for lv in shown))

    def _choice_box(self, name: str, items: list[tuple[str, str]]) -> QComboBox:
        box = QComboBox()
        box.setObjectName(f"option_{name}")
        for key, text in items:
            box.addItem(text, key)
        self.choices[name] = box
        return box

    def _preset_changed(self) -> None:
        """A new preset sets every rule option to its own; the renuncio mode is kept, since
        it is how the player wants to be corrected rather than a house rule."""
        mode = RenuncioMode(str(self.choices["renuncio_mode"].currentData()))
        preset = PRESETS[str(self.preset.currentData())]
        self.set_options(replace(preset, renuncio_mode=mode))

    def set_options(self, options: Options) -> None:
        for f in fields(Options):
            value = getattr(options, f.name)
            if f.name in self.flags:
                self.flags[f.name].setChecked(bool(value))
            elif f.name in self.choices:
                box = self.choices[f.name]
                box.setCurrentIndex(max(0, box.findData(value)))
        for bonus, check in self.bonuses.items():
            check.setChecked(bonus in options.bonuses)

    def options(self) -> Options:
        """The rule options as the dialog shows them now."""
        changes: dict[str, Any] = {name: box.isChecked() for name, box in self.flags.items()}
        changes.update({name: str(box.currentData()) for name, box in self.choices.items()})
        changes["bonuses"] = frozenset(b for b, c in self.bonuses.items() if c.isChecked())
        assert changes["bonuses"] <= ALL_BONUSES
        return replace(PRESETS[str(self.preset.currentData())], **changes)

    def store(self) -> None:
        """What is chosen, remembered for next time."""
        preset = str(self.preset.currentData())
        settings.put("game/levels", [str(b.currentData()) for b in self.levels])
        settings.put("game/bots", [c.text().strip() for c in self.commands])
        settings.put("game/preset", preset)
        settings.put("game/options", json.dumps(options_to_json(self.options(), preset)))
        settings.put("game/practice", self.practice.isChecked())
        from ....ui import seat_choices

        seat_choices.store_cover(GAME, self.cover)

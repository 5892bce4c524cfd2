"""El Envite's part of the New game dialog: the team size (2 to 10 players), the preset, what
plays each seat (human, or one of the game's built-in levels: only the levels `GAME.levels`
lists are offered, so none until the game has computer players) and whether the player is his
team's capitán; under "More options" the señas and the renuncio mode. And the set-up last
chosen, read from the settings (group `envite/`)."""

from __future__ import annotations

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
from ..rules import PRESETS
from ..rules.options import RenuncioMode, SenaMode
from .controller import EnviteSetup, default_names

GAME_ID = "envite"
K_TEAM = "envite/team_size"
K_LEVELS = "envite/levels"
K_PRESET = "envite/preset"
K_CAPTAIN = "envite/captain"
K_SENAS = "envite/senas"
K_RENUNCIO = "envite/renuncio_mode"
K_PRACTICE = "envite/practice"


def preset_text(preset: str) -> str:
    return tr("Federación (the regulation)") if preset == "federacion" else tr(
        "Popular (2 piedras a hand, tumbo at 11)")


def option_label(name: str) -> str | None:
    """An option as this dialog names it (the rules browser names it so too); None for one
    the dialog does not offer (the preset sets it)."""
    return {"senas": tr("Señas"), "renuncio_mode": tr("Renuncio")}.get(name)


def choice_text(value: SenaMode | RenuncioMode) -> str:
    """A choice of `senas` or `renuncio_mode`, as the dialog and the rules browser word it."""
    return {
        SenaMode.TEAM: tr("Team: seen by your team-mates only, always true"),
        SenaMode.PILLAR: tr("Pillar: opponents may catch them; they may be false"),
        SenaMode.OFF: tr("Off: no señas"),
        RenuncioMode.TUTOR: tr("Tutor: a card that does not follow is refused and explained"),
        RenuncioMode.MESA: tr("Mesa: any card may be played; claim ¡Renuncio! (section 8)"),
    }[value]


def _str(key: str, default: str, valid: tuple[str, ...]) -> str:
    value = settings.get(key)
    return value if isinstance(value, str) and value in valid else default


def setup_from_settings() -> GameSetup:
    n = min(5, max(1, settings.get_int(K_TEAM, 2)))
    seats = 2 * n
    levels = seat_choices.last_levels(GAME, K_LEVELS, seats)
    preset = _str(K_PRESET, "federacion", tuple(PRESETS))
    options: dict[str, object] = {}
    senas = _str(K_SENAS, SenaMode.TEAM.value, tuple(m.value for m in SenaMode))
    if senas != SenaMode.TEAM.value:
        options["senas"] = senas
    renuncio = _str(K_RENUNCIO, RenuncioMode.TUTOR.value, tuple(m.value for m in RenuncioMode))
    if renuncio != RenuncioMode.TUTOR.value:
        options["renuncio_mode"] = renuncio
    practice = settings.get(K_PRACTICE)
    return GameSetup(game=GAME_ID, name=chosen_name(), levels=levels, preset=preset,
                     options=options, practice=practice in (None, True, "true", "1", 1))


def captain_chosen() -> bool:
    """Whether the player is his team's capitán (section 2: yes unless he chooses not)."""
    return settings.get(K_CAPTAIN) not in (False, "false", "0", 0)


class EnviteOptions:
    """The rows the dialog's `form` gets, and the widget under "More options"."""

    def __init__(self, dialog: QWidget, form: QFormLayout) -> None:
        setup = setup_from_settings()
        self.team = QSpinBox(dialog)
        self.team.setObjectName("envite_team_size")
        self.team.setRange(1, 5)
        self.team.setValue(len(setup.levels) // 2)
        self.team.setSuffix(tr(" a team"))
        form.addRow(tr("Players per &team"), self.team)
        self.preset = QComboBox(dialog)
        self.preset.setObjectName("envite_preset")
        for key in PRESETS:
            self.preset.addItem(preset_text(key), key)
        self.preset.setCurrentIndex(max(0, self.preset.findData(setup.preset)))
        form.addRow(tr("&Rules"), self.preset)
        self.captain = QCheckBox(tr("I am my team's &capitán (I answer bets and decide the "
                                    "tumbo)"), dialog)
        self.captain.setObjectName("envite_captain")
        self.captain.setChecked(captain_chosen())
        form.addRow("", self.captain)
        self.seat_rows = seat_choices.SeatRows(dialog, GAME, "envite", setup.levels[1:],
                                               usual=default_names)
        form.addRow(tr("Seats"), self.seat_rows.box)
        self.team.valueChanged.connect(self._seats)
        self._seats(self.team.value())

        self.more = QWidget()
        self.more.setObjectName("more_options_box")
        lay = QVBoxLayout(self.more)
        senas_label = QLabel(dialog_label(option_label, "senas"))
        lay.addWidget(senas_label)
        self.senas = QComboBox(self.more)
        senas_label.setBuddy(self.senas)
        self.senas.setObjectName("envite_senas")
        for mode in (SenaMode.TEAM, SenaMode.PILLAR, SenaMode.OFF):
            self.senas.addItem(choice_text(mode), mode.value)
        self.senas.setCurrentIndex(max(0, self.senas.findData(
            str(setup.options.get("senas", SenaMode.TEAM.value)))))
        lay.addWidget(self.senas)
        renuncio_label = QLabel(dialog_label(option_label, "renuncio_mode"))
        lay.addWidget(renuncio_label)
        self.renuncio = QComboBox(self.more)
        renuncio_label.setBuddy(self.renuncio)
        self.renuncio.setObjectName("envite_renuncio")
        for rmode in (RenuncioMode.TUTOR, RenuncioMode.MESA):
            self.renuncio.addItem(choice_text(rmode), rmode.value)
        self.renuncio.setCurrentIndex(max(0, self.renuncio.findData(
            str(setup.options.get("renuncio_mode", RenuncioMode.TUTOR.value)))))
        lay.addWidget(self.renuncio)
        self.practice, self.cover = seat_choices.practice_and_cover(
            self.more, lay, GAME, setup.practice, self.seat_rows)
        lay.addStretch(1)

    def _seats(self, n: int) -> None:
        self.seat_rows.show(2 * n)

    def wants_more(self) -> bool:
        """Open by itself when the señas or the renuncio last chosen are not the usual
        ones (team señas, the tutor refusing a card that does not follow)."""
        return (str(self.senas.currentData()) != SenaMode.TEAM.value
                or str(self.renuncio.currentData()) != RenuncioMode.TUTOR.value)

    def show_more(self, on: bool) -> None:
        self.more.setVisible(on)

    def store(self) -> None:
        settings.put(K_TEAM, self.team.value())
        settings.put(K_LEVELS, self.seat_rows.levels())
        settings.put(K_PRESET, str(self.preset.currentData()))
        settings.put(K_CAPTAIN, self.captain.isChecked())
        settings.put(K_SENAS, str(self.senas.currentData()))
        settings.put(K_RENUNCIO, str(self.renuncio.currentData()))
        settings.put(K_PRACTICE, self.practice.isChecked())
        seat_choices.store_cover(GAME, self.cover)


def setup_of(setup: GameSetup) -> EnviteSetup:
    """The shell's game-free set-up as El Envite's (the player at seat 0, named; the
    capitán chosen in the New game dialog)."""
    seats = len(setup.levels)
    names = seat_names(setup, setup.levels, default_names(seats)[1:])
    captain0 = 0 if captain_chosen() or seats == 2 else 2
    return EnviteSetup(seats // 2, tuple(setup.levels), names, (captain0, seats - 1),
                       setup.preset, dict(setup.options), setup.practice, setup.seed,
                       cover=seat_choices.cover_chosen(GAME))

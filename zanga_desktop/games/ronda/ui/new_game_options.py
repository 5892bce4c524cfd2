"""La Ronda's part of the New game dialog: 2 players, or 4 in two pairs with partners
opposite (section 2); what plays each seat (a human at this screen, or a computer level);
under "More options" the options of section 14 (compulsory capture, who scores a fall
chain, falls across rounds, the target), practice play and the cover between two humans.
And the set-up last chosen, read from the settings (group `ronda/`)."""

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
from ..rules import PRESETS, FallPoints, make_options
from .controller import HUMAN, RondaSetup, default_names

GAME_ID = "ronda"
K_SEATS = "ronda/seats"
K_LEVELS = "ronda/levels"
K_CAPTURE = "ronda/capture_mandatory"
K_FALLS = "ronda/fall_points"
K_ACROSS = "ronda/falls_across_rounds"
K_TARGET = "ronda/target"
K_PRACTICE = "ronda/practice"

BENGALA = PRESETS["bengala"]


def option_label(name: str) -> str | None:
    """An option of section 14 as this dialog names it (the rules browser names it so too);
    None for one the dialog does not offer."""
    return {
        "capture_mandatory": tr("Capturing is compulsory: a card may be dropped only when "
                                "none captures (section 5)"),
        "fall_points": tr("Who scores a fall chain (section 6)"),
        "falls_across_rounds": tr("Falls count across rounds: the first player of a round "
                                  "may fall on the last card of the one before (section 6)"),
        "target": tr("The game is won at (section 11)"),
    }.get(name)


def fall_points_text(points: FallPoints) -> str:
    """A choice of `fall_points`, as the dialog and the rules browser word it."""
    if points is FallPoints.EACH:
        return tr("Each player who falls, when he falls (caída 1, contra 3, San Vicente 4)")
    return tr("Only the last to fall, when the chain closes")


def preset_text(preset: str) -> str:
    return tr("Bengala (the source's rules)")


def _flag(key: str, default: bool) -> bool:
    value = settings.get(key)
    if value is None:
        return default
    return value not in (False, "false", "0", 0)


def chosen_options() -> dict[str, object]:
    """The options of section 14 last chosen, as overrides of the Bengala preset."""
    out: dict[str, object] = {}
    if not _flag(K_CAPTURE, BENGALA.capture_mandatory):
        out["capture_mandatory"] = False
    falls = settings.get(K_FALLS)
    if falls in (FallPoints.LAST.value,):
        out["fall_points"] = FallPoints.LAST.value
    if not _flag(K_ACROSS, BENGALA.falls_across_rounds):
        out["falls_across_rounds"] = False
    target = settings.get_int(K_TARGET, BENGALA.target)
    if 1 <= target <= 99 and target != BENGALA.target:
        out["target"] = target
    try:
        make_options("bengala", out)
    except ValueError:
        return {}
    return out


def setup_from_settings() -> GameSetup:
    seats = 4 if settings.get_int(K_SEATS, 2) == 4 else 2
    levels = seat_choices.last_levels(GAME, K_LEVELS, seats)
    return GameSetup(game=GAME_ID, name=chosen_name(), levels=levels, preset="bengala",
                     options=chosen_options(), practice=_flag(K_PRACTICE, True))


class RondaOptions:
    """The rows the dialog's `form` gets, and the widget under "More options"."""

    def __init__(self, dialog: QWidget, form: QFormLayout) -> None:
        setup = setup_from_settings()
        self.players, self.seat_rows = seat_choices.pairs_rows(
            dialog, form, GAME, setup.levels, tr("2 players"))

        opts = make_options("bengala", dict(setup.options))
        self.more = QWidget()
        self.more.setObjectName("more_options_box")
        lay = QVBoxLayout(self.more)
        lay.addWidget(QLabel(tr("Rules: Bengala, with these options (section 14)")))
        self.capture = QCheckBox(dialog_label(option_label, "capture_mandatory"), self.more)
        self.capture.setObjectName("ronda_capture_mandatory")
        self.capture.setChecked(opts.capture_mandatory)
        lay.addWidget(self.capture)
        falls_label = QLabel(dialog_label(option_label, "fall_points"))
        lay.addWidget(falls_label)
        self.falls = QComboBox(self.more)
        falls_label.setBuddy(self.falls)
        self.falls.setObjectName("ronda_fall_points")
        for points in (FallPoints.EACH, FallPoints.LAST):
            self.falls.addItem(fall_points_text(points), points.value)
        self.falls.setCurrentIndex(max(0, self.falls.findData(opts.fall_points.value)))
        lay.addWidget(self.falls)
        self.across = QCheckBox(dialog_label(option_label, "falls_across_rounds"), self.more)
        self.across.setObjectName("ronda_falls_across_rounds")
        self.across.setChecked(opts.falls_across_rounds)
        lay.addWidget(self.across)
        row = QWidget(self.more)
        row_lay = QFormLayout(row)
        row_lay.setContentsMargins(0, 0, 0, 0)
        self.target = QSpinBox(row)
        self.target.setObjectName("ronda_target")
        self.target.setRange(1, 99)
        self.target.setValue(opts.target)
        self.target.setSuffix(tr(" points"))
        row_lay.addRow(dialog_label(option_label, "target"), self.target)
        lay.addWidget(row)
        self.practice, self.cover = seat_choices.practice_and_cover(
            self.more, lay, GAME, setup.practice, self.seat_rows)
        lay.addStretch(1)

    def seat_count(self) -> int:
        return int(self.players.currentData() or 2)

    def wants_more(self) -> bool:
        """Open by itself when the rules last chosen differ from Bengala (a game to 1 point
        is not dealt behind a closed box)."""
        return bool(chosen_options())

    def show_more(self, on: bool) -> None:
        self.more.setVisible(on)

    def store(self) -> None:
        settings.put(K_SEATS, self.seat_count())
        settings.put(K_LEVELS, self.seat_rows.levels())
        settings.put(K_CAPTURE, self.capture.isChecked())
        settings.put(K_FALLS, str(self.falls.currentData()))
        settings.put(K_ACROSS, self.across.isChecked())
        settings.put(K_TARGET, self.target.value())
        settings.put(K_PRACTICE, self.practice.isChecked())
        seat_choices.store_cover(GAME, self.cover)


def setup_of(setup: GameSetup) -> RondaSetup:
    """The shell's game-free set-up as La Ronda's (the player at seat 0, named)."""
    seats = 4 if len(setup.levels) == 4 else 2
    levels = tuple(setup.levels[:seats]) + (HUMAN,) * (seats - len(setup.levels))
    names = seat_names(setup, levels, default_names(seats)[1:])
    preset = setup.preset if setup.preset in PRESETS else "bengala"
    return RondaSetup(seats, levels, names, preset, dict(setup.options), setup.practice,
                      setup.seed, cover=seat_choices.cover_chosen(GAME))

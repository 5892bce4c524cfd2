"""The shell and its games: the start screen's chooser lists the registered games, the
statistics of earlier versions become La Zanga's once, and La Zanga reads the shell's
game-free set-up."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from ui_helpers import play_hand, rules_setup, wait_for_human

from zanga_desktop.core import registry
from zanga_desktop.core.setup import GameSetup
from zanga_desktop.games.zanga.ui import statistics
from zanga_desktop.games.zanga.ui.setup import Setup
from zanga_desktop.ui import game_table, i18n, settings, stats
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import NewGameDialog, setup_from_settings

OLD = {"games": 7, "games_won": 4, "hands": 90, "hands_declared": 30, "sacadas": 20,
       "puestas": 6, "codillos": 4, "vales_won": 120, "vales_lost": 101}


def test_the_chooser_shows_the_registered_games_and_the_chosen(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.start(welcome=True)
    screen = window.start_screen
    ids = [g.id for g in game_table.playable_games()]
    assert list(screen.game_buttons) == ids  # the registered games with a table, no other
    button = screen.game_buttons["zanga"]
    assert button.isVisible() and button.isChecked() and button.text() == "La Zanga"
    assert screen.title.text() == "La Zanga"
    i18n.install("ja")
    assert button.text() == screen.title.text()  # the same name as the title, translated
    i18n.install("en")
    chosen: list[str] = []
    screen.game_chosen.connect(chosen.append)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert button.isChecked() and chosen == []  # the game already chosen: nothing changes
    # the chooser is reached by Tab only: Enter and the arrows stay with Continue / Play now
    assert button.focusPolicy() == Qt.FocusPolicy.TabFocus
    assert button not in screen.choices


def test_old_statistics_become_la_zangas_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    s = settings.settings()
    for key, value in OLD.items():
        s.setValue(f"stats/{key}", value)
    s.sync()
    w = MainWindow(speed="instant", autosave=False)
    qtbot.addWidget(w)
    assert {k: stats.load("zanga")[k] for k in OLD} == OLD
    assert not any(settings.settings().contains(f"stats/{k}") for k in OLD)
    statistics.migrate()  # again (the next start): nothing is counted twice
    MainWindow(speed="instant", autosave=False).controller.shutdown()
    assert {k: stats.load("zanga")[k] for k in OLD} == OLD
    assert Path(settings.settings().fileName()).read_text().count("[zanga]") == 1
    w.controller.shutdown()


def test_a_hand_played_adds_to_the_migrated_figures(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    s = settings.settings()
    s.setValue("stats/hands", 90)
    s.sync()
    statistics.migrate()
    window.new_game(rules_setup(seed=11))
    wait_for_human(qtbot, window)
    play_hand(qtbot, window)
    result = window.controller.state.last_result
    assert result is not None and not result.redeal
    assert stats.load("zanga")["hands"] == 91


def test_the_statistics_page_shows_the_games_own_figures(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    stats.add("zanga", games=3, vales_won=12)
    dialog = stats.StatsDialog("zanga", statistics.labels(), window)
    qtbot.addWidget(dialog)
    labels = {k: dialog.findChild(type(dialog.children()[1]), f"stat_{k}") for k in OLD}
    assert labels["games"].text() == "3" and labels["vales_won"].text() == "12"
    assert labels["puestas"].text() == "0"


def test_la_zanga_reads_the_shells_setup() -> None:
    generic = GameSetup(game="zanga", name="Marta", levels=("human", "experto", "rules"),
                        preset="simplificada", options={"zanga": "blind"}, practice=False,
                        seed=5, bots=("", "", "python3 bot.py"))
    setup = Setup.of(generic)
    assert setup.levels == ("human", "experto", "rules", "principiante")  # a seat missing
    assert setup.bots == ("", "", "python3 bot.py", "")
    assert (setup.name, setup.preset, setup.options, setup.practice, setup.seed) == (
        "Marta", "simplificada", {"zanga": "blind"}, False, 5)
    assert Setup.of(setup) is setup
    assert Setup.of(setup.generic()) == setup


def test_the_dialog_and_the_settings_give_the_shell_a_game_free_setup(qtbot) -> None:  # type: ignore[no-untyped-def]
    setup = setup_from_settings()
    assert type(setup) is GameSetup and setup.game == "zanga" and len(setup.levels) == 4
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    chosen = dialog.chosen()
    assert type(chosen) is GameSetup and chosen.game == "zanga"


def test_a_game_registered_later_gets_its_own_tab(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Only registered games are listed: a second one (made here, never shipped) appears
    beside La Zanga, and choosing it shows its own words."""
    import sys
    import types
    from dataclasses import replace

    import shiboken6

    from zanga_desktop.games.zanga.game import GAME
    from zanga_desktop.ui.game_table import StartTexts
    from zanga_desktop.ui.start import StartScreen
    from zanga_desktop.ui.table.art import Deck

    package = types.ModuleType("other_table")
    package.title = lambda: "El Envite"  # type: ignore[attr-defined]
    package.start_texts = lambda info=None, quick=None: StartTexts(  # type: ignore[attr-defined]
        "El Envite", "Two to ten players", "", "New to El Envite?", "", "",
        quick="quick line" if quick is not None else "")
    monkeypatch.setitem(sys.modules, "other_table", package)

    class Other:
        id, title, record_format = "envite", "El Envite", "envite/1"

        def table_module(self) -> str:
            return "other_table"

    registry.games()
    monkeypatch.setitem(registry._games, "envite", Other())
    screen = StartScreen(Deck("cards"))
    assert {"zanga", "envite"} <= set(screen.game_buttons)
    assert screen.game_buttons["envite"].text() == "El Envite"
    assert screen.game_buttons["envite"].focusPolicy() == Qt.FocusPolicy.TabFocus
    from zanga_desktop.ui.table.saved_game import GameInfo

    saved = GameInfo(names=("Marta", "Ana", "Benito", "Carmela"), hand=3, game="zanga")
    screen.show_choices(saved, False, replace(setup_from_settings(GAME), game="zanga"), True)
    assert screen.continue_button.isVisibleTo(screen)
    assert screen.title.text() == "La Zanga" and screen.game_buttons["zanga"].isChecked()
    chosen: list[str] = []
    screen.game_chosen.connect(chosen.append)
    qtbot.mouseClick(screen.game_buttons["envite"], Qt.MouseButton.LeftButton)
    assert chosen == ["envite"] and screen.title.text() == "El Envite"
    assert screen.game_buttons["envite"].isChecked()
    assert not screen.game_buttons["zanga"].isChecked()
    assert screen.learn_heading.text() == "New to El Envite?"
    # La Zanga's set-up is not its own
    assert "quick line" not in screen.play_caption.text().replace("\u00a0", " ")
    # nor is La Zanga's unfinished game: Play now is the main choice
    assert not screen.continue_button.isVisibleTo(screen)
    assert screen.main_choice() is screen.play_button
    shiboken6.delete(screen)  # no later change of language reaches the game made here


def test_a_game_without_a_table_yet_is_not_offered(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A game whose rules are registered before its table exists is left out of the chooser,
    and a choice of it remembered from elsewhere falls back to a game that can be played."""
    from zanga_desktop.ui import game_table, settings
    from zanga_desktop.ui.start import StartScreen
    from zanga_desktop.ui.table.art import Deck

    class RulesOnly:
        id, title, record_format = "sietemedio", "Siete y medio", "sietemedio-record/1"

        def table_module(self) -> str:
            return "zanga_desktop.games.sietemedio.ui"  # not written

    registry.games()
    monkeypatch.setitem(registry._games, "sietemedio", RulesOnly())
    assert [g.id for g in registry.games()][-1] == "sietemedio"
    assert "sietemedio" not in [g.id for g in game_table.playable_games()]
    screen = StartScreen(Deck("cards"))
    qtbot.addWidget(screen)
    assert "sietemedio" not in screen.game_buttons
    settings.put(game_table.CHOSEN_GAME, "sietemedio")
    assert game_table.default_game().id == "zanga"


def test_choosing_another_game_puts_its_table_in_the_window(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """El Envite chosen on La Zanga's start screen: a window hosting El Envite's table takes
    the place and size of the first, and shows El Envite's start screen; choosing La Zanga
    again brings La Zanga's table back. Each offers its own lessons."""
    first = MainWindow(speed="instant", autosave=False)  # it closes and goes: not kept
    first.resize(1366, 768)
    first.show()
    first.start(welcome=True)
    assert first.game.id == "zanga"
    taken: list[MainWindow] = []
    first.switched.connect(taken.append)
    qtbot.mouseClick(first.start_screen.game_buttons["envite"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(taken), timeout=5000)
    envite = taken[0]
    assert envite.game.id == "envite" and envite.table.__class__.__module__.startswith(
        "zanga_desktop.games.envite.ui")
    assert envite.size().width() == 1366 and not first.isVisible()
    screen = envite.start_screen
    assert screen.isVisible() and screen.title.text() == "El Envite"
    assert screen.learn_column.isVisible()  # El Envite's lessons and rules
    assert settings.get("ui/game") == "envite"
    back: list[MainWindow] = []
    envite.switched.connect(back.append)
    qtbot.mouseClick(screen.game_buttons["zanga"], Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(back), timeout=5000)
    qtbot.addWidget(back[0])
    assert back[0].game.id == "zanga" and back[0].start_screen.learn_column.isVisible()
    assert back[0].size().width() == 1366


def _records(tmp_path: Path) -> dict[str, Path]:
    """A record of a hand begun in each game, saved under its own game's name."""
    import random

    from zanga_desktop.games.envite import records as envite_records
    from zanga_desktop.games.zanga import records as zanga_records

    envite = envite_records.EnviteGame.new("federacion", players=["A", "B", "C", "D"])
    envite.deal(random.Random(1))
    envite.apply(envite.state.legal_actions()[0])
    zanga = zanga_records.Game.new("manual")
    zanga.deal(random.Random(1))
    zanga.apply(zanga.state.legal_actions()[0])
    paths = {"envite": tmp_path / "partido.envite.json", "zanga": tmp_path / "game.zanga.json"}
    envite_records.save_record(envite.record, paths["envite"])
    zanga_records.save_record(zanga.record, paths["zanga"])
    return paths


def test_a_record_of_the_other_game_opens_in_a_window_of_its_game(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Opened from La Zanga's window (Open..., the command line, the system), an El Envite
    record is not refused as no zanga-record: El Envite's window takes its place with the
    partido on its table, and La Zanga's record opens back in La Zanga's."""
    paths = _records(tmp_path)
    first = MainWindow(speed="instant", autosave=False)
    first.resize(1366, 768)
    first.show()
    first.start(welcome=True)
    taken: list[MainWindow] = []
    first.switched.connect(taken.append)
    assert first.load_file(paths["envite"], quiet=True)
    envite = taken[0]
    assert envite.game.id == "envite" and not first.isVisible()
    assert not envite.start_screen.isVisible()
    assert len(envite.table.controller.envite.game.record.hands[0].actions) == 1
    assert settings.get("ui/game") == "envite"
    envite.table.controller.shutdown()
    back: list[MainWindow] = []
    envite.switched.connect(back.append)
    assert envite.load_file(paths["zanga"], quiet=True)
    qtbot.addWidget(back[0])
    assert back[0].game.id == "zanga"
    assert len(back[0].controller.game.record.hands[0].actions) == 1
    back[0].controller.shutdown()


def test_each_game_saves_under_its_own_name(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The Save dialog proposes and completes `.envite.json` for El Envite, `.zanga.json`
    for La Zanga, so that a saved game shows in its Open filter and opens in its game."""
    from PySide6.QtWidgets import QFileDialog

    proposed: list[str] = []

    def chosen(parent, title, start, filters):  # type: ignore[no-untyped-def]
        proposed.append(start)
        return str(tmp_path / "mine"), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", chosen)
    settings.put("ui/game", "envite")
    w = MainWindow(speed="instant", autosave=False)
    qtbot.addWidget(w)
    assert w.game.id == "envite"
    assert w._ask_save_path("Save game", "Envite partido") == tmp_path / "mine.envite.json"
    assert proposed[-1].endswith(".envite.json")
    w.table.controller.shutdown()
    settings.put("ui/game", "zanga")
    z = MainWindow(speed="instant", autosave=False)
    qtbot.addWidget(z)
    assert z._ask_save_path("Save game", "Zanga game") == tmp_path / "mine.zanga.json"
    assert proposed[-1].endswith(".zanga.json")

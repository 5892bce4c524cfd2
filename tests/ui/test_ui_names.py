"""A player who chose no name is shown in the current language everywhere: a game made in
English read in Spanish, a command-line deal ("Tú") read in English, the lessons' table."""

from __future__ import annotations

import json
import subprocess
import sys

from ui_helpers import wait_for_human

from zanga_desktop.games.zanga.records import GameRecord, load_record
from zanga_desktop.games.zanga.ui.controller import Setup
from zanga_desktop.games.zanga.ui.start_lines import team_text
from zanga_desktop.ui import i18n
from zanga_desktop.ui.main_window import MainWindow
from zanga_desktop.ui.new_game import chosen_name
from zanga_desktop.ui.player_name import shown


def _table(window: MainWindow) -> tuple[str, str, str]:
    board = window.board
    return (board.plates[0].name, board.plates[0].subtitle, board.piles["team0"].caption)


def test_a_default_name_follows_the_language(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.new_game(Setup(name=chosen_name(), levels=("human", "rules", "rules", "rules"),
                          seed=3))
    wait_for_human(qtbot, window)
    assert window.controller.game.record.players[0] == "You"
    assert _table(window) == ("You", "", "You & Benito")
    i18n.install("es")
    qtbot.wait(20)  # the LanguageChange events are posted
    assert _table(window) == ("Tú", "", "Tú y Benito")
    assert window.controller.names[0] == "Tú"
    i18n.install("ja")
    qtbot.wait(20)
    assert window.controller.names[0] == "あなた"
    i18n.install("en")


def test_a_command_line_deal_reads_as_you_in_english(qtbot, window: MainWindow, tmp_path) -> None:  # type: ignore[no-untyped-def]
    done = subprocess.run([sys.executable, "-m", "zanga_desktop.cli", "deal", "--seed", "4"],
                          capture_output=True, text=True, check=True, timeout=120)
    target = tmp_path / "deal.zanga.json"
    target.write_text(done.stdout, encoding="utf-8")
    assert json.loads(done.stdout)["players"][0] == "Tú"
    assert window.load_file(target)
    wait_for_human(qtbot, window)
    assert _table(window) == ("You", "", "You & Benito")
    assert "Tú" not in window.tutor.narration.toPlainText()
    record: GameRecord = load_record(target)
    assert team_text(tuple(record.players), 0) == "You & Benito"


def test_a_chosen_name_is_never_rewritten() -> None:
    assert shown("Marta") == "Marta"
    assert shown("Tutu") == "Tutu"
    assert shown("tú") == shown("You") == shown("あなた") == shown("") == "You"


def test_the_table_says_you_only_to_the_one_human_at_the_screen() -> None:
    """`SeatNews.hot_seat`: one human seat is "you"; several at one screen, a spectator, and
    a table where computers play every seat (`zanga --demo`) name everyone."""
    from zanga_desktop.core.game import Step
    from zanga_desktop.ui.table.news import SeatNews

    step = Step(0, None, None, 0)
    names = ("Dora", "Ana", "Benito", "Carmela")

    def news(humans: set[int], watched: bool = False) -> SeatNews[None]:
        return SeatNews(step, 0, None, names, frozenset(humans), watched=watched)

    assert not news({0}).hot_seat
    assert news({0, 2}).hot_seat
    assert news({0}, watched=True).hot_seat
    assert news(set()).hot_seat


def test_el_envites_lines_say_you_to_nobody_when_computers_play_every_seat() -> None:
    from zanga_desktop.core.game import Step
    from zanga_desktop.games.envite.ui.news import EnviteNews

    def you(humans: set[int], watched: bool = False) -> int | None:
        return EnviteNews(Step(0, None, None, 0), 2, None, ("Dora", "Ana", "Benito", "Carmela"),  # type: ignore[arg-type]
                          frozenset(humans), watched=watched).you

    assert you({2}) == 2
    assert you({0, 2}) is None  # a shared screen: every person by his name
    assert you({2}, watched=True) is None
    assert you(set()) is None


def test_at_a_shared_screen_the_one_who_chose_no_name_is_you() -> None:
    """`SeatNews.you`: his name reads "you", so his lines say "you" ("You pass", not "You
    passes"), whoever the screen shows; the others are told by their names."""
    from zanga_desktop.core.game import Step
    from zanga_desktop.ui.table.news import SeatNews

    def you(names: tuple[str, ...], humans: set[int], viewer: int) -> int | None:
        return SeatNews(Step(0, None, None, 0), viewer, None, names, frozenset(humans)).you

    assert you(("Tú", "Ana", "Benito", "Carmela"), {0, 2}, 2) == 0
    assert you(("Dora", "Ana", "You", "Carmela"), {0, 2}, 0) == 2
    assert you(("Dora", "Ana", "Benito", "Carmela"), {0, 2}, 2) is None
    assert you(("Tú", "Ana"), {0}, 0) == 0

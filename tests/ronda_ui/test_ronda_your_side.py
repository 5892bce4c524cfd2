"""The log and the end of a deal say "you" or "your pair" for the viewer's side, as they say
"you" for his plays: the leftover cards and the target reached read "van a ti", "Llegas a la
meta", never "van a Tú" or "Tú llega" (section 10, section 11)."""

from __future__ import annotations

from zanga_desktop.core.deck import Card
from zanga_desktop.games.ronda.rules import Lance
from zanga_desktop.games.ronda.rules.events import Leftover, Won
from zanga_desktop.games.ronda.ui.narration import Teller, log_line
from zanga_desktop.ui import i18n

LEFT = (Card.parse("4o"), Card.parse("10c"))


def _told(event: object, teller: Teller) -> str:
    line = log_line(event, teller)  # type: ignore[arg-type]
    assert line is not None
    return line()


def test_the_viewers_side_is_told_as_you(spanish: None) -> None:
    two = Teller(0, ("Tú", "Ana"), False)
    assert _told(Leftover(LEFT, 0), two) == (
        "Las cartas que quedan en la mesa son para ti, el último que recogió: 4 de oros, "
        "sota de copas")
    assert _told(Won(0, Lance.CAIDA), two) == "Llegas a la meta: partida ganada"
    assert _told(Won(1, Lance.CAIDA), two) == "Ana llega a la meta: partida ganada"
    i18n.install("en")
    assert _told(Won(0, Lance.CAIDA), two) == "You reach the target: the game is won"


def test_the_viewers_pair_is_told_as_your_pair(spanish: None) -> None:
    four = Teller(2, ("Dora", "Ana", "Tú", "Luis"), False)
    assert _told(Won(0, Lance.CAIDA), four) == "Tu pareja llega a la meta: partida ganada"
    assert _told(Leftover(LEFT, 1), four).startswith(
        "Las cartas que quedan en la mesa van a Ana y Luis, el último que recogió")


def test_at_a_shared_screen_every_side_is_named(spanish: None) -> None:
    hot = Teller(0, ("Dora", "Ana"), True)
    assert _told(Won(0, Lance.CAIDA), hot) == "Dora llega a la meta: partida ganada"


def test_a_game_to_one_point_says_point(qtbot, stage, spanish: None) -> None:  # type: ignore[no-untyped-def]
    """Section 11, the target chosen in section 14: the table says "a 1 punto" for a game
    to one point (it said "a 1 puntos"), "a 18 puntos" for the usual one."""
    from ronda_ui_helpers import setup

    for target, told in ((1, "Mano 1 de 6 · a 1 punto\n"), (18, "Mano 1 de 6 · a 18 puntos\n")):
        stage.table.new_game(setup(2, options={"target": target}))
        qtbot.waitUntil(lambda: stage.table.controller.human_to_act, timeout=5000)
        assert stage.table.board.info.text.startswith(told)


def test_the_end_of_a_deal_counts_one_card_left_as_one(spanish: None) -> None:
    """Section 10: one card left on the table reads "Queda 1 carta ... es para ti", not "Las 1
    cartas"; the viewer's side is "ti", another side is named."""
    from types import SimpleNamespace

    from zanga_desktop.games.ronda.ui.board import RondaBoard

    def lines(cards: tuple[Card, ...], to: int | None) -> list[str]:
        news = SimpleNamespace(names=("Tú", "Ana"), viewer=0, hot_seat=False,
                               obs=SimpleNamespace(points=(3, 5),
                                                   options=SimpleNamespace(target=18)))
        return RondaBoard._end_lines(None, [Leftover(cards, to)], news)  # type: ignore[arg-type]

    assert lines(LEFT[:1], 0)[0] == (
        "Queda 1 carta en la mesa: es para ti, el último que recogió (sección 10).")
    assert lines(LEFT, 1)[0] == (
        "Las 2 cartas que quedan en la mesa van a Ana, el último que recogió (sección 10).")
    assert lines(LEFT[:1], None)[0] == "Nadie recogió: queda 1 carta, y no es de nadie."


def test_the_players_plate_says_you_under_his_name(qtbot, stage, spanish: None) -> None:  # type: ignore[no-untyped-def]
    """As La Zanga's and La Báciga's plates do: "Tú" under a name the player chose, the level
    under a computer's; a player who chose none has "Tú" as his name and nothing under it
    (not "Tú / Humano")."""
    from ronda_ui_helpers import setup

    from zanga_desktop.games.ronda.ui.controller import RondaSetup

    named = setup(2, levels=("human", "principiante"))
    stage.table.new_game(RondaSetup(2, named.levels, ("Dora", "Ana"), "bengala", {}, True, 1))
    qtbot.waitUntil(lambda: stage.table.board.plates[1].subtitle != "", timeout=5000)
    plates = stage.table.board.plates
    assert (plates[0].name, plates[0].subtitle) == ("Dora", "Tú")
    assert (plates[1].name, plates[1].subtitle) == ("Ana", "Principiante")
    stage.table.new_game(named)  # "Tú": no name chosen
    qtbot.waitUntil(lambda: stage.table.board.plates[0].name == "Tú", timeout=5000)
    assert stage.table.board.plates[0].subtitle == ""


def test_a_card_after_a_game_to_one_point_is_refused_with_punto(spanish: None) -> None:
    """Section 11: the refusal of a move after the end says the target as counted."""
    from types import SimpleNamespace

    from zanga_desktop.games.ronda.rules import RondaError
    from zanga_desktop.games.ronda.ui.tutor_text import reason

    def told(target: int) -> str:
        obs = SimpleNamespace(options=SimpleNamespace(target=target))
        return reason(RondaError("game_over", "the game is over"), obs)  # type: ignore[arg-type]

    assert told(1) == "La partida ha terminado: un bando ha llegado a 1 punto."
    assert told(18) == "La partida ha terminado: un bando ha llegado a 18 puntos."

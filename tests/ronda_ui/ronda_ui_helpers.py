"""Driving La Ronda's table through its real widgets: cards clicked on the view, prompt
buttons clicked."""

from __future__ import annotations

from pytestqt.qtbot import QtBot
from seat_board_clicks import button, click_card, press  # noqa: F401  (the tables' tests take them from here)

from zanga_desktop.games.ronda.game import RondaMatch
from zanga_desktop.games.ronda.positions import position_game
from zanga_desktop.games.ronda.rules import Card, Kind
from zanga_desktop.games.ronda.ui.board import RondaBoard
from zanga_desktop.games.ronda.ui.controller import RondaSetup


def setup(seats: int, *, levels: tuple[str, ...] | None = None, seed: int = 1,
          options: dict[str, object] | None = None, practice: bool = True,
          cover: bool = False) -> RondaSetup:
    names = ("Tú", "Ana", "Benito", "Carmela")[:seats]
    return RondaSetup(seats, levels or ("human",) * seats, names, "bengala",
                      dict(options or {}), practice, seed, cover)


def legal_cards(board: RondaBoard) -> list[Card]:
    ctl = board.controller
    return [a.value for a in ctl.match.legal_actions()
            if a.kind is Kind.PLAY and isinstance(a.value, Card)]


def take_turn(qtbot: QtBot, board: RondaBoard, sing: bool = True) -> str:
    """The human to act does the first thing the table offers him, by its widgets: a word
    of the envío, a ronda sung (or waited), else a legal card clicked. What was done."""
    ctl = board.controller
    assert ctl.human_to_act
    legal = list(ctl.match.legal_actions())
    kinds = {a.kind for a in legal}
    if Kind.SAY in kinds:
        word = next(a for a in legal if a.kind is Kind.SAY)
        press(qtbot, board, str(word.json_value()))
        return f"say {word.json_value()}"
    if Kind.DECLARE in kinds and (sing or Kind.WAIT in kinds):
        press(qtbot, board, "declare" if sing else "wait")
        return "declare" if sing else "wait"
    card = legal_cards(board)[0]
    click_card(qtbot, board, card)
    return f"play {card}"


def position(seats: int, dealer: int, table: str, rounds: list[dict[int, str]],
             actions: list[tuple[int, str, str]] | None = None,
             points: tuple[int, int] = (0, 0), options: dict[str, object] | None = None,
             seed: int = 7) -> RondaMatch:
    """A game at a set position (`games/ronda/positions.py`) as the table's match."""
    return RondaMatch(position_game(seats, dealer, table, rounds, actions or [], points,
                                    options, seed, ("Tú", "Ana", "Benito", "Carmela")[:seats]))


def resume_all_human(stage, match, cover: bool = False) -> None:  # type: ignore[no-untyped-def]
    """Put `match` on the table, every seat a human at this screen."""
    seats = match.seats
    s = RondaSetup(seats, ("human",) * seats, tuple(match.players), "bengala",
                   dict(match.game.record.options), True, 3, cover)
    stage.table.resume(match, opened=False, setup=s)


def prompt_text(board: RondaBoard) -> str:
    """Every line the prompt shows, and its buttons' words."""
    from PySide6.QtWidgets import QLabel

    labels = [w.text() for w in board.prompt.findChildren(QLabel) if w.isVisible()]
    return "\n".join(labels + [b.text() for b in board.prompt.buttons])

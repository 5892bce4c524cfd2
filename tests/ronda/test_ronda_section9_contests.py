"""Section 9: rondín over ronda, contests (rondín and ronda), uncontested credits, the envío
dialogue (envío, chiquita, a la mayor, quiero, no quiero) and its results, credited once
every contender is revealed by its "media"."""

from __future__ import annotations

import pytest
from ronda_setup import act, lances, new_game, plays, report

from zanga_desktop.games.ronda.records import RondaGame
from zanga_desktop.games.ronda.rules import (
    Action,
    Credited,
    Kind,
    Phase,
    RondaError,
    Unknown,
    Word,
    say,
)

TABLE = "1o 2o 4o 6o"
#: The page's example: seat 0 (side 0) a ronda of 5s, seat 1 (side 1) of sotas, seat 2 (side
#: 0) of 3s; seat 3 none. None of them can capture with his first card.
EXAMPLE = ("5o 5c 7e", "10c 10e 11b", "3c 3e 12c", "7b 11c 12e")


def _example(**options: object) -> RondaGame:
    game = new_game(4, dealer=3, table=TABLE, hands=EXAMPLE, **options)  # type: ignore[arg-type]
    for seat in (0, 1, 2):
        act(game, seat, declare="ronda")
    game.settle_waiting()
    return game


def _error(game: RondaGame, action: Action) -> RondaError:
    with pytest.raises(RondaError) as caught:
        game.apply(action)
    return caught.value


def test_section9_the_page_example_chiquita_envio_quiero_scores_6_once_revealed() -> None:
    game = _example()
    c = game.state.contest
    assert c is not None and c.contenders == (0, 1, 2) and c.best == 1
    assert game.state.to_act == 0 and game.state.words() == (Word.ENVIO, Word.CHIQUITA)
    act(game, 0, say="chiquita")
    act(game, 1, say="envio")
    assert game.state.to_act == 2  # the first rival speaker after the bettor
    act(game, 2, say="quiero")
    assert lances(game) == []
    plays(game, [(0, "5o"), (1, "10c")])
    assert lances(game) == []  # seat 2's ronda is not revealed yet
    events = plays(game, [(2, "3c")])
    credits = [e for e in events if isinstance(e, Credited)]
    assert [(e.lance.value, e.seat, e.side, e.points, e.how) for e in credits] == [
        ("envio", 1, 1, 6, Word.QUIERO)]
    assert report(game)["contests"] == [{
        "round": 0, "kind": "ronda", "contenders": [0, 1, 2],
        "said": [[0, "chiquita"], [1, "envio"], [2, "quiero"]], "result": "quiero", "best": 1,
        "side": 1, "points": 6, "credited": True}]


def test_section9_no_quiero_scores_the_bettors_side_its_own_at_once() -> None:
    game = _example()
    act(game, 0, say="chiquita")
    act(game, 1, say="envio")
    act(game, 2, say="no_quiero")
    assert lances(game) == [("envio", 1, 2)] and game.state.points == (0, 2)
    assert game.state.phase is Phase.PLAY


def test_section9_a_la_mayor_by_the_last_speaker_scores_the_winners_own_later() -> None:
    game = _example()
    act(game, 0, say="chiquita")
    act(game, 1, say="chiquita")
    assert game.state.words() == (Word.ENVIO, Word.A_LA_MAYOR)
    act(game, 2, say="a_la_mayor")
    plays(game, [(0, "5o"), (1, "10c"), (2, "3c")])
    assert lances(game) == [("envio", 1, 2)]


def test_section9_the_dialogues_refusals() -> None:
    game = _example()
    err = _error(game, say(1, "envio"))
    assert err.code == "not_your_turn" and err.section == 9 and err.expected == 0
    err = _error(game, say(0, "quiero"))
    assert err.code == "bad_say" and err.word is Word.QUIERO
    assert err.words == (Word.ENVIO, Word.CHIQUITA)
    err = _error(game, say(0, "a_la_mayor"))
    assert err.code == "bad_say"
    err = _error(game, Action(0, Kind.SAY, Unknown("truco")))
    assert err.code == "bad_value" and err.section == 9
    err = _error(game, Action(0, Kind.PLAY, game.state.hands[0][0]))
    assert err.code == "unexpected_action" and err.section == 9
    act(game, 0, say="chiquita")
    act(game, 1, say="chiquita")
    assert _error(game, say(2, "chiquita")).code == "bad_say"  # the last must play it out
    act(game, 2, say="envio")
    assert game.state.to_act == 1  # wrapping round: the first rival after seat 2
    assert _error(game, say(1, "envio")).code == "bad_say"  # an envío waits for an answer


def test_section9_a_say_with_no_contest_to_speak() -> None:
    game = new_game(2, table=TABLE, hands=("5o 7c 11e", "10c 10e 11b"))
    game.settle_waiting()
    err = _error(game, say(0, "envio"))
    assert err.code == "unexpected_action" and err.section == 9


def test_section9_uncontested_rondas_of_partners_add_up() -> None:
    game = new_game(4, dealer=3, table=TABLE,
                    hands=("5o 5c 7e", "10c 3b 11b", "3c 3e 12c", "7b 11c 12e"))
    act(game, 0, declare="ronda")
    act(game, 2, declare="ronda")
    game.settle_waiting()
    assert lances(game) == [("ronda", 0, 2), ("ronda", 2, 2)]
    assert game.state.points == (4, 0) and game.state.contest is None


def test_section9_a_rondin_voids_the_rivals_rondas_and_scores_with_its_partners() -> None:
    game = new_game(4, dealer=3, table=TABLE,
                    hands=("5o 5c 5e", "10c 10e 11b", "3c 3e 12c", "7b 11c 12e"))
    for seat in (0, 1, 2):
        act(game, seat, declare="ronda" if seat else "rondin")
    game.settle_waiting()
    assert lances(game) == [("rondin", 0, 5), ("ronda", 2, 2)]
    statuses = [(d["seat"], d["status"]) for d in report(game)["declared"]]
    assert statuses == [(0, "scored"), (1, "void"), (2, "scored")]


def test_section9_a_rondin_contest_won_adds_the_winners_rondas() -> None:
    game = new_game(4, dealer=3, table=TABLE,
                    hands=("5o 5c 5e", "10c 10e 10b", "3c 3e 12c", "7b 7c 12e"))
    for seat, combo in ((0, "rondin"), (1, "rondin"), (2, "ronda"), (3, "ronda")):
        act(game, seat, declare=combo)
    game.settle_waiting()
    c = game.state.contest
    assert c is not None and c.contenders == (0, 1) and c.best == 1
    statuses = [(d["seat"], d["status"]) for d in report(game)["declared"]]
    assert statuses == [(0, "contender"), (1, "contender"), (2, "void"), (3, "void")]
    act(game, 0, say="envio")
    act(game, 1, say="quiero")
    plays(game, [(0, "5o"), (1, "10c")])  # both revealed: sotas win, 10 + seat 3's ronda
    assert lances(game) == [("envio", 1, 12)]


def test_section9_equal_rondas_go_to_the_holder_nearer_el_mano() -> None:
    game = new_game(2, dealer=0, table=TABLE, hands=("5o 5c 7e", "5e 5b 11b"))
    act(game, 0, declare="ronda")
    act(game, 1, declare="ronda")
    game.settle_waiting()
    c = game.state.contest
    assert c is not None and c.contenders == (1, 0) and c.best == 1  # el mano is seat 1


def test_section9_the_credit_comes_after_the_cards_own_lances() -> None:
    # el mano (seat 1) reveals his caballos with a drop; seat 0 then reveals his 5s with a
    # capture of 5b 6b 7b 10b 11b that clears the table: his aseo, then the contest
    game = new_game(2, dealer=0, table="5b 6b 7b 10b", hands=("5o 5c 2e", "11b 11e 2c"))
    act(game, 1, declare="ronda")
    act(game, 0, declare="ronda")
    game.settle_waiting()
    act(game, 1, say="envio")
    act(game, 0, say="quiero")
    plays(game, [(1, "11b")])
    assert lances(game) == []
    events = plays(game, [(0, "5o")])
    credits = [(e.lance.value, e.seat, e.side, e.points) for e in events
               if isinstance(e, Credited)]
    assert credits == [("aseo", 0, 0, 1), ("envio", 1, 1, 4)]

"""Section 8: ronda and rondín fixed by the round's three cards, declared while whole, the
cante window with its last calls, a declaration at one's turn with the others' last calls at
once, no declaration after the settlement, and "media"."""

from __future__ import annotations

import pytest
from ronda_setup import act, lances, new_game, plays

from zanga_desktop.games.ronda.records import RondaGame
from zanga_desktop.games.ronda.rules import (
    Action,
    Announced,
    Call,
    Combo,
    Kind,
    Phase,
    RondaError,
    Unknown,
    declare,
    play,
    wait,
)

TABLE = "1o 2o 4o 6o"


def _error(game: RondaGame, action: Action) -> RondaError:
    with pytest.raises(RondaError) as caught:
        game.apply(action)
    return caught.value


def test_section8_a_ronda_is_two_of_a_rank_a_rondin_three_and_the_kind_is_fixed() -> None:
    game = new_game(2, table=TABLE, hands=("5o 5c 5e", "10c 10e 11b"))
    err = _error(game, declare(0, "ronda"))
    assert err.code == "no_combination" and err.section == 8 and err.combo is Combo.RONDA
    err = _error(game, declare(1, "rondin"))
    assert err.code == "no_combination"
    act(game, 0, declare="rondin")
    act(game, 1, declare="ronda")
    game.settle_waiting()
    assert lances(game) == [("rondin", 0, 5)]  # the rival's ronda is void (section 9)


def test_section8_no_combination_without_a_pair_and_after_one_of_its_cards() -> None:
    game = new_game(2, table=TABLE, hands=("5o 7c 11e", "10c 10e 11b"))
    assert _error(game, declare(0, "ronda")).code == "no_combination"
    game2 = new_game(2, table=TABLE, hands=("5o 7c 11e", "10c 10e 11b"))
    game2.settle_waiting()
    plays(game2, [(0, "5o")])
    # seat 1 still whole: may declare at his turn; after playing a sota he may not
    assert declare(1, "ronda") in game2.state.legal_actions()
    plays(game2, [(1, "10c"), (0, "7c")])
    err = _error(game2, declare(1, "ronda"))
    assert err.code == "no_combination" and [str(c) for c in err.cards] == ["10c"]


def test_section8_the_window_asks_each_player_in_turn_then_last_calls() -> None:
    game = new_game(4, dealer=3, table=TABLE,
                    hands=("5o 7c 11e", "10c 10e 11b", "3c 3e 12c", "7b 11c 12e"))
    state = game.state
    assert state.phase is Phase.CANTE and state.to_act == 0
    assert state.legal_actions() == [wait(0)]  # no ronda: asked all the same
    game.apply(wait(0))
    assert state.legal_actions() == [declare(1, "ronda"), wait(1)]
    game.apply(declare(1, "ronda"))
    game.apply(wait(2))  # seat 2 waits with his ronda of 3s
    game.apply(wait(3))
    # someone declared: those who waited get their last call, from el mano
    assert state.to_act == 0 and state.calls
    game.apply(wait(0))
    assert state.to_act == 2
    game.apply(declare(2, "ronda"))
    assert state.to_act == 3  # every one who waited gets his last call
    game.apply(wait(3))
    assert state.phase is Phase.SPEAK  # settled: both sides hold rondas, a contest
    assert [a.to_json() for a in game.record.deals[0].actions] == [
        {"seat": 1, "declare": "ronda"}, {"seat": 2, "declare": "ronda"}]  # waits unwritten


def test_section8_nobody_declares_in_the_window_then_at_ones_turn_with_last_calls() -> None:
    game = new_game(4, dealer=3, table=TABLE,
                    hands=("5o 7c 11e", "10c 10e 11b", "3c 3e 12c", "7b 11c 12e"))
    state = game.state
    for seat in range(4):
        game.apply(wait(seat))
    assert state.phase is Phase.PLAY and not state.settled
    game.apply(play(0, "7c"))
    err = _error(game, declare(2, "ronda"))  # only the seat to play may declare first
    assert err.code == "not_your_turn" and err.section == 8 and err.expected == 1
    game.apply(declare(1, "ronda"))
    assert state.phase is Phase.CANTE and state.queue == (2, 3, 0)
    game.apply(wait(2))
    game.apply(wait(3))
    game.apply(wait(0))
    assert state.settled and state.phase is Phase.PLAY and state.turn == 1
    assert lances(game) == [("ronda", 1, 2)]
    err = _error(game, declare(2, "ronda"))
    assert err.code == "declare_not_allowed"


def test_section8_a_second_declaration_is_refused_and_a_word_not_in_the_list() -> None:
    game = new_game(2, table=TABLE, hands=("5o 5c 11e", "10c 10e 11b"))
    act(game, 0, declare="ronda")
    err = _error(game, declare(0, "ronda"))
    assert err.code == "declare_not_allowed" and err.section == 8
    err = _error(game, Action(1, Kind.DECLARE, Unknown("trio")))
    assert err.code == "bad_value" and err.section == 8


def test_section8_declarations_before_the_first_card_in_any_order_settle_at_the_card() -> None:
    game = new_game(4, dealer=3, table=TABLE,
                    hands=("5o 5c 7e", "10c 10e 11b", "3c 3e 12c", "7b 11c 12e"))
    act(game, 2, declare="ronda")
    act(game, 0, declare="ronda")
    assert game.state.phase is Phase.CANTE and not game.state.settled
    act(game, 1, declare="ronda")
    err = _error(game, play(0, "5o"))  # the settlement comes first: a contest is spoken
    assert err.code == "unexpected_action" and err.section == 9
    assert not game.state.settled  # a refused action changes nothing
    game.settle_waiting()
    assert game.state.settled and game.state.contest is not None
    assert game.state.contest.contenders == (0, 1, 2)


def test_section8_media_and_la_otra_media_for_a_counting_ronda() -> None:
    game = new_game(2, table=TABLE, hands=("5o 5c 7e", "10c 10e 11b"))
    act(game, 0, declare="ronda")
    game.settle_waiting()
    events = plays(game, [(0, "5o"), (1, "11b"), (0, "5c")])
    calls = [(e.call, str(e.card)) for e in events if isinstance(e, Announced)]
    assert calls == [(Call.MEDIA, "5o"), (Call.OTRA_MEDIA, "5c")]


def test_section8_a_rondin_is_media_then_la_otra_media_twice() -> None:
    game = new_game(2, table=TABLE, hands=("5o 5c 5e", "10c 3e 11b"))
    act(game, 0, declare="rondin")
    game.settle_waiting()
    events = plays(game, [(0, "5o"), (1, "11b"), (0, "5c"), (1, "10c"), (0, "5e")])
    calls = [e.call for e in events if isinstance(e, Announced) and e.seat == 0]
    assert calls == [Call.MEDIA, Call.OTRA_MEDIA, Call.OTRA_MEDIA]


def test_section8_no_media_for_a_ronda_annulled_by_a_rondin() -> None:
    game = new_game(2, table=TABLE, hands=("5o 5c 5e", "10c 10e 11b"))
    act(game, 0, declare="rondin")
    act(game, 1, declare="ronda")
    game.settle_waiting()
    events = plays(game, [(0, "5o"), (1, "10c")])
    assert [e.seat for e in events if isinstance(e, Announced) and e.call is Call.MEDIA] == [0]

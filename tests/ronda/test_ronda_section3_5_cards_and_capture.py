"""Sections 3 and 5: the sequence (the sota after the 7, no wrap), capture by rank and the
correlativas upwards, the drop, compulsory capture and its option."""

from __future__ import annotations

import pytest
from ronda_setup import act, new_game, plays

from zanga_desktop.games.ronda.rules import (
    Played,
    PlayKind,
    RondaError,
    next_rank,
    run_above,
)


def test_section3_the_sota_follows_the_7_and_nothing_follows_the_rey() -> None:
    assert next_rank(7) == 10 and next_rank(11) == 12
    assert next_rank(12) is None
    assert run_above(12, [1, 2, 3]) == []  # no wrap: the as does not follow the rey
    assert run_above(5, [6, 7, 10, 12]) == [6, 7, 10]


def _example_table(card: str) -> Played:
    """Section 5's example table `3o 4c 5e 7b 10o 12c`: seat 0 drops 12c, seat 1 drops 10o,
    then seat 2 plays `card` (none of them could capture)."""
    game = new_game(4, dealer=3, table="3o 4c 5e 7b",
                    hands=("12c 1e 2e", "10o 1o 2o", "4b 7e 12o", "6b 11b 1b"))
    plays(game, [(0, "12c"), (1, "10o")])
    table = sorted(str(c) for c in game.state.table)
    assert table == sorted(["3o", "4c", "5e", "7b", "12c", "10o"])
    (played,) = [e for e in act(game, 2, play=card) if isinstance(e, Played)]
    return played


@pytest.mark.parametrize(("card", "took"), [("4b", "4c 5e"), ("7e", "7b 10o"), ("12o", "12c")])
def test_section5_capture_takes_the_rank_and_the_correlativas_upwards(card: str,
                                                                      took: str) -> None:
    played = _example_table(card)
    assert played.kind is PlayKind.CAPTURE
    assert [str(c) for c in played.took] == took.split()


def test_section5_a_card_that_captures_nothing_is_dropped_on_the_table() -> None:
    game = new_game(2, table="3o 4c 5e 7b", hands=("1e 6o 11c", "2e 6c 12e"))
    (played, *_) = act(game, 0, play="11c")
    assert isinstance(played, Played) and played.kind is PlayKind.DROP
    assert "11c" in [str(c) for c in game.state.table]


def test_section5_capture_is_compulsory_with_any_capturing_card() -> None:
    game = new_game(2, table="3o 4c 5e 7b", hands=("3e 5b 11c", "2e 6c 12e"))
    with pytest.raises(RondaError) as caught:
        act(game, 0, play="11c")
    err = caught.value
    assert err.code == "must_capture" and err.section == 5 and err.article == "5"
    assert err.seat == 0 and str(err.card) == "11c"
    assert sorted(str(c) for c in err.cards) == ["3e", "5b"]  # what the tutor names
    act(game, 0, play="5b")  # he chooses which capture: 5b takes 5e (6 is not there)
    assert [str(c) for c in game.state.piles[0]] == ["5b", "5e"]


def test_section5_with_capture_not_mandatory_a_player_may_drop_but_a_rank_on_the_table_captures(
) -> None:
    game = new_game(2, table="3o 4c 5e 7b", hands=("3e 5b 11c", "2e 6c 12e"),
                    capture_mandatory=False)
    assert {str(c) for c in game.state.legal_cards(0)} == {"3e", "5b", "11c"}
    act(game, 0, play="11c")
    assert game.state.table[-1].rank == 11
    game = new_game(2, table="3o 4c 5e 7b", hands=("3e 5b 11c", "2e 6c 12e"),
                    capture_mandatory=False)
    (played, *_) = act(game, 0, play="3e")
    assert isinstance(played, Played) and played.kind is PlayKind.CAPTURE
    assert [str(c) for c in played.took] == ["3o", "4c", "5e"]


def test_section5_card_not_held_and_not_your_turn() -> None:
    game = new_game(2, table="3o 4c 5e 7b", hands=("1e 6o 11c", "2e 6c 12e"))
    with pytest.raises(RondaError) as caught:
        act(game, 1, play="2e")
    assert caught.value.code == "not_your_turn" and caught.value.expected == 0
    with pytest.raises(RondaError) as caught:
        act(game, 0, play="2e")
    assert caught.value.code == "card_not_held" and caught.value.section == 5
    assert [str(c) for c in caught.value.cards] == ["1e", "6o", "11c"]

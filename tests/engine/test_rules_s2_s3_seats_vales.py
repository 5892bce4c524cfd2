"""Sections 2 and 3: seats, teams, direction; the 32 vales and the end of the game."""

from __future__ import annotations

import random

import pytest
from positions import game_at, run

from zanga_desktop.games.zanga.rules import Deal, GameState, Phase, cut_for_dealer, partner, team


def test_art2_partners_sit_opposite() -> None:
    assert [team(s) for s in range(4)] == [0, 1, 0, 1]
    assert [partner(s) for s in range(4)] == [2, 3, 0, 1]


def test_section2_speaking_goes_to_the_right() -> None:
    state = game_at(dealer=1)
    assert state.mano == 2 and state.pie == 1
    seen = []
    for _ in range(3):
        seen.append(state.to_act)
        state.apply(state.legal_actions()[0])
    assert seen == [2, 3, 0]


def test_art13_deal_in_packets_of_four_from_the_dealers_right() -> None:
    deal = Deal.shuffled(random.Random(5), dealer=2)
    rng = random.Random(5)
    deck = list(__import__("zanga_desktop.games.zanga.rules", fromlist=["DECK"]).DECK)
    rng.shuffle(deck)
    assert deal.hands[3][:4] == tuple(deck[0:4])  # seat 3 is the dealer's right
    assert deal.hands[0][:4] == tuple(deck[4:8])
    assert deal.hands[2][4:] == tuple(deck[28:32])  # the dealer is served last
    assert deal.zanga == tuple(deck[32:])


def test_art12_first_dealer_by_cut_is_reproducible() -> None:
    seats = {cut_for_dealer(random.Random(seed)) for seed in range(50)}
    assert seats == {0, 1}  # the first player of each team cuts
    assert cut_for_dealer(random.Random(7)) == cut_for_dealer(random.Random(7))


def test_art9_10_each_team_starts_with_sixteen() -> None:
    state = GameState()
    assert state.vales == (16, 16) and state.pot == 0 and state.fianza == 0


def test_section3_vales_must_add_up_to_32() -> None:
    with pytest.raises(ValueError):
        GameState(vales=(16, 15), pot=0)
    GameState(vales=(10, 12), pot=10)


def test_art11_a_team_wins_when_it_holds_all_32() -> None:
    assert GameState(vales=(32, 0)).is_over
    state = GameState(vales=(30, 0), pot=2)
    assert not state.is_over and state.winner() is None
    # Team 0 declares with the eight highest trumps and takes everything: game over.
    state = game_at({0: "1e 7o 1b 1o 12o 11o 10o 2o"}, vales=(28, 2), pot=2)
    run(state, "0 say juego", "1 say paso", "2 say paso", "3 say paso", "0 trump o")
    while state.phase is Phase.PLAY:
        state.apply(state.legal_actions()[0])
    assert state.won == (5, 0)
    assert state.vales == (32, 0) and state.pot == 0
    assert state.is_over and state.winner() == 0
    assert state.legal_actions() == []


def test_art42_a_team_without_vales_still_plays() -> None:
    state = game_at(vales=(0, 30), pot=2, dealer=0)  # mano is seat 1, team 1
    run(state, "1 say paso", "2 say juego")  # team 0 has nothing, yet declares
    assert state.juego_seat == 2 and state.vales == (0, 25)

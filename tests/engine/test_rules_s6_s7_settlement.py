"""Sections 6 and 7: sacada, puesta, codillo; the bonuses and their caps (Art. 43-64)."""

from __future__ import annotations

import pytest
from positions import DECLARE_0, bonuses, game_at, run, settle

from zanga_desktop.games.zanga.rules import Phase

SACADA = "0 0 0 0 0"
PUESTA = "0 1 0 1 0 1 0 1"
CODILLO = "1 1 1 1 1"
NO_ESTUCHE = {"zanga": "1b"}  # the Bastillo out of play: no team holds the estuche


def declared(**kw: object) -> object:
    spec = kw.pop("spec", NO_ESTUCHE)
    state = game_at(spec, **kw)  # type: ignore[arg-type]
    return run(state, *DECLARE_0, "0 trump o")


# ---------------------------------------------------------------- section 6


def test_art43_sacada_takes_the_pot() -> None:
    state = declared()
    assert (state.vales, state.pot) == ((11, 14), 7)
    result = settle(state, SACADA)
    assert result.result == "sacada" and result.tricks == (5, 0)
    assert (state.vales, state.pot) == ((18, 14), 0)


def test_art44_46_puesta_doubles_the_pot_which_carries_over() -> None:
    state = declared()
    result = settle(state, PUESTA)
    assert result.result == "puesta" and result.tricks == (4, 4)
    assert (state.vales, state.pot) == ((4, 14), 14)
    assert state.phase is Phase.DEAL  # the pot stays for the next hand
    state.start_hand(0, state.deal)  # type: ignore[arg-type]
    assert state.pot == 14


def test_art46_puesta_pays_what_the_team_has() -> None:
    state = declared(vales=(8, 17), pot=7)
    assert state.vales == (3, 15) and state.pot == 14
    settle(state, PUESTA)
    assert (state.vales, state.pot) == ((0, 15), 17)


def test_art45_47_codillo_defenders_take_the_pot_and_as_many_go_back_in() -> None:
    state = declared()
    result = settle(state, CODILLO)
    assert result.result == "codillo" and result.tricks == (0, 5)
    assert (state.vales, state.pot) == ((4, 21), 7)


def test_art47_codillo_puts_in_what_the_team_has() -> None:
    state = declared(vales=(8, 17), pot=7)
    settle(state, CODILLO)
    assert (state.vales, state.pot) == ((0, 29), 3)


def test_art45_three_tricks_is_codillo() -> None:
    state = declared()
    assert settle(state, "0 1 0 1 0 1 1 1").result == "codillo"


# ---------------------------------------------------------------- solo


def solo_state(**kw: object) -> object:
    state = game_at(kw.pop("spec", NO_ESTUCHE), **kw)  # type: ignore[arg-type]
    return run(state, "0 say solo", "1 say paso", "2 say paso", "3 say paso", "0 trump o")


def test_art55_solo_sacada_collects_two() -> None:
    state = solo_state()
    assert (state.vales, state.pot) == ((11, 14), 7)
    result = settle(state, SACADA)
    assert bonuses(result) == [("solo", 1, 0, 2)]
    assert state.vales == (20, 12)


def test_art62_solo_puesta_or_codillo_pays_two() -> None:
    state = solo_state()
    assert bonuses(settle(state, PUESTA)) == [("solo", 0, 1, 2)]
    assert (state.vales, state.pot) == ((2, 16), 14)
    state = solo_state()
    assert bonuses(settle(state, CODILLO)) == [("solo", 0, 1, 2)]
    assert (state.vales, state.pot) == ((2, 23), 7)


def test_art57_a_team_that_began_play_without_vales_collects_no_bonus() -> None:
    state = solo_state(vales=(5, 20), pot=7)
    assert state.vales == (0, 18)  # the mano's 4 and his partner's pass took everything
    result = settle(state, SACADA)
    assert bonuses(result) == [("solo", 1, 0, 0)]
    assert state.vales == (14, 18)


def test_art64_payer_pays_at_most_what_it_holds() -> None:
    state = solo_state(vales=(10, 4), pot=18)
    assert state.vales == (5, 2) and state.pot == 25
    result = settle(state, CODILLO)
    # codillo: team 1 takes 25; team 0 puts in 5 (all it has); the solo's 2 cannot be paid
    assert bonuses(result) == [("solo", 0, 1, 0)]
    assert (state.vales, state.pot) == ((0, 27), 5)


def test_art63_solo_with_a_failed_cinco_collects_nothing_net() -> None:
    state = solo_state()
    state.cinco_team = 0
    result = settle(state, "0 0 1 0 0 0 0")
    assert bonuses(result) == [("solo", 1, 0, 2), ("cinco", 0, 1, 2)]
    assert state.vales == (18, 14)


# ---------------------------------------------------------------- estuche


def test_art51_estuche_for_the_nombrados_team_on_a_sacada() -> None:
    state = declared(spec={0: "1e 7o", 2: "1b"})
    assert state.estuche_team == 0
    assert bonuses(settle(state, SACADA)) == [("estuche", 1, 0, 2)]


def test_art61_estuche_for_the_defenders_on_puesta_and_codillo() -> None:
    for winners in (PUESTA, CODILLO):
        state = declared(spec={1: "1e 7o", 3: "1b"})
        assert state.estuche_team == 1
        assert bonuses(settle(state, winners)) == [("estuche", 0, 1, 2)]


def test_art51_no_estuche_for_the_side_that_lost() -> None:
    state = declared(spec={0: "1e 7o 1b"})
    assert bonuses(settle(state, PUESTA)) == []
    state = declared(spec={1: "1e 7o 1b"})
    assert bonuses(settle(state, SACADA)) == []


def test_art51_estuche_depends_on_the_trump_suit_malilla() -> None:
    state = game_at({0: "1e 7o 1b"})
    run(state, *DECLARE_0, "0 trump b")  # the Malilla of bastos is the 2b, not held
    assert state.estuche_team is None


def test_art58_in_a_solo_only_the_solo_players_cards_count_for_the_estuche() -> None:
    state = game_at({0: "1e 7o", 2: "1b"})
    run(state, "0 say solo", "1 say paso", "2 say paso", "3 say paso", "0 trump o")
    assert state.estuche_team is None


# ---------------------------------------------------------------- fianza


def zanga_state(keep: str, **kw: object) -> object:
    state = game_at(kw.pop("spec", NO_ESTUCHE), **kw)  # type: ignore[arg-type]
    return run(state, "0 say paso", "1 say paso", "2 say paso", "3 say zanga",
               f"3 keep {keep}", "3 trump o")


def test_art21_25_fianza_to_the_pie_on_a_sacada_with_the_zanga() -> None:
    state = zanga_state("zanga")
    assert (state.vales, state.pot, state.fianza) == ((8, 12), 8, 4)
    result = settle(state, "1 1 1 1 1")
    assert result.result == "sacada"
    assert bonuses(result) == [("fianza", 0, 1, 4)]
    assert (state.vales, state.pot, state.fianza) == ((8, 24), 0, 0)


def test_art25_fianza_lost_when_the_pie_keeps_his_own_cards() -> None:
    state = zanga_state("own")
    assert bonuses(settle(state, "1 1 1 1 1")) == [("fianza", 1, 0, 4)]
    assert (state.vales, state.fianza) == ((12, 20), 0)


def test_art25_fianza_lost_on_puesta_or_codillo() -> None:
    state = zanga_state("zanga")
    assert bonuses(settle(state, PUESTA)) == [("fianza", 1, 0, 4)]
    state = zanga_state("zanga")
    assert bonuses(settle(state, "0 0 0 0 0")) == [("fianza", 1, 0, 4)]


@pytest.mark.parametrize("keep", ["zanga", "own"])
def test_section10_bonuses_without_the_fianza_play_the_zanga_without_one(keep: str) -> None:
    """Section 10 (`bonuses`): a family that leaves the fianza out still pays the zanga's 1 to
    the pot (Art. 21, 23), but nobody deposits a fianza and none is settled (Art. 24, 25)."""
    rest = sorted({"solo", "cinco", "todas", "estuche"})
    state = zanga_state(keep, bonuses=rest)
    assert (state.vales, state.pot, state.fianza) == ((10, 14), 8, 0)
    result = settle(state, "1 1 1 1 1")
    assert result.result == "sacada"
    assert bonuses(result) == []
    assert (state.vales, state.pot, state.fianza) == ((10, 22), 0, 0)


def test_decision_settlement_order_pot_then_fianza_then_bonuses() -> None:
    state = zanga_state("zanga", spec={"zanga": "1e 7o 1b"}, vales=(10, 5), pot=17)
    # speaking: team 0 paid 6 -> 4; team 1 paid 1 + 1 + 2 fianza -> 1; team 0 adds 2 to fianza
    assert (state.vales, state.pot, state.fianza) == ((2, 1), 25, 4)
    result = settle(state, "1 1 1 1 1")
    assert result.result == "sacada"
    assert bonuses(result) == [("fianza", 0, 1, 4), ("estuche", 0, 1, 1)]
    assert (state.vales, state.pot) == ((1, 31), 0)

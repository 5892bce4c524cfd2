"""Section 8: renuncio at the table (mesa mode): claims, proof and penalties (Art. 29-35)."""

from __future__ import annotations

import pytest
from positions import DECLARE_0, action, bonuses, game_at, play_in_order, refused, run

from zanga_desktop.games.zanga.records import GameRecord, HandRecord, replay
from zanga_desktop.games.zanga.rules import Phase

COPAS_1 = "12c 11c 10c 1c 2c 4e 5e 6e"
TOP_EIGHT = "1e 7o 1b 1o 12o 11o 10o 2o"


def mesa(spec: dict[int | str, str], **kw: object) -> object:
    state = game_at(spec, renuncio_mode="mesa", **kw)  # type: ignore[arg-type]
    return run(state, *DECLARE_0, "0 trump o")


def test_section8_mesa_accepts_a_renuncio_and_remembers_it() -> None:
    state = mesa({0: "3c 4c 5c 6c 2e 3e 3b 2b", 1: COPAS_1})
    run(state, "0 play 3c", "1 play 4e")
    [r] = state.renuncios
    assert (r.seat, r.trick, str(r.card), r.code, r.matador, r.proven) == (
        1, 0, "4e", "must_follow_suit", False, False)
    assert refused(state, "2 play 12b").code == "card_not_held"  # still only cards held


def test_art29_proven_claim_against_the_defenders_gives_them_the_pot() -> None:
    state = mesa({0: "3c 4c 5c 6c 2e 3e 3b 2b", 1: COPAS_1})
    assert (state.vales, state.pot) == ((11, 14), 7)
    run(state, "0 play 3c", "1 play 4e", "0 claim renuncio")
    result = state.last_result
    assert result.result == "renuncio" and state.phase is Phase.DEAL
    assert bonuses(result) == [("renuncio_pot", 1, 0, 7)]
    assert (state.vales, state.pot) == ((18, 14), 0)
    assert result.claims == ((0, True),) and result.renuncios[0].proven


def test_art29_47_renuncio_by_the_nombrados_side_is_also_a_codillo() -> None:
    state = mesa({0: "3c 4c 5c 6c 2e 3e 3b 2b", 1: COPAS_1, 2: "7c 12b 11b 10b 7b 6b 5b 4b"})
    run(state, "0 play 3c", "1 play 12c", "2 play 12b", "1 claim renuncio")
    assert bonuses(state.last_result) == [("renuncio_pot", 0, 1, 7),
                                          ("renuncio_codillo", 0, "pot", 7)]
    assert (state.vales, state.pot) == ((4, 21), 7)


def test_art30_a_renuncio_with_a_matador_costs_two_more() -> None:
    state = mesa({0: "3c 4c 5c 6c 2e 3e 3b 2b", 1: COPAS_1, 2: "7c 1b 11b 10b 7b 6b 5b 4b"})
    run(state, "0 play 3c", "1 play 12c", "2 play 1b", "3 claim renuncio")
    assert bonuses(state.last_result) == [("renuncio_pot", 0, 1, 7),
                                          ("renuncio_codillo", 0, "pot", 7),
                                          ("renuncio_matador", 0, 1, 2)]
    assert (state.vales, state.pot) == ((2, 23), 7)


def test_art31_two_more_per_renuncio_when_the_claimers_had_five_tricks() -> None:
    state = mesa({0: TOP_EIGHT, 1: "3o 12c 11c 10c 1c 2c 6e 7e"})
    run(state, "0 play 1e", "1 play 12c")  # holds the 3o: must_follow_trump
    play_in_order(state)
    assert state.phase is Phase.SCORING and state.won == (5, 0)
    run(state, "2 claim renuncio")  # after the last card, before settlement
    assert bonuses(state.last_result) == [("renuncio_pot", 1, 0, 7),
                                          ("renuncio_tricks", 1, 0, 2)]
    assert state.vales == (20, 12)


def test_section8_without_a_claim_the_hand_is_settled_as_usual() -> None:
    state = mesa({0: TOP_EIGHT, 1: "3o 12c 11c 10c 1c 2c 6e 7e"})
    run(state, "0 play 1e", "1 play 12c")
    play_in_order(state)
    state.settle()
    result = state.last_result
    assert result.result == "sacada" and result.renuncios[0].proven is False
    assert bonuses(result) == [("estuche", 1, 0, 2)] and state.vales == (20, 12)


def test_art32_33_a_false_claim_costs_two_and_a_broke_team_may_claim() -> None:
    state = mesa({0: "3c 4c 5c 6c 2e 3e 3b 2b", 1: COPAS_1})
    run(state, "0 play 3c", "1 claim renuncio")
    assert state.vales == (13, 12) and state.phase is Phase.PLAY
    state = mesa({0: "3c 4c 5c 6c 2e 3e 3b 2b", 1: COPAS_1}, vales=(20, 3), pot=9)
    assert state.vales[1] == 1
    run(state, "1 claim renuncio", "3 claim renuncio")
    assert state.vales[1] == 0 and state.claims == ((1, False), (3, False))
    play_in_order(state)
    state.settle()
    assert [b[0] for b in bonuses(state.last_result)][:2] == ["false_claim", "false_claim"]


def test_section8_all_the_offenders_renuncios_are_proven_together_once() -> None:
    state = mesa({0: "3c 4c 5c 6c 2e 3e 3b 2b", 1: COPAS_1, 3: "7c 12b 11b 10b 7b 6b 5b 4b"})
    run(state, "0 play 3c", "1 play 4e", "2 play 1o", "3 play 12b", "0 claim renuncio")
    result = state.last_result
    assert [r.proven for r in result.renuncios] == [True, True]
    assert state.phase is Phase.DEAL
    assert refused(state, "0 claim renuncio").code == "unexpected_action"


def test_art58_a_player_sitting_out_cannot_claim_during_play() -> None:
    state = game_at({0: "3c"}, renuncio_mode="mesa")
    run(state, "0 say solo", "1 say paso", "2 say paso", "3 say paso", "0 trump o")
    err = refused(state, "2 claim renuncio")
    assert err.code == "bad_claim"


def test_section8_claims_belong_to_mesa_mode() -> None:
    state = run(game_at(), *DECLARE_0, "0 trump o")
    assert refused(state, "1 claim renuncio").code == "unexpected_action"
    assert state.claim_actions() == []


@pytest.mark.parametrize("with_claim", [True, False])
def test_section8_records_replay_renuncios_and_claims(with_claim: bool) -> None:
    state = mesa({0: "3c 4c 5c 6c 2e 3e 3b 2b", 1: COPAS_1})
    record = GameRecord("manual", {"renuncio_mode": "mesa"}, first_hand=False, hands=[
        HandRecord(3, state.deal, list(state.actions))])  # type: ignore[arg-type]
    record.hands[0].actions += [action("0 play 3c"), action("1 play 4e")]
    if with_claim:
        record.hands[0].actions.append(action("2 claim renuncio"))
    status, out = replay(record.to_json())
    assert status == 0
    hand = out["hands"][0]
    assert hand["renuncios"] == [{"seat": 1, "trick": 0, "card": "4e",
                                  "code": "must_follow_suit", "proven": with_claim}]
    assert hand["claims"] == ([{"seat": 2, "proven": True}] if with_claim else [])
    assert hand["complete"] is with_claim


def solo_0(spec: dict[int | str, str], **kw: object) -> object:
    """Seat 0 plays solo in mesa mode; seat 2 sits out."""
    state = game_at(spec, renuncio_mode="mesa", **kw)  # type: ignore[arg-type]
    return run(state, "0 say solo", "1 say paso", "2 say paso", "3 say paso", "0 trump o")


def test_art58_the_solos_partner_claims_only_once_play_has_stopped() -> None:
    state = solo_0({0: TOP_EIGHT, 1: "3o 12c 11c 10c 1c 2c 6e 7e"})
    run(state, "0 play 1e", "1 play 12c")  # holds the 3o: must_follow_trump
    err = refused(state, "2 claim renuncio")
    assert err.code == "bad_claim" and err.article == 58
    assert 2 not in [a.seat for a in state.claim_actions()]
    play_in_order(state, stop_at=4)
    assert refused(state, "2 claim renuncio").code == "bad_claim"
    play_in_order(state)
    assert state.phase is Phase.SCORING
    assert [a.seat for a in state.claim_actions()] == [0, 1, 2, 3]
    run(state, "2 claim renuncio")
    result = state.last_result
    assert result.result == "renuncio" and result.claims == ((2, True),)
    assert bonuses(result) == [("renuncio_pot", 1, 0, 7), ("renuncio_tricks", 1, 0, 2)]


def test_section8_no_seat_is_to_act_once_play_has_stopped() -> None:
    state = mesa({0: TOP_EIGHT})
    play_in_order(state)
    assert state.phase is Phase.SCORING
    assert state.to_act is None and state.legal_actions() == []
    assert refused(state, "1 play 12c").code == "unexpected_action"
    assert refused(state, "0 todas yes").code == "unexpected_action"
    assert len(state.claim_actions()) == 4


def test_art29_62_a_solos_renuncio_also_pays_the_solos_two() -> None:
    state = solo_0({0: "3c 4c 5c 6c 2e 3e 3b 2b", 1: COPAS_1,
                    3: "7c 12b 11b 10b 7b 6b 5b 4b"})
    assert (state.vales, state.pot) == ((11, 14), 7)
    run(state, "0 play 3c", "1 play 12c", "3 play 7c", "1 play 11c", "3 play 12b",
        "0 play 2e", "1 claim renuncio")
    assert bonuses(state.last_result) == [("renuncio_pot", 0, 1, 7),
                                          ("renuncio_codillo", 0, "pot", 7),
                                          ("solo", 0, 1, 2)]
    assert (state.vales, state.pot) == ((2, 23), 7)


def test_art29_62_the_defenders_renuncio_in_a_solo_pays_no_solo() -> None:
    state = solo_0({0: "3c 4c 5c 6c 2e 3e 3b 2b", 1: COPAS_1})
    run(state, "0 play 3c", "1 play 4e", "0 claim renuncio")
    assert bonuses(state.last_result) == [("renuncio_pot", 1, 0, 7)]


CINCO_DEAL = {0: "1e 7o 1b 1o 12o 11o 10o 3c", 1: "2o 12c 11c 10c 1c 2c 6e 7e",
              2: "4c 12b 11b 10b 7b 6b 5b 4b", 3: "3o 4o 5o 6o 5c 6c 7c 3b"}


def test_art29_59_a_called_unmade_cinco_pays_its_two_with_the_codillo() -> None:
    state = mesa(CINCO_DEAL)
    run(state, "0 play 1e", "1 play 2o", "2 play 12b", "3 play 3o",
        "0 play 7o", "1 play 12c", "2 play 11b", "3 play 4o", "0 call cinco",
        "0 play 3c", "1 play 11c", "2 play 10b", "1 claim renuncio")
    assert bonuses(state.last_result) == [("renuncio_pot", 0, 1, 7),
                                          ("renuncio_codillo", 0, "pot", 7),
                                          ("cinco", 0, 1, 2)]
    assert (state.vales, state.pot) == ((2, 23), 7)


def test_art29_59_a_cinco_called_by_the_claimers_is_not_paid() -> None:
    state = mesa(CINCO_DEAL)
    run(state, "0 play 1e", "1 play 2o", "2 play 12b", "3 play 3o",
        "0 play 7o", "1 play 12c", "2 play 11b", "3 play 4o", "0 call cinco",
        "0 play 3c", "1 play 6e", "0 claim renuncio")  # seat 1 still held the 11c
    assert bonuses(state.last_result) == [("renuncio_pot", 1, 0, 7)]


def test_art30_a_lone_matador_wrongly_kept_back_costs_the_matador_two() -> None:
    state = mesa({0: "1e 7o 1o 12o 11o 10o 2o 3o", 1: "1b 12c 11c 10c 1c 2c 6e 7e"})
    run(state, "0 play 1e", "1 play 12c")
    [r] = state.renuncios
    assert r.code == "matador_forced" and r.matador
    run(state, "0 claim renuncio")
    assert bonuses(state.last_result) == [("renuncio_pot", 1, 0, 7),
                                          ("renuncio_matador", 1, 0, 2)]
    assert state.vales == (20, 12)


def test_art31_no_extra_two_when_the_claimers_had_only_four_tricks() -> None:
    state = mesa({0: TOP_EIGHT, 1: "3o 12c 11c 10c 1c 2c 6e 7e"})
    run(state, "0 play 1e", "1 play 12c")
    play_in_order(state, stop_at=4)
    assert state.won == (4, 0) and state.phase is Phase.PLAY
    run(state, "2 claim renuncio")
    assert bonuses(state.last_result) == [("renuncio_pot", 1, 0, 7)]


ZANGA_HANDS = {0: "3c 4c 5c 6c 2e 3e 3b 2b", 1: COPAS_1, 2: "7c 12b 11b 10b 7b 6b 5b 4b"}
ZANGA_SAID = ("0 say paso", "1 say paso", "2 say paso", "3 say zanga")


@pytest.mark.parametrize(("keep", "plays", "claim", "fianza_to"), [
    ("zanga", ("0 play 3c", "1 play 12c", "2 play 12b"), "1", 1),  # other team offended
    ("zanga", ("0 play 3c", "1 play 4e"), "0", 0),  # the pie's team offended
    ("own", ("0 play 3c", "1 play 12c", "2 play 12b"), "1", 0),  # own cards: always lost
])
def test_section8_the_fianza_after_a_proven_claim(keep: str, plays: tuple[str, ...],
                                                  claim: str, fianza_to: int) -> None:
    state = game_at(ZANGA_HANDS, renuncio_mode="mesa")
    run(state, *ZANGA_SAID, f"3 keep {keep}", "3 trump o")
    assert state.fianza == 4
    run(state, *plays, f"{claim} claim renuncio")
    [fianza] = [b for b in bonuses(state.last_result) if b[0] == "fianza"]
    assert fianza == ("fianza", 1 - fianza_to, fianza_to, 4)
    assert state.fianza == 0


def test_art29_claims_out_of_their_time_cite_the_article() -> None:
    state = run(game_at(renuncio_mode="mesa"), "0 say juego")
    err = refused(state, "1 claim renuncio")
    assert err.code == "unexpected_action" and err.article == 29
    state = run(game_at(), *DECLARE_0, "0 trump o")
    err = refused(state, "1 claim renuncio")
    assert err.code == "unexpected_action" and err.article == 29

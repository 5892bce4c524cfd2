"""El Envite's table played through its real widgets (offscreen, instant animations, every
seat human: the game has no computer players yet): whole hands at 2, 4 and 10 seats by
clicking the cards, bets refused and accepted through the prompt, a seña sent and shown to
the team, the tumbo decision with the team's cards shown to the capitán, a refused card
explained by the tutor, undo, and a partido saved and resumed from its `.envite.json`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from envite_ui_helpers import button, click_card, play_first_legal, press

from zanga_desktop.games.envite.records import load_record
from zanga_desktop.games.envite.rules import Kind, Phase
from zanga_desktop.games.envite.ui.controller import HUMAN, EnviteSetup, default_names


def _setup(n: int, seed: int = 5, **options: object) -> EnviteSetup:
    seats = 2 * n
    return EnviteSetup(n, (HUMAN,) * seats, default_names(seats), seed=seed, options=options)


def _finish_hand(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """Click cards (and let every bet pass) until the hand is over."""
    ctl, board = stage.table.controller, stage.table.board
    for _ in range(40):
        if ctl.match.needs_deal or ctl.match.is_over:
            return
        if board.prompt.button("decline") is not None and board.prompt_proxy.isVisible():
            press(qtbot, board, "decline")
        elif board.prompt.button("quiero") is not None and board.prompt_proxy.isVisible():
            press(qtbot, board, "quiero")
        else:
            play_first_legal(qtbot, board)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("n", [1, 2, 5])
def test_whole_hands_played_by_clicking(qtbot, stage, n: int) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(_setup(n))
    ctl, board = table.controller, table.board
    st = ctl.envite.state
    for hand in range(2):
        assert st.phase is Phase.PLAY
        seat = ctl.match.to_act
        # the human to act sees his own three cards face up, the others' backs
        for card in st.hands[seat]:
            assert board.card_item(card).isVisible() and board.card_item(card).face_up
        other = (seat + 1) % st.seats
        assert not any(board.card_item(c).isVisible() for c in st.hands[other])
        vira = board.card_item(st.vira)
        assert vira.isVisible() and vira.face_up
        _finish_hand(qtbot, stage)
        result = st.results[-1]
        assert max(result.tricks) == 2
        assert sum(st.piedras) + 2 * sum(st.chicos) >= hand + 1
        assert "score" in board.hand_over_text
        press(qtbot, board, "next")
        assert len(ctl.envite.game.record.hands) == hand + 2


def test_bet_refused_scores_the_stake_before_it(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(_setup(2, seed=11))
    ctl, board = table.controller, table.board
    bettor = ctl.match.to_act
    assert button(board, "bet").text() == "Envío (3)"
    press(qtbot, board, "bet")
    assert board.bubbles[bettor].text == "Envío: 3!"
    assert "Envío of 3 waiting" in board.stake.text
    while board.prompt.button("paso") is None:
        press(qtbot, board, "decline")
    captain = ctl.match.to_act
    assert captain in ctl.envite.state.captains
    assert "they score 1 piedra" in button(board, "paso").text()
    press(qtbot, board, "paso")
    st = ctl.envite.state
    assert st.results[-1].refused == 3 and st.results[-1].winner == bettor % 2
    assert st.piedras[bettor % 2] == 1
    assert board.bubbles[captain].text == "Paso"
    assert button(board, "next").isVisible()


def test_bet_accepted_raises_the_stake(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(_setup(2, seed=12))
    ctl, board = table.controller, table.board
    press(qtbot, board, "bet")
    while board.prompt.button("quiero") is None:
        press(qtbot, board, "decline")
    assert button(board, "quiero").text() == "Quiero: play for 3 piedras"
    press(qtbot, board, "quiero")
    assert ctl.envite.state.stake == 3
    assert "At stake: 3 piedras" in board.stake.text
    assert ctl.envite.state.phase is Phase.PLAY
    _finish_hand(qtbot, stage)
    assert ctl.envite.state.results[-1].stake == 3
    assert max(ctl.envite.state.piedras) == 3


def test_a_raise_from_a_team_mate_then_the_capitan(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(_setup(2, seed=12))
    ctl, board = table.controller, table.board
    press(qtbot, board, "bet")
    assert button(board, "raise").text() == "Contraenvío (6)"
    raiser = ctl.match.to_act
    press(qtbot, board, "raise")
    assert board.bubbles[raiser].text == "Envío: 6!"
    while board.prompt.button("paso") is None:
        press(qtbot, board, "decline")
    press(qtbot, board, "paso")
    assert ctl.envite.state.piedras[raiser % 2] == 3


def test_sena_sent_and_shown_to_the_team(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(_setup(2, seed=13))
    ctl, board = table.controller, table.board
    sender = ctl.match.to_act
    names = [b.property("act") for b in board.prompt.buttons]
    assert "sena_envia" in names
    # only true señas are offered in team mode
    st = ctl.envite.state
    for name in names:
        if name.startswith("sena_") and name not in ("sena_envia", "sena_no_envies"):
            from zanga_desktop.games.envite.rules import Sena
            assert st.sena_true(sender, Sena(name[5:]))
    press(qtbot, board, "sena_envia")
    assert board.bubbles[sender].text == "Envía"
    assert "Señas:" in board.stake.text and "Envía" in board.stake.text
    # every seat a person at this screen: listed in the señas dock, which each person's
    # own team's señas fill as he comes to the screen, not in the hand log all read
    assert table.senas_log.list.count() == 1
    assert not any("seña" in table.log.list.item(i).text()
                   for i in range(table.log.list.count()))
    # the partner, at his turn, still sees it listed; the seña was once per trick
    assert board.prompt.button("sena_envia") is None
    play_first_legal(qtbot, board)
    partner = (sender + 2) % 4
    obs = ctl.envite.observe(partner)
    assert [x.sena.value for x in obs.senas] == ["envia"]
    assert [x.sena.value for x in ctl.envite.observe((sender + 1) % 4).senas] == []


def test_no_senas_when_off_or_alone(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(_setup(2, seed=13, senas="off"))
    names = [b.property("act") for b in table.board.prompt.buttons]
    assert not any(n.startswith("sena_") for n in names)
    table.new_game(_setup(1, seed=13))
    names = [b.property("act") for b in table.board.prompt.buttons]
    assert not any(n.startswith("sena_") for n in names)


def _tumbo_record(tmp_path: Path, piedras: list[int]) -> Path:
    data = {"format": "envite-record/1", "preset": "federacion", "options": {},
            "players": list(default_names(4)), "team_size": 2, "captains": [0, 3],
            "start": {"piedras": piedras, "chicos": [0, 0]}, "hands": []}
    path = tmp_path / "tumbo.envite.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("choice", ["achicarse", "tumbar"])
def test_tumbo_decision_with_the_team_cards_shown(qtbot, stage, tmp_path, choice) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.resume(table.load(_tumbo_record(tmp_path, [8, 2])))
    ctl, board = table.controller, table.board
    st = ctl.envite.state
    assert st.phase is Phase.TUMBO and ctl.match.to_act == 0
    # the capitán sees his partner's cards, not the opponents'
    assert all(board.card_item(c).face_up and board.card_item(c).isVisible()
               for c in st.hands[2])
    assert not any(board.card_item(c).isVisible() for c in st.hands[1])
    assert "Tumbo" in board.stake.text
    press(qtbot, board, choice)
    if choice == "achicarse":
        assert st.piedras == (8, 3) and st.results[-1].ended.value == "achicarse"
        assert button(board, "next").isVisible()
    else:
        assert st.phase is Phase.PLAY
        # no bets in a tumbo hand
        assert not any(a.kind is Kind.BET for a in ctl.match.legal_actions())
        _finish_hand(qtbot, stage)
        assert st.chicos[0] == 1 or st.piedras[1] == 5


def test_tumbo_forzoso_is_announced(qtbot, stage, tmp_path) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.resume(table.load(_tumbo_record(tmp_path, [8, 8])))
    assert "Tumbo forzoso" in table.board.stake.text
    assert "Tumbo forzoso" in table.tutor.narration.toPlainText()
    assert any("Tumbo forzoso" in table.log.list.item(i).text()
               for i in range(table.log.list.count()))


def _illegal_moment(qtbot, stage):  # type: ignore[no-untyped-def]
    """Play first legal cards over seeds until the seat to act holds a card it may not play."""
    ctl = stage.table.controller
    for seed in range(60):
        stage.table.new_game(_setup(2, seed=seed))
        for _ in range(6):
            st = ctl.envite.state
            seat = ctl.match.to_act
            legal = {a.value for a in ctl.match.legal_actions() if a.kind is Kind.PLAY}
            wrong = [c for c in st.hands[seat] if c not in legal]
            if wrong:
                return wrong[0]
            play_first_legal(qtbot, stage.table.board)
            if ctl.match.needs_deal:
                break
    raise AssertionError("no refusal found")


def test_refused_card_stays_and_the_tutor_explains(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    card = _illegal_moment(qtbot, stage)
    ctl, table = stage.table.controller, stage.table
    seat = ctl.match.to_act
    held = ctl.envite.state.hands[seat]
    click_card(qtbot, table.board, card)
    assert ctl.envite.state.hands[seat] == held
    text = table.tutor.explanation.text()
    assert "section 5" in text
    assert "triunfo" in text


def test_undo_takes_back_the_last_card(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(_setup(2, seed=3))
    ctl = table.controller
    seat = ctl.match.to_act
    held = ctl.envite.state.hands[seat]
    play_first_legal(qtbot, table.board)
    assert ctl.can_undo
    assert table.undo()
    assert ctl.match.to_act == seat and ctl.envite.state.hands[seat] == held
    assert all(table.board.card_item(c).face_up for c in held)
    assert table.tutor.narration.toPlainText().rstrip().endswith("Move taken back.")


def test_no_undo_before_the_players_first_action_of_the_hand(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """The computer led: undo would only replay its card, so none is offered."""
    table = stage.table
    ctl = table.controller
    for seed in range(1, 20):
        table.new_game(EnviteSetup(1, (HUMAN, "rules"), default_names(2), seed=seed))
        qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
        if ctl.envite.game.record.hands[-1].actions:
            break
    assert {a.seat for a in ctl.envite.game.record.hands[-1].actions} == {1}
    assert not table.can_undo and not table.undo()
    play_first_legal(qtbot, table.board)
    qtbot.waitUntil(lambda: ctl.human_to_act or ctl.match.needs_deal, timeout=5000)
    assert table.can_undo


def _log_lines(table) -> list[str]:  # type: ignore[no-untyped-def]
    return [table.log.list.item(i).text() for i in range(table.log.list.count())]


def test_undo_takes_the_card_out_of_the_log_and_keeps_the_hands_before(  # type: ignore[no-untyped-def]
        qtbot, stage, monkeypatch) -> None:
    table = stage.table
    table.new_game(_setup(2, seed=3))
    ctl = table.controller
    _finish_hand(qtbot, stage)
    press(qtbot, table.board, "next")
    first_hand = _log_lines(table)
    assert any("takes the trick" in line for line in first_hand)
    play_first_legal(qtbot, table.board)
    played = _log_lines(table)
    assert len(played) > len(first_hand) and "plays the" in played[-1]
    told = []
    real = type(ctl.envite).told_again
    monkeypatch.setattr(type(ctl.envite), "told_again",
                        lambda self, seat: told.append(seat) or real(self, seat))
    assert table.undo()
    lines = _log_lines(table)
    assert lines[:len(first_hand)] == first_hand  # the hand before stays in the log
    assert len(lines) == len(played) - 1  # the card taken back is no longer told
    assert told == [ctl.viewer]  # the board and the log share one telling of the hand
    play_first_legal(qtbot, table.board)
    assert _log_lines(table) == played


def test_save_and_resume(qtbot, stage, tmp_path) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    auto = tmp_path / "autosave.envite.json"
    table.autosave_path = auto
    table.new_game(_setup(2, seed=21))
    ctl = table.controller
    play_first_legal(qtbot, table.board)
    press(qtbot, table.board, "bet")
    path = tmp_path / "partido.envite.json"
    table.save(path)
    assert load_record(auto).to_json() == load_record(path).to_json()
    st = ctl.envite.state
    hands, to_act, bet = st.hands, ctl.match.to_act, st.bet
    table.resume(table.load(path))
    st2 = ctl.envite.state
    assert st2.hands == hands and ctl.match.to_act == to_act and st2.bet == bet == 3
    assert table.board.prompt_proxy.isVisible()
    assert "Envío of 3 waiting" in table.board.stake.text
    _finish_hand(qtbot, stage)
    assert ctl.envite.state.results[-1].stake == 3


def test_mesa_renuncio_claimed_and_proven(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """Mesa mode (section 8): a card against section 5 is accepted; the other seat's
    ¡Renuncio! proves it, and his team scores the stake."""
    table = stage.table
    ctl, board = table.controller, table.board
    for seed in range(80):
        table.new_game(_setup(1, seed=seed, renuncio_mode="mesa"))
        st = ctl.envite.state
        first = ctl.match.to_act
        lead = st.hands[first][0]
        click_card(qtbot, board, lead)
        second = ctl.match.to_act
        wrong = [c for c in st.hands[second] if c not in st.legal_cards(second)]
        if wrong:
            break
    else:
        raise AssertionError("no renuncio found")
    click_card(qtbot, board, wrong[0])  # accepted: a mesa table plays any card
    assert wrong[0] not in st.hands[second]
    name = f"claim_{first}" if board.prompt.button(f"claim_{first}") else "claim"
    if ctl.match.needs_deal:
        name = "claim"
    press(qtbot, board, name)
    result = st.results[-1]
    assert result.ended.value == "renuncio" and result.winner == first % 2
    assert st.piedras[first % 2] == 1
    assert board.bubbles[first].text == "¡Renuncio!"
    assert "proves it" in table.tutor.narration.toPlainText()


def test_mesa_false_claim_costs_a_piedra(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(_setup(1, seed=2, renuncio_mode="mesa"))
    ctl, board = table.controller, table.board
    seat = ctl.match.to_act
    press(qtbot, board, "claim" if board.prompt.button("claim") else f"claim_{seat}")
    st = ctl.envite.state
    claimer = st.claims[-1][0]
    assert st.piedras[1 - claimer % 2] == 1 and st.phase is Phase.PLAY
    assert "nobody renounced" in table.tutor.narration.toPlainText()


def test_partido_won_through_a_tumbo(qtbot, stage, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """One chico up and in tumbo: the capitán tumbles; winning the hand wins the partido,
    losing it gives the others 3 piedras (section 9)."""
    data = {"format": "envite-record/1", "preset": "federacion", "options": {},
            "players": list(default_names(2)), "team_size": 1, "captains": [0, 1],
            "start": {"piedras": [8, 0], "chicos": [1, 0]}, "hands": []}
    path = tmp_path / "last.envite.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    table = stage.table
    table.resume(table.load(path))
    board, st = table.board, table.controller.envite.state
    press(qtbot, board, "tumbar")
    _finish_hand(qtbot, stage)
    if st.is_over:
        assert st.chicos == (2, 0)
        assert board.hand_over_text == "Team A wins the partido"
        assert board.prompt_proxy.isVisible() and board.prompt.button("next") is None
    else:
        assert st.piedras == (8, 3)


def test_a_taken_trick_stays_with_its_winning_card_outlined(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(_setup(1, seed=6))
    ctl, board = table.controller, table.board
    play_first_legal(qtbot, board)
    play_first_legal(qtbot, board)
    st = ctl.envite.state
    trick = st.tricks_played[0]
    winner = st.trick_winners[0]
    for seat, card in trick:
        item = board.card_item(card)
        assert item.isVisible() and item.face_up
        assert item.marks[0] == (seat == winner)


def test_the_prompt_in_spanish(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    from zanga_desktop.ui import i18n

    i18n.install("es")
    try:
        table = stage.table
        table.new_game(_setup(2, seed=12))
        board = table.board
        press(qtbot, board, "bet")
        while board.prompt.button("quiero") is None:
            press(qtbot, board, "decline")
        assert button(board, "quiero").text() == "Quiero: se juega por 3 piedras"
        assert button(board, "paso").text() == "Paso: ellos se anotan 1 piedra"
        assert "En juego: 1 piedra" in board.stake.text
    finally:
        i18n.install("en")


@pytest.mark.parametrize("n", [1, 5])
def test_a_whole_partido_by_clicking(qtbot, stage, n: int) -> None:  # type: ignore[no-untyped-def]
    """From 0 to the end: cards clicked, the tumbo tumbled whenever it comes, Next hand
    pressed; the partido ends with two chicos and the table says who won."""
    table = stage.table
    table.new_game(_setup(n, seed=40 + n))
    ctl, board = table.controller, table.board
    st = ctl.envite.state
    for _ in range(200):
        if st.is_over:
            break
        if board.prompt.button("tumbar") is not None and board.prompt_proxy.isVisible():
            press(qtbot, board, "tumbar")
        _finish_hand(qtbot, stage)
        if not st.is_over:
            press(qtbot, board, "next")
    assert st.is_over and max(st.chicos) == 2
    assert board.hand_over_text.endswith("wins the partido")
    assert board.prompt_proxy.isVisible()

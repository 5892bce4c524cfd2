"""Whole hands played through the real widgets: cards clicked on the view, buttons clicked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from ui_helpers import click_button, click_card, play_hand, rules_setup, wait_for_human

from zanga_desktop.games.zanga.rules import Card, GameState, Kind, Phase
from zanga_desktop.ui.main_window import MainWindow


def test_two_hands_played_by_clicking(qtbot, window: MainWindow) -> None:
    window.new_game(rules_setup(seed=11))
    turns = play_hand(qtbot, window)
    st = window.controller.state
    assert turns > 0
    assert st.phase in (Phase.DEAL, Phase.GAME_OVER)
    assert window.table.summary.isVisible()
    assert window.table.summary.title.text()
    human_cards = [a for a in st.actions if a.seat == 0 and a.kind is Kind.PLAY]
    assert human_cards or st.out_seat == 0 or st.last_result is None
    if st.phase is Phase.DEAL:
        click_button(qtbot, window, "next_hand")
        assert not window.table.summary.isVisible()
        assert window.controller.state.hand_index == 1
        play_hand(qtbot, window)
        assert window.controller.state.phase in (Phase.DEAL, Phase.GAME_OVER)


def test_cards_sit_where_the_state_says(qtbot, window: MainWindow) -> None:
    window.new_game(rules_setup(seed=4))
    wait_for_human(qtbot, window)
    targets = window.board.targets()
    for card, spot in targets.items():
        item = window.board.items[card]
        assert abs(item.pos().x() - spot.x) < 0.5 and abs(item.pos().y() - spot.y) < 0.5
        assert item.face_up == spot.face_up
    hand = window.controller.state.hands[0]
    assert all(window.board.items[c].face_up for c in hand)
    others = [c for s in (1, 2, 3) for c in window.controller.state.hands[s]]
    assert not any(window.board.items[c].face_up for c in others)


def test_speaking_buttons_are_exactly_the_legal_words(qtbot, window: MainWindow) -> None:
    for seed in range(1, 30):
        window.new_game(rules_setup(seed=seed))
        wait_for_human(qtbot, window)
        st = window.controller.state
        if st.phase is Phase.SPEAKING and st.to_act == 0:
            break
    else:
        raise AssertionError("no seed gave the human a word")
    names = [b.objectName() for b in window.board.prompt.buttons]
    assert names == [f"act_say_{w.value}" for w in st.legal_words(0)]
    texts = {b.objectName(): b.text() for b in window.board.prompt.buttons}
    if st.mano == 0:
        assert "5 vales" in texts["act_say_paso"]
        assert "4 vales" in texts["act_say_juego"]
    else:
        assert "1 vale" in texts["act_say_paso"]


def test_human_names_trumps_with_the_suit_buttons(qtbot, window: MainWindow) -> None:
    for seed in range(1, 40):
        window.new_game(rules_setup(seed=seed))
        while True:
            wait_for_human(qtbot, window)
            st = window.controller.state
            if st.phase is not Phase.SPEAKING or st.to_act != 0:
                break
            names = [b.objectName() for b in window.board.prompt.buttons]
            pick = "act_say_solo" if "act_say_solo" in names else names[0]
            click_button(qtbot, window, pick)
        if st.phase is Phase.TRUMP and st.to_act == 0:
            break
    else:
        raise AssertionError("no seed let the human name trumps")
    assert [b.objectName() for b in window.board.prompt.buttons] == [
        "act_trump_o", "act_trump_c", "act_trump_e", "act_trump_b"]
    click_button(qtbot, window, "act_trump_c")
    assert window.controller.state.trump is not None
    assert window.controller.state.trump.value == "c"
    play_hand(qtbot, window)
    assert window.table.summary.isVisible()


def test_keyboard_arrows_and_enter_play_a_card(qtbot, window: MainWindow) -> None:
    for seed in range(1, 40):
        window.new_game(rules_setup(seed=seed))
        while True:
            wait_for_human(qtbot, window)
            st = window.controller.state
            if st.phase is Phase.PLAY or st.phase in (Phase.DEAL, Phase.GAME_OVER):
                break
            click_button(qtbot, window, window.board.prompt.buttons[0].objectName())
        if st.phase is Phase.PLAY and st.to_act == 0 and not window.board.prompt.isVisible():
            break
    else:
        raise AssertionError("no seed gave the human a card to play")
    before = len(st.hands[0])
    legal = set(st.legal_plays(0))
    hand = window.board.human_hand()
    target = next(i for i, c in enumerate(hand) if c in legal)
    window.view.setFocus()
    for _ in range(target + 1):
        qtbot.keyClick(window.view, Qt.Key.Key_Right)
    assert window.board.focus_index == target
    qtbot.waitUntil(lambda: not window.animator.busy)
    chosen = window.board.items[hand[target]]  # outlined, raised and in front of the others
    assert chosen.marks[2]
    others = [window.board.items[c] for c in hand if c != hand[target]]
    assert all(chosen.zValue() > o.zValue() for o in others)
    same = [o for o in others if o.card in legal] or others
    assert chosen.pos().y() < min(o.pos().y() for o in same) - 8
    qtbot.keyClick(window.view, Qt.Key.Key_Return)
    assert len(window.controller.state.hands[0]) == before - 1
    assert hand[target] not in window.controller.state.hands[0]


def _to_an_illegal_card(qtbot, window: MainWindow) -> tuple[GameState, list[Card]]:  # type: ignore[no-untyped-def]
    """Play seeded games until the human must follow and holds a card that does not."""
    from ui_helpers import take_turn

    for seed in range(1, 80):
        window.new_game(rules_setup(seed=seed))
        while True:
            wait_for_human(qtbot, window)
            st = window.controller.state
            if st.phase in (Phase.DEAL, Phase.GAME_OVER):
                break
            if st.phase is Phase.PLAY and st.trick and st.to_act == 0:
                illegal = [c for c in st.hands[0] if c not in st.legal_plays(0)]
                if illegal:
                    return st, illegal
            take_turn(qtbot, window, ("act_say_paso",))
    raise AssertionError("no seed gave the human an illegal card")


def test_illegal_card_stays_and_the_tutor_explains(qtbot, window: MainWindow) -> None:
    st, illegal = _to_an_illegal_card(qtbot, window)
    hand_before = st.hands[0]
    card = illegal[0]
    click_card(qtbot, window, card)
    assert window.controller.state.hands[0] == hand_before
    assert window.board.items[card].pos() == window.board.targets()[card].pos
    text = window.tutor.explanation.text()
    assert window.tutor.explanation.isVisible()
    assert "Article 27" in text or "Article 28" in text
    legal = window.controller.state.legal_plays(0)
    assert all(c.name in text for c in legal)
    # a legal card clears the explanation and is played
    click_card(qtbot, window, legal[0])
    assert legal[0] not in window.controller.state.hands[0]
    assert not window.tutor.explanation.isVisible()


def test_a_refusal_shows_on_the_table_with_the_tutor_closed(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.tutor.close()
    st, illegal = _to_an_illegal_card(qtbot, window)
    assert not window.tutor.isVisible()
    click_card(qtbot, window, illegal[0])
    toast = window.toast
    assert toast.isVisible()
    assert toast.text().startswith(f"You cannot play the {illegal[0].name}")
    assert window.statusBar().currentMessage() == toast.text()
    # on the table, above the hand, inside the view
    assert window.view.viewport().rect().contains(toast.geometry())
    hand_top = min(window.view.mapFromScene(window.board.items[c].sceneBoundingRect()
                                            .topLeft()).y() for c in st.hands[0])
    assert toast.geometry().bottom() <= hand_top + 40
    legal = window.controller.state.legal_plays(0)
    click_card(qtbot, window, legal[0])
    assert not toast.isVisible()


def test_simplificada_hands_play_to_the_end(qtbot, window: MainWindow) -> None:
    for seed in (31, 32):
        setup = rules_setup(seed=seed)
        setup.preset = "simplificada"
        window.new_game(setup)
        play_hand(qtbot, window, ("act_say_paso",))
        assert window.table.summary.isVisible()
        assert window.controller.state.options.zanga == "blind"


def test_a_player_named_like_a_computer_seat_is_not_doubled(qtbot, window: MainWindow) -> None:
    from dataclasses import replace

    from zanga_desktop.games.zanga.ui.controller import table_names

    window.new_game(replace(rules_setup(seed=2), name="ana "))
    names = window.controller.names
    assert names[0] == "ana " and "Ana" not in names
    assert len({n.strip().casefold() for n in names}) == 4
    assert table_names("Tú") == ["Tú", "Ana", "Benito", "Carmela"]  # the usual table
    assert table_names("Pino")[1:] == ["Ana", "Benito", "Carmela"]
    assert len({n.casefold() for n in table_names("Benito")}) == 4


def test_the_tutor_tells_this_hand_only_and_shows_the_newest(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    window.resize(1024, 600)  # a short tutor: its lines overflow
    window.new_game(rules_setup(seed=11))
    play_hand(qtbot, window)
    assert "Hand 1: " in window.tutor.narration.toPlainText()
    window.next_hand()
    wait_for_human(qtbot, window)
    told = window.tutor.narration.toPlainText()
    assert "Hand 2: " in told and "Hand 1: " not in told
    assert "Learn to play" in told  # the pinned invitation stays
    play_hand(qtbot, window)
    bar = window.tutor.narration.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() == bar.maximum()
    bar.setValue(0)  # the player scrolls back to read: new lines leave him there
    window.tutor.say("one more line")
    assert bar.value() == 0


def test_the_info_box_says_what_the_hand_is_at(qtbot, window: MainWindow) -> None:
    for seed in range(1, 40):
        window.new_game(rules_setup(seed=seed))
        wait_for_human(qtbot, window)
        names = [b.objectName() for b in window.board.prompt.buttons]
        if window.controller.state.phase is not Phase.SPEAKING or "act_say_juego" not in names:
            continue
        assert window.board.info.text.split("\n")[-1] == "Speaking"
        click_button(qtbot, window, "act_say_juego")
        wait_for_human(qtbot, window)
        st = window.controller.state
        if st.phase is Phase.TRUMP and st.to_act == 0:  # nobody ordered a solo over it
            assert window.board.info.text.split("\n")[-1] == "Naming trumps"
            return
    raise AssertionError("no seed let the human name trumps after his juego")


def test_computer_seats_read_the_others_by_their_levels(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The levels at the table are public: a searching seat reads each other seat's words by
    that seat's policy, the human's loosely (section 4's words, docs/ai.md)."""
    from dataclasses import replace

    from zanga_desktop.games.zanga.ai.sampler import Speaker
    from zanga_desktop.ui.table.controller import MadeWhenAsked

    setup = replace(rules_setup(5), levels=("human", "normal", "principiante", "experto"))
    window.controller.new_game(setup)
    wait_for_human(qtbot, window)
    want = (Speaker.UNKNOWN, Speaker.MODEL, Speaker.BASELINE, Speaker.MODEL)
    for seat in (1, 3):
        player = window.controller.players[seat]
        if isinstance(player, MadeWhenAsked):  # not asked yet: made as it will be
            player = player.player()
        assert player.speakers == want

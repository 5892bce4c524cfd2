"""Lances made by the human on the table by clicking: a caída and a contra (section 6), a
ronda sung and an envío answered (sections 8, 9), each credited on the points track with
its chip and told by the tutor with its section; what a card in hand would take lit while
the pointer is over it."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from ronda_ui_helpers import click_card, position, press, prompt_text, resume_all_human

from zanga_desktop.games.ronda.rules import Card, Phase

C = Card.parse


def tutor_text(stage) -> str:  # type: ignore[no-untyped-def]
    return stage.table.tutor.narration.toPlainText()


def test_section6_a_caida_and_a_contra_by_the_human(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    match = position(2, 1, "1o 4c 10e 12b", [{0: "6o 6c 7c", 1: "6e 7b 11o"}])
    resume_all_human(stage, match)
    table = stage.table
    ctl, board = table.controller, table.board
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    # a ronda of 6s in hand: the cante window asks; the human waits
    press(qtbot, board, "wait")
    qtbot.waitUntil(lambda: ctl.ronda.state.phase is Phase.PLAY, timeout=5000)
    # at his turn the ronda may still be sung beside his cards; he plays instead
    assert board.prompt.button("declare") is not None and board.prompt.place == "side"
    click_card(qtbot, board, C("6o"))  # a drop
    qtbot.waitUntil(lambda: ctl.ronda.state.turn == 1, timeout=5000)
    assert C("6o") in board.spread.cards
    click_card(qtbot, board, C("6e"))  # Ana falls on it
    qtbot.waitUntil(lambda: ctl.ronda.state.turn == 0, timeout=5000)
    assert board.spread.stack == (C("6o"), (C("6e"),))
    assert board.spread.caption.text == "¡Se cae!"
    click_card(qtbot, board, C("6c"))  # the contra, by the human
    qtbot.waitUntil(lambda: ctl.ronda.state.turn == 1, timeout=5000)
    assert board.spread.stack == (C("6o"), (C("6e"), C("6c")))
    assert board.spread.caption.text == "Contra"
    assert [c.credit.text for c in board.track.chips(0)] == ["Contra +3"]
    assert [c.credit.text for c in board.track.chips(1)] == ["Caída +1"]
    assert "contra, +3 (section 6)" in tutor_text(stage)
    click_card(qtbot, board, C("7b"))  # the chain closes: the human takes the stack
    qtbot.waitUntil(lambda: ctl.ronda.state.turn == 0, timeout=5000)
    assert board.spread.stack == (None, ())
    assert board.piles[0].count == 3 and board.piles[0].caption.text == "You"
    click_card(qtbot, board, C("7c"))  # a caída by the human
    qtbot.waitUntil(lambda: ctl.ronda.state.turn == 1, timeout=5000)
    assert [c.credit.text for c in board.track.chips(0)] == ["Contra +3", "Caída +1"]
    assert board.track.scores == (4, 1) == ctl.ronda.state.points
    assert "You fall on the card just dropped" in tutor_text(stage)
    click_card(qtbot, board, C("11o"))
    # the close takes the 7s and the sota that follows (section 5's correlativas)
    qtbot.waitUntil(lambda: board.piles[0].count == 6, timeout=5000)
    assert set(board.piles[0].cards) >= {C("7b"), C("7c"), C("10e")}


def test_section9_a_ronda_sung_and_an_envio_answered(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    match = position(2, 1, "1o 4c 10e 7b", [{0: "5o 5c 2e", 1: "12o 12c 3b"}])
    resume_all_human(stage, match)
    table = stage.table
    ctl, board = table.controller, table.board
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    assert "You hold a ronda of 5s" in prompt_text(board)
    press(qtbot, board, "declare")  # the human sings his ronda of 5s
    qtbot.waitUntil(lambda: ctl.human_to_act and ctl.ronda.state.to_act == 1, timeout=5000)
    press(qtbot, board, "declare")  # Ana sings hers: a contest
    qtbot.waitUntil(lambda: ctl.ronda.state.phase is Phase.SPEAK, timeout=5000)
    assert "Rival rondas" in tutor_text(stage)
    envio = board.prompt.button("envio")
    assert envio is not None and "the best ronda scores 4" in envio.toolTip()
    press(qtbot, board, "envio")
    qtbot.waitUntil(lambda: board.prompt.button("quiero") is not None
                    and board.prompt_proxy.isVisible(), timeout=5000)
    quiero = board.prompt.button("quiero")
    assert quiero is not None and "scores 4" in quiero.toolTip()
    assert "+2 for You now" in board.prompt.button("no_quiero").toolTip()  # Ana answers
    press(qtbot, board, "quiero")
    qtbot.waitUntil(lambda: ctl.ronda.state.phase is Phase.PLAY, timeout=5000)
    assert board.track.scores == (0, 0)  # credited once both rondas are shown
    click_card(qtbot, board, C("5o"))  # media
    qtbot.waitUntil(lambda: ctl.ronda.state.turn == 1, timeout=5000)
    assert board.bubbles[0].text == "Media"
    click_card(qtbot, board, C("12o"))  # media: both shown, the reyes win the envío
    qtbot.waitUntil(lambda: board.track.scores == (0, 4), timeout=5000)
    assert [c.credit.text for c in board.track.chips(1)] == ["Envío, quiero +4"]
    assert "the envío was accepted and Ana holds the best ronda" in tutor_text(stage)
    click_card(qtbot, board, C("5c"))
    qtbot.waitUntil(lambda: ctl.ronda.state.turn == 1, timeout=5000)
    assert board.bubbles[0].text == "La otra media"


def test_section9_no_quiero_scores_the_sender_at_once(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    match = position(2, 1, "1o 4c 10e 7b", [{0: "5o 5c 2e", 1: "12o 12c 3b"}],
                     [(0, "declare", "ronda"), (1, "declare", "ronda"), (0, "say", "envio")])
    resume_all_human(stage, match)
    board = stage.table.board
    qtbot.waitUntil(lambda: board.prompt.button("no_quiero") is not None, timeout=5000)
    assert "+2 for You now" in board.prompt.button("no_quiero").toolTip()
    press(qtbot, board, "no_quiero")
    qtbot.waitUntil(lambda: board.track.scores == (2, 0), timeout=5000)
    assert [c.credit.text for c in board.track.chips(0)] == ["Envío, no quiero +2"]


def test_section5_hovering_a_card_lights_what_it_would_take(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    match = position(2, 1, "3o 4c 5e 12c", [{0: "4b 12o 7c", 1: "6e 7b 11o"}])
    resume_all_human(stage, match)
    ctl, board = stage.table.controller, stage.table.board
    qtbot.waitUntil(lambda: ctl.human_to_act and ctl.ronda.state.phase is Phase.PLAY,
                    timeout=5000)
    board.cards[C("4b")].hovered.emit(C("4b"), True)
    assert board.spread.lit == {C("4c"), C("5e")}
    assert board.cards[C("4c")].marks[0]
    board.cards[C("4b")].hovered.emit(C("4b"), False)
    board.cards[C("12o")].hovered.emit(C("12o"), True)
    assert board.spread.lit == {C("12c")}
    assert "takes 12" not in board.cards[C("12o")].toolTip()
    assert board.cards[C("12o")].toolTip() == "Takes the rey de copas"
    board.cards[C("12o")].hovered.emit(C("12o"), False)
    assert board.spread.lit == frozenset()
    # a card that captures nothing while two others would: refused, the tutor naming both
    click_card(qtbot, board, C("7c"))
    said = stage.table.tutor.explanation.text()
    assert "the 4 de bastos takes the 4 de copas, the 5 de espadas" in said
    assert "the rey de oros takes the rey de copas" in said
    assert Qt  # the keys are tested elsewhere


def test_a_prompt_grown_on_a_small_view_leaves_the_table_cards_in_sight(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """The cante and envío windows stand on the hand over the lower half of the table's
    cards; on a laptop's screen, scaled up to be read, they would hide them whole: they
    move to where every card's rank and suit stay in sight."""
    match = position(2, 1, "1o 4c 10e 7b", [{0: "5o 5c 2e", 1: "12o 12c 3b"}])
    resume_all_human(stage, match)
    ctl, board = stage.table.controller, stage.table.board
    qtbot.waitUntil(lambda: ctl.human_to_act and board.prompt_proxy.isVisible(), timeout=5000)

    def hidden() -> list[str]:
        prompt = board.prompt_proxy.sceneBoundingRect()
        assert board.scene.sceneRect().contains(prompt)
        out = []
        for c in board.spread.cards:
            r = board.spread.item_of(c).sceneBoundingRect()
            if QRectF(r.left(), r.top(), r.width(), r.height() * 0.4).intersects(prompt):
                out.append(str(c))
        return out

    assert "You hold a ronda of 5s" in prompt_text(board)
    assert hidden() == []
    press(qtbot, board, "declare")
    qtbot.waitUntil(lambda: ctl.human_to_act and ctl.ronda.state.to_act == 1, timeout=5000)
    press(qtbot, board, "declare")
    qtbot.waitUntil(lambda: board.prompt.button("envio") is not None
                    and board.prompt_proxy.isVisible(), timeout=5000)
    assert hidden() == []
    # on a big screen the window fits its room, standing on the hand over the cards' lower
    # half as before
    stage.resize(1920, 1080)
    qtbot.waitUntil(lambda: board.prompt_proxy.sceneBoundingRect().bottom()
                    <= board.regions.rects()["seat0.hand"].top(), timeout=5000)
    assert board.prompt_proxy.sceneBoundingRect().bottom() > board.spread.covered().top()

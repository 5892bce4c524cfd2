"""La Báciga's moments at the table, each put on it from a record and played by clicking its
real widgets (offscreen, instant animations): a pase and its replacements, a cut that loses
a passer's cards, a báciga sung with its comodín fixed on the card and revealed with the
contest's winner marked, a comodín fixed at the stand within 31, a tapada kept and a second
one turning it up, a pasado announced, the points track's credits, and refusals explained
by the tutor with their sections."""

from __future__ import annotations

from baciga_ui_helpers import click_card, pick_rank, press, put_deal

from zanga_desktop.games.baciga.rules import Card, Phase, Stop
from zanga_desktop.games.baciga.ui.model import Back

C = Card.parse


def _after_anas_draw(table, stock: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    """The player (20 in hand) to draw after Ana's báciga (9), her two cards from the top of
    `stock` and her stand."""
    put_deal(table, 2, 0, {"1": ("2o", "3c", "4e"), "0": ("10o", "6b", "4c")}, stock=stock,
             actions=({"seat": 1, "say": "baciga"}, {"seat": 0, "say": "paso"},
                      {"seat": 1, "draw": "up"}, {"seat": 1, "draw": "up"},
                      {"seat": 1, "stand": True}), levels=("human", "rules"))


def test_a_pase_deals_each_passer_as_many_cards(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    put_deal(table, 2, 1, {"0": ("12o", "11c", "5b"), "1": ("10e", "6c", "2o")},
             stock=("5e", "3c", "4o"))
    ctl, board = table.controller, table.board
    click_card(qtbot, board, C("12o"))
    click_card(qtbot, board, C("11c"))
    assert board.card_item(C("12o")).marks[0]  # chosen: outlined
    assert board.prompt.button("paso").text() == "Paso (2)"
    press(qtbot, board, "paso")
    assert board.laid_heap is not None and board.laid_heap.count == 2
    assert board.bubbles[0].text.startswith("Paso")
    # the other player (at this screen) passes too, laying the 10 de espadas down
    click_card(qtbot, board, C("10e"))
    press(qtbot, board, "paso")
    st = ctl.baciga.state
    assert st.talk == 2 and st.hands[0] == (C("5b"), C("5e"), C("3c"))
    assert st.hands[1] == (C("6c"), C("2o"), C("4o"))
    assert board.laid_heap.count == 0
    for card in st.hands[0]:
        assert board.card_item(card).isVisible() and board.card_item(card).face_up
    told = table.tutor.narration.toPlainText()
    assert "Everyone passed" in told and "talk 2 begins (section 6)" in told
    # both players at this screen: the tutor names no card laid face down, as the next
    # player reads it ("you" for the one who chose no name)
    assert "You pass, laying down 2 cards face down (section 5)." in told
    assert "Ana passes, laying down 1 card face down (section 5)." in told
    for hidden in ("rey de oros", "caballo de copas", "10 de espadas"):
        assert hidden not in told
    assert board.stock_heap is not None and board.stock_heap.count == 34


def test_a_cut_loses_the_cards_laid_down_before_it(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    put_deal(table, 2, 1, {"0": ("12o", "11c", "5b"), "1": ("10e", "6c", "2o")},
             stock=("5e", "3c", "4o"),
             actions=({"seat": 0, "say": "paso", "discard": ["12o", "11c"]},
                      {"seat": 1, "say": "paso", "discard": ["10e"]}))
    ctl, board = table.controller, table.board
    click_card(qtbot, board, C("3c"))
    press(qtbot, board, "paso")
    press(qtbot, board, "cartas")  # the other player cuts
    st = ctl.baciga.state
    assert st.phase is Phase.DRAW and len(st.hands[0]) == 2
    told = table.tutor.narration.toPlainText()
    # two players at one screen: each is named, the one who chose no name as "you"
    assert "The talk is cut (Cartas): the cards laid down by you go under the stock" in told


def test_a_baciga_sung_with_its_comodin_fixed_and_revealed(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    put_deal(table, 2, 1, {"0": ("7o", "2e", "4b"), "1": ("1o", "2c", "3e")})
    ctl, board = table.controller, table.board
    assert board.marks[C("7o")].text() == "comodín"  # a comodín says so on its face
    press(qtbot, board, "baciga")
    assert board.picker_proxy.isVisible()
    offered = [b.property("act") for b in board.picker.buttons if b.property("act") != "cancel"]
    assert offered == ["rank_1", "rank_2", "rank_3"]  # 2 + 4 + the comodín: 9 or less
    pick_rank(qtbot, board, 2)
    assert not board.picker_proxy.isVisible()
    press(qtbot, board, "baciga")  # the other player sings too: 1 + 2 + 3 = 6, lower
    st = ctl.baciga.state
    assert st.phase is Phase.DRAW and st.baciga_winner == 1
    # both bácigas face up at once, the comodín lying on the 2 it copies
    for card in ("7o", "2e", "4b", "1o", "2c", "3e"):
        item = board.card_item(C(card))
        assert item.isVisible() and item.face_up, card
    assert board.marks[C("7o")].text() == "= 2"
    row = board.rows[0].showing
    assert (C("2e"), C("7o")) in row.groups  # stacked: the pair of twos, the comodín on top
    assert ("★", "#f2c14e") in board.plates[1].badges  # the contest's winner
    assert "annulled" in board.plates[0].note
    assert board.track is not None and board.track.scores == (0, 2)
    assert [c.text for c in board.track.credits] == ["Báciga +2"]
    told = table.tutor.narration.toPlainText()
    assert "wins the contest" in told and "(section 8)" in told


def test_a_comodin_fixed_at_the_stand_never_over_31(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    put_deal(table, 2, 0, {"1": ("2o", "3c", "4e"), "0": ("10o", "6b", "7o")},
             stock=("10c", "5e", "4c", "12e"),
             actions=({"seat": 1, "say": "baciga"}, {"seat": 0, "say": "paso"},
                      {"seat": 1, "draw": "up"}, {"seat": 1, "draw": "up"},
                      {"seat": 1, "stand": True}))
    ctl, board = table.controller, table.board
    press(qtbot, board, "up")  # the 4 de copas: 10 + 6 + 4 and the free comodín at 1: 21
    assert board.rows[0].total.text == "21"
    press(qtbot, board, "stand")
    offered = [b.property("act") for b in board.picker.buttons if b.property("act") != "cancel"]
    assert offered == [f"rank_{r}" for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]  # 20 + 10 = 30
    assert board.picker.button("rank_10").property("best")  # a pair of sotas at 30
    pick_rank(qtbot, board, 10)
    st = ctl.baciga.state
    assert st.stops[0] is Stop.STOOD and dict(st.fixes[0])[C("7o")] == 10
    assert board.marks[C("7o")].text() == "= Sota"
    assert st.points[0] == 1 + 1  # the pair of sotas, then el punto (30 against 24)


def test_only_the_ranks_within_31_are_offered(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    put_deal(table, 2, 0, {"1": ("2o", "3c", "4e"), "0": ("10o", "12b", "7o")},
             stock=("10c", "5e", "4c", "12e"),
             actions=({"seat": 1, "say": "baciga"}, {"seat": 0, "say": "paso"},
                      {"seat": 1, "draw": "up"}, {"seat": 1, "draw": "up"},
                      {"seat": 1, "stand": True}))
    board = table.board
    press(qtbot, board, "up")  # 10 + 10 + 4 = 24, and the comodín
    press(qtbot, board, "stand")
    offered = [b.property("act") for b in board.picker.buttons if b.property("act") != "cancel"]
    assert offered == [f"rank_{r}" for r in (1, 2, 3, 4, 5, 6, 7)]
    notes = [w.text() for w in board.picker.findChildren(_label_type())]
    assert any("Not sota, caballo, rey: they would take you over 31 (section 9)." in n
               for n in notes)
    press_cancel = board.picker.button("cancel")
    assert press_cancel is not None
    qtbot.mouseClick(press_cancel, _left())
    assert not board.picker_proxy.isVisible() and board.prompt_proxy.isVisible()


def _label_type() -> type:
    from PySide6.QtWidgets import QLabel

    return QLabel


def _left() -> object:
    from PySide6.QtCore import Qt

    return Qt.MouseButton.LeftButton


def test_a_tapada_kept_then_turned_up_by_another(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    _after_anas_draw(table, stock=("10c", "5e", "1e", "2b", "3b"))
    ctl, board = table.controller, table.board
    click_card(qtbot, board, C("6b"))  # kept face down as the player shows his cards
    st = ctl.baciga.state
    assert st.tapadas[0] is C("6b") and st.begun[0]
    assert board.rows[0].showing.tapada is C("6b")
    assert board.card_item(C("6b")).face_up  # the player sees his own tapada
    assert "tapada" in board.prompt.findChildren(_label_type())[1].text()
    # a tapada once the draw has begun is refused, and the tutor says why
    click_card(qtbot, board, C("10o"))
    assert st.tapadas[0] is C("6b")
    refusal = table.tutor.explanation.text()
    assert "Your draw has begun" in refusal and "baciga-rules:9" in refusal
    press(qtbot, board, "down")  # a new tapada turns the old one up
    assert st.tapadas[0] is C("1e") and C("6b") in st.shown[0]
    told = table.tutor.narration.toPlainText()
    assert "Your old tapada is turned up: the 6 de bastos." in told


def test_the_others_see_a_tapada_face_down(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    put_deal(table, 2, 0, {"1": ("10o", "6b", "4c"), "0": ("2o", "3c", "4e")},
             stock=("10c", "5e", "1e"),
             actions=({"seat": 1, "say": "paso", "discard": ["4c"]},
                      {"seat": 0, "say": "baciga"}, {"seat": 1, "tapar": "6b"},
                      {"seat": 1, "draw": "up"}, {"seat": 1, "stand": True}),
             levels=("human", "rules"))
    board = table.board
    qtbot.waitUntil(lambda: table.controller.human_to_act, timeout=5000)
    assert not board.card_item(C("6b")).isVisible()  # its face never shows to the player
    back = board.backs[Back("tapada", 1, 0)]
    assert back.isVisible() and not back.face_up
    assert board.rows[1].showing.tapada == Back("tapada", 1, 0)
    assert board.rows[1].total.text == "20+?"  # the 10 de oros and the 10 de copas shown
    assert "the cards laid down by Ana go under the stock" in \
        table.tutor.narration.toPlainText()


def test_a_pasado_is_announced_and_costs_a_point(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    _after_anas_draw(table, stock=("10c", "5e", "7e", "12e", "3b"))
    ctl, board = table.controller, table.board
    press(qtbot, board, "up")
    press(qtbot, board, "up")  # 20 + 7 + 10 = 37
    st = ctl.baciga.state
    assert st.stops[0] is Stop.PASADO
    assert board.bubbles[0].text == "¡Pasado!"
    assert "pasado" in board.plates[0].note
    assert board.track is not None
    assert [c.text for c in board.track.credits] == ["Báciga +2", "Pasado −1", "El punto +1"]
    assert board.track.scores == (-1, 3)
    told = table.tutor.narration.toPlainText()
    assert "¡Pasado! You go over 31 and stop (section 9)." in told
    assert "You: Pasado −1; −1 in all (section 10)." in told
    summary = " ".join(b.text() for b in board.prompt.findChildren(_label_type()))
    assert "The deal is over" in summary and "Pasado −1" in summary


def test_the_log_tells_each_card_drawn_and_the_total_stood_on(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """A draw read from the hand log alone: each card asked for face up, with the total it
    makes, and the total a player stands on (it said only "Otra" and "Me planto")."""
    table = stage.table
    _after_anas_draw(table, stock=("10c", "5e", "1e", "12e", "3b"))
    board = table.board
    press(qtbot, board, "up")  # 20 + 1
    press(qtbot, board, "stand")
    logged = [table.log.list.item(i).text() for i in range(table.log.list.count())]
    for line in ("Ana: Otra — sota de copas (19)", "Ana: Otra — 5 de espadas (24)",
                 "Ana: Me planto (24)", "You: Otra — as de espadas (21)",
                 "You: Me planto (21)"):
        assert line in logged, logged


def test_refusals_are_explained_with_their_sections(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    put_deal(table, 2, 1, {"0": ("12o", "5c", "3e"), "1": ("10e", "6c", "2o")})
    board = table.board
    press(qtbot, board, "baciga")  # 18: no báciga
    text = table.tutor.explanation.text()
    assert "Your cards total 18: a báciga is three cards totalling 9 or less." in text
    assert "baciga-rules:8" in text
    press(qtbot, board, "cartas")  # the first talk
    text = table.tutor.explanation.text()
    assert "Cartas may be said only from the second talk on" in text
    press(qtbot, board, "paso")  # nothing chosen to lay down
    assert "To pass, lay down 1 to 3 of your cards" in table.tutor.explanation.text()
    press(qtbot, board, "bacigote")
    assert "are not three of one rank" in table.tutor.explanation.text()
    assert table.controller.baciga.state.talk == 1 and not table.controller.baciga.state.said


def test_the_backs_are_the_only_pieces_of_others_hidden_cards(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    put_deal(table, 4, 3, {"0": ("12o", "5c", "3e")}, levels=("human", "rules", "rules",
                                                               "rules"))
    board = table.board
    st = table.controller.baciga.state
    for s in (1, 2, 3):
        for card in st.hands[s]:
            assert not board.card_item(card).isVisible()
        assert sum(1 for ref, item in board.backs.items()
                   if isinstance(ref, Back) and ref.seat == s and item.isVisible()) \
            == len(st.hands[s])


def test_salirse_claimed_by_the_player_when_the_table_does_not(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """Section 12 with `auto_salirse` off: a player whose side's points and the pairs in his
    hand reach 18 claims the win with ¡Me salgo!, before his draw."""
    table = stage.table
    put_deal(table, 2, 1, {"0": ("5o", "5c", "12b"), "1": ("1o", "2c", "3e")},
             actions=({"seat": 0, "say": "paso", "discard": ["12b"]},
                      {"seat": 1, "say": "baciga"}),
             points=(17, 0), options={"auto_salirse": False}, levels=("human", "rules"))
    ctl, board = table.controller, table.board
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    assert board.prompt.button("salir") is not None
    press(qtbot, board, "salir")
    st = ctl.baciga.state
    assert st.is_over and st.winner() == 0
    assert board.track is not None and board.track.credits[-1].text == "Salirse +1"
    summary = " ".join(b.text() for b in board.prompt.findChildren(_label_type()))
    assert "You win the game!" in summary

"""Mesa mode at the table (rules section 8): any card may be played, ¡Renuncio! claims by the
human and by the computer players, the review of the tricks a claim opens (Art. 35), and
the penalties explained with their articles (Art. 29-33)."""

from __future__ import annotations

from deals import deal_of
from PySide6.QtCore import Qt
from ui_helpers import click_card, wait_for_human

from zanga_desktop.games.zanga.records import Game, GameRecord
from zanga_desktop.games.zanga.rules import Action, Card, Kind, Phase, Suit, Word
from zanga_desktop.games.zanga.ui.controller import Setup
from zanga_desktop.ui.main_window import MainWindow

MESA = {"renuncio_mode": "mesa"}
NAMES = ["Tester", "Ana", "Benito", "Carmela"]


def _setup() -> Setup:
    return Setup(name="Tester", levels=("human", "rules", "rules", "rules"), seed=3,
                 options=dict(MESA))


def _record(spec: dict[int, str], dealer: int, words: list[tuple[int, Word]], trump: Suit,
            plays: list[tuple[int, str | None]]) -> GameRecord:
    """A mesa hand dealt by hand, spoken and played up to a point (None: a legal card)."""
    game = Game(GameRecord(options=dict(MESA), first_hand=False, players=list(NAMES)))
    game.start_hand(dealer, deal_of(spec))
    for seat, word in words:
        game.apply(Action(seat, Kind.SAY, word))
    nombrado = game.state.nombrado
    assert nombrado is not None
    game.apply(Action(nombrado, Kind.TRUMP, trump))
    for seat, text in plays:
        card = Card.parse(text) if text else game.state.legal_plays(seat)[0]
        game.apply(Action(seat, Kind.PLAY, card))
    return game.record


COPAS_0 = "3c 5o 5c 6c 2e 3e 3b 2b"
COPAS_1 = "4c 12c 11c 10c 1c 2c 6e 7e"
DECLARE_0 = [(0, Word.JUEGO), (1, Word.PASO), (2, Word.PASO), (3, Word.PASO)]


def _claim(qtbot, w: MainWindow) -> None:  # type: ignore[no-untyped-def]
    button = w.board.claim_button
    qtbot.waitUntil(lambda: button.isVisible() and button.isEnabled(), timeout=5000)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def test_a_human_claim_proves_an_ai_renuncio_and_the_review_shows_it(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    # Ana (seat 1) holds copas but throws the 6 of espadas on a copa lead
    record = _record({0: COPAS_0, 1: COPAS_1}, 3, DECLARE_0, Suit.OROS, [(0, "3c"), (1, "6e")])
    window.controller.resume(record, _setup())
    st = window.controller.state
    assert st.renuncios and st.renuncios[0].seat == 1
    assert window.board.claim_button.isVisible()
    assert not window.board.peek_button.isVisible()  # Art. 35: no peeking at a mesa table
    pot = st.pot
    before = st.vales
    _claim(qtbot, window)
    qtbot.waitUntil(lambda: window.table.summary.isVisible(), timeout=5000)
    result = window.controller.state.last_result
    assert result is not None and result.result == "renuncio"
    assert result.claims == ((0, True),)
    assert window.controller.state.vales[0] == before[0] + pot
    # the review: every trick of the hand, the offending card outlined
    assert window.table.summary.tricks.isVisible()
    assert window.table.summary.tricks.marked == [Card.parse("6e")]
    assert "Renuncio" in window.table.summary.title.text()
    assert "Art. 29" in window.table.summary.details.text()
    # the cards of the suit led the offender kept back, told by name (not "he")
    ana = window.controller.names[1]
    details = window.table.summary.details.text()
    assert f"{ana} held " in details, details
    narration = window.tutor.narration.toPlainText()
    assert "6 de espadas" in narration or "6e" in narration or "espadas" in narration
    assert "Art. 27" in narration and "Art. 29" in narration
    assert not window.board.claim_button.isEnabled()


def test_a_false_claim_costs_two_vales_and_play_goes_on_after_the_review(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    record = _record({0: COPAS_0, 1: COPAS_1}, 3, DECLARE_0, Suit.OROS, [(0, "3c"), (1, "4c")])
    window.controller.resume(record, _setup())
    st = window.controller.state
    before = st.vales
    _claim(qtbot, window)
    assert st.claims == ((0, False),)
    assert st.vales == (before[0] - 2, before[1] + 2)
    assert window.table.review.isVisible()
    assert window.table.review.grid.marked == []
    assert "Art. 32" in window.table.review.details.text()
    assert "Art. 32" in window.tutor.narration.toPlainText()
    assert not window.board.claim_button.isEnabled()  # nothing moves while the review shows
    played = len(st.actions)
    qtbot.wait(50)
    assert len(st.actions) == played
    qtbot.mouseClick(window.table.review.button, Qt.MouseButton.LeftButton)
    assert not window.table.review.isVisible()
    qtbot.waitUntil(lambda: len(st.actions) > played, timeout=5000)
    assert st.phase is Phase.PLAY


def test_the_human_may_play_any_card_and_the_ai_claims_when_it_shows(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    # Carmela (seat 3) is mano and leads a copa; the human holds copas but throws an espada
    words = [(3, Word.JUEGO), (0, Word.PASO), (1, Word.PASO), (2, Word.PASO)]
    record = _record({0: "3c 5c 6c 2e 3e 3b 2b 4b", 3: "4c 12o 11o 10o 12b 11b 10b 7b"}, 2,
                     words, Suit.OROS, [(3, "4c")])
    window.controller.resume(record, _setup())
    wait_for_human(qtbot, window)
    st = window.controller.state
    assert st.to_act == 0 and Card.parse("2e") not in st.legal_plays(0)
    click_card(qtbot, window, Card.parse("2e"))
    assert st.renuncios and st.renuncios[0].seat == 0  # accepted: no refusal
    assert not window.tutor.explanation.isVisible()
    # play on, showing a copa as soon as the human leads or may follow with one
    for _ in range(12):
        wait_for_human(qtbot, window)
        if st.phase is not Phase.PLAY:
            break
        hand = window.board.human_hand()
        copas = [c for c in hand if c.suit is Suit.COPAS]
        click_card(qtbot, window, copas[0] if copas else st.legal_plays(0)[0])
    qtbot.waitUntil(lambda: st.phase in (Phase.DEAL, Phase.GAME_OVER), timeout=5000)
    result = st.last_result
    assert result is not None and result.result == "renuncio"
    claimer, proven = result.claims[0]
    assert proven and claimer in (1, 3)
    qtbot.waitUntil(lambda: window.table.summary.isVisible(), timeout=5000)
    assert window.table.summary.tricks.marked == [Card.parse("2e")]


def test_mesa_play_over_waits_for_claims_then_next_hand_settles(
        qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    top = "1e 7o 1b 1o 12o 11o 10o 2o"
    record = _record({0: top}, 3, DECLARE_0, Suit.OROS, [])
    window.controller.resume(record, _setup())
    st = window.controller.state
    for _ in range(10):
        wait_for_human(qtbot, window)
        if st.phase is not Phase.PLAY:
            break
        names = [b.objectName() for b in window.board.prompt.buttons]
        if window.board.prompt.isVisible() and names:
            assert names == ["act_call_cinco"]
        click_card(qtbot, window, st.legal_plays(0)[0])
    qtbot.waitUntil(lambda: window.table.summary.isVisible(), timeout=5000)
    assert st.phase is Phase.SCORING  # not settled: claims are still heard
    assert window.table.summary.pending and "Play is over" in window.table.summary.title.text()
    assert window.board.claim_button.isEnabled()
    hands = st.hand_index
    qtbot.mouseClick(window.table.summary.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: st.hand_index == hands + 1, timeout=5000)
    assert st.results[-1].result == "sacada"
    assert sum(st.vales) + st.pot + st.fianza == 32

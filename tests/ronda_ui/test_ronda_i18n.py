"""La Ronda in Spanish, English and Japanese at the table: the prompt, the points track's
chips, the stack's caption, the plates and a refusal follow the language, also when it is
changed in the middle of a deal."""

from __future__ import annotations

from ronda_ui_helpers import click_card, position, prompt_text, resume_all_human

from zanga_desktop.games.ronda.rules import Card, Phase
from zanga_desktop.ui import i18n

C = Card.parse


def test_the_table_speaks_each_language_and_follows_a_change(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    i18n.install("es")
    match = position(2, 1, "1o 4c 10e 12b", [{0: "6o 6c 7c", 1: "6e 7b 11o"}])
    resume_all_human(stage, match)
    table = stage.table
    ctl, board = table.controller, table.board
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=5000)
    said = prompt_text(board)
    assert "Tienes una ronda de seises" in said and "Cantar ronda (+2)" in said
    assert "Esperar" in said
    board.prompt.button("wait").click()
    qtbot.waitUntil(lambda: ctl.ronda.state.phase is Phase.PLAY, timeout=5000)
    click_card(qtbot, board, C("7c"))  # a drop
    qtbot.waitUntil(lambda: ctl.ronda.state.turn == 1, timeout=5000)
    click_card(qtbot, board, C("7b"))  # Ana falls on it
    qtbot.waitUntil(lambda: ctl.ronda.state.turn == 0, timeout=5000)
    assert board.spread.caption.text == "¡Se cae!"
    assert [c.credit.text for c in board.track.chips(1)] == ["Caída +1"]
    assert "cae sobre la carta recién echada" in table.tutor.narration.toPlainText()
    assert "Esperar" not in prompt_text(board) or not board.prompt_proxy.isVisible()
    i18n.install("ja")
    table.retranslate()
    assert board.stock.caption.text == "山札"
    assert "第1回" in board.info.text
    assert [c.credit.text for c in board.track.chips(1)] == ["カイーダ +1"]
    i18n.install("en")
    table.retranslate()
    assert board.stock.caption.text == "Stock"


def test_a_refusal_in_spanish_and_japanese(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    match = position(2, 1, "3o 4c 5e 12c", [{0: "4b 11o 7c", 1: "6e 7b 2o"}])
    resume_all_human(stage, match)
    table = stage.table
    ctl, board = table.controller, table.board
    qtbot.waitUntil(lambda: ctl.human_to_act and ctl.ronda.state.phase is Phase.PLAY,
                    timeout=5000)
    i18n.install("es")
    click_card(qtbot, board, C("7c"))
    text = table.tutor.explanation.text()
    assert "Recoger es obligatorio" in text and "4 de bastos se lleva" in text
    assert "sección 5" in text
    i18n.install("ja")  # the tutor writes the refusal again in the new language
    qtbot.waitUntil(lambda: "取るのは義務" in table.tutor.explanation.text(), timeout=3000)
    i18n.install("en")


def test_the_players_own_envio_words_are_told_to_him(qtbot) -> None:  # type: ignore[no-untyped-def]
    """His own ¡Envío!, chiquita and a la mayor say "you" ("Dices ¡Envío!"), never his
    shown name with the third person ("Tú dice ¡Envío!"); another's keep the name."""
    from zanga_desktop.games.ronda.rules import Said, Word
    from zanga_desktop.games.ronda.ui.narration import Teller, tutor_lines

    teller = Teller(0, ("Tú", "Benito", "Ana", "Carmela"), hot=False)
    try:
        for lang, mine, theirs in (("es", "Dices ", "Benito dice "),
                                   ("en", "You say ", "Benito says "),
                                   ("ja", "あなたが「", "Benitoが「")):
            i18n.install(lang)
            for word in (Word.ENVIO, Word.CHIQUITA, Word.A_LA_MAYOR):
                [(own, _)] = tutor_lines(Said(0, word), teller)
                [(other, _)] = tutor_lines(Said(1, word), teller)
                assert own().startswith(mine), own()
                assert other().startswith(theirs), other()
                assert "Tú dice" not in own() and "You says" not in own()
    finally:
        i18n.install("en")


def test_the_cante_prompt_names_one_singer_or_several(qtbot) -> None:  # type: ignore[no-untyped-def]
    """In the cante window the prompt lists who sang; Spanish says "Cantó" for one singer and
    "Cantaron" for more, English and Japanese one wording for both."""
    from PySide6.QtWidgets import QLabel

    from zanga_desktop.games.ronda.positions import position_game
    from zanga_desktop.games.ronda.rules.observation import observe
    from zanga_desktop.games.ronda.ui.prompt import Prompt

    names = ("Tú", "Ana", "Benito", "Carmela")
    hands = [{0: "6o 6c 7c", 1: "5e 5b 11o", 2: "3o 3c 2e", 3: "7o 7e 2b"}]

    def title(lang: str, moves: list[tuple[int, str, str]]) -> str:
        game = position_game(4, 0, "1o 4c 10e 12b", hands, moves, names=names)
        prompt = Prompt(lambda _a: None, lambda: None)
        qtbot.addWidget(prompt)
        i18n.install(lang)
        assert prompt.offer(observe(game.state, 0), names, last_call=False)
        return prompt.findChildren(QLabel)[0].text()

    one = [(1, "declare", "ronda"), (2, "wait", ""), (3, "wait", "")]
    two = [(1, "declare", "ronda"), (2, "declare", "ronda"), (3, "wait", "")]
    try:
        assert title("es", one) == "Cantó: Ana (ronda)"
        assert title("es", two) == "Cantaron: Ana (ronda), Benito (ronda)"
        assert title("en", one) == "Sung: Ana (ronda)"
        assert title("en", two) == "Sung: Ana (ronda), Benito (ronda)"
        assert title("ja", one).startswith("宣言：Ana")
    finally:
        i18n.install("en")


def test_section9_the_contest_and_its_credit_tell_the_player_as_you(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The contest's first speaker and the envío's best holder, when the player, are "you"
    ("you speak first", "you hold the best ronda"), never his shown name with the third
    person ("You speaks first", "Tú tiene"); another keeps his name."""
    from zanga_desktop.games.ronda.rules import Combo, Credited, Lance, Settled, Status, Word
    from zanga_desktop.games.ronda.ui.narration import Teller, tutor_lines

    teller = Teller(0, ("Tú", "Benito"), hot=False)
    ronda = ((0, Combo.RONDA, Status.CONTENDER), (1, Combo.RONDA, Status.CONTENDER))
    try:
        for lang, mine, theirs in (("es", "hablas tú primero", "habla primero Benito"),
                                   ("en", "you speak first", "Benito speaks first"),
                                   ("ja", "あなたが最初に", "Benitoが最初に")):
            i18n.install(lang)
            for first, expected in ((0, mine), (1, theirs)):
                contenders = (first, 1 - first)
                [(line, _)] = tutor_lines(Settled(0, ronda, contenders, Combo.RONDA), teller)
                assert expected in line(), line()
        for lang, mine, theirs in (("es", "tú tienes", "Benito tiene"),
                                   ("en", "you hold", "Benito holds")):
            i18n.install(lang)
            for how in (Word.A_LA_MAYOR, Word.QUIERO):
                for seat, expected in ((0, mine), (1, theirs)):
                    credit = Credited(Lance.ENVIO, seat, seat, 4, (4, 0), how, Combo.RONDA)
                    [(line, _)] = tutor_lines(credit, teller)
                    assert expected in line(), line()
                    assert "You holds" not in line() and "Tú tiene" not in line()
    finally:
        i18n.install("en")


def test_section9_a_voided_ronda_of_the_players_is_told_as_his(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A rival's rondín voids the player's ronda: "Your ronda does not count", never
    "You's ronda" or "La ronda de Tú"; another's keeps his name."""
    from zanga_desktop.games.ronda.rules import Combo, Settled, Status
    from zanga_desktop.games.ronda.ui.narration import Teller, tutor_lines

    teller = Teller(0, ("Tú", "Benito"), hot=False)
    try:
        for lang, mine, theirs in (("en", "Your ronda does not count", "Benito's ronda"),
                                   ("es", "Tu ronda no cuenta", "La ronda de Benito")):
            i18n.install(lang)
            for seat, expected in ((0, mine), (1, theirs)):
                rondin = 1 - seat
                declared = ((seat, Combo.RONDA, Status.VOID),
                            (rondin, Combo.RONDIN, Status.SCORED))
                lines = [line() for line, _ in tutor_lines(Settled(0, declared), teller)]
                assert any(line.startswith(expected) for line in lines), lines
                assert not any("You's" in line or "de Tú" in line for line in lines)
    finally:
        i18n.install("en")

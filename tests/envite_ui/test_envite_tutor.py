"""El Envite's tutor, hints, señas, claims, keys, a hand exported alone and the shared-screen
cover, driven through the real table (offscreen, instant animations): a refused card and a
bet explained with their sections, a hint with its reason, a seña's gesture drawn and
logged, a computer seat's renuncio claim reviewed, cards played by keyboard, an exported
hand replayed by `zanga-cli replay`, and the cover between two humans."""

from __future__ import annotations

import html
import json
from pathlib import Path

from envite_ui_helpers import click_card, first_bet_of_four_humans, play_first_legal, press
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QLabel

from zanga_desktop.cli import main as cli_main
from zanga_desktop.core.deck import DECK, Card
from zanga_desktop.games.envite.ai.hints import Hint
from zanga_desktop.games.envite.game import EnviteMatch
from zanga_desktop.games.envite.records import EnviteGame, EnviteRecord, HandRecord
from zanga_desktop.games.envite.rules import Deal, Kind, Sena, play
from zanga_desktop.games.envite.ui.controller import HUMAN, EnviteSetup, default_names
from zanga_desktop.ui import settings
from zanga_desktop.ui.player_name import is_unnamed
from zanga_desktop.ui.table.layout import SCENE


def _at(stage, vira: str, hands: list[str], moves: tuple[str, ...] = (), dealer: int | None = None,
        levels: tuple[str, ...] | None = None, **options: object):  # type: ignore[no-untyped-def]
    """The table resumed at a hand dealt as written, after `moves` ("0 play 12o")."""
    seats = len(hands)
    cards = [tuple(Card.parse(t) for t in h.split()) for h in hands]
    used = {Card.parse(vira), *(c for h in cards for c in h)}
    deal = Deal(Card.parse(vira), tuple(cards), tuple(c for c in DECK if c not in used))
    actions = []
    for m in moves:
        seat, _kind, card = m.split()
        actions.append(play(int(seat), Card.parse(card)))
    record = EnviteRecord(options=dict(options), players=list(default_names(seats)),
                          team_size=seats // 2, captains=(0, seats - 1))
    record.hands.append(HandRecord(seats - 1 if dealer is None else dealer, deal, actions))
    setup = EnviteSetup(seats // 2, levels or (HUMAN,) * seats, default_names(seats),
                        (0, seats - 1), options=options, seed=3)
    stage.table.resume(EnviteMatch(EnviteGame.from_record(record)), setup=setup)
    return stage.table


def _narration(table) -> str:  # type: ignore[no-untyped-def]
    return table.tutor.narration.toPlainText()


def _key(table, key: Qt.Key, text: str = "") -> bool:  # type: ignore[no-untyped-def]
    return table.handle_key(QKeyEvent(QEvent.Type.KeyPress, key, Qt.KeyboardModifier.NoModifier,
                                      text))


# ---------------------------------------------------------------- the tutor


def test_a_card_refused_on_an_arrastre_is_explained(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    # section 10's worked hand: seat 3 leads the 3c, an arrastre; seat 1 holds the 7c
    table = _at(stage, "4c", ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"],
                ("0 play 12o", "1 play 3o", "2 play 1o", "3 play 6c", "3 play 3c",
                 "0 play 5e"))
    ctl = table.controller
    assert ctl.match.to_act == 1
    click_card(qtbot, table.board, Card.parse("12e"))
    text = table.tutor.explanation.text()
    assert "arrastre" in text and "7 de copas" in text
    assert "section 5, rule 1" in text
    assert ctl.envite.state.hands[1] == tuple(Card.parse(c) for c in ("7c", "12e"))


def test_the_exempt_top_card_is_explained(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    # dealer 2: seat 3 is el mano and leads a triunfo; seat 0 holds the 2c (the top card
    # for n = 2, section 3) and the 5c: he may keep the 2c, but then the 5c must serve
    table = _at(stage, "4c", ["2c 5c 5e", "3o 7o 12e", "1o 11e 4b", "6c 3c 7b"],
                ("3 play 3c",), dealer=2)
    assert table.controller.match.to_act == 0
    click_card(qtbot, table.board, Card.parse("5e"))
    text = table.tutor.explanation.text()
    assert "top card" in text and "2 de copas" in text and "5 de copas" in text
    assert "section 3" in text


def test_the_plain_suit_or_a_triunfo(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = _at(stage, "4c", ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"],
                ("0 play 12o",))
    click_card(qtbot, table.board, Card.parse("12e"))
    text = table.tutor.explanation.text()
    assert "oros was led" in text and "or a triunfo" in text and "section 5, rule 2" in text


def test_a_lessons_refusal_says_what_the_table_tutor_says(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    # the 12o led; seat 1 holds 3o 7c 12e, copas virado: the 3o or the triunfo 7c, never 12e
    from zanga_desktop.games.envite.learn.checks import explain_error

    table = _at(stage, "4c", ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"],
                ("0 play 12o",))
    refused: list[object] = []
    table.controller.refused.connect(refused.append)
    click_card(qtbot, table.board, Card.parse("12e"))
    shown = table.tutor.explanation.text().removeprefix("<b>").replace("</b>", "")
    reason, _section, may = (html.unescape(x) for x in shown.split("<br>"))  # no engine text
    assert may == "You may play: 3 de oros, 7 de copas."
    lesson = explain_error(refused[0], table.controller.envite.state)  # type: ignore[arg-type]
    assert lesson == reason + " " + may


def test_a_bet_and_its_answer_are_explained(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    ctl, board = table.controller, table.board
    bettor = first_bet_of_four_humans(qtbot, table, seed=11)
    text = _narration(table)
    name = ctl.names[bettor]
    captain = ctl.names[ctl.envite.state.captains[1 - bettor % 2]]
    # four people at one screen: each by his name, the one who chose none as "you"
    assert ("You send an envío of 3 (section 6)." if is_unnamed(name)
            else f"{name} sends an envío of 3 (section 6).") in text
    assert f"{captain} answers for" in text and "Quiero plays the hand for 3 piedras" in text
    assert "scores 1 piedra, the stake in force" in text
    assert "may raise to 6 first: that accepts the 3" in text
    while board.prompt.button("quiero") is None:
        press(qtbot, board, "decline")
    press(qtbot, board, "quiero")
    assert "the capitán, says ¡Quiero!: the hand is now played for 3 piedras" in _narration(table)


# ---------------------------------------------------------------- hints


def test_a_hint_with_its_reason(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = _at(stage, "4c", ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"],
                ("0 play 12o", "1 play 3o"), senas="off")
    ctl = table.controller
    assert ctl.match.to_act == 2 and table.tutor.hint_button.isEnabled()
    with qtbot.waitSignal(ctl.hint_ready, timeout=20000) as got:
        qtbot.mouseClick(table.tutor.hint_button, Qt.MouseButton.LeftButton)
    found = got.args[0]
    assert isinstance(found, Hint) and found.action.kind is Kind.PLAY
    # seat 2 must play his only oro, the 1o: a card the partner's trick does not need
    assert found.action.value == Card.parse("1o")
    label = table.tutor.hint_label.text()
    assert label == ("Hint: Your partner's rey de oros already wins this trick: play low "
                     "(as de oros).")
    assert table.board.card_item(Card.parse("1o")).marks[3]  # outlined as the hint


def test_a_hint_for_an_answer_and_for_senas(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=11))
    ctl, board = table.controller, table.board
    press(qtbot, board, "bet")
    while board.prompt.button("quiero") is None:
        press(qtbot, board, "decline")
    with qtbot.waitSignal(ctl.hint_ready, timeout=20000) as got:
        table.ask_hint()
    found = got.args[0]
    assert isinstance(found, Hint)
    assert found.action.kind in (Kind.ANSWER, Kind.BET)
    label = table.tutor.hint_label.text()
    assert "section 6" in label and "%" in label
    for action, _why in found.senas:
        assert action.kind is Kind.SENA and action in ctl.match.legal_actions()
    if found.senas:
        assert "section 7" in label


# ---------------------------------------------------------------- señas


def test_a_sena_gesture_is_drawn_and_logged(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=13))
    ctl, board = table.controller, table.board
    sender = ctl.match.to_act
    card_senas = [b.property("act") for b in board.prompt.buttons
                  if b.property("act").startswith("sena_")
                  and b.property("act") not in ("sena_envia", "sena_no_envies")]
    name = card_senas[0] if card_senas else "sena_envia"
    which = Sena(name[5:])
    press(qtbot, board, name)
    face = board.faces[sender]
    assert face.isVisible() and face.sena is which
    assert table.senas_log.list.count() == 1
    line = table.senas_log.list.item(0).text()
    assert "section 7" in line and "«" in line
    # the gesture goes after a moment; the log keeps it for the hand
    qtbot.waitUntil(lambda: not face.isVisible(), timeout=5000)
    assert table.senas_log.list.count() == 1
    # the opponents never see it: their plates show no gesture when they play
    play_first_legal(qtbot, board)
    assert ctl.envite.observe((sender + 1) % 4).senas == ()


def test_a_senas_face_stays_clear_of_a_long_word_in_its_seats_bubble(  # type: ignore[no-untyped-def]
        qtbot, stage) -> None:
    table = stage.table
    table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=13))
    board = table.board
    assert board.layout is not None
    top = next(s for s, p in enumerate(board.layout.places) if p.name == "top")
    face, bubble = board.faces[top], board.bubbles[top]
    face.flash(Sena.NO_ENVIES, 5000)
    home = face.pos()
    board.said[top] = "No envíes, no envíes"  # a long word under a top seat's plate
    board._paint_seats(board.news)
    assert bubble.isVisible()
    assert not bubble.sceneBoundingRect().intersects(face.sceneBoundingRect())
    assert SCENE.contains(face.sceneBoundingRect())
    board.said.pop(top)  # the bubble empty again: the face back by the plate
    board._paint_seats(board.news)
    assert face.pos() == home


def test_the_perica_is_a_wink(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    # teams of three: the 10o is a matador, la perica (section 3); its gesture is a wink
    table = _at(stage, "4c", ["10o 2e 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b", "1e 2b 3e",
                              "4e 5b 6e"])
    ctl, board = table.controller, table.board
    assert ctl.match.to_act == 0
    press(qtbot, board, "sena_perica")
    assert board.faces[0].sena is Sena.PERICA and board.faces[0].isVisible()
    assert "a wink" in table.senas_log.list.item(0).text()
    assert "I hold the perica" in table.senas_log.list.item(0).text()


def test_caught_senas_are_shown_to_the_catcher_in_pillar_mode(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    # the computer seats send señas; with pillar_p 1 the human catches every one
    table = _at(stage, "4c", ["12o 2e 5e", "2c 12c 3c", "1o 11e 4b", "6c 7c 7b"], dealer=0,
                levels=(HUMAN, "rules", "rules", "rules"), senas="pillar", pillar_p=1.0)
    ctl = table.controller
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=20000)
    obs = ctl.envite.observe(0)
    caught = [x for x in obs.senas if x.seat % 2 == 1]
    assert caught, "seat 1 holds the malilla and the rey: the level sends a seña of them"
    lines = [table.senas_log.list.item(i).text() for i in range(table.senas_log.list.count())]
    assert any(line.startswith("You caught") for line in lines)


# ---------------------------------------------------------------- claims


def test_a_computer_seat_claims_a_renuncio_and_the_claim_is_reviewed(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    # mesa mode, teams of one: seat 1 leads espadas, the human renounces with a basto while
    # he holds the 5e; once he plays the 5e, the computer seat can prove it and claims
    table = _at(stage, "4c", ["4b 5e 7o", "12e 4o 6b"], ("1 play 12e", "0 play 4b"), dealer=0,
                levels=(HUMAN, "rules"), renuncio_mode="mesa", senas="off")
    ctl, board = table.controller, table.board
    qtbot.waitUntil(lambda: ctl.human_to_act, timeout=20000)
    while board.prompt.button("quiero") is not None:  # a bet from the computer seat
        press(qtbot, board, "quiero")
        qtbot.waitUntil(lambda: ctl.human_to_act, timeout=20000)
    click_card(qtbot, board, Card.parse("5e"))
    qtbot.waitUntil(lambda: board.prompt.button("go_on") is not None
                    and board.prompt_proxy.isVisible(), timeout=20000)
    texts = [w.text() for w in board.prompt.findChildren(QLabel)]
    assert any("claims ¡Renuncio! and proves it" in t for t in texts)
    assert any(t.startswith("You played the 4 de bastos in trick 1") and "section 5, rule 2"
               in t for t in texts)
    assert "You played the 4 de bastos in trick 1" in _narration(table)
    result = ctl.envite.state.results[-1]
    assert result.winner == 1 and any(r.proven for r in result.renuncios)
    press(qtbot, board, "go_on")
    qtbot.waitUntil(lambda: board.prompt.button("next") is not None, timeout=5000)


# ---------------------------------------------------------------- keys


def test_cards_and_buttons_by_keyboard(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=12, options={
        "senas": "off"}))
    ctl, board = table.controller, table.board
    seat = ctl.match.to_act
    hand = ctl.envite.state.hands[seat]
    # E presses the envío; the answers go by N (no raise) and Q (quiero)
    assert _key(table, Qt.Key.Key_E, "e")
    assert ctl.envite.state.bet == 3
    while board.prompt.button("quiero") is None:
        assert _key(table, Qt.Key.Key_N, "n")
    assert _key(table, Qt.Key.Key_Q, "q")
    assert ctl.envite.state.stake == 3 and ctl.match.to_act == seat
    # the arrows move the keyboard's card, Enter plays it
    assert _key(table, Qt.Key.Key_Right)
    assert board.card_item(hand[0]).marks[2]
    assert _key(table, Qt.Key.Key_Right)
    assert board.card_item(hand[1]).marks[2] and not board.card_item(hand[0]).marks[2]
    assert _key(table, Qt.Key.Key_Return)
    assert ctl.envite.state.trick[0] == (seat, hand[1])
    # the next player plays his first legal card by its number
    nxt = ctl.match.to_act
    mine = ctl.envite.state.hands[nxt]
    legal = [a.value for a in ctl.match.legal_actions() if a.kind is Kind.PLAY]
    k = mine.index(legal[0])
    assert _key(table, (Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3)[k], str(k + 1))
    assert ctl.envite.state.trick[-1] == (nxt, legal[0])


# ---------------------------------------------------------------- a hand exported


def test_an_exported_hand_replays(qtbot, stage, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=5))
    ctl, board = table.controller, table.board
    while not ctl.match.needs_deal:
        play_first_legal(qtbot, board)
    first = ctl.envite.state.piedras
    press(qtbot, board, "next")
    play_first_legal(qtbot, board)
    path = tmp_path / "hand.envite.json"
    assert table.export_hand(path) == ""
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "envite-record/1" and len(data["hands"]) == 1
    assert data["start"]["piedras"] == list(first)
    assert data["hands"][0]["actions"] == [a.to_json() for a in ctl.envite.state.log]
    capsys.readouterr()
    assert cli_main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["piedras"] == list(first) or out


# ---------------------------------------------------------------- the cover


def test_the_cover_between_two_humans(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    settings.put("envite/cover_screen", True)
    table = stage.table
    names = ("Ana", "Benito")
    table.new_game(EnviteSetup(1, (HUMAN, HUMAN), names, seed=6, cover=True))
    ctl, board = table.controller, table.board
    first = ctl.match.to_act
    assert board.covered and not ctl.human_to_act
    assert board.cover.button.text() == f"I am {names[first]}, show my cards"
    qtbot.mouseClick(board.cover.button, Qt.MouseButton.LeftButton)
    assert not board.covered and ctl.human_to_act
    hand = ctl.envite.state.hands[first]
    assert all(board.card_item(c).isVisible() and board.card_item(c).face_up for c in hand)
    play_first_legal(qtbot, board)
    other = 1 - first
    assert ctl.match.to_act == other
    assert board.covered and board.cover.button.text() == f"I am {names[other]}, show my cards"
    # under the cover no key reaches the table, and the hint waits
    assert not table.can_hint
    assert _key(table, Qt.Key.Key_1, "1") and ctl.match.to_act == other
    assert _key(table, Qt.Key.Key_Return)
    assert not board.covered and ctl.human_to_act
    assert all(board.card_item(c).face_up for c in ctl.envite.state.hands[other])


def test_no_cover_when_one_human_plays_the_computer(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    table = stage.table
    table.new_game(EnviteSetup(1, (HUMAN, "rules"), ("Ana", "Benito"), seed=6, cover=True))
    qtbot.waitUntil(lambda: table.controller.human_to_act, timeout=20000)
    assert not table.board.covered


def test_the_tutor_speaks_to_the_player_in_the_second_person() -> None:
    """A bet, its answer and the capitán who answers, when the player is the one: "You send",
    "You answer for your team", never "You sends" (section 6)."""
    from zanga_desktop.games.envite.rules import Action, Answer, EnviteState, make_options, observe
    from zanga_desktop.games.envite.ui.tutor_text import action_lines

    hands = [tuple(Card.parse(t) for t in h.split())
             for h in ("12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b")]
    used = {Card.parse("4c"), *(c for h in hands for c in h)}
    deal = Deal(Card.parse("4c"), tuple(hands), tuple(c for c in DECK if c not in used))
    state = EnviteState(make_options("federacion", {}), 2, (0, 3), (0, 0), (0, 0))
    state.start_hand(3, deal)
    names = ("You", "Benito", "Ana", "Carmela")
    bet = Action(0, Kind.BET, 3)
    before, before3 = observe(state, 0), observe(state, 3)
    state.apply(bet)
    mine = " ".join(action_lines(bet, before, observe(state, 0), names, False, None, 0))
    assert mine.startswith("You send an envío of 3 (section 6).")
    assert "Carmela answers for" in mine and "Carmela can no longer refuse it" in mine
    # the player as the other team's capitán: seat 3 answers
    names = ("Benito", "Ana", "Carmela", "You")
    theirs = " ".join(action_lines(bet, before3, observe(state, 3), names, False, None, 3))
    assert theirs.startswith("Benito sends an envío of 3 (section 6).")
    assert "You answer for your team" in theirs and "you can no longer refuse it" in theirs
    assert "You answers" not in theirs and "You can" not in theirs
    answer = Action(3, Kind.ANSWER, Answer.QUIERO)
    before3 = observe(state, 3)
    state.apply(answer)
    said = action_lines(answer, before3, observe(state, 3), names, False, None, 3)
    assert said[0].startswith("You, the capitán, say ¡Quiero!: the hand is now played for 3")
    # at a hot seat every person is told by his name, in the third person, but the one who
    # chose no name, whose name reads "you": "You, the capitán, say", never "You ... says"
    named = ("Benito", "Ana", "Carmela", "Dora")
    hot = action_lines(answer, before3, observe(state, 3), named, True, None, None)
    assert hot[0].startswith("Dora, the capitán, says ¡Quiero!")
    hot = action_lines(answer, before3, observe(state, 3), names, True, None, 3)
    assert hot[0].startswith("You, the capitán, say ¡Quiero!")


def test_a_partido_resumed_in_mid_hand_is_told_up_to_there(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """The log, the señas and the tutor tell the hand so far, as if it had been watched:
    who dealt, the seña made, the cards and the trick taken; then play goes on."""
    from zanga_desktop.games.envite.rules import Action

    hands = ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"]
    cards = [tuple(Card.parse(t) for t in h.split()) for h in hands]
    used = {Card.parse("4c"), *(c for h in cards for c in h)}
    deal = Deal(Card.parse("4c"), tuple(cards), tuple(c for c in DECK if c not in used))
    moves = [play(0, Card.parse("12o")), Action(1, Kind.SENA, Sena.TRIUNFO),
             *(play(s, Card.parse(c)) for s, c in ((1, "3o"), (2, "1o"), (3, "6c")))]
    record = EnviteRecord(options={}, players=list(default_names(4)), team_size=2,
                          captains=(0, 3))
    record.hands.append(HandRecord(3, deal, moves))
    names = default_names(4)
    setup = EnviteSetup(2, (HUMAN,) * 4, names, (0, 3), seed=3)
    table = stage.table
    table.resume(EnviteMatch(EnviteGame.from_record(record)), opened=False, setup=setup)
    log = [table.log.list.item(i).text() for i in range(table.log.list.count())]
    # four people at one screen: every line names its player (seat 3, to lead, has the
    # screen, and is told by his name as the others are), but the one who chose no name
    # (seat 0), whose lines say "you"
    assert is_unnamed(names[0]) and not any(is_unnamed(n) for n in names[1:])
    assert log[0] == f"New hand: {names[3]} deals, the vira is the 4 de copas"
    assert log[1] == "You play the rey de oros"
    # his partner's seña, seen by seat 3, is in the señas dock, not in the log that the
    # other team's people at this screen read too
    assert [line for line in log if " plays the " in line] == [
        f"{names[1]} plays the 3 de oros", f"{names[2]} plays the as de oros",
        f"{names[3]} plays the 6 de copas"]
    assert log[-1] == f"{names[3]} takes the trick"
    assert table.senas_log.list.count() == 1
    assert _narration(table).startswith("Game resumed.")
    # the table's own partido was not touched: seat 3 took the trick and leads
    assert table.controller.match.to_act == 3
    assert len(table.controller.envite.game.record.hands[0].actions) == 5


def test_a_partido_resumed_in_mid_hand_shows_what_each_seat_said(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """The bubbles of a partido resumed in mid-hand are those the live table left: the
    envío still standing by its sender, nothing by a seat that has played since."""
    from zanga_desktop.games.envite.rules import Action
    from zanga_desktop.games.envite.ui import words

    hands = ["12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b"]
    cards = [tuple(Card.parse(t) for t in h.split()) for h in hands]
    used = {Card.parse("4c"), *(c for h in cards for c in h)}
    deal = Deal(Card.parse("4c"), tuple(cards), tuple(c for c in DECK if c not in used))
    envio = Action(1, Kind.BET, 3)
    record = EnviteRecord(options={}, players=list(default_names(4)), team_size=2,
                          captains=(0, 3))
    record.hands.append(HandRecord(3, deal, [play(0, Card.parse("12o")), envio]))
    table = stage.table
    table.resume(EnviteMatch(EnviteGame.from_record(record)), opened=False,
                 setup=EnviteSetup(2, (HUMAN,) * 4, default_names(4), (0, 3), seed=3))
    said = [b.text for b in table.board.bubbles]
    assert said[1] == words.said(envio) != ""
    assert said[0] == said[2] == said[3] == ""


def test_the_raise_sits_under_the_answers(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """Three long buttons in one row would shrink the panel beside the cards: the capitán's
    Quiero and Paso share a row, the raise has its own below."""
    table = stage.table
    table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=11))
    board = table.board
    press(qtbot, board, "bet")
    while board.prompt.button("quiero") is None:
        press(qtbot, board, "decline")
    quiero, paso, up = (board.prompt.button(n) for n in ("quiero", "paso", "raise"))
    assert quiero is not None and paso is not None and up is not None
    assert quiero.geometry().top() == paso.geometry().top()
    assert up.geometry().top() >= quiero.geometry().bottom()


def test_how_a_hand_ended_is_logged_and_told(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """A Paso ends the hand: the log and the tutor say who scores what (section 6)."""
    table = stage.table
    table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=11))
    ctl, board = table.controller, table.board
    bettor_team = ctl.match.to_act % 2
    press(qtbot, board, "bet")
    while board.prompt.button("paso") is None:
        press(qtbot, board, "decline")
    press(qtbot, board, "paso")
    winner = "Team A" if bettor_team == 0 else "Team B"
    last = table.log.list.item(table.log.list.count() - 1).text()
    assert last == f"{winner} scores 1 piedra"
    assert _narration(table).rstrip().endswith(f"{winner} scores 1 piedra")


def test_a_player_who_chose_no_name_is_you_on_his_plate(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """The lessons' and the records' default "Tú" is written in the reader's language on the
    seat plates, as at La Zanga's table: "You" in English, "Tú" in Spanish."""
    from zanga_desktop.ui import i18n

    table = stage.table
    table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=11))
    assert default_names(4)[0] == "Tú"
    assert table.board.plates[0].name == "You"
    assert [p.name for p in table.board.plates[1:]] == list(default_names(4)[1:])
    i18n.install("es")
    table.retranslate()  # what the shell calls on a change of language
    assert table.board.plates[0].name == "Tú"
    i18n.install("en")
    table.retranslate()
    assert table.board.plates[0].name == "You"


# ---------------------------------------------------------------- not_captain: answer or tumbo

#: The tutor's sentences for the two actions the rules refuse as `not_captain`.
ANSWER_REASON = "Only the capitán answers quiero or paso; you may raise."
TUMBO_REASON = ("Only the capitán of the team in tumbo decides whether to tumbar (play the "
                "hand) or achicarse (not play it).")


def _refused_not_captain(kind: str):  # type: ignore[no-untyped-def]
    """The engine's own `not_captain` refusal and the refused seat's view: `answer`, seat 1
    saying quiero to seat 0's envío while seat 3 is his capitán (section 6); `tumbo`, seat 2
    deciding the tumbo of team 0, whose capitán is seat 0 (section 9)."""
    import pytest

    from zanga_desktop.games.envite.rules import (
        Answer,
        EnviteError,
        EnviteState,
        Tumbo,
        answer,
        bet,
        make_options,
        observe,
        tumbo,
    )

    hands = [tuple(Card.parse(t) for t in h.split())
             for h in ("12o 2c 5e", "3o 7c 12e", "1o 11e 4b", "6c 3c 7b")]
    used = {Card.parse("4c"), *(c for h in hands for c in h)}
    deal = Deal(Card.parse("4c"), tuple(hands), tuple(c for c in DECK if c not in used))
    piedras = (8, 2) if kind == "tumbo" else (0, 0)
    state = EnviteState(make_options("federacion", {}), 2, (0, 3), piedras, (0, 0))
    state.start_hand(3, deal)
    if kind == "tumbo":
        seat, action = 2, tumbo(2, Tumbo.TUMBAR)
    else:
        state.apply(bet(0, 3))
        seat, action = 1, answer(1, Answer.QUIERO)
    with pytest.raises(EnviteError) as caught:
        state.apply(action)
    assert caught.value.code == "not_captain"
    return caught.value, observe(state, seat)


def test_the_tutor_names_the_tumbo_decision_when_a_non_capitan_makes_it() -> None:
    """Section 9: "El que decide si se tumba o no es el Capitán del equipo que está en
    tumbo". A team-mate's tumbo decision is refused as not_captain like a team-mate's
    quiero (section 6); the tutor must name the tumbo, not the answer to a bet."""
    from zanga_desktop.games.envite.ui.tutor_text import explain, reason, section_line
    from zanga_desktop.ui.table.docks import Citation

    exc, obs = _refused_not_captain("tumbo")
    assert exc.section == 9
    said = reason(exc, obs)
    assert said == TUMBO_REASON
    assert "quiero" not in said and "raise" not in said
    assert section_line(exc) == "El Envite rules, section 9."
    assert explain(exc, obs)[:2] == [TUMBO_REASON, Citation("El Envite rules, section 9.",
                                                            "envite-rules:9")]
    assert reason(exc) == TUMBO_REASON  # without the position too (a lesson's check)


def test_the_tutor_still_names_the_answer_when_a_non_capitan_says_quiero() -> None:
    from zanga_desktop.games.envite.ui.tutor_text import explain, reason, section_line
    from zanga_desktop.ui.table.docks import Citation

    exc, obs = _refused_not_captain("answer")
    assert exc.section == 6
    assert reason(exc, obs) == ANSWER_REASON
    assert section_line(exc) == "El Envite rules, section 6."
    assert explain(exc, obs)[:2] == [ANSWER_REASON, Citation("El Envite rules, section 6.",
                                                             "envite-rules:6")]


def test_a_tumbo_decision_refused_at_the_table_is_explained(qtbot, stage, tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The real table in a tumbo hand (team 0 at 8 piedras, its capitán seat 0 to decide):
    the engine's refusal of seat 2's decision, told through the controller's `refused`
    signal, is explained as the tumbo's, section 9, in each language."""
    from zanga_desktop.games.envite.rules import EnviteError, Phase, Tumbo, tumbo
    from zanga_desktop.games.envite.ui.tutor_text import reason
    from zanga_desktop.ui import i18n

    data = {"format": "envite-record/1", "preset": "federacion", "options": {},
            "players": list(default_names(4)), "team_size": 2, "captains": [0, 3],
            "start": {"piedras": [8, 2], "chicos": [0, 0]}, "hands": []}
    path = tmp_path / "tumbo.envite.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    table = stage.table
    table.resume(table.load(path))
    ctl = table.controller
    st = ctl.envite.state
    assert st.phase is Phase.TUMBO and ctl.match.to_act == 0
    try:
        st.verify(tumbo(2, Tumbo.TUMBAR))
    except EnviteError as exc:
        refusal = exc
    assert refusal.code == "not_captain"
    ctl.refused.emit(refusal)
    text = html.unescape(table.tutor.explanation.text())
    assert TUMBO_REASON in text and "section 9" in text
    assert "quiero" not in text.split("<br>")[0]
    assert st.phase is Phase.TUMBO  # nothing was applied
    obs = ctl.envite.observe(ctl.viewer)
    i18n.install("es")
    try:
        assert reason(refusal, obs) == ("Solo el capitán del equipo en tumbo decide si tumbar "
                                        "(jugar la mano) o achicarse (no jugarla).")
        i18n.install("ja")
        assert "キャプテン" in reason(refusal, obs) and "トゥンボ" in reason(refusal, obs)
    finally:
        i18n.install("en")


def test_at_a_shared_screen_a_teams_senas_are_not_shown_to_the_other_team(qtbot, stage) -> None:  # type: ignore[no-untyped-def]
    """Four people at one screen: a seña (seen by its team only, section 7) is listed in the
    señas dock while its team is at the screen, and nowhere an opponent reads: not in his
    dock, the hand log or the tutor; his partner finds it listed at his turn."""
    table = stage.table
    table.new_game(EnviteSetup(2, (HUMAN,) * 4, default_names(4), seed=13))
    ctl, board = table.controller, table.board
    sender = ctl.match.to_act
    press(qtbot, board, "sena_envia")
    assert table.senas_log.list.count() == 1

    def docks() -> str:
        return "\n".join([table.tutor.narration.toPlainText(),
                          *(table.log.list.item(i).text() for i in range(table.log.list.count())),
                          *(table.senas_log.list.item(i).text()
                            for i in range(table.senas_log.list.count()))])

    play_first_legal(qtbot, board)
    qtbot.waitUntil(lambda: ctl.human_to_act and ctl.viewer == (sender + 1) % 4, timeout=5000)
    assert table.senas_log.list.count() == 0
    assert "Envía" not in docks() and "seña" not in docks()
    play_first_legal(qtbot, board)
    qtbot.waitUntil(lambda: ctl.human_to_act and ctl.viewer == (sender + 2) % 4, timeout=5000)
    assert table.senas_log.list.count() == 1 and "Envía" in table.senas_log.list.item(0).text()

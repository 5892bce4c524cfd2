"""La Ronda names a single card in a sentence with its own article (`ui/card_names.py`): in
Spanish "la sota", "el as", where the refusals, the tooltips and the log named it bare or
as "el sota"."""

from __future__ import annotations

from zanga_desktop.core.deck import Card
from zanga_desktop.games.ronda.rules import PlayKind, RondaError
from zanga_desktop.games.ronda.rules.preview import Effect
from zanga_desktop.games.ronda.ui.tutor_text import card_line, effect_text, reason
from zanga_desktop.ui import i18n

SOTA, AS = Card.parse("10o"), Card.parse("1c")


def test_a_refusal_names_the_sota_with_la(spanish: None) -> None:
    told = reason(RondaError("card_not_held", "10o not held", card=SOTA))
    assert told.startswith("No tienes la sota de oros:")


def test_what_a_card_would_do_names_both_cards_with_their_articles(spanish: None) -> None:
    assert effect_text(Effect(PlayKind.CAIDA, (SOTA,))) == "cae sobre la sota de oros: caída, +1"
    line = card_line(AS, Effect(PlayKind.CAIDA, (SOTA,)))
    assert line.startswith("el as de copas cae sobre la sota de oros")
    i18n.install("en")
    assert card_line(AS, Effect(PlayKind.CAIDA, (SOTA,))).startswith(
        "the as de copas falls on the sota de oros")


def test_the_log_tells_a_capture_and_a_drop_with_articles(spanish: None) -> None:
    from zanga_desktop.games.ronda.rules.events import Played
    from zanga_desktop.games.ronda.ui.narration import Teller, log_line

    teller = Teller(0, ("Dora", "Ana"), False)
    rey_oros, rey_espadas = Card.parse("12o"), Card.parse("12e")
    took = log_line(Played(1, rey_oros, PlayKind.CAPTURE, (rey_espadas, SOTA)), teller)
    dropped = log_line(Played(0, SOTA, PlayKind.DROP), teller)
    assert took is not None and dropped is not None
    assert took() == "Ana se lleva el rey de espadas, la sota de oros con el rey de oros"
    assert dropped() == "Echas la sota de oros a la mesa"
    i18n.install("en")  # a line of the log is told again in the language of the moment
    assert dropped() == "You drop the sota de oros"


def test_in_japanese_the_card_that_would_capture_reads_with_de(qapp) -> None:  # type: ignore[no-untyped-def]
    """"as de espadasでas de copasを取る": the card, then what it does with it (the two
    cards side by side read as one list)."""
    i18n.install("ja")
    try:
        line = card_line(AS, Effect(PlayKind.CAPTURE, (SOTA,)))
        assert line == "as de copasでsota de orosを取る"
    finally:
        i18n.install("en")


def test_section8_a_wait_at_his_own_turn_to_play_is_not_told_as_another_seats_turn() -> None:
    """A wait sent when nobody asks about rondas, at the player's own turn to play: the rules
    say it is not a wait's turn, with the player himself expected; the tutor says so rather
    than "It is not your turn: You plays now"."""
    from zanga_desktop.games.ronda.positions import position_game
    from zanga_desktop.games.ronda.rules import Phase, wait
    from zanga_desktop.games.ronda.rules.observation import observe

    game = position_game(2, 1, "1o 4c 10e 7b", [{0: "5o 6c 2e", 1: "12o 11c 3b"}],
                         names=("Tú", "Ana"))
    state = game.state
    while state.phase is Phase.CANTE:  # nothing to sing: both wait
        state.apply(wait(state.to_act))
    assert state.phase is Phase.PLAY and state.to_act == 0
    i18n.install("en")
    try:
        state.verify(wait(0))
    except RondaError as exc:
        told = reason(exc, observe(state, 0), ("Tú", "Ana"))
    else:
        raise AssertionError("a wait outside the cante window is refused")
    assert "not your turn" not in told and "plays now" not in told
    assert told.startswith("Nobody is asking you about a ronda now")

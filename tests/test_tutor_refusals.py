"""Every refusal of every registered game reaches the player as the tutor's sentence, with
names and card names: never a seat number or a card's code such as `11c`, never the rules'
own message (that is for files and programs).

A game joins by giving its tutor here (`TUTORS`): its refusal codes are read from its rules
(`games/<id>/rules/errors.py`, `CODES`), and a registered game without a tutor fails, so La
Ronda and La Báciga join as they are registered. Each code is walked with the rules' own
kind of message (seats and codes in it); El Envite's are walked in real positions too, every
action of the table tried at every seat.
"""

from __future__ import annotations

import importlib
import random
import re
from collections.abc import Callable, Iterator

import pytest

from zanga_desktop.core import registry
from zanga_desktop.core.deck import DECK, Card
from zanga_desktop.core.errors import RulesError
from zanga_desktop.ui import i18n

SEAT = re.compile(r"\b[Ss]eats? \d|\bseat\b", re.IGNORECASE)
CARD_CODE = re.compile(r"\b(?:1[0-2]|[1-7])[oceb]\b")
#: An engine-style message, naming seats and card codes, as every game's rules write them.
ENGINE = "Seat 3 played 11c, but espadas was led and he holds 12e, 5e (seat 1 won)."

Refusal = tuple[RulesError, list[str]]  # the error and the tutor's lines for it


def _envite_tutor() -> Iterator[Refusal]:
    from zanga_desktop.games.envite.rules import (
        Action,
        Answer,
        Claim,
        EnviteError,
        Kind,
        Sena,
        Tumbo,
        observe,
    )
    from zanga_desktop.games.envite.ui.tutor_text import explain

    names = ("Tú", "Ana", "Benito", "Carmela", "Dácil", "Eulogio")
    game = registry.get("envite")
    for options in ({}, {"renuncio_mode": "mesa"}, {"senas": "off"}):
        for seed in range(4):
            match = game.new_match(options=options, players=list(names))
            rng = random.Random(seed)
            match.deal(rng)
            for _ in range(30):
                if match.needs_deal or match.is_over:
                    break
                state = match.state
                for seat in range(6):
                    tries: list[Action] = [Action(seat, Kind.PLAY, c)
                                           for c in (*state.hands[seat], DECK[0])]
                    tries += [Action(seat, Kind.BET, b) for b in (3, 4, 6)]
                    tries += [Action(seat, Kind.ANSWER, a) for a in Answer]
                    tries += [Action(seat, Kind.TUMBO, t) for t in Tumbo]
                    tries += [Action(seat, Kind.SENA, s) for s in list(Sena)[:3]]
                    tries += [Action(seat, Kind.DECLINE, True), Action(seat, Kind.CLAIM,
                                                                       Claim.RENUNCIO)]
                    for action in tries:
                        try:
                            match.verify(action)
                        except EnviteError as exc:
                            obs = observe(state, seat)
                            yield exc, [str(x) for x in explain(exc, obs, names)]
                match.apply(rng.choice(list(match.legal_actions())))
    codes = importlib.import_module("zanga_desktop.games.envite.rules.errors").CODES
    match = game.new_match(players=list(names))
    match.deal(random.Random(1))
    obs = observe(match.state, 0)
    for code in codes:
        exc = EnviteError(code, ENGINE, seat=3, card=Card.parse("11c"),
                          cards=(Card.parse("12e"), Card.parse("5e")))
        yield exc, [str(x) for x in explain(exc, obs, names)]


def _zanga_tutor() -> Iterator[Refusal]:
    from zanga_desktop.games.zanga.rules import ZangaError
    from zanga_desktop.games.zanga.ui.tutor_text import article_text, explain, may_play_text

    codes = importlib.import_module("zanga_desktop.games.zanga.rules.errors").CODES
    for code in codes:
        for article in (None, 20, 26, 54):
            exc = ZangaError(code, ENGINE, article=article, seat=3, card=Card.parse("11c"),
                             cards=(Card.parse("12e"), Card.parse("5e")))
            yield exc, [explain(exc, Card.parse("1e")), article_text(exc), may_play_text(exc)]


def _baciga_tutor() -> Iterator[Refusal]:
    """La Báciga's refusals in real positions (every kind of action tried at every seat,
    with cards held and not, comodines fixed to every rank, at 2 and 4 seats), then every
    code with an engine-style message."""
    from zanga_desktop.games.baciga.rules import (
        Action,
        BacigaError,
        Kind,
        Unknown,
        Way,
        Word,
        draw,
        salir,
        say,
        stand,
        tapar,
    )
    from zanga_desktop.games.baciga.ui.tutor_text import explain

    names = ("Tú", "Ana", "Benito", "Carmela")
    game = registry.get("baciga")
    seven = Card.parse("7o")
    for seats, options in ((2, {}), (4, {}), (2, {"max_talks": 2, "auto_salirse": False}),
                           (4, {"as_value": 11})):
        for seed in range(3):
            match = game.new_match(options=options, players=list(names[:seats]))
            rng = random.Random(seed)
            match.deal(rng)
            for _ in range(40):
                if match.needs_deal or match.is_over:
                    break
                state = match.state
                for seat in range(seats):
                    held = state.hands[seat]
                    tries: list[Action] = [say(seat, Word.PASO, held[:1]),
                                           say(seat, Word.PASO, ()),
                                           say(seat, Word.PASO, (DECK[0], DECK[0])),
                                           say(seat, Word.PASO, held + held[:1]),
                                           Action(seat, Kind.SAY, Word.PASO),
                                           say(seat, Word.BACIGA), say(seat, Word.BACIGOTE),
                                           say(seat, Word.CARTAS),
                                           say(seat, Word.BACIGA, fix=((seven, 12),)),
                                           Action(seat, Kind.SAY, Unknown("quizas")),
                                           draw(seat, Way.UP), Action(seat, Kind.DRAW,
                                                                      Unknown("sideways")),
                                           stand(seat), stand(seat, ((seven, 12),)),
                                           stand(seat, ((DECK[0], 3),)), salir(seat),
                                           tapar(seat, DECK[0])]
                    tries += [tapar(seat, c) for c in held]
                    for action in tries:
                        try:
                            match.verify(action)
                        except BacigaError as exc:
                            obs = match.observe(seat)
                            yield exc, [str(x) for x in explain(exc, obs, names[:seats])]
                match.apply(rng.choice(list(match.legal_actions())))
    codes = importlib.import_module("zanga_desktop.games.baciga.rules.errors").CODES
    match = game.new_match(players=list(names[:2]))
    match.deal(random.Random(1))
    obs = match.observe(0)
    for code in codes:
        for total in (None, 35):
            exc = BacigaError(code, ENGINE, seat=3, card=Card.parse("11c"),
                              cards=(Card.parse("12e"), Card.parse("5e")), total=total,
                              expected=1)
            yield exc, [str(x) for x in explain(exc, obs, names[:2])]


def _ronda_tutor() -> Iterator[Refusal]:
    from zanga_desktop.games.ronda.rules import (
        Action,
        Combo,
        Kind,
        RondaError,
        Word,
        observe,
    )
    from zanga_desktop.games.ronda.ui.tutor_text import explain

    names = ("Tú", "Ana", "Benito", "Carmela")
    game = registry.get("ronda")
    for seats, options in ((2, {}), (4, {}), (4, {"capture_mandatory": False})):
        for seed in range(6):
            match = game.new_match(options=options, players=list(names[:seats]))
            rng = random.Random(seed)
            match.deal(rng)
            for _ in range(60):
                if match.needs_deal or match.is_over:
                    break
                state = match.state
                for seat in range(seats):
                    tries: list[Action] = [Action(seat, Kind.PLAY, c)
                                           for c in (*state.hands[seat], DECK[0])]
                    tries += [Action(seat, Kind.DECLARE, c) for c in Combo]
                    tries += [Action(seat, Kind.SAY, w) for w in Word]
                    for action in tries:
                        try:
                            match.verify(action)
                        except RondaError as exc:
                            obs = observe(state, seat)
                            yield exc, [str(x) for x in explain(exc, obs, names[:seats])]
                match.apply(rng.choice(list(match.legal_actions())))
    codes = importlib.import_module("zanga_desktop.games.ronda.rules.errors").CODES
    match = game.new_match(players=list(names[:2]))
    match.deal(random.Random(1))
    obs = observe(match.state, 0)
    for code in codes:
        for data in ({}, {"combo": Combo.RONDA}, {"word": Word.CHIQUITA, "words": (Word.ENVIO,)},
                     {"expected": 1}):
            exc = RondaError(code, ENGINE, seat=3, card=Card.parse("11c"),
                             cards=(Card.parse("12e"), Card.parse("5e")), **data)
            yield exc, [str(x) for x in explain(exc, obs, names[:2])]
            yield exc, [str(x) for x in explain(exc, None, names[:2])]


#: Each registered game's tutor, walking its refusals (a new game adds its own).
TUTORS: dict[str, Callable[[], Iterator[Refusal]]] = {
    "baciga": _baciga_tutor,
    "envite": _envite_tutor,
    "ronda": _ronda_tutor,
    "zanga": _zanga_tutor,
}


@pytest.fixture(autouse=True)
def english(qapp) -> None:  # type: ignore[no-untyped-def]
    i18n.install("en")


def _codes(game_id: str) -> set[str]:
    return set(importlib.import_module(f"zanga_desktop.games.{game_id}.rules.errors").CODES)


@pytest.mark.parametrize("game_id", [g.id for g in registry.games()])
def test_every_refusal_is_said_in_words(game_id: str) -> None:
    assert game_id in TUTORS, f"{game_id} has no tutor walked here: add it to TUTORS"
    said: dict[str, int] = {}
    bad: list[tuple[str, str]] = []
    for exc, lines in TUTORS[game_id]():
        said[exc.code] = said.get(exc.code, 0) + 1
        text = " ".join(x for x in lines if x)
        assert lines and lines[0], exc.code
        if SEAT.search(text) or CARD_CODE.search(text) or exc.message in text:
            bad.append((exc.code, text))
    assert bad == []
    assert set(said) >= _codes(game_id)


def test_a_card_while_a_bet_waits_says_answer_it_first() -> None:
    from zanga_desktop.games.envite.rules import Kind, observe, play
    from zanga_desktop.games.envite.ui.tutor_text import reason

    game = registry.get("envite")
    for seed in range(50):
        match = game.new_match(players=["Tú", "Ana", "Benito", "Carmela"])
        match.deal(random.Random(seed))
        bets = [a for a in match.legal_actions() if a.kind is Kind.BET]
        if not bets:
            continue
        match.apply(bets[0])
        captain = match.state.captains[1 - match.state.bet_team]
        card = match.state.hands[captain][0]
        with pytest.raises(RulesError) as caught:
            match.verify(play(captain, card))
        said = reason(caught.value, observe(match.state, captain))  # type: ignore[arg-type]
        assert said == "Answer the envío first: Quiero, Paso or raise."
        return
    pytest.fail("no bet offered in 50 deals")


def test_zangas_lead_hint_says_a_master_may_still_be_trumped() -> None:
    """A plain card no unseen card of its suit beats is no sure winner while trumps are out:
    the hint says so (it said "nothing left in its suit beats it" and no more)."""
    from zanga_desktop.games.zanga.ai.hints import _card_reason
    from zanga_desktop.games.zanga.ai.rules import masters
    from zanga_desktop.games.zanga.ai.view import order_of, unseen
    from zanga_desktop.games.zanga.rules.cards import TRUMPS
    from zanga_desktop.games.zanga.ui.tutor_text import reason_text

    game = registry.get("zanga")
    found = 0
    for seed in range(60):
        match = game.new_match()
        rng = random.Random(seed)
        match.deal(rng)
        for _ in range(80):
            if match.needs_deal or match.is_over or match.to_act is None:
                break
            obs = match.observe(match.to_act)
            if obs.phase.value == "play" and not obs.trick and obs.trump is not None:
                order = order_of(obs)
                out = any(order.play_suit[c.index] == TRUMPS for c in unseen(obs))
                for card in masters(obs):
                    if order.play_suit[card.index] == TRUMPS:
                        continue
                    said = reason_text(_card_reason(obs, card))
                    assert ("trump it" in said) == out, said
                    found += 1
            match.apply(rng.choice(list(match.legal_actions())))
    assert found

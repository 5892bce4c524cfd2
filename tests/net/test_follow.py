"""A joined seat's shadow (net/follow.py) on the steps a view does not write: La Ronda's
silent waits (section 8), after which the seat's last call and the turn to play that
follows it show the same deal, and only the actions the host asks for tell them apart."""

from __future__ import annotations

import json
import random
from typing import Any

from zanga_desktop.core import registry
from zanga_desktop.net.follow import Follower, Shadow
from zanga_desktop.net.messages import View, strip_seat


def _view(game: Any, match: Any, seat: int, seq: int) -> View:
    """What the host sends `seat` after step `seq` (net/table.py)."""
    legal = tuple(strip_seat(match.action_json(a)) for a in match.legal_actions()) \
        if match.to_act == seat else ()
    return View(seq, game.seat_view(match, seat), match.to_act, legal)


def _last_call_deal(game: Any) -> tuple[Any, int]:
    """A deal of two in which el mano, holding no combination, waits and the other seat
    declares: el mano is then called again (section 8, 1)."""
    for seed in range(500):
        match = game.new_match(seats=2)
        match.deal(random.Random(seed))
        mano = match.to_act
        if [match.action_json(a) for a in match.legal_actions()] != [{"seat": mano,
                                                                        "wait": True}]:
            continue
        match.apply(match.legal_actions()[0])
        declare = [a for a in match.legal_actions() if "declare" in match.action_json(a)]
        if declare:
            match.apply(declare[0])
            return match, mano
    raise AssertionError("no such deal in 500")


def test_section_8_a_seats_last_call_and_its_turn_to_play_are_told_apart() -> None:
    game = registry.get("ronda")
    match, mano = _last_call_deal(game)
    at_call = _view(game, match, mano, 3)
    assert [dict(a) for a in at_call.legal] == [{"wait": True}]
    match.apply(match.legal_actions()[0])  # el mano waits again: the round is settled
    at_play = _view(game, match, mano, 4)
    assert at_play.to_act == mano and all("play" in a for a in at_play.legal)
    assert at_play.view["deals"] == at_call.view["deals"]  # the wait is never written

    follower = Follower(game, mano)
    for message in (at_call, at_play):
        target = follower.target(message)
        asked = follower.asked(target)
        assert asked is not None
        assert sorted(asked) == sorted(json.dumps(dict(a), sort_keys=True)
                                       for a in message.legal)

    shadow = Shadow(game, mano)
    shadow.follow(at_call)
    played = shadow.follow(at_play)
    # the waits applied as at the table (drawn at el mano's first call, the shadow takes
    # two), never drawn again but when it joined
    assert shadow.counts["applied"] >= 1 and shadow.counts["rebuilt"] == 1
    assert {tuple(sorted(strip_seat(played.action_json(a)).items()))
            for a in played.legal_actions()} \
        == {tuple(sorted(a.items())) for a in at_play.legal}



def test_baciga_section15_a_discard_by_another_seat_is_followed_on_the_seats_own_guesses(
        ) -> None:
    """La Báciga's discards are hidden from the other seats (baciga-rules.md, section 15):
    the shadow of the seat that did not lay the cards down takes a discard of its own guessed
    cards that its view writes alike, animated as played, never drawing the shadow again."""
    game = registry.get("baciga")
    match = game.new_match(seats=2)
    match.deal(random.Random(4))
    first = match.to_act
    other = 1 - first
    shadow = Shadow(game, other)
    shadow.follow(_view(game, match, other, 0))
    paso = next(a for a in match.legal_actions() if "discard" in match.action_json(a))
    match.apply(paso)
    shadow.follow(_view(game, match, other, 1))
    assert shadow.counts["applied"] == 1 and shadow.counts["swapped"] == 0
    assert shadow.counts["rebuilt"] == 1  # when it joined
    assert game.seat_view(shadow.match, 0)["deals"][0]["actions"] == \
        [{"seat": 1, "say": "paso", "discard": ["xx"] * len(paso.discard)}]


def test_a_level_joined_from_the_command_line_answers_a_view_no_deal_explains() -> None:
    """A view whose match cannot be drawn (`seat_match` refuses it) is answered with the
    first legal action, told on standard error, as a served level answers it."""
    from zanga_desktop.net.cli import _LevelSeat

    game = registry.get("baciga")
    match = game.new_match(seats=2)
    match.deal(random.Random(2))
    seat = match.to_act
    view = _view(game, match, seat, 1)
    broken = View(1, {**view.view, "now": {**view.view["now"], "points": [5, 5]}},
                  view.to_act, view.legal)
    assert _LevelSeat(game, "rules")(seat, broken) == dict(view.legal[0])

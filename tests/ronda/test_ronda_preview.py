"""`rules.preview.effect_in`, what a card would do, against what the engine does with it: for
every card of every hand at every turn of random deals, the kind of play, the cards taken,
the chain closed first and the aseo (sections 5 to 7)."""

from __future__ import annotations

import random

import pytest

from zanga_desktop.games.ronda.game import GAME
from zanga_desktop.games.ronda.rules import Closed, Credited, Kind, Lance, Played, PlayKind, play
from zanga_desktop.games.ronda.rules.preview import effect_in


@pytest.mark.parametrize("seats", [2, 4])
@pytest.mark.parametrize("options", [{}, {"capture_mandatory": False},
                                     {"falls_across_rounds": False}])
def test_section5_7_the_preview_says_what_the_engine_does(seats: int, options: dict) -> None:
    kinds: set[PlayKind] = set()
    for seed in range(40):
        match = GAME.new_match(options=options, seats=seats)
        rng = random.Random(seed)
        while not match.is_over and match.hand_count < 3:
            if match.needs_deal:
                match.deal(rng)
                continue
            seat = match.to_act
            state = match.state
            if state.phase.value == "play":
                obs = match.observe(seat)
                for card in state.hands[seat]:
                    action = play(seat, card)
                    try:
                        match.verify(action)
                    except Exception:
                        continue
                    seen = effect_in(obs, card)
                    events = match.state.apply(action)
                    closed = [e for e in events if isinstance(e, Closed)]
                    played = next((e for e in events if isinstance(e, Played)), None)
                    aseo = any(isinstance(e, Credited) and e.lance is Lance.ASEO
                               and e.seat == seat for e in events)
                    match.state.undo()
                    won = any(type(e).__name__ == "Won" for e in events)
                    if played is None:  # the close it caused won the game (section 6)
                        assert won and closed and set(seen.closes) == set(closed[0].took)
                        continue
                    assert seen.kind is played.kind or won, (seed, card)
                    if played.kind is PlayKind.CAPTURE:
                        assert set(seen.took) == set(played.took)
                        if not won:
                            assert seen.aseo == aseo
                    if closed and closed[0].seat != seat:
                        assert set(seen.closes) == set(closed[0].took)
                    elif not closed:
                        assert seen.closes == () or played.kind is PlayKind.SAN_VICENTE
                    kinds.add(played.kind)
            legal = [a for a in match.legal_actions() if a.kind is not Kind.WAIT] \
                or list(match.legal_actions())
            match.apply(rng.choice(legal))
    assert kinds >= {PlayKind.CAPTURE, PlayKind.DROP, PlayKind.CAIDA, PlayKind.CONTRA}

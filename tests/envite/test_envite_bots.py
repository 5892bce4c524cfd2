"""Section 13 for bot programs: the view an Envite bot is sent holds only what its seat may
know, written as an envite-record/1 record, and a bot program plays whole hands through the
shared host on the zanga-bot/1 framing, its hello naming the game; a level served as a bot
rebuilds from each view the observation it was written from."""

from __future__ import annotations

import io
import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from zanga_desktop.core import registry
from zanga_desktop.core.arena import play_hand
from zanga_desktop.games.envite.bots.player import CODEC, EnviteBot
from zanga_desktop.games.envite.bots.view import (
    HIDDEN,
    ViewError,
    observation_from_view,
    view_of,
)
from zanga_desktop.games.envite.rules import Kind

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = [sys.executable, str(ROOT / "examples" / "bots" / "envite_bot.py")]


def _partway(team_size: int, seed: int, actions: int, options: dict[str, Any] | None = None
             ) -> Any:
    game = registry.get("envite")
    match = game.new_match(options=options,
                           players=[f"P{s}" for s in range(2 * team_size)])
    rng = random.Random(seed)
    match.deal(rng)
    for _ in range(actions):
        if match.needs_deal or match.is_over:
            break
        match.apply(rng.choice(list(match.legal_actions())))
    return match


@pytest.mark.parametrize(("team_size", "seed"), [(1, 1), (2, 2), (3, 3), (5, 4)])
def test_section13_a_bots_view_shows_only_what_its_seat_knows(team_size: int, seed: int) -> None:
    match = _partway(team_size, seed, actions=6, options={"senas": "pillar"})
    state = match.state
    for seat in range(2 * team_size):
        obs = match.observe(seat)
        view = view_of(obs)
        assert view["format"] == "envite-record/1" and view["team_size"] == team_size
        hand = view["hands"][-1]
        deal = hand["deal"]
        played = {str(c) for t in (*obs.tricks_played, obs.trick) for _, c in t}
        known = {seat, *dict(obs.team_cards)}
        for s in range(2 * team_size):
            cards = deal[str(s)]
            assert len(cards) == 3
            if s in known:
                assert sorted(c for c in cards) == sorted(
                    [c for c in cards if c in played] + [str(c) for c in state.hands[s]])
            else:
                assert cards == [HIDDEN] * 3
        assert set(deal["rest"]) == {HIDDEN} and deal["vira"] == str(state.vira)
        # every seña in the actions is one this seat saw; every other action is there
        for a in hand["actions"]:
            if "sena" in a:
                sender = a["seat"]
                assert sender % 2 == seat % 2 or seat in a.get("seen_by", [])
        assert len([a for a in hand["actions"] if "play" in a]) == len(played)


def test_section13_an_opponents_sena_not_caught_is_not_in_the_view() -> None:
    for seed in range(40):
        match = _partway(2, seed, actions=12, options={"senas": "pillar", "pillar_p": 0.0})
        sent = [a for a in match.state.log if a.kind is Kind.SENA]
        if sent:
            sena = sent[0]
            opponent = (sena.seat + 1) % 4
            seen = view_of(match.observe(opponent))["hands"][-1]["actions"]
            assert not any("sena" in a and a["seat"] % 2 == sena.seat % 2 for a in seen)
            mate = (sena.seat + 2) % 4
            told = view_of(match.observe(mate))["hands"][-1]["actions"]
            assert any(a.get("sena") == str(sena.value) for a in told)
            return
    pytest.fail("no seña sent in 40 random hands")


class _Heard(EnviteBot):
    """The example bot, with what the host asked it kept."""

    asked: list[dict[str, Any]]

    def _ask(self, message: dict[str, Any], timeout_s: float) -> Any:
        self.__dict__.setdefault("asked", []).append(message)
        return super()._ask(message, timeout_s)


def test_a_bot_program_plays_envite_hands_through_the_shared_host() -> None:
    match = _partway(2, 9, actions=0)
    bots = [_Heard(EXAMPLE, time_ms=3000) for _ in range(4)]
    try:
        for _ in range(2):
            steps = play_hand(match, bots)
            assert steps and steps[-1].hand_over
            if match.is_over:
                break
            match.deal(random.Random(5))
    finally:
        for bot in bots:
            bot.close()
    assert all(not bot.faults for bot in bots), [bot.faults for bot in bots]
    hello = bots[0].asked[0]
    assert hello == {"type": "hello", "protocol": "zanga-bot/1", "game": "envite"}
    decide = next(m for m in bots[0].asked if m["type"] == "decide")
    assert decide["view"]["format"] == "envite-record/1"
    assert all("seat" not in a for a in decide["legal"])
    assert CODEC.hello() == {"game": "envite"}


#: Option sets the rebuild is checked under: both presets, señas caught by chance or off,
#: renuncios left to the table (claims come), serving by overtrumping, the other exempt card.
REBUILDS = [("federacion", {}), ("popular", {}), ("federacion", {"senas": "pillar"}),
            ("federacion", {"renuncio_mode": "mesa"}),
            ("popular", {"must_overtrump": True, "senas": "pillar", "renuncio_mode": "mesa"}),
            ("federacion", {"senas": "off", "exempt_card": "highest_in_play",
                            "must_overtrump": True})]


@pytest.mark.parametrize(("preset", "options"), REBUILDS)
def test_section13_the_view_rebuilds_the_observation_it_was_written_from(
        preset: str, options: dict[str, Any]) -> None:
    """A level served as a bot decides from the observation rebuilt from its view: for the seat
    asked to act, at every position of random partidos (a claim made now and then), it is the
    observation the view was written from, the cards it never saw dealt so that every action
    of the view is allowed."""
    game = registry.get("envite")
    checked = 0
    for team_size in (1, 2, 3, 5):
        rng = random.Random(f"{preset}:{sorted(options.items())}:{team_size}")
        match = None
        for _ in range(12):
            if match is None or match.is_over:
                match = game.new_match(preset, options, seats=2 * team_size)
            match.deal(rng)
            while not match.needs_deal and not match.is_over:
                seat = match.to_act
                obs = match.observe(seat)
                assert observation_from_view(view_of(obs), seat) == obs
                checked += 1
                claims = list(match.out_of_turn())
                move = rng.choice(claims) if claims and rng.random() < 0.05 else \
                    rng.choice(list(match.legal_actions()))
                match.apply(move)
    assert checked > 400


def test_a_view_no_deal_explains_is_refused() -> None:
    match = _partway(2, 3, actions=4)
    seat = match.to_act
    view = view_of(match.observe(seat))
    hand = view["hands"][-1]
    other = str((seat + 1) % 4)
    hand["deal"][other] = [hand["deal"][str(seat)][0], HIDDEN, HIDDEN]  # a card held twice
    with pytest.raises(ViewError):
        observation_from_view(view, seat)
    with pytest.raises(ViewError):
        observation_from_view({"hands": []}, seat)


def test_a_served_level_answers_with_a_legal_action_or_the_first_when_the_view_is_bad() -> None:
    from zanga_desktop.bots.serve import BotServer
    from zanga_desktop.games.envite.ai import make_player

    match = _partway(2, 5, actions=3)
    seat = match.to_act
    obs = match.observe(seat)
    legal = [CODEC.action_json(a) for a in obs.legal]
    asks = [{"type": "hello", "protocol": "zanga-bot/1", "game": "envite"},
            {"type": "decide", "seat": seat, "view": view_of(obs), "legal": legal},
            {"type": "decide", "seat": seat, "view": {"hands": "none"}, "legal": legal},
            {"type": "bye"}]
    stdin = io.StringIO("".join(json.dumps(m) + "\n" for m in asks))
    stdout, stderr = io.StringIO(), io.StringIO()
    server = BotServer(make_player("rules", 1), "rules", observation_from_view, CODEC)
    assert server.serve(stdin, stdout, stderr) == 0
    hello, good, bad = (json.loads(line) for line in stdout.getvalue().splitlines())
    assert hello["name"] == "rules"
    assert good["action"] == CODEC.action_json(make_player("rules", 1).decide(obs))
    assert bad["action"] == legal[0] and "cannot read the view" in stderr.getvalue()

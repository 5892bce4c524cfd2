"""What an Envite bot is told besides the record (docs/bot-protocol.md, El Envite): every
option in force, the card orders for the vira, each trick with its winner, the bet waiting
and who answers it; every action a bot may be offered is documented; the example bot lets a
bet pass to its capitán instead of raising it on a weak hand."""

from __future__ import annotations

import importlib.util
import random
from dataclasses import fields
from pathlib import Path
from typing import Any

from zanga_desktop.core import registry
from zanga_desktop.games.envite.bots.player import CODEC
from zanga_desktop.games.envite.bots.view import view_of
from zanga_desktop.games.envite.rules import Kind, Options, exempt_card, order_for, team

ROOT = Path(__file__).resolve().parents[2]


def _positions(team_size: int, seeds: range) -> Any:
    """Every position of random hands, as the match gives them."""
    game = registry.get("envite")
    for seed in seeds:
        match = game.new_match(players=[f"P{s}" for s in range(2 * team_size)])
        rng = random.Random(seed)
        match.deal(rng)
        while not (match.needs_deal or match.is_over):
            yield match
            match.apply(rng.choice(list(match.legal_actions())))


def test_the_state_gives_the_options_in_force_and_not_only_overrides() -> None:
    match = next(_positions(2, range(1)))
    state = view_of(match.observe(0))["state"]
    assert set(state["options"]) == {f.name for f in fields(Options)}
    assert state["options"]["tumbo_at"] == Options().tumbo_at
    assert state["options"]["ladder"] == [3, 6, 9]


def test_the_state_gives_tricks_winners_the_bet_and_the_order() -> None:
    seen_bet = seen_trick = False
    for match in _positions(3, range(12)):
        seat = match.to_act
        obs = match.observe(seat)
        state = view_of(obs)["state"]
        assert [t["winner"] for t in state["tricks"]] == list(obs.trick_winners)
        assert [len(t["cards"]) for t in state["tricks"]] == [6] * len(obs.trick_winners)
        seen_trick |= bool(state["tricks"])
        order = order_for(3, obs.options.matadores, obs.vira.suit)
        assert state["order"]["triunfos"] == [str(c) for c in order.trumps]
        exempt = exempt_card(order, obs.vira, obs.options.exempt_card)
        assert state["order"]["exempt"] == (str(exempt) if exempt else None)
        assert sum(len(x) for x in state["order"]["plain"].values()) + len(order.trumps) == 40
        if obs.bet is not None:
            seen_bet = True
            bet = state["bet"]
            assert bet["step"] == obs.bet and bet["team"] == obs.bet_team
            assert bet["answered_by"] == obs.captains[1 - obs.bet_team]
        else:
            assert state["bet"] is None
        assert state["my_team"] == team(seat)
    assert seen_bet and seen_trick


def test_every_action_a_bot_may_be_offered_is_documented() -> None:
    doc = (ROOT / "docs" / "bot-protocol.md").read_text("utf-8")
    envite = doc[doc.index("## El Envite"):]
    for kind in Kind:
        assert f'{{"{kind.value}":' in envite, kind
    assert '"state"' in envite


def _example() -> Any:
    spec = importlib.util.spec_from_file_location(
        "envite_bot", ROOT / "examples" / "bots" / "envite_bot.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_example_lets_a_bet_pass_instead_of_raising_on_a_weak_hand() -> None:
    choose = _example().choose
    asked = 0
    for match in _positions(2, range(60)):
        seat = match.to_act
        obs = match.observe(seat)
        if not any(a.kind is Kind.DECLINE for a in obs.legal):
            continue
        legal = [CODEC.action_json(a) for a in CODEC.legal(obs)]
        message = {"type": "decide", "seat": seat, "view": view_of(obs), "legal": legal}
        choice = choose(message)
        assert choice in legal
        vira = obs.vira
        strong = sum(c.suit is vira.suit for c in obs.hand)
        if strong < 2:
            assert choice == {"decline": True}  # before: the first legal action, a raise
        asked += 1
    assert asked

"""The view a protocol bot is sent at an Envite table: the partido as one seat may know it,
written as an `envite-record/1` record of the hand in progress (envite-record-format.md).

Built from an `Observation` only, so it cannot hold a hidden card (section 13): the seat's own
three cards, its team-mates' when it is the capitán of a team in tumbo, and the vira are shown;
every other card of the deal is `"xx"` (cards played are in the actions, face up). The actions
are those the seat knows, in order: señas only when it saw them.
"""

from __future__ import annotations

import random
from typing import Any

from ..ai.sampler import Sampler
from ..records import FORMAT, EnviteGame, EnviteRecord, RecordError, _parse_action
from ..rules import Action, Card, Deal, EnviteError, Kind, Observation, observe
from ..rules.cards import DECK
from ..rules.options import options_to_json

HIDDEN = "xx"
#: The preset the view's options are written against (any preset gives the same options).
VIEW_PRESET = "federacion"


def view_of(obs: Observation, players: list[str] | None = None) -> dict[str, Any]:
    """The record a bot at `obs.seat` is sent."""
    seats = 2 * obs.team_size
    known = {obs.seat: obs.hand, **dict(obs.team_cards)}
    played: dict[int, list[str]] = {}
    for trick in (*obs.tricks_played, obs.trick):
        for s, card in trick:
            played.setdefault(s, []).append(str(card))
    deal: dict[str, Any] = {"vira": str(obs.vira) if obs.vira is not None else HIDDEN}
    for s in range(seats):
        if s in known:  # the three it was dealt: those played, then those held
            deal[str(s)] = played.get(s, []) + [str(c) for c in known[s]]
        else:
            deal[str(s)] = [HIDDEN] * 3
    deal["rest"] = [HIDDEN] * (40 - 1 - 3 * seats)
    return {
        "format": FORMAT,
        "preset": VIEW_PRESET,
        "options": options_to_json(obs.options, VIEW_PRESET),
        "players": list(players or [f"Seat {s}" for s in range(seats)]),
        "team_size": obs.team_size,
        "captains": list(obs.captains),
        "start": {"piedras": list(obs.piedras_before), "chicos": list(obs.chicos_before)},
        "hands": [{"dealer": obs.dealer, "deal": deal,
                   "actions": [a.to_json() for a in obs.seen]}],
    }


# ---------------------------------------------------------------------- a seat away from the host


class ViewError(ValueError):
    """A view that no partido explains."""


def turned_view(view: dict[str, Any], by: int) -> dict[str, Any]:
    """`view` with every seat moved `by` places back, so that seat `by` is seat 0: the
    players, the capitanes, the deal, the dealer, each action's seat and who saw a seña; the
    teams swap when `by` is odd (seat s plays for team s % 2, section 2). ViewError for what
    is no view."""
    try:
        seats = 2 * int(view["team_size"])
        if not 2 <= seats <= 10:
            raise ValueError(f"{seats} seats")
        by %= seats
        odd = by % 2

        def turn(seat: object) -> int:
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
                raise ValueError(f"no seat {seat!r}")
            return (seat - by) % seats

        out = dict(view)
        players = list(view["players"])
        out["players"] = [players[(s + by) % seats] for s in range(seats)]
        captains = [turn(c) for c in view["captains"]]
        out["captains"] = captains[::-1] if odd else captains
        start = {k: (list(v)[::-1] if odd else list(v)) for k, v in view["start"].items()}
        out["start"] = start
        hands = []
        for hand in view["hands"]:
            deal = dict(hand["deal"])
            turned: dict[str, Any] = {"vira": deal["vira"]}
            turned.update({str(turn(s)): deal[str(s)] for s in range(seats)})
            turned["rest"] = deal["rest"]
            actions = []
            for a in hand["actions"]:
                moved = {**a, "seat": turn(a["seat"])}
                if "seen_by" in a:
                    moved["seen_by"] = sorted(turn(s) for s in a["seen_by"])
                actions.append(moved)
            dealer = hand.get("dealer")
            hands.append({**hand, "dealer": None if dealer is None else turn(dealer),
                          "deal": turned, "actions": actions})
        out["hands"] = hands
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        raise ViewError(f"not a view: {exc}") from None
    return out


def game_from_view(view: dict[str, Any], seat: int, rng: random.Random) -> EnviteGame:
    """A partido `seat` cannot tell from the real one: everything `view` shows, the cards it
    has not seen drawn by `rng` as the AI's sampler draws them (the voids shown, the true
    señas of team mode), and turned so that the seat sits at seat 0 (`turned_view`).
    ViewError for a view no deal explains."""
    data = turned_view(view, seat)
    hands = data["hands"]
    if hands and hands[-1].get("dealer") is None:  # nothing dealt yet
        data["hands"] = hands = []
    try:
        record = EnviteRecord.from_json({**data, "hands": []})
    except RecordError as exc:
        raise ViewError(exc.message) from None
    if not hands:
        game = EnviteGame.from_record(record)
        game.follows_record = True
        return game
    hand = hands[-1]
    seats = 2 * record.team_size
    try:
        dealer = int(hand["dealer"])
        actions = [_parse_action(a, "The view", seats) for a in hand["actions"]]
        shown = {s: [Card.parse(c) for c in hand["deal"][str(s)] if c != HIDDEN]
                 for s in range(seats)}
        vira = Card.parse(hand["deal"]["vira"])
    except (KeyError, TypeError, ValueError) as exc:
        raise ViewError(f"not a view: {exc}") from None
    # what the seat sees is what it would see of any deal with the same public cards: a
    # first deal only has to replay, and it is observed to draw the hidden cards properly
    first = _deal_of(seats, vira, shown, actions, None, rng)
    sampler = None
    if len(hand["deal"]["0"]) and HIDDEN not in hand["deal"]["0"]:
        lenient = _replayed(record, dealer, first, actions, strict=False)
        sampler = Sampler(observe(lenient.state, 0), rng)
    # a spectator's view hides seat 0's cards too: its deals are drawn at random, the rules
    # keeping those that replay
    for _ in range(_TRIES if sampler is not None else 10 * _TRIES):
        held = None
        if sampler is not None:
            sampler.strict = True  # a draw that found no deal keeping every fact tries again
            held, _weight = sampler.draw()
        game = _replayed(record, dealer, _deal_of(seats, vira, shown, actions, held, rng),
                         actions, strict=True)
        if game is not None:
            game.follows_record = True
            return game
    raise ViewError("no deal explains the view")


#: Deals drawn for a view before it is given up (a view the host wrote is explained at once
#: but for a mesa-mode renuncio, which the sampler draws loosely).
_TRIES = 40


def _deal_of(seats: int, vira: Card, shown: dict[int, list[Card]], actions: list[Action],
             held: tuple[tuple[Card, ...], ...] | None, rng: random.Random) -> Deal:
    """A deal of the hand: each seat's cards played and held (`held`, drawn; else shown or at
    random), the rest undealt."""
    played: dict[int, list[Card]] = {s: [] for s in range(seats)}
    for a in actions:
        if a.kind is Kind.PLAY and isinstance(a.value, Card):
            played[a.seat].append(a.value)
    used = {vira.index} | {c.index for cards in played.values() for c in cards}
    packets: list[list[Card]] = []
    for s in range(seats):
        cards = list(played[s])
        keep = held[s] if held is not None else tuple(shown[s])
        cards += [c for c in keep if c.index not in used and c not in cards]
        used |= {c.index for c in cards}
        packets.append(cards)
    pool = [c for c in DECK if c.index not in used]
    rng.shuffle(pool)
    for cards in packets:
        while len(cards) < 3:
            cards.append(pool.pop())
    try:
        return Deal(vira, tuple(tuple(p[:3]) for p in packets), tuple(pool))
    except ValueError as exc:
        raise ViewError(f"no deal explains the view: {exc}") from None


def _replayed(record: EnviteRecord, dealer: int, deal: Deal, actions: list[Action],
              strict: bool) -> EnviteGame:
    """The hand replayed on `record`'s standings; `strict`: by the rules (None when they
    refuse an action), else unchecked (to observe what the seat saw)."""
    game = EnviteGame.from_record(record)
    try:
        game.start_hand(dealer, deal)
        for a in actions:
            if strict:
                game.apply(a)
            else:
                game.state.apply_unchecked(a)
    except (EnviteError, ValueError, IndexError, KeyError):
        if strict:
            return None  # type: ignore[return-value]
        raise ViewError("the view's actions cannot be replayed") from None
    return game

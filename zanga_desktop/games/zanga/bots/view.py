"""The view a protocol bot is sent (bot-protocol.md): the game as one seat may know it.

`view_of` writes a record from an `Observation` only, so it cannot hold a hidden card: every
card the seat has not seen is `"xx"`. `observation_from_view` goes back: it fills the unseen
slots with a consistent assignment, replays the record with the engine, and observes it from
the seat, which yields exactly the observation the view was written from.
"""

from __future__ import annotations

import random
from typing import Any

from ....bots.views import HIDDEN, ViewError, deal_hidden
from ..records import FORMAT, Game, GameRecord, RecordError
from ..rules import DECK, Card, Keep, Kind, Observation, Word, observe
from ..rules.options import options_to_json

__all__ = ["HIDDEN", "ViewError", "observation_from_view", "view_of"]

_SEVEN_TO_THREE = tuple(Card.parse(f"{r}e") for r in (7, 6, 5, 4, 3))


def view_of(obs: Observation, players: list[str] | None = None) -> dict[str, Any]:
    """The record a bot at `obs.seat` is sent: its own cards, the zanga if it saw it."""
    deal: dict[str, list[str]] = {}
    for seat in range(4):
        cards = [str(c) for c in obs.dealt] if seat == obs.seat else [HIDDEN] * 8
        deal[str(seat)] = cards
    deal["zanga"] = [str(c) for c in obs.zanga] if obs.zanga is not None else [HIDDEN] * 8
    return {
        "format": FORMAT,
        "preset": "manual",
        "options": options_to_json(obs.options, "manual"),
        "players": list(players or [f"Seat {s}" for s in range(4)]),
        "start": {"vales": list(obs.vales_before), "pot": obs.pot_before,
                  "first_hand": obs.first_hand},
        "hands": [{"dealer": obs.dealer, "deal": deal,
                   "actions": [a.to_json() for a in obs.actions]}],
    }


def observation_from_view(view: dict[str, Any], seat: int) -> Observation:
    """The observation of `seat` that `view` was written from (ViewError if impossible)."""
    try:
        hand = view["hands"][-1]
        slots = {key: list(hand["deal"][key]) for key in ("0", "1", "2", "3", "zanga")}
        actions = hand.get("actions", [])
    except (KeyError, IndexError, TypeError) as exc:
        raise ViewError(f"not a view: {exc}") from None
    filled = _fill(slots, actions, view, seat)
    data = dict(view)
    data["hands"] = [dict(hand, deal=filled)]
    try:
        game = Game.from_record(GameRecord.from_json(data))
    except RecordError as exc:
        raise ViewError(exc.message) from None
    return observe(game.state, seat)


def _fill(slots: dict[str, list[str]], actions: list[Any], view: dict[str, Any],
          seat: int, rng: random.Random | None = None,
          to_act: int | None = None) -> dict[str, list[str]]:
    """Place every unseen card in a hidden slot so that the record replays: a card a seat
    played must be in the cards it played from, a seat that did not follow cannot hold the
    suit (section 5), and in a first hand the mano must hold the highest 7-3 of espadas dealt
    to a player (Art. 16)."""
    visible = {c for cards in slots.values() for c in cards if c != HIDDEN}
    placed: set[str] = set()

    def put(key: str, card: str) -> None:
        try:
            i = slots[key].index(HIDDEN)
        except ValueError:
            raise ViewError(f"no room for {card} in {key}") from None
        slots[key][i] = card
        placed.add(card)

    acts = [a for a in actions if isinstance(a, dict)]
    speakers = [a["seat"] for a in acts if "say" in a]
    # a view with no talk goes to the mano (the seat asked, unless the table said who)
    mano = speakers[0] if speakers else seat if to_act is None else to_act
    pie = (mano + 3) % 4
    from_zanga = (any(a.get("say") == Word.ZANGA.value for a in acts)
                  and not any(a.get(Kind.KEEP.value) == Keep.OWN.value for a in acts))

    def source(seat: int) -> str:
        return "zanga" if from_zanga and seat == pie else str(seat)

    for a in acts:
        if "play" in a and a["play"] not in visible | placed:
            put(source(a["seat"]), a["play"])
    forbidden = _shown_voids(acts, source)

    first_hand = view.get("start", {}).get("first_hand", True)
    siete = view.get("options", {}).get("first_mano_siete_de_espadas",
                                        view.get("preset", "manual") == "manual")
    if first_hand and siete:
        mine = str(mano)
        for card in (str(c) for c in _SEVEN_TO_THREE):
            where = next((k for k, cards in slots.items() if card in cards), None)
            if where == mine:
                break
            if where == "zanga":
                continue
            if where is not None:
                raise ViewError(f"{card} is held by seat {where}, yet seat {mano} is mano")
            if HIDDEN in slots[mine] and card not in forbidden.get(mine, set()):
                put(mine, card)
                break
            put("zanga", card)  # higher than the mano's card: it was not dealt to a player
    rest = [str(c) for c in DECK if str(c) not in visible | placed]
    if rng is not None:  # any of the deals the view allows, not always the same one
        rng.shuffle(rest)
    deal_hidden(slots, rest, forbidden)
    return slots


def _shown_voids(acts: list[dict[str, Any]], source: Any) -> dict[str, set[str]]:
    """Cards each hand can no longer hold: the suit in play it failed to follow (Art. 27-28,
    keeping the matador exemption)."""
    from ..rules import ORDERS, Suit

    trump = next((a["trump"] for a in acts if "trump" in a), None)
    if trump not in ("o", "c", "e", "b"):
        return {}
    order = ORDERS[Suit(trump)]
    solo = any(a.get("say") == "solo" or "answer" in a for a in acts)  # section 4
    size = 3 if solo else 4
    plays = [(a["seat"], Card.parse(a["play"])) for a in acts if "play" in a]
    forbidden: dict[str, set[str]] = {}
    for start in range(0, len(plays), size):
        trick = plays[start:start + size]
        led = trick[0][1]
        led_suit = order.suit_of(led)
        for seat, card in trick[1:]:
            if order.suit_of(card) == led_suit:
                continue
            if led_suit != "t":
                banned = {c for c in DECK if order.suit_of(c) == led_suit}
            else:
                banned = {c for c in DECK if order.is_trump(c) and c not in order.matadores}
                if led in order.matadores:
                    banned |= {m for m in order.matadores
                               if order.power[led.index] > order.power[m.index]}
            forbidden.setdefault(source(seat), set()).update(str(c) for c in banned)
    return forbidden


# ---------------------------------------------------------------------- a seat away from the host


def turned_view(view: dict[str, Any], by: int) -> dict[str, Any]:
    """`view` with every seat moved `by` places back, so that seat `by` is seat 0: the
    players, the deal, the dealer and each action's seat; the teams' vales swap when `by` is
    odd (seats 0 and 2 play against 1 and 3, section 2). ViewError for what is no view."""
    by %= 4

    def turn(seat: object) -> int:
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < 4:
            raise ViewError(f"no seat {seat!r}")
        return (seat - by) % 4

    try:
        out = dict(view)
        players = list(view["players"])
        out["players"] = [players[(s + by) % 4] for s in range(4)]
        start = dict(view.get("start", {}))
        if by % 2 and "vales" in start:
            start["vales"] = list(reversed(start["vales"]))
        out["start"] = start
        hands = []
        for hand in view["hands"]:
            deal = dict(hand["deal"])
            turned = {str(turn(int(k))): deal[k] for k in ("0", "1", "2", "3")}
            turned["zanga"] = deal["zanga"]
            dealer = hand.get("dealer")
            hands.append({**hand, "dealer": None if dealer is None else turn(dealer),
                          "deal": turned,
                          "actions": [{**a, "seat": turn(a["seat"])} for a in hand["actions"]]})
        out["hands"] = hands
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        raise ViewError(f"not a view: {exc}") from None
    return out


def game_from_view(view: dict[str, Any], seat: int, rng: random.Random,
                   to_act: int | None = None) -> Game:
    """A game `seat` cannot tell from the real one: everything `view` shows, the cards it has
    not seen dealt by `rng` among those the view allows, and turned so that the seat sits at
    seat 0 (`turned_view`). ViewError for a view no deal explains."""
    data = turned_view(view, seat)
    hands = data["hands"]
    if hands and hands[-1].get("dealer") is None:  # nothing dealt yet
        data["hands"] = hands = []
    if not hands:
        return _replayed(data)
    hand = hands[-1]
    mano = None if to_act is None else (to_act - seat) % 4
    try:
        return _replayed(_filled(data, hand, rng, mano))
    except ViewError:
        start = data.get("start")
        if not isinstance(start, dict) or start.get("first_hand", True):
            raise
    # a first hand's view says "first_hand": false once it is settled (the observation
    # tells the game as it is now): its mano was the siete de espadas' (Art. 16)
    return _replayed(_filled({**data, "start": {**start, "first_hand": True}}, hand, rng, mano))


def _filled(data: dict[str, Any], hand: dict[str, Any], rng: random.Random,
            mano: int | None) -> dict[str, Any]:
    try:
        slots = {key: list(hand["deal"][key]) for key in ("0", "1", "2", "3", "zanga")}
    except (KeyError, TypeError) as exc:
        raise ViewError(f"not a view: {exc}") from None
    actions = hand.get("actions", [])
    return {**data, "hands": [dict(hand, deal=_fill(slots, actions, data, 0, rng, mano))]}


def _replayed(data: dict[str, Any]) -> Game:
    try:
        return Game.from_record(GameRecord.from_json(data))
    except RecordError as exc:
        raise ViewError(exc.message) from None

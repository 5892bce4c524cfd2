"""The view a protocol bot is sent (bot-protocol.md): the game as one seat may know it.

`view_of` writes a record from an `Observation` only, so it cannot hold a hidden card: every
card the seat has not seen is `"xx"`. `observation_from_view` goes back: it fills the unseen
slots with a consistent assignment, replays the record with the engine, and observes it from
the seat, which yields exactly the observation the view was written from.
"""

from __future__ import annotations

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
          seat: int) -> dict[str, list[str]]:
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
    mano = speakers[0] if speakers else seat  # a view with no talk goes to the mano
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

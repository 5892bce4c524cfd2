"""Positions for La Ronda's section tests: a deck built from the cards each seat is to receive,
dealt as section 4 says, and actions written as a record writes them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from zanga_desktop.core.deck import DECK, Card
from zanga_desktop.games.ronda.records import RondaGame
from zanga_desktop.games.ronda.rules import Action, Combo, Event, Kind, Word
from zanga_desktop.games.ronda.rules.deal import order_from


def cards(text: str) -> list[Card]:
    return [Card.parse(t) for t in text.split()]


def deck_for(seats: int, dealer: int, table: str, hands: Sequence[str],
             later: Sequence[Sequence[str]] = (), rest: str = "") -> list[Card]:
    """The deck (top first) that deals `table` (four cards, in the order laid) and each seat's
    first three cards (`hands[seat]`, in the order received), then each later round's
    (`later[r][seat]`), then `rest` on top of what is left, which follows in deck order."""
    order = order_from((dealer + 1) % seats, seats)
    t = cards(table)
    h = [cards(x) for x in hands]
    deck: list[Card] = []
    for lap in range(4):
        deck.append(t[lap])
        if lap < 3:
            deck += [h[s][lap] for s in order]
    for rnd in later:
        r = [cards(x) for x in rnd]
        for k in range(3):
            deck += [r[s][k] for s in order]
    deck += cards(rest)
    deck += [c for c in DECK if c not in deck]
    assert len(set(deck)) == 40, "a card written twice"
    return deck


def new_game(seats: int = 2, dealer: int = 1, table: str = "3o 4c 5e 7b",
             hands: Sequence[str] = ("1e 6o 11c", "2e 6c 12e"),
             later: Sequence[Sequence[str]] = (), rest: str = "",
             points: tuple[int, int] = (0, 0), **options: Any) -> RondaGame:
    players = ["Tú", "Ana", "Benito", "Carmela"][:seats]
    game = RondaGame.new("bengala", options, players, points)
    game.start_deal(dealer, deck_for(seats, dealer, table, hands, later, rest))
    return game


def act(game: RondaGame, seat: int, **kw: str) -> tuple[Event, ...]:
    """Apply an action written as a record writes it: `play="4b"`, `declare="ronda"`,
    `say="envio"`."""
    ((key, value),) = kw.items()
    kind = Kind(key)
    parsed: Any = (Card.parse(value) if kind is Kind.PLAY else Combo(value)
                   if kind is Kind.DECLARE else Word(value))
    return game.apply(Action(seat, kind, parsed))


def plays(game: RondaGame, moves: Sequence[tuple[int, str]]) -> list[Event]:
    out: list[Event] = []
    for seat, card in moves:
        out += act(game, seat, play=card)
    return out


def lances(game: RondaGame) -> list[tuple[str, int | None, int]]:
    """The deal's credits so far: (lance, seat, points)."""
    from zanga_desktop.games.ronda.rules import Credited

    return [(e.lance.value, e.seat, e.points) for e in game.state.log
            if isinstance(e, Credited)]


def report(game: RondaGame) -> Mapping[str, Any]:
    return game.replay_json()["deals"][-1]


def endgame(seats: int, turn: int, hands: Sequence[str], table: str, *,
            side0: int = 18, stack: Sequence[tuple[int, str]] = (),
            drop: tuple[int, str] | None = None, last_capturer: int | None = 0,
            points: tuple[int, int] = (0, 0), **options: Any) -> RondaGame:
    """A deal's last round with `hands` left to play (seat `turn` to play), `table` and the
    fall `stack` on the table; side 0's pile holds `side0` of the other cards, side 1's the
    rest. Built by dealing any deck, then setting the position (section 4's last round)."""
    game = new_game(seats, dealer=seats - 1, points=points, **options)
    state = game.state
    game.settle_waiting()
    held = [cards(h) for h in hands]
    on_table = cards(table)
    stacked = tuple((s, Card.parse(c)) for s, c in stack)
    used = {*on_table, *(c for h in held for c in h), *(c for _, c in stacked)}
    rest = [c for c in DECK if c not in used]
    state.round_no = state.rounds_total - 1
    state.rounds = state.rounds + ((),) * (state.rounds_total - 1)
    state.stock = ()
    state.hands = state.round_cards = tuple(tuple(h) for h in held)
    state.combos = (None,) * seats
    state.table = tuple(on_table)
    state.stack = stacked
    state.drop = None if drop is None else (drop[0], Card.parse(drop[1]))
    state.plays = 3 * seats - sum(len(h) for h in held)
    state.turn = turn
    state.piles = (tuple(rest[:side0]), tuple(rest[side0:]))
    state.last_capturer = last_capturer
    state.settled = True
    return game

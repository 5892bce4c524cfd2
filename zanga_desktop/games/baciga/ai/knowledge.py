"""What a seat knows, read off its observation once per decision (section 15): the cards it
can place (its own, those face up, those it saw in the stock), the unknown rest, and the stock
slots it knows before they come off.

Every unknown card is equally likely to lie in any unknown place (another's hand or tapada,
another's discard, a slot of the stock): so the next card off the stock is the card the seat
knows lies there, or else is drawn from the unknown cards uniformly. That is the exact
distribution the levels draw from.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from ..rules import Card, Observation, Phase, Word
from ..rules.cards import DECK, is_comodin, low_value, total, value

#: A card as the draw sees it: its rank, or COMODIN for a free comodín.
COMODIN = 0
#: The classes a drawn card falls in, comodín first.
CLASSES: tuple[int, ...] = (COMODIN, 1, 2, 3, 4, 5, 6, 7, 10, 11, 12)


def card_class(card: Card) -> int:
    return COMODIN if is_comodin(card) else card.rank


@dataclass(frozen=True)
class Knowledge:
    """The seat's knowledge of the cards, from `obs` alone."""

    obs: Observation

    @cached_property
    def held_by(self) -> dict[int, tuple[Card, ...]]:
        """Cards the seat saw dealt to another who has laid nothing down since, so still
        holds them, though not face up: the seat knows where they are."""
        obs = self.obs
        taken_in: list[int] = []  # the talk whose pase dealt each card of the pile (0: draw)
        for t, talk in enumerate(obs.talks, start=1):
            if any(x.word is not Word.PASO for x in talk) or (
                    t == len(obs.talks) and obs.phase is Phase.TALK):
                break
            taken_in += [t] * sum(x.laid for x in talk)
        laid_in: dict[int, set[int]] = {}
        for t, talk in enumerate(obs.talks, start=1):
            for x in talk:
                if x.laid:
                    laid_in.setdefault(x.seat, set()).add(t)
        out: dict[int, list[Card]] = {}
        for card, i in self._last_seen.items():
            taker = obs.pile_taker[i]
            if i >= obs.top or taker == obs.seat or card in obs.table[taker].shown:
                continue
            when = taken_in[i] if i < len(taken_in) else len(obs.talks) + 1
            if any(t > when for t in laid_in.get(taker, ())):
                continue  # he may have laid it down again
            out.setdefault(taker, []).append(card)
        return {s: tuple(cards) for s, cards in out.items()}

    @cached_property
    def _last_seen(self) -> dict[Card, int]:
        """Each card the seat saw in the stock, at the last place it saw it."""
        return {c: i for i, c in enumerate(self.obs.pile) if c is not None}

    @cached_property
    def located(self) -> frozenset[Card]:
        """Every card the seat can place: its own, those face up, those it knows lie in the
        stock (its discards), those it knows another holds."""
        obs = self.obs
        seen = set(obs.hand)
        for view in obs.table:
            seen.update(view.shown)
        for card, i in self._last_seen.items():
            if i >= obs.top or obs.pile_taker[i] == obs.seat:
                seen.add(card)  # in the stock, or in its own hand
        for cards in self.held_by.values():
            seen.update(cards)
        return frozenset(seen)

    @cached_property
    def unknown(self) -> tuple[Card, ...]:
        """The cards the seat cannot place, in deck order."""
        return tuple(c for c in DECK if c not in self.located)

    @cached_property
    def pool(self) -> Counter[int]:
        """The unknown cards by class."""
        return Counter(card_class(c) for c in self.unknown)

    @cached_property
    def stock_slots(self) -> tuple[Card | None, ...]:
        """The stock from its top as the seat knows it: a card where it knows it, else None."""
        return self.obs.pile[self.obs.top:]

    def value_weights(self, as_value: int = 1) -> dict[int, float]:
        """The chance of each value for an unknown card (a comodín at its lowest)."""
        n = len(self.unknown)
        out: dict[int, float] = {}
        for c in self.unknown:
            v = low_value(as_value) if is_comodin(c) else value(c.rank, as_value)
            out[v] = out.get(v, 0.0) + 1.0 / n
        return out

    def mean_value(self, as_value: int = 1) -> float:
        weights = self.value_weights(as_value)
        return sum(v * p for v, p in weights.items()) if weights else 5.8


def visible_total(obs: Observation, seat: int) -> int:
    """What the cards `seat` has face up add to (its fixed comodines at their value)."""
    view = obs.table[seat]
    return total(view.shown, view.fixed, obs.options.as_value)


def hidden_count(obs: Observation, seat: int) -> int:
    """How many of `seat`'s cards are not face up."""
    view = obs.table[seat]
    return view.held - len(view.shown)

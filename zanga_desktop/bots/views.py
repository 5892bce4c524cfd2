"""What every game's view for bot programs shares (bot-protocol.md): the mark of a card the
seat has not seen, the error of a view no deal explains (and reading a view under it), and
dealing the unseen cards back to the hidden places of a view, so that a built-in level served
as a bot can rebuild the observation the view was written from."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..core.errors import RulesError

#: A card the seat has not seen, as a view writes it.
HIDDEN = "xx"


class ViewError(ValueError):
    """A view that no deal can explain."""


@contextmanager
def reading_view(refused: type[RulesError]) -> Iterator[None]:
    """Whatever goes wrong reading a view in the block raised as a ViewError: the game's
    record refusing it (`refused`) in the record's own words, a ViewError as it is, and any
    other slip of a malformed view (a missing key, a wrong type) as "not a view of a deal",
    its message bounded, so that a hostile bot's view never escapes as another error."""
    try:
        yield
    except refused as exc:
        raise ViewError(exc.message) from None
    except ViewError:
        raise
    except (AttributeError, KeyError, IndexError, TypeError, ValueError) as exc:
        raise ViewError(f"not a view of a deal: {str(exc)[:200] or type(exc).__name__}"
                        ) from None


def fits(seen: Any, view: Any) -> bool:
    """What a seat sees of a game drawn from `view` shows exactly `view`, but where `view`
    hides a card (a spectator's view hides every hand: `net.views.public_view`)."""
    if view == HIDDEN:
        return isinstance(seen, str)
    if isinstance(view, Mapping):
        return isinstance(seen, Mapping) and seen.keys() == view.keys() \
            and all(fits(seen[k], view[k]) for k in view)
    if isinstance(view, list):
        return isinstance(seen, list) and len(seen) == len(view) \
            and all(fits(a, b) for a, b in zip(seen, view, strict=True))
    return bool(seen == view)


def deal_hidden(slots: dict[str, list[str]], cards: Sequence[str],
                forbidden: Mapping[str, set[str]]) -> None:
    """Put each of `cards` in a `HIDDEN` place of `slots` (a hand or packet by key), never in
    a hand that `forbidden` says cannot hold it: Kuhn's augmenting paths, the sizes being
    tiny. ViewError if there are not as many places as cards, or no such dealing exists."""
    places = [(key, i) for key, hand in slots.items() for i, c in enumerate(hand) if c == HIDDEN]
    if len(places) != len(cards):
        raise ViewError("the hidden slots do not match the unseen cards")
    owner: dict[int, str] = {}

    def allowed(card: str, place: int) -> bool:
        return card not in forbidden.get(places[place][0], ())

    def augment(card: str, seen: set[int]) -> bool:
        for p in range(len(places)):
            if p in seen or not allowed(card, p):
                continue
            seen.add(p)
            if p not in owner or augment(owner[p], seen):
                owner[p] = card
                return True
        return False

    for card in cards:
        if not augment(card, set()):
            raise ViewError(f"no hand can hold {card}")
    for p, card in owner.items():
        key, i = places[p]
        slots[key][i] = card

"""Reading a bot's view (`bots.views.reading_view`): whatever goes wrong comes out as one
ViewError, worded for the bot, and nothing else escapes (bot-protocol.md: a view no deal
explains is refused, never a crash)."""

from __future__ import annotations

import pytest

from zanga_desktop.bots.views import ViewError, reading_view
from zanga_desktop.core.errors import RulesError

REFUSED = r"^a deal holds 40 cards$"
SLIP = r"^not a view of a deal: "


class _Refused(RulesError):
    """A game's record refusing what the view writes."""


def test_a_record_refusal_keeps_its_words() -> None:
    with pytest.raises(ViewError, match=REFUSED) as caught, reading_view(_Refused):
        raise _Refused("bad_deal", "a deal holds 40 cards")
    assert caught.value.__cause__ is None and caught.value.__suppress_context__


def test_a_view_error_goes_through_as_it_is() -> None:
    raised = ViewError("a view is a JSON object")
    with pytest.raises(ViewError) as caught, reading_view(_Refused):
        raise raised
    assert caught.value is raised


@pytest.mark.parametrize("slip", [KeyError("deals"), TypeError("not subscriptable"),
                                  IndexError(), AttributeError("get"), ValueError("x" * 500)])
def test_any_other_slip_is_not_a_view_of_a_deal(slip: Exception) -> None:
    with pytest.raises(ViewError, match=SLIP) as caught, reading_view(_Refused):
        raise slip
    said = str(caught.value)
    assert len(said) <= len("not a view of a deal: ") + 200
    assert said.endswith(str(slip)[:200] or type(slip).__name__)


def test_another_game_s_refusal_is_a_slip_not_its_words() -> None:
    class Other(RulesError):
        pass

    with pytest.raises(ViewError, match=SLIP + "elsewhere$"), reading_view(_Refused):
        raise Other("x", "elsewhere")


def test_a_view_read_without_a_slip_passes() -> None:
    with reading_view(_Refused):
        read = {"deals": []}["deals"]
    assert read == []

"""`core.section_errors`, `core.record_values` and `core.observation`: a refusal cites its
code's usual section unless it names another; a record error cites no section for a file that
is no record, and indexes a refused hand under the game's key; a record's values are checked
alike by every parser; a seat's side alternates."""

from __future__ import annotations

from typing import ClassVar

import pytest

from zanga_desktop.core.deck import Card
from zanga_desktop.core.observation import SeatObservation
from zanga_desktop.core.record_values import card_packets, is_int, writable
from zanga_desktop.core.section_errors import SectionError, SectionRecordError


class Refused(SectionError):
    CODES: ClassVar[dict[str, int | None]] = {"late": 7, "odd": None}


class DealError(SectionRecordError):
    INDEX = "deal"


def test_a_refusal_cites_its_codes_section_unless_it_names_one() -> None:
    late = Refused("late", "Too late.", seat=2)
    assert (late.section, late.article, late.seat) == (7, "7", 2)
    assert late.to_json() == {"code": "late", "section": 7, "message": "Too late."}
    assert Refused("late", "Too late.", section=9).article == "9"
    assert (Refused("odd", "Odd.").section, Refused("odd", "Odd.").article) == (None, None)
    assert Refused("new", "New.").section is None


def test_a_record_error_indexes_a_refused_hand_under_the_games_key() -> None:
    error = DealError.refused(Refused("late", "Too late."), 3, 5)
    assert (error.status, error.section, error.hand) == (1, 7, 3)
    assert error.to_json() == {"ok": False, "deal": 3, "action": 5, "error": {
        "code": "late", "section": 7, "message": "Too late."}}
    assert SectionRecordError.refused(Refused("late", "x"), 0).to_json()["hand"] == 0


def test_a_file_that_is_no_record_cites_no_section() -> None:
    bad = DealError.bad("Not a record.")
    assert isinstance(bad, DealError) and bad.status == 2
    assert bad.to_json() == {"ok": False, "error": {"code": "bad_format", "section": None,
                                                    "message": "Not a record."}}
    assert DealError("bad_deal", "No deal.", section=4).to_json()["error"]["section"] is None
    assert DealError.bad("x" * 5000, "bad_deal").code == "bad_deal"
    assert len(DealError.bad("x" * 5000).message) < 5000


def test_a_records_values_are_checked_alike() -> None:
    assert is_int(3) and is_int(-1) and not is_int(True) and not is_int(2.0)
    assert writable("Ana") and not writable("\ud800") and not writable(None)
    packets = card_packets({"0": ["1o", "12e"], "stock": []}, ["0", "stock"])
    assert packets == [(Card.parse("1o"), Card.parse("12e")), ()]
    with pytest.raises(ValueError, match="'stock' is not a list of cards"):
        card_packets({"stock": ["1o", 2]}, ["stock"])
    with pytest.raises(ValueError):
        card_packets({"0": ["13o"]}, ["0"])


def test_a_seats_side_alternates() -> None:
    sides = [SeatObservation(s, 4, None, None, 0, 1).side for s in range(4)]
    assert sides == [0, 1, 0, 1]

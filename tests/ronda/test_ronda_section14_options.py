"""Section 14: the options and the Bengala preset (all defaults)."""

from __future__ import annotations

import pytest

from zanga_desktop.games.ronda.rules import FallPoints, Options, make_options, options_to_json


def test_section14_bengala_is_all_defaults() -> None:
    opts = make_options("bengala")
    assert opts == Options()
    assert opts.capture_mandatory and opts.falls_across_rounds
    assert opts.fall_points is FallPoints.EACH and opts.target == 18


def test_section14_single_options_are_overridden_by_name() -> None:
    opts = make_options("bengala", {"capture_mandatory": False, "fall_points": "last",
                                    "falls_across_rounds": False, "target": 31})
    assert not opts.capture_mandatory and opts.fall_points is FallPoints.LAST
    assert options_to_json(opts) == {"capture_mandatory": False, "fall_points": "last",
                                     "falls_across_rounds": False, "target": 31}


@pytest.mark.parametrize("bad", [{"target": 0}, {"target": 100}, {"target": True},
                                 {"fall_points": "first"}, {"capture_mandatory": "yes"},
                                 {"envido": True}])
def test_section14_bad_options_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        make_options("bengala", bad)
    with pytest.raises(ValueError):
        make_options("popular")

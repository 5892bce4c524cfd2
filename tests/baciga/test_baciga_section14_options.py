"""Section 14: the options by name, the Bengala preset, and the target."""

from __future__ import annotations

import pytest
from baciga_positions import credited, position, run

from zanga_desktop.games.baciga.rules import PRESETS, Options, make_options, options_to_json


def test_section14_bengala_is_all_defaults() -> None:
    assert dict(PRESETS) == {"bengala": Options()}
    opts = make_options("bengala")
    assert (opts.as_value, opts.pass_min_discard, opts.max_talks, opts.revival_takes_back,
            opts.cosas_beats_pasado, opts.pasado_keeps_pairs, opts.score_floor_zero,
            opts.auto_salirse, opts.target) == (1, 1, None, False, True, False, False, True, 18)


@pytest.mark.parametrize(("name", "value"), [
    ("as_value", 5), ("as_value", True), ("pass_min_discard", 2), ("max_talks", 1),
    ("max_talks", "3"), ("target", 0), ("target", 100), ("auto_salirse", "yes"),
    ("cosas_beats_pasado", 1), ("nonsense", 1),
])
def test_section14_values_outside_the_page_are_refused(name: str, value: object) -> None:
    with pytest.raises(ValueError):
        make_options("bengala", {name: value})


def test_section14_overrides_are_written_back_as_a_record_gives_them() -> None:
    overrides = {"as_value": 11, "max_talks": 3, "target": 9, "auto_salirse": False}
    opts = make_options("bengala", overrides)
    assert options_to_json(opts) == overrides
    assert make_options("bengala", {"max_talks": None}).max_talks is None
    with pytest.raises(ValueError):
        make_options("popular")


def test_section14_the_target_option_ends_the_game_there() -> None:
    st = position(["1b 2b 3b", "10o 11c 5e"], points=(3, 0), target=5)
    run(st, "0 baciga", "1 paso")
    assert st.is_over and st.winner() == 0 and credited(st) == [(0, "baciga", 2)]

"""Section 12: the options whose values are words are enums inside the rules (compared by
identity), read from a record's words and written back as the same words."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from zanga_desktop.games.envite.rules.options import (
    PRESETS,
    ExemptCard,
    Matadores,
    Options,
    RenuncioMode,
    SenaMode,
    make_options,
    options_to_json,
)


def test_section12_word_options_are_enums_read_from_words() -> None:
    o = make_options("federacion", {"senas": "pillar", "renuncio_mode": "mesa",
                                    "exempt_card": "highest_in_play"})
    assert o.senas is SenaMode.PILLAR and o.renuncio_mode is RenuncioMode.MESA
    assert o.exempt_card is ExemptCard.HIGHEST_IN_PLAY
    assert PRESETS["popular"].matadores is Matadores.POPULAR
    assert Options(senas="off").senas is SenaMode.OFF  # type: ignore[arg-type]
    assert replace(o, matadores="popular").matadores is Matadores.POPULAR  # type: ignore[arg-type]
    written = options_to_json(o, "federacion")
    assert json.dumps(written, sort_keys=True) == json.dumps(
        {"exempt_card": "highest_in_play", "renuncio_mode": "mesa", "senas": "pillar"},
        sort_keys=True)
    assert all(type(v) is str for v in written.values())


@pytest.mark.parametrize("bad", [{"senas": "secret"}, {"senas": 1}, {"matadores": True},
                                 {"renuncio_mode": ["mesa"]}])
def test_section12_a_word_option_outside_its_words_is_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ValueError, match="must be one of"):
        make_options("federacion", bad)

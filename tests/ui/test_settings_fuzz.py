"""Whatever the settings file holds (any bytes, any JSON in any key), every setting reads as a
value of its default's type and a game can be set up from them: the app always opens."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from zanga_desktop.games.zanga.learn import progress
from zanga_desktop.ui import settings, stats
from zanga_desktop.ui.new_game import setup_from_settings

FUZZ = hsettings(max_examples=150, deadline=None, derandomize=bool(os.environ.get("CI")),
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                        HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=4),
    max_leaves=20)
deep = st.integers(1, 200_000).map(lambda n: "[" * n) | st.integers(1, 5000).map(
    lambda n: '{"a":' * n + "1" + "}" * n)
INI_LINES = st.sampled_from([b"[game]", b"[stats]", b"[view]", b"[player]", b"[ui]", b"[learn",
                             b"options=", b"levels=", b"games=", b"speed=", b"name=",
                             b"@Variant(", b"@ByteArray(", b"\\x0", b"=", b",", b"\"", b"\xff",
                             b"\x00", b"\n", b"true", b"9" * 50])
ini_bytes = st.binary(max_size=300) | st.lists(INI_LINES, max_size=40).map(b"".join) \
    | st.lists(st.binary(max_size=20) | INI_LINES, max_size=30).map(b"\n".join)


def _too_big_for_qt(value: object) -> bool:
    """An integer QVariant cannot hold (Qt would refuse to store it: the file holds text)."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int):
        return not -(2**63) <= value < 2**63
    if isinstance(value, list):
        return any(_too_big_for_qt(v) for v in value)
    if isinstance(value, dict):
        return any(_too_big_for_qt(v) for v in value.values())
    return False


def fresh_settings_folder() -> Path:
    folder = Path(tempfile.mkdtemp(prefix="zanga-settings-"))
    settings.use_ini_folder(folder)
    return folder


def read_everything() -> None:
    for key, default in settings.DEFAULTS.items():
        value = settings.get(key)
        assert type(value) is type(default), (key, value)
        if isinstance(default, list):
            assert all(isinstance(x, str) for x in value)
    setup = setup_from_settings()
    assert setup.preset in ("manual", "simplificada") and isinstance(setup.options, dict)
    assert all(isinstance(v, int) for v in stats.load("zanga").values())
    progress.done()
    progress.current()


@FUZZ
@given(ini_bytes)
def test_any_bytes_in_the_settings_file(qapp, content: bytes) -> None:  # type: ignore[no-untyped-def]
    folder = fresh_settings_folder()
    path = Path(settings.settings().fileName())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    settings.check_file()
    read_everything()
    settings.take_damaged()
    assert folder.exists()


@FUZZ
@given(st.dictionaries(st.sampled_from(sorted(settings.DEFAULTS)), json_values | deep,
                       max_size=6), st.booleans())
def test_any_json_in_any_setting(qapp, values: dict[str, object], as_text: bool) -> None:  # type: ignore[no-untyped-def]
    fresh_settings_folder()
    s = settings.settings()
    for key, value in values.items():
        if isinstance(value, str) or as_text or _too_big_for_qt(value):
            s.setValue(key, value if isinstance(value, str) else json.dumps(value))
        else:
            s.setValue(key, value)
    s.sync()
    read_everything()

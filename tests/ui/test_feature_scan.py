"""PySide6's per-module feature question answered by name (`ui/feature_scan.py`): a module
imported after PySide6 is no longer read from its source file, and still gets its entry."""

from __future__ import annotations

import inspect
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from zanga_desktop.ui import feature_scan


@pytest.fixture
def feature() -> Iterator[ModuleType]:
    """PySide6's feature module asking its own question; as it was after the test."""
    import PySide6  # noqa: F401

    found = next((sys.modules[n] for n in feature_scan.FEATURE_MODULES if n in sys.modules),
                 None)
    if found is None or not callable(getattr(found, "_mod_uses_pyside", None)):
        pytest.skip("this PySide6 asks no per-module feature question")
    replaced = found._mod_uses_pyside is feature_scan.uses_pyside  # by an app started before
    feature_scan.restore_source_reading()
    yield found
    feature_scan.restore_source_reading()
    if replaced:
        feature_scan.skip_source_reading()


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The modules whose source `inspect.getsource` is asked for."""
    asked: list[str] = []
    real = inspect.getsource

    def counting(obj: Any) -> str:
        asked.append(getattr(obj, "__name__", "?"))
        return real(obj)

    monkeypatch.setattr(inspect, "getsource", counting)
    return asked


@pytest.fixture
def fresh_module(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The name of a module never imported before, on the path for this test."""
    name = f"feature_scan_probe_{tmp_path.name.replace('-', '_')}"
    (tmp_path / f"{name}.py").write_text("VALUE = 1\n", encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield name
    sys.modules.pop(name, None)


def _import(name: str) -> None:
    # the import statement, not importlib: PySide6's hook sits on the statement (__import__)
    exec(f"import {name}", {})


def test_without_the_skip_pyside_reads_the_new_modules_source(
        feature: ModuleType, reads: list[str], fresh_module: str) -> None:
    _import(fresh_module)
    assert fresh_module in reads
    assert feature.pyside_feature_dict[fresh_module] == -1


def test_with_the_skip_no_source_is_read_and_the_module_is_still_entered(
        feature: ModuleType, reads: list[str], fresh_module: str) -> None:
    assert feature_scan.skip_source_reading()
    _import(fresh_module)
    assert reads == []
    assert feature.pyside_feature_dict[fresh_module] == -1  # not a PySide6 user, as before


def test_the_programs_modules_and_pysides_own_count_as_users() -> None:
    assert feature_scan.uses_pyside(ModuleType("zanga_desktop.ui.start"))
    assert feature_scan.uses_pyside(ModuleType("PySide6.QtWidgets"))
    assert not feature_scan.uses_pyside(ModuleType("json.decoder"))
    assert not feature_scan.uses_pyside(ModuleType(""))

"""The dataclasses' generated methods kept compiled between starts (`ui/dataclass_code.py`):
the same classes as without it, the compiler spared on the next start, and a bad file ignored."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from zanga_desktop.ui import dataclass_code


@pytest.fixture
def table() -> Iterator[None]:
    dataclass_code.uninstall()
    yield
    dataclass_code.uninstall()


def make_class() -> Any:
    @dataclasses.dataclass(frozen=True, order=True)
    class Stone:
        """A counter with a value."""

        value: int
        owner: str = "Ana"
        marks: tuple[int, ...] = dataclasses.field(default=())

    return Stone


def count_compiles(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []

    def counting(source: str, *args: Any, **kwargs: Any) -> Any:
        seen.append(source)
        return compile(source, *args, **kwargs)

    monkeypatch.setattr(dataclass_code, "compile", counting, raising=False)
    return seen


def test_a_class_made_through_the_table_is_the_class_python_makes(table: None) -> None:
    plain = make_class()
    dataclass_code.install(None)
    cached = make_class()
    for name in ("__init__", "__eq__", "__repr__", "__lt__", "__setattr__", "__hash__"):
        ours, theirs = getattr(cached, name), getattr(plain, name)
        assert ours.__code__.co_code == theirs.__code__.co_code, name
        # no future statement of the cache's module leaked in: annotations stay objects
        assert ours.__annotations__ == theirs.__annotations__, name
    stone = cached(3, marks=(1,))
    assert stone == cached(3, "Ana", (1,)) and stone < cached(4)
    assert repr(stone) == repr(plain(3, marks=(1,))) and "owner='Ana'" in repr(stone)
    with pytest.raises(dataclasses.FrozenInstanceError):
        stone.value = 5


def test_the_next_start_takes_the_methods_from_the_file_not_the_compiler(
        table: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = dataclass_code.file_in(tmp_path / "cache")
    seen = count_compiles(monkeypatch)
    dataclass_code.install(path)
    make_class()
    assert len(seen) >= 5  # __init__, __repr__, __eq__, the order, frozen's setattr...
    assert dataclass_code.save(path) and path.is_file()
    assert not dataclass_code.save(path)  # nothing new: not written again

    dataclass_code.uninstall()  # as a new start: an empty table filled from the file
    seen.clear()
    dataclass_code.install(path)
    again = make_class()
    assert seen == []
    assert again(1) == again(1) and not dataclass_code.save(path)


@pytest.mark.parametrize("content", [
    b"", b"garbage", b"zanga-dataclass-code 1 2.7.0 (old)\n" + b"\x00" * 40,
    dataclass_code._HEADER + b"\n" + b"\xff\x00 not marshal",
    dataclass_code._HEADER + b"\n" + __import__("marshal").dumps(["a list", 3]),
    dataclass_code._HEADER + b"\n" + __import__("marshal").dumps({"def f(): pass": "not code"}),
])
def test_a_damaged_or_foreign_file_is_ignored_and_written_over(
        table: None, tmp_path: Path, content: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    path = dataclass_code.file_in(tmp_path)
    path.write_bytes(content)
    seen = count_compiles(monkeypatch)
    dataclass_code.install(path)
    stone = make_class()(2)
    assert stone.value == 2 and seen  # compiled as if no file were there
    assert dataclass_code.save(path)
    dataclass_code.uninstall()
    assert dataclass_code.load(path) > 0


def test_a_file_past_the_bound_is_not_read(table: None, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    path = dataclass_code.file_in(tmp_path)
    dataclass_code.install(path)
    make_class()
    dataclass_code.save(path)
    dataclass_code.uninstall()
    monkeypatch.setattr(dataclass_code, "MAX_BYTES", path.stat().st_size - 1)
    assert dataclass_code.load(path) == 0


def test_a_folder_that_cannot_be_written_is_no_error(table: None, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("a file where the folder would be")
    dataclass_code.install(None)
    make_class()
    assert not dataclass_code.save(dataclass_code.file_in(blocker / "cache"))
    assert list(tmp_path.iterdir()) == [blocker]  # no temporary left behind


def test_uninstall_gives_dataclasses_its_own_exec_back(table: None) -> None:
    dataclass_code.install(None)
    assert vars(dataclasses).get("exec") is not None
    dataclass_code.uninstall()
    assert "exec" not in vars(dataclasses)
    assert make_class()(1).value == 1

"""The Linux bundle's cut-down ICU data (packaging/icu_data.py): the package format written
back as ICU reads it, and QtCore sorting Spanish and Japanese names with the cut-down library
exactly as with the whole one (the file dialogs sort with QCollator)."""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("zanga_packaging_icu_data",
                                                  ROOT / "packaging" / "icu_data.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


icu_data = _load()


def _header() -> bytes:
    info = struct.pack("<HHBBBB4s4s4s", 20, 0, 0, 0, 2, 0, b"CmnD", b"\1\0\0\0", b"\0\0\0\0")
    size = 32
    return struct.pack("<HBB", size, 0xDA, 0x27) + info + b"\0" * (size - 4 - len(info))


def test_a_package_reads_back_as_written() -> None:
    items = {"icudt73l/b.res": b"B" * 5, "icudt73l/a.res": b"A" * 16,
             "icudt73l/coll/root.res": b"R" * 33}
    blob = icu_data.write_package(_header(), items)
    header, back = icu_data.read_package(blob)
    assert header == _header()
    # Names sorted (ICU searches them by bisection); each item on a 16-byte boundary, padded.
    assert list(back) == sorted(items)
    for name, data in items.items():
        assert back[name].rstrip(b"\0") == data
        assert blob.index(data) % 16 == 0
    with pytest.raises(ValueError):
        icu_data.read_package(b"\0" * 64)


def test_kept_items_follow_the_languages() -> None:
    names = [f"icudt73l/{n}" for n in ("coll/es.res", "coll/de.res", "coll/root.res", "es.res",
                                       "brkitr/cjdict.dict", "cnvalias.icu", "coll/ja.res",
                                       "coll/en.res", "ibm-943_P15A-2003.cnv")]
    kept = icu_data.wanted(names, "icudt73l/", ["es"])
    assert kept == {"icudt73l/coll/es.res", "icudt73l/coll/root.res", "icudt73l/es.res",
                    "icudt73l/cnvalias.icu", "icudt73l/coll/en.res"}


SORT = r"""
import json, sys
from PySide6.QtCore import QCollator, QLocale
words = ["zeta", "ñu", "nube", "Álvaro", "año", "ano", "Beta", "game10", "game9",
         "かな", "カナ", "漢字", "あい"]
out = {}
for lang in ("es", "en", "ja"):
    c = QCollator(QLocale(lang))
    c.setNumericMode(True)
    out[lang] = sorted(words, key=c.sortKey)
maps = open("/proc/self/maps", encoding="utf-8").read()
out["loaded"] = sorted({line.split()[-1] for line in maps.splitlines() if "libicudata" in line})
print(json.dumps(out))
"""


@pytest.mark.skipif(not sys.platform.startswith("linux") or not icu_data.tools_present(),
                    reason="ELF and GNU binutils")
def test_qt_sorts_with_the_cut_down_library_as_with_the_whole(tmp_path: Path) -> None:
    import PySide6

    whole = next((Path(PySide6.__file__).resolve().parent / "Qt" / "lib").glob(
        "libicudata.so.*"), None)
    if whole is None:
        pytest.skip("PySide6 without its own ICU")
    lib = icu_data.trim(whole, tmp_path / "icu", ["es", "ja"])
    assert lib.name == whole.name
    assert lib.stat().st_size < 3_000_000 < 20_000_000 < whole.stat().st_size
    if shutil.which("icupkg"):  # ICU's own tool reads the package written
        dat = next((tmp_path / "icu").glob("icudt*l.dat"))
        listed = subprocess.run(["icupkg", "-l", str(dat)], capture_output=True, text=True,
                                check=True).stdout.split()
        assert "coll/es.res" in listed and "coll/ja.res" in listed

    def sort(folder: Path | None) -> dict[str, list[str]]:
        env = dict(os.environ)
        if folder is not None:
            env["LD_LIBRARY_PATH"] = str(folder)  # ahead of QtCore's RUNPATH
        done = subprocess.run([sys.executable, "-c", SORT], env=env, capture_output=True,
                              text=True, check=True, timeout=60)
        return json.loads(done.stdout)  # type: ignore[no-any-return]

    small, full = sort(lib.parent), sort(None)
    assert small["loaded"] == [str(lib)]
    assert full["loaded"] == [str(whole)]
    for lang in ("es", "en", "ja"):
        assert small[lang] == full[lang], lang
    assert small["es"].index("nube") < small["es"].index("ñu") < small["es"].index("zeta")
    assert small["es"].index("game9") < small["es"].index("game10")

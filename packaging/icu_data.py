"""A smaller ICU data library for the Linux bundle: 31 MB of Unicode data, of which QtCore uses
a few collation tables.

QtCore links `libicudata.so.NN`, a library holding one symbol, `icudtNN_dat`: an ICU "common
data" package (a table of contents, then every item: collation rules and break iterators for
every language, converters for every legacy code page, time-zone names, ...). QtCore calls ICU
for four things only (see `nm -D libQt6Core.so.6`): case mapping (`u_strToUpper`, whose tables
are built into libicuuc), collation (`ucol_*`, for QCollator: the file dialogs sort names with
it), legacy code pages (`ucnv_*`, QStringConverter beyond UTF-8/16/32 and Latin-1; the game
reads and writes UTF-8 only) and time-zone display names (`ucal_*`, unused). So the package is
rewritten with the collation root and the collation of each language of the game, the
converter alias table and the items every lookup needs, and linked again (GNU `as` and `ld`)
into a library of the same name and symbol.

Imported by path by `zanga.spec` and the tests (`packaging/` is not a package).
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
from collections.abc import Iterable
from pathlib import Path

#: ICU items kept, as names inside the package (without the `icudtNNl/` prefix). `{lang}`
#: is filled in with each language of the game and its parents.
KEEP_ITEMS: tuple[str, ...] = (
    "res_index.res", "pool.res", "root.res", "{lang}.res", "supplementalData.res",
    "likelySubtags.res", "cnvalias.icu", "ucadata.icu", "uprops.icu", "ulayout.icu",
    "coll/res_index.res", "coll/root.res", "coll/{lang}.res", "coll/ucadata.icu",
    "coll/ja_Hira.res", "coll/ja_Kana.res",
)

_HEADER = struct.Struct("<HBB")  # headerSize, magic 0xda, 0x27
_ENTRY = struct.Struct("<II")  # name offset, data offset (from the table of contents)


def find_symbol(data: bytes, name: str) -> tuple[int, int]:
    """(file offset, size) of the dynamic symbol `name` in a 64-bit little-endian ELF."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
                for i in range(shnum)]
    for sh in sections:
        if sh[1] != 11:  # SHT_DYNSYM
            continue
        strtab = sections[sh[6]][4]
        for pos in range(sh[4], sh[4] + sh[5], 24):
            st_name, _info, _other, shndx, value, size = struct.unpack_from("<IBBHQQ", data, pos)
            end = data.index(b"\0", strtab + st_name)
            if data[strtab + st_name:end].decode() == name:
                sec = sections[shndx]
                return value - sec[3] + sec[4], size
    raise KeyError(name)


def read_package(blob: bytes) -> tuple[bytes, dict[str, bytes]]:
    """The header and the items ({name: bytes}) of an ICU common data package."""
    header_size, m1, m2 = _HEADER.unpack_from(blob, 0)
    if (m1, m2) != (0xDA, 0x27) or blob[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    toc = header_size
    count, = struct.unpack_from("<I", blob, toc)
    entries = [_ENTRY.unpack_from(blob, toc + 4 + i * 8) for i in range(count)]
    items: dict[str, bytes] = {}
    for i, (name_off, data_off) in enumerate(entries):
        name_end = blob.index(b"\0", toc + name_off)
        name = blob[toc + name_off:name_end].decode("ascii")
        end = toc + entries[i + 1][1] if i + 1 < count else len(blob)
        items[name] = blob[toc + data_off:end]
    return blob[:header_size], items


def write_package(header: bytes, items: dict[str, bytes]) -> bytes:
    """An ICU common data package: the header, the sorted table of contents, the names, then
    each item on a 16-byte boundary (ICU looks items up by binary search on the names)."""
    names = sorted(items)
    names_blob = b"".join(n.encode("ascii") + b"\0" for n in names)
    toc_size = 4 + 8 * len(names)
    offset = toc_size + len(names_blob)
    offset += -offset % 16
    entries, body = [], bytearray()
    name_pos = toc_size
    for n in names:
        entries.append((name_pos, offset + len(body)))
        name_pos += len(n) + 1
        body += items[n]
        body += b"\0" * (-len(body) % 16)
    toc = struct.pack("<I", len(names)) + b"".join(_ENTRY.pack(*e) for e in entries)
    pad = b"\0" * (-(toc_size + len(names_blob)) % 16)
    return header + toc + names_blob + pad + bytes(body)


def wanted(names: Iterable[str], prefix: str, languages: Iterable[str]) -> set[str]:
    """The item names of `names` that `KEEP_ITEMS` keeps for `languages` (e.g. `es`,
    `ja`); English is the root."""
    langs = {"en", *languages}
    patterns = {p.format(lang=lang) for p in KEEP_ITEMS for lang in langs}
    return {n for n in names if n.removeprefix(prefix) in patterns}


def trim(library: Path, out_dir: Path, languages: Iterable[str]) -> Path:
    """Write `out_dir/libicudataNN.so.NN`: `library` with only the items the game uses.
    Needs GNU `as` and `ld` (binutils)."""
    version = re.search(r"\.so\.(\d+)", library.name)
    if version is None:
        raise ValueError(f"not an ICU data library: {library}")
    symbol = f"icudt{version.group(1)}_dat"
    data = library.read_bytes()
    start, size = find_symbol(data, symbol)
    header, items = read_package(data[start:start + size])
    prefix = f"icudt{version.group(1)}l/"
    keep = wanted(items, prefix, languages)
    missing = {"coll/root.res", "coll/ucadata.icu", "cnvalias.icu"} - {
        n.removeprefix(prefix) for n in keep}
    if missing:
        raise ValueError(f"{library.name} lacks {sorted(missing)}")
    out_dir.mkdir(parents=True, exist_ok=True)
    dat = out_dir / f"icudt{version.group(1)}l.dat"
    dat.write_bytes(write_package(header, {n: items[n] for n in keep}))
    asm = out_dir / "icudata.s"
    asm.write_text(
        f"\t.section .rodata\n\t.globl {symbol}\n\t.type {symbol}, @object\n"
        f"\t.balign 16\n{symbol}:\n\t.incbin \"{dat.name}\"\n"
        f"\t.size {symbol}, . - {symbol}\n"
        "\t.section .note.GNU-stack,\"\",@progbits\n", encoding="ascii")
    obj = out_dir / "icudata.o"
    lib = out_dir / library.name
    subprocess.run(["as", "-o", str(obj), asm.name], cwd=out_dir, check=True)
    subprocess.run(["ld", "-shared", "-soname", library.name, "-o", str(lib), str(obj)],
                   check=True)
    return lib


def tools_present() -> bool:
    return bool(shutil.which("as") and shutil.which("ld"))


Entry = tuple[str, str, str]


def replace_in(binaries: list[Entry], out_dir: Path, languages: Iterable[str]) -> list[Entry]:
    """The TOC with `libicudata.so.NN` taken from `trim`. Without binutils it is left as it
    is (a warning says so)."""
    langs = list(languages)
    out: list[Entry] = []
    for dest, src, kind in binaries:
        base = dest.replace("\\", "/").rsplit("/", 1)[-1]
        if kind == "BINARY" and re.fullmatch(r"libicudata\.so\.\d+", base):
            if not tools_present():
                print(f"WARNING: no `as`/`ld` (binutils): {base} stays whole (31 MB)")
            else:
                src = str(trim(Path(src), out_dir, langs))
        out.append((dest, src, kind))
    return out

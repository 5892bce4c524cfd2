"""ICO and ICNS containers written by hand with ``struct``; both embed PNG data."""

from __future__ import annotations

import struct

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types that hold PNG data, by pixel size
ICNS_TYPES = ((16, b"icp4"), (32, b"icp5"), (64, b"icp6"), (128, b"ic07"), (256, b"ic08"),
              (512, b"ic09"))


def png_size(data: bytes) -> tuple[int, int]:
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    w, h = struct.unpack(">II", data[16:24])
    return w, h


def make_ico(pngs: dict[int, bytes]) -> bytes:
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, blobs = b"", b""
    for s in sizes:
        data = pngs[s]
        dim = 0 if s >= 256 else s
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return header + entries + blobs


def make_icns(pngs: dict[int, bytes]) -> bytes:
    body = b""
    for s, kind in ICNS_TYPES:
        if s in pngs:
            body += kind + struct.pack(">I", 8 + len(pngs[s])) + pngs[s]
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def read_ico(data: bytes) -> list[tuple[int, bytes]]:
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    if reserved != 0 or kind != 1:
        raise ValueError("not an ICO")
    out = []
    for i in range(count):
        w, _h, _c, _r, _p, _bpp, size, off = struct.unpack("<BBBBHHII",
                                                            data[6 + 16 * i: 22 + 16 * i])
        out.append((w or 256, data[off:off + size]))
    return out


def read_icns(data: bytes) -> list[tuple[bytes, bytes]]:
    if data[:4] != b"icns" or struct.unpack(">I", data[4:8])[0] != len(data):
        raise ValueError("not an ICNS")
    out, pos = [], 8
    while pos < len(data):
        kind = data[pos:pos + 4]
        (ln,) = struct.unpack(">I", data[pos + 4:pos + 8])
        out.append((kind, data[pos + 8:pos + ln]))
        pos += ln
    return out

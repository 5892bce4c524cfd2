"""The short code a table is joined by where discovery does not reach: its host's IPv4
address and port in ten letters and digits (Crockford's base 32, read back whatever the
case, with O for 0 and I or L for 1), shown as two groups of five."""

from __future__ import annotations

import ipaddress

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_READ = {c: i for i, c in enumerate(ALPHABET)} | {"O": 0, "I": 1, "L": 1}
LENGTH = 10


def table_code(address: str, port: int) -> str:
    """`address` (IPv4) and `port` as a code such as "3Z1QF-0XK2A"."""
    number = int(ipaddress.IPv4Address(address)) << 16 | (port & 0xFFFF)
    chars = []
    for _ in range(LENGTH):
        chars.append(ALPHABET[number & 31])
        number >>= 5
    text = "".join(reversed(chars))
    return f"{text[:5]}-{text[5:]}"


def read_code(text: str) -> tuple[str, int] | None:
    """The address and port a code stands for; None for what is no code."""
    letters = [c for c in text.upper() if c not in " -_."]
    if len(letters) != LENGTH or any(c not in _READ for c in letters):
        return None
    number = 0
    for c in letters:
        number = number << 5 | _READ[c]
    port = number & 0xFFFF
    if port == 0 or number >> 48:
        return None
    return str(ipaddress.IPv4Address(number >> 16)), port


def address_of(text: str) -> tuple[str, int] | None:
    """What a player typed to join: a code, "ws://host:port", or "host:port"."""
    text = text.strip()
    found = read_code(text)
    if found is not None:
        return found
    if text.lower().startswith("ws://"):
        text = text[5:]
    text = text.rstrip("/")
    host, sep, port = text.rpartition(":")
    if not sep or not port.isdigit() or not host or len(text) > 300:
        return None
    number = int(port)
    if not 0 < number < 65536:
        return None
    return host.strip("[]"), number


def url(host: str, port: int) -> str:
    return f"ws://[{host}]:{port}" if ":" in host else f"ws://{host}:{port}"

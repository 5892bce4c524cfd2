"""Tables announced on the home network by DNS-SD over multicast DNS (RFC 6762, 6763), with
python-zeroconf: a host announces `_zanga._tcp`, its TXT record saying the game, the host's
name, the free seats and the table's code; the Join dialog lists what it finds. Where
multicast does not reach (some Wi-Fi, guest networks), the address or the code joins all the
same.

Nothing here is needed to play: whatever fails (no network, no multicast) is logged and the
table is simply not announced, or nothing is found.
"""

from __future__ import annotations

import contextlib
import logging
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..limits import clean_name

log = logging.getLogger(__name__)

SERVICE = "_zanga._tcp.local."
#: The longest text kept from an announcement (a name, a game id).
_FIELD = 60


@dataclass(frozen=True, slots=True)
class Found:
    """A table found on the network."""

    name: str  # the service's instance name (unique on the network)
    game: str
    host: str  # the host player's name
    free: int  # seats open for a person
    seats: int
    address: str
    port: int
    code: str


def _text(props: dict[bytes, bytes | None], key: str) -> str:
    value = props.get(key.encode())
    return value.decode("utf-8", "replace")[:_FIELD] if value else ""


def _number(props: dict[bytes, bytes | None], key: str) -> int:
    text = _text(props, key)
    return int(text) if text.isdigit() and len(text) < 4 else 0


class Announcer:
    """Announces one table while it is open; `update` says how many seats are free."""

    def __init__(self, game: str, host: str, seats: int, address: str, port: int,
                 code: str, interfaces: list[str] | None = None) -> None:
        self.interfaces = interfaces  # None: every interface of the machine
        self.game, self.host, self.seats = game, host[:_FIELD], seats
        self.address, self.port, self.code = address, port, code
        self._zc: Any = None
        self._info: Any = None
        self._lock = threading.Lock()

    def _make_info(self, free: int) -> Any:
        from zeroconf import ServiceInfo

        label = f"{self.host or 'Zanga'} {self.code}".strip()[:50]
        return ServiceInfo(
            SERVICE, f"{label}.{SERVICE}",
            addresses=[socket.inet_aton(self.address)], port=self.port,
            properties={"game": self.game, "host": self.host, "free": str(free),
                        "seats": str(self.seats), "code": self.code, "v": "1"},
            server=f"zanga-{self.code.replace('-', '').lower()}.local.")

    def start(self, free: int) -> bool:
        """Announce (in zeroconf's own threads); False if the network would not have it."""
        try:
            self._zc = _zeroconf(self.interfaces)
            self._info = self._make_info(free)
            self._zc.register_service(self._info, allow_name_change=True)
        except Exception as exc:  # no multicast here: the table plays unannounced
            log.info("the table is not announced: %s", exc)
            self.stop()
            return False
        return True

    def update(self, free: int) -> None:
        with self._lock:
            if self._zc is None:
                return
            try:
                info = self._make_info(free)
                info.name = self._info.name
                self._zc.update_service(info)
                self._info = info
            except Exception as exc:
                log.info("the announcement could not be updated: %s", exc)

    def stop(self) -> None:
        with self._lock:
            zc, self._zc = self._zc, None
            if zc is None:
                return
            with contextlib.suppress(Exception):
                if self._info is not None:
                    zc.unregister_service(self._info)
            with contextlib.suppress(Exception):
                zc.close()


class Announcing(Protocol):
    """What `InBackground` works: an `Announcer`'s three calls."""

    def start(self, free: int) -> bool: ...

    def update(self, free: int) -> None: ...

    def stop(self) -> None: ...


class InBackground:
    """An announcement worked from a thread of its own, for a window's thread to use:
    `Announcer.start` waits for the service's probes (about 1.8 s here), each `update` for its
    announcement (about 0.5 s), and the window would stand still meanwhile. Updates that
    arrive while one is sent are folded into the last; an update that changes nothing is not
    sent. `stop` waits at most `wait` seconds for the announcement to be withdrawn."""

    def __init__(self, announcer: Announcing) -> None:
        self.announcer = announcer
        self._wanted: int | None = None
        self._stopping = False
        self._changed = threading.Condition()
        self._thread = threading.Thread(target=self._run, name="table announcer", daemon=True)

    def start(self, free: int) -> None:
        self._wanted = free
        self._thread.start()

    def update(self, free: int) -> None:
        with self._changed:
            self._wanted = free
            self._changed.notify()

    def stop(self, wait: float = 2.0) -> None:
        with self._changed:
            self._stopping = True
            self._changed.notify()
        if self._thread.is_alive():
            self._thread.join(wait)

    def _next(self, sent: int | None) -> int | None:
        """The free seats to announce next; None once stopping."""
        with self._changed:
            while not self._stopping and self._wanted == sent:
                self._changed.wait()
            return None if self._stopping else self._wanted

    def _run(self) -> None:
        with self._changed:
            first = self._wanted
            if self._stopping or first is None:
                return
        sent: int | None = first
        if not self.announcer.start(first):
            return  # not announced (no multicast here): nothing to update or withdraw
        try:
            while (free := self._next(sent)) is not None:
                self.announcer.update(free)
                sent = free
        finally:
            self.announcer.stop()


class Browser:
    """Looks for tables until stopped; `on_change(tables)` is called (on zeroconf's thread)
    whenever the list changes."""

    def __init__(self, on_change: Callable[[list[Found]], None],
                 interfaces: list[str] | None = None) -> None:
        self.on_change = on_change
        self.interfaces = interfaces
        self.tables: dict[str, Found] = {}
        self._zc: Any = None
        self._browser: Any = None

    def start(self) -> bool:
        try:
            from zeroconf import ServiceBrowser

            self._zc = _zeroconf(self.interfaces)
            self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._changed])
        except Exception as exc:
            log.info("tables cannot be looked for here: %s", exc)
            self.stop()
            return False
        return True

    def _changed(self, zeroconf: Any, service_type: str, name: str,
                 state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            self.tables.pop(name, None)
        else:
            try:
                info = zeroconf.get_service_info(service_type, name, timeout=1500)
            except Exception:
                info = None
            found = _found(name, info) if info is not None else None
            if found is None:
                return
            self.tables[name] = found
        self.on_change(sorted(self.tables.values(), key=lambda f: (f.host, f.code)))

    def stop(self) -> None:
        zc, self._zc = self._zc, None
        if self._browser is not None:
            with contextlib.suppress(Exception):
                self._browser.cancel()
        if zc is not None:
            with contextlib.suppress(Exception):
                zc.close()


def _zeroconf(interfaces: list[str] | None) -> Any:
    from zeroconf import InterfaceChoice, IPVersion, Zeroconf

    return Zeroconf(interfaces=interfaces or InterfaceChoice.All, ip_version=IPVersion.V4Only)


def _found(name: str, info: Any) -> Found | None:
    props = dict(info.properties or {})
    addresses = info.parsed_addresses() if hasattr(info, "parsed_addresses") else []
    if not addresses or not info.port:
        return None
    # the host's name is shown in the list of tables: on one line, no direction overrides
    return Found(name[:120], _text(props, "game"), clean_name(_text(props, "host")),
                 _number(props, "free"), _number(props, "seats"), str(addresses[0]),
                 int(info.port), _text(props, "code"))

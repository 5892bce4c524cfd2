"""The host's network side: a WebSocket server (RFC 6455, the `websockets` library) on an
asyncio loop in a thread of its own, carrying out what the table's state machine asks.

Frames go to `TableCore` as they come, on the loop's thread alone; what it asks is done
there: frames sent in order on each connection, connections closed with their reason, a
computer seat's decision worked out on a worker thread (never on the loop, never on a
window's thread) and handed back after the table's pace, the table written to its autosave
after every step. A frame over the limit is refused by the library before it is read whole
(close code 1009); a connection that is too many is closed at once.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import json
import logging
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed, WebSocketException

from ..core.files import write_atomic
from . import limits
from .code import table_code
from .messages import encode
from .table import Close, Decide, Effect, Finished, Save, Send, TableCore

log = logging.getLogger(__name__)

#: How often the table's clock is wound (graces, pauses between hands, hellos that never
#: come).
TICK_S = 0.25


def lan_address() -> str:
    """This machine's IPv4 address on the home network (the first private one of its
    interfaces), else the loopback: what the table code and the announcement give."""
    try:
        import ifaddr

        found = [ip.ip for adapter in ifaddr.get_adapters() for ip in adapter.ips
                 if isinstance(ip.ip, str) and not ip.ip.startswith("127.")]
    except (ImportError, OSError, ValueError):
        found = []
    private = [a for a in found if a.startswith(("192.168.", "10.", "172."))]
    return (private or found or ["127.0.0.1"])[0]


class Host:
    """Serves `core` on `address`:`port` (0: any free port) until the table is closed.

    `on_frame(seat, frame)` sees every frame sent (the tests' scanner); `save_path` keeps the
    table after every step. `start` returns once the server listens; `finished` is set when
    the table is closed and every connection is gone."""

    def __init__(self, core: TableCore, address: str = "0.0.0.0", port: int = 0,
                 save_path: Path | None = None, pace_s: float = 0.0,
                 on_frame: Callable[[int | None, str], None] | None = None,
                 on_change: Callable[[], None] | None = None) -> None:
        self.core = core
        self.address = address
        self.port = port
        self.save_path = save_path
        self.pace_s = pace_s
        self.on_frame = on_frame
        self.on_change = on_change
        self.finished = threading.Event()
        self.reason = ""
        self.save_error = ""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failed: BaseException | None = None
        self._sockets: dict[int, ServerConnection] = {}
        self._outbox: dict[int, asyncio.Queue[tuple[str, int, str] | None]] = {}
        self._next = 0
        self._server: Server | None = None
        self._worker = concurrent.futures.ThreadPoolExecutor(1, "zanga-table-ai")
        self._stop: asyncio.Event | None = None
        self._last_step = 0.0

    # ---------------------------------------------------------------- the thread

    def start(self, timeout: float = 10.0) -> int:
        """Listen (in a thread of its own); the port listened on. OSError if the address
        cannot be had."""
        self._thread = threading.Thread(target=self._run, name="zanga-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise OSError("the table's server did not start")
        if self._failed is not None:
            raise self._failed
        return self.port

    def _run(self) -> None:
        try:
            asyncio.run(self._serve())
        except BaseException as exc:  # the starter is told; nothing is lost
            self._failed = exc
            self._ready.set()
        finally:
            self._worker.shutdown(wait=False, cancel_futures=True)
            self.finished.set()

    @property
    def code(self) -> str:
        return self.core.code

    def stop(self, reason: str = "the host closed the table", wait: float = 5.0) -> None:
        """Close the table from another thread (telling everyone), then wait for the end
        (at most `wait` seconds: every step is saved already)."""
        loop = self._loop
        if loop is not None and not self.finished.is_set():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._do, lambda now: self.core.close(reason, now))
        self.finished.wait(wait)

    def call(self, fn: Callable[[TableCore, float], list[Effect]]) -> None:
        """Run `fn(core, now)` on the loop and carry out its effects (from any thread)."""
        loop = self._loop
        if loop is not None and not self.finished.is_set():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(self._do, lambda now: fn(self.core, now))

    # ---------------------------------------------------------------- serving

    async def _serve(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        async with serve(self._connection, self.address, self.port, compression=None,
                         max_size=limits.MAX_CLIENT_FRAME, max_queue=4,
                         ping_interval=20, ping_timeout=20, close_timeout=2,
                         open_timeout=limits.HELLO_TIMEOUT_S, server_header=None,
                         logger=log) as server:
            self._server = server
            sockets = list(server.sockets)
            self.port = sockets[0].getsockname()[1] if sockets else self.port
            if not self.core.code:
                shown = self.address if self.address not in ("0.0.0.0", "", "::") \
                    else lan_address()
                with contextlib.suppress(ValueError):
                    self.core.code = table_code(shown, self.port)
            self._ready.set()
            ticker = asyncio.create_task(self._ticks())
            await self._stop.wait()
            ticker.cancel()
            await self._drain()
            server.close()

    async def _ticks(self) -> None:
        while True:
            await asyncio.sleep(TICK_S)
            self._do(self.core.tick)

    async def _drain(self) -> None:
        """The last frames out (each connection's queue ends with its close), then the
        connections closed."""
        for q in list(self._outbox.values()):
            with contextlib.suppress(asyncio.QueueFull):
                q.put_nowait(None)
        deadline = time.monotonic() + 3.0
        while self._sockets and time.monotonic() < deadline:
            await asyncio.sleep(0.02)
        for ws in list(self._sockets.values()):
            with contextlib.suppress(WebSocketException, OSError):
                await ws.close(1001, "the table is closed")

    async def _connection(self, ws: ServerConnection) -> None:
        self._next += 1
        conn = self._next
        self._sockets[conn] = ws
        outbox: asyncio.Queue[tuple[str, int, str] | None] = asyncio.Queue()
        self._outbox[conn] = outbox
        writer = asyncio.create_task(self._writer(ws, outbox))
        self._do(lambda now: self.core.opened(conn, now))
        try:
            async for frame in ws:
                self._received(conn, frame)
        except ConnectionClosed:
            pass
        finally:
            self._do(lambda now: self.core.gone(conn, now))
            with contextlib.suppress(asyncio.QueueFull):
                outbox.put_nowait(None)
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await asyncio.wait_for(writer, 3.0)
            self._sockets.pop(conn, None)
            self._outbox.pop(conn, None)

    def _received(self, conn: int, frame: str | bytes) -> None:
        self._do(lambda now: self.core.received(conn, frame, now))

    async def _writer(self, ws: ServerConnection,
                      outbox: asyncio.Queue[tuple[str, int, str] | None]) -> None:
        """Frames out in order; a close request ends the connection with its reason."""
        while True:
            item = await outbox.get()
            if item is None:
                return
            kind, code, text = item
            try:
                if kind == "send":
                    await ws.send(text)
                else:
                    await ws.close(code, text[:limits.MAX_REASON])
                    return
            except (ConnectionClosed, WebSocketException, OSError):
                return

    # ---------------------------------------------------------------- effects

    def _do(self, fn: Callable[[float], list[Effect]]) -> None:
        try:
            effects = fn(time.monotonic())
        except Exception:  # the table must never die of one frame: it is logged and kept
            log.exception("the table could not take a step")
            return
        self._carry_out(effects)

    def _carry_out(self, effects: list[Effect]) -> None:
        changed = False
        for effect in effects:
            if isinstance(effect, Send):
                text = encode(effect.message)
                if self.on_frame is not None:
                    c = self.core.conns.get(effect.conn)
                    self.on_frame(c.seat if c is not None else None, text)
                q = self._outbox.get(effect.conn)
                if q is not None:
                    q.put_nowait(("send", 0, text))
                changed = True
            elif isinstance(effect, Close):
                q = self._outbox.get(effect.conn)
                if q is not None:
                    q.put_nowait(("close", effect.code, effect.reason))
            elif isinstance(effect, Decide):
                self._decide(effect)
            elif isinstance(effect, Save):
                self._save(effect.table_json)
            elif isinstance(effect, Finished):
                self.reason = effect.reason
                if self._stop is not None:
                    self._stop.set()
        if changed and self.on_change is not None:
            self.on_change()

    def _decide(self, effect: Decide) -> None:
        loop = self._loop
        assert loop is not None
        future = loop.run_in_executor(self._worker, effect.job)
        asked = time.monotonic()

        def done(f: asyncio.Future[object]) -> None:
            if f.cancelled():
                return
            error = f.exception()
            if error is not None:
                log.error("a computer seat could not decide: %s", error)
                return
            action = f.result()
            wait = self.pace_s - (time.monotonic() - asked)

            def deliver() -> None:
                self._do(lambda now: self.core.decided(effect.ticket, action, now))

            if wait > 0:
                loop.call_later(wait, deliver)
            else:
                deliver()

        future.add_done_callback(done)

    def _save(self, table: dict[str, Any]) -> None:
        if self.save_path is None:
            return
        table = {**table, "port": self.port}
        try:
            write_atomic(self.save_path, json.dumps(table, ensure_ascii=False) + "\n")
            self.save_error = ""
        except OSError as exc:  # a full disk: play goes on, the host is told
            self.save_error = exc.strerror or str(exc)
            log.warning("the table could not be saved: %s", self.save_error)

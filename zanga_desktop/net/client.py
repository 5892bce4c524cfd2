"""A player's connection to a table: a WebSocket client on an asyncio loop in a thread of
its own, so that no window and no command ever waits on the network.

What the host sends is read within bounds (`messages.host_message`: a client trusts the host
no more than the host trusts it) and handed to `on_message` on the client's thread; the
window's glue moves it to its own thread. A connection that drops is made again, with the
seat's token, for as long as the seat is held (the grace) and a little more; the host closing
the table, or refusing the hello, ends it.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import logging
import threading
import time
from collections.abc import Callable
from dataclasses import replace

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidURI, WebSocketException

from . import limits
from .messages import (
    ClientMessage,
    Closing,
    FrameError,
    Hello,
    HostMessage,
    Welcome,
    encode,
    host_message,
    read_frame,
)

log = logging.getLogger(__name__)

#: How long a dropped connection is tried again: the seat's grace and a margin.
RETRY_S = limits.GRACE_S + 30.0


class LinkState(enum.StrEnum):
    CONNECTING = "connecting"
    OPEN = "open"
    LOST = "lost"  # dropped: trying again
    CLOSED = "closed"  # for good (the reason is given)


class Link:
    """One connection to a table, made again while it may be. `on_message(message)` and
    `on_state(state, reason)` are called on the link's own thread."""

    def __init__(self, url: str, hello: Hello, on_message: Callable[[HostMessage], None],
                 on_state: Callable[[LinkState, str], None] | None = None,
                 retry_s: float = RETRY_S) -> None:
        self.url = url
        self.hello = hello
        self.on_message = on_message
        self.on_state = on_state
        self.retry_s = retry_s
        self.token: str | None = hello.token
        self.seat: int | None = hello.seat
        self.state = LinkState.CONNECTING
        self.reason = ""
        self.closed = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._ws: ClientConnection | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._welcomed = False

    def start(self) -> Link:
        self._thread = threading.Thread(target=self._run, name="zanga-link", daemon=True)
        self._thread.start()
        return self

    def send(self, message: ClientMessage) -> None:
        """Send `message` from any thread (dropped while the connection is down: the view
        that comes with the connection made again says what to do)."""
        loop = self._loop
        if loop is not None and not self.closed.is_set():
            with contextlib.suppress(RuntimeError):
                asyncio.run_coroutine_threadsafe(self._send(encode(message)), loop)

    def close(self, wait: float = 3.0) -> None:
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not self.closed.is_set():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(stop.set)
        self.closed.wait(wait)

    # ---------------------------------------------------------------- the thread

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except Exception as exc:  # whatever happens, the link ends with a reason
            self._set(LinkState.CLOSED, f"the connection failed ({exc})")
        finally:
            if self.state is not LinkState.CLOSED:
                self._set(LinkState.CLOSED, self.reason or "closed")
            self.closed.set()

    def _set(self, state: LinkState, reason: str = "") -> None:
        self.state, self.reason = state, reason or self.reason
        if self.on_state is not None:
            try:
                self.on_state(state, reason)
            except Exception:  # a listener's bug is logged, the link goes on
                log.exception("a link listener failed")

    async def _send(self, text: str) -> None:
        ws = self._ws
        if ws is not None:
            with contextlib.suppress(ConnectionClosed, WebSocketException, OSError):
                await ws.send(text)

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        lost_at: float | None = None
        delay = 0.2
        while not self._stop.is_set():
            self._welcomed = False
            final = await self._session()
            if final is not None:
                self._set(LinkState.CLOSED, final)
                return
            now = time.monotonic()
            if self._welcomed or lost_at is None:  # it had been open: the count starts again
                lost_at, delay = now, 0.2
            if now - lost_at > self.retry_s:
                self._set(LinkState.CLOSED, "the table could not be reached again")
                return
            self._set(LinkState.LOST, "the connection dropped")
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stop.wait(), delay)
            delay = min(delay * 2, 2.0)
        self._set(LinkState.CLOSED, "left the table")

    async def _session(self) -> str | None:
        """One connection: None when it dropped (try again), else why it ended for good."""
        assert self._stop is not None
        hello = self.hello if self.token is None else replace(self.hello, token=self.token,
                                                              seat=None)
        try:
            async with connect(self.url, compression=None, proxy=None,
                               max_size=limits.MAX_HOST_FRAME, max_queue=64,
                               open_timeout=5, close_timeout=2, ping_interval=20,
                               ping_timeout=20) as ws:
                self._ws = ws
                await ws.send(encode(hello))
                stopper = asyncio.create_task(self._stop.wait())
                try:
                    while True:
                        reader = asyncio.create_task(ws.recv())
                        done, _ = await asyncio.wait({reader, stopper},
                                                     return_when=asyncio.FIRST_COMPLETED)
                        if stopper in done:
                            reader.cancel()
                            with contextlib.suppress(Exception):
                                await ws.close(1000, "left the table")
                            return "left the table"
                        final = self._read(reader.result())
                        if final is not None:
                            return final
                finally:
                    stopper.cancel()
                    self._ws = None
        except ConnectionClosed:
            return None
        except FrameError as exc:
            return f"the host sent something that is no message of the table ({exc.reason})"
        except InvalidURI:
            return "that is no table's address"
        except (TimeoutError, OSError, WebSocketException):
            return None

    def _read(self, frame: str | bytes) -> str | None:
        message = host_message(read_frame(frame, limits.MAX_HOST_FRAME))
        if isinstance(message, Welcome):
            if message.token:
                self.token = message.token
            self.seat = message.seat
            self._welcomed = True
            self._set(LinkState.OPEN)
        if isinstance(message, Closing):
            self.on_message(message)
            if message.code == 1001:
                return None  # the host is going away: it may come back
            return message.reason or "the table is closed"
        self.on_message(message)
        return None

"""Drives a `TableCore` in-process, without sockets: each connection is a scripted player
that reads the frames the core sends it, and a computer seat's decision is worked out at
once. Every frame sent is kept, for the scanner of hidden cards."""

from __future__ import annotations

import json
import random
from collections import defaultdict
from typing import Any

from zanga_desktop.net.follow import Shadow
from zanga_desktop.net.messages import (
    Act,
    Hello,
    Ready,
    View,
    Welcome,
    encode,
    host_message,
    read_frame,
)
from zanga_desktop.net.table import Close, Decide, Effect, Finished, Save, Send, TableCore


class Driver:
    """Runs effects, keeps every frame each connection was sent (`frames`) and lets each
    seat's scripted player answer (random legal actions, seeded)."""

    def __init__(self, core: TableCore, seed: int = 0, follow: bool = True) -> None:
        self.core = core
        self.now = 0.0
        self.rng = random.Random(seed)
        self.frames: dict[int, list[str]] = defaultdict(list)
        self.sent_to_seat: dict[int, list[tuple[str, dict[str, Any]]]] = defaultdict(list)
        self.seat_of: dict[int, int | None] = {}
        self.tokens: dict[int, str] = {}
        self.closed: dict[int, tuple[int, str]] = {}
        self.finished: str | None = None
        self.saved: dict[str, Any] | None = None
        self.views: dict[int, View] = {}
        self.follow = follow
        self.shadows: dict[int, Shadow] = {}
        self.queue: list[Effect] = []
        self.next_conn = 1
        self.silent: set[int] = set()  # connections whose player never answers

    def connect(self, hello: Hello | None = None) -> int:
        conn = self.next_conn
        self.next_conn += 1
        self.run(self.core.opened(conn, self.now))
        if hello is not None:
            self.send(conn, encode(hello))
        return conn

    def send(self, conn: int, frame: str | bytes) -> None:
        self.run(self.core.received(conn, frame, self.now))

    def drop(self, conn: int) -> None:
        self.run(self.core.gone(conn, self.now))

    def tick(self, seconds: float) -> None:
        self.now += seconds
        self.run(self.core.tick(self.now))

    def run(self, effects: list[Effect]) -> None:
        self.queue.extend(effects)
        while self.queue:
            effect = self.queue.pop(0)
            if isinstance(effect, Send):
                self._deliver(effect.conn, encode(effect.message))
            elif isinstance(effect, Close):
                self.closed[effect.conn] = (effect.code, effect.reason)
            elif isinstance(effect, Decide):
                action = effect.job()
                self.queue.extend(self.core.decided(effect.ticket, action, self.now))
            elif isinstance(effect, Save):
                self.saved = effect.table_json
            elif isinstance(effect, Finished):
                self.finished = effect.reason

    def _deliver(self, conn: int, frame: str) -> None:
        if conn in self.closed:
            return
        self.frames[conn].append(frame)
        message = host_message(read_frame(frame, 1 << 20))
        if isinstance(message, Welcome):
            self.seat_of[conn] = message.seat
            if message.token:
                self.tokens[conn] = message.token
        seat = self.seat_of.get(conn)
        if seat is not None:
            self.sent_to_seat[seat].append((frame, json.loads(frame)))
        if isinstance(message, View):
            self.views[conn] = message
            if self.follow:
                shadow = self.shadows.setdefault(conn, Shadow(self.core.game, seat))
                shadow.follow(message)
            if conn in self.silent:
                return
            if message.legal:
                action = self.rng.choice(message.legal)
                self.queue.extend(self.core.received(conn, encode(Act(message.seq, action)),
                                                     self.now))
            elif message.hand_over and not message.game_over:
                self.queue.extend(self.core.received(conn, encode(Ready()), self.now))

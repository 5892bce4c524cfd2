"""The host side of `zanga-bot/1`: a child process that plays a seat (bot-protocol.md).

A `ProtocolPlayer` has the same `decide(obs, cancel)` as the built-in players, so the arena
and the table seat it like any other. Whatever the child does (a wrong answer, a late one, a
line that is not JSON, dying, never saying hello) is recorded as a fault, the first legal
action is taken instead, and play goes on: the host never crashes and never hangs.
"""

from __future__ import annotations

import contextlib
import json
import queue
import shlex
import subprocess
import threading
import time
from dataclasses import dataclass
from typing import IO, Any

from ..engine import Action, Observation
from .view import view_of

PROTOCOL = "zanga-bot/1"
HELLO_TIMEOUT_S = 10.0
#: Grace on top of the time limit for the pipe and the process scheduler.
GRACE_S = 0.25


@dataclass(frozen=True, slots=True)
class Fault:
    """One fault of a bot: `reason` is illegal, late, not_json, died or no_hello."""

    reason: str
    detail: str


class BotStartError(RuntimeError):
    """The command could not be started at all (not found, not executable)."""


class ProtocolPlayer:
    """A seat played by a child process speaking `zanga-bot/1` on its stdin and stdout."""

    def __init__(self, command: str | list[str], time_ms: int = 5000,
                 hello_timeout_s: float = HELLO_TIMEOUT_S,
                 stderr: IO[Any] | int | None = subprocess.DEVNULL) -> None:
        self.argv = shlex.split(command) if isinstance(command, str) else list(command)
        if not self.argv:
            raise BotStartError("the bot command is empty")
        self.time_ms = time_ms
        self.hello_timeout_s = hello_timeout_s
        self.stderr = stderr
        self.name = self.argv[0]
        self.author = ""
        self.faults: list[Fault] = []
        self.restarts = 0
        self._proc: subprocess.Popen[str] | None = None
        self._lines: queue.Queue[str | None] = queue.Queue()
        self._reader: threading.Thread | None = None
        self._start()

    # ---------------------------------------------------------------- process

    def _start(self) -> None:
        try:
            self._proc = subprocess.Popen(
                self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr,
                text=True, encoding="utf-8", errors="replace", bufsize=1)
        except OSError as exc:
            raise BotStartError(f"cannot start {self.argv[0]!r}: {exc.strerror or exc}") from None
        self._lines = queue.Queue()
        stdout = self._proc.stdout
        assert stdout is not None
        self._reader = threading.Thread(target=_pump, args=(stdout, self._lines), daemon=True)
        self._reader.start()
        answer = self._ask({"type": "hello", "protocol": PROTOCOL}, self.hello_timeout_s)
        if isinstance(answer, dict) and isinstance(answer.get("name"), str):
            self.name = answer["name"]
            author = answer.get("author")
            self.author = author if isinstance(author, str) else ""
        elif not isinstance(answer, Fault):
            self._fault("no_hello", f"answered hello with {answer!r}")
        else:
            self._fault("no_hello", answer.detail)
            self._stop()

    def _stop(self) -> None:
        proc = self._proc
        if proc is None:
            return
        self._proc = None
        with contextlib.suppress(OSError, ValueError):
            if proc.stdin:
                proc.stdin.close()
        try:
            proc.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if self._reader is not None:
            self._reader.join(timeout=1.0)

    def _restart(self) -> None:
        self._stop()
        self.restarts += 1
        self._start()

    @property
    def alive(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def close(self) -> None:
        """Say bye and make sure the child is gone (no zombie left behind)."""
        if self.alive:
            self._send({"type": "bye"})
        self._stop()

    def __enter__(self) -> ProtocolPlayer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---------------------------------------------------------------- talking

    def _send(self, message: dict[str, Any]) -> bool:
        proc = self._proc
        if proc is None or proc.stdin is None:
            return False
        try:
            proc.stdin.write(json.dumps(message, ensure_ascii=False) + "\n")
            proc.stdin.flush()
        except (OSError, ValueError):
            return False
        return True

    def _ask(self, message: dict[str, Any], timeout_s: float) -> Any:
        """The bot's JSON answer to `message`, or a Fault (not recorded yet)."""
        if not self._send(message):
            return Fault("died", "the bot is not running")
        deadline = time.monotonic() + timeout_s
        try:
            line = self._lines.get(timeout=max(0.0, deadline - time.monotonic()))
        except queue.Empty:
            return Fault("late", f"no answer within {timeout_s:.2f} s")
        if line is None:
            return Fault("died", "the bot exited")
        try:
            return json.loads(line)
        except ValueError:
            return Fault("not_json", f"answered {line[:80]!r}")

    def _fault(self, reason: str, detail: str) -> None:
        self.faults.append(Fault(reason, detail))

    def decide(self, obs: Observation, cancel: threading.Event | None = None) -> Action:
        """The bot's action, or the first legal action after a fault."""
        legal = list(obs.legal)
        fallback = legal[0]
        if not self.alive:
            try:
                self._restart()
            except BotStartError as exc:
                self._fault("died", str(exc))
                return fallback
            if not self.alive:
                return fallback
        message = {"type": "decide", "seat": obs.seat, "view": view_of(obs),
                   "legal": [a.to_json(with_seat=False) for a in legal], "time_ms": self.time_ms}
        answer = self._ask(message, self.time_ms / 1000 + GRACE_S)
        if isinstance(answer, Fault):
            self._fault(answer.reason, answer.detail)
            if answer.reason in ("late", "died"):
                # A late answer would arrive in the middle of the next question: start afresh.
                self._stop()
            return fallback
        chosen = answer.get("action") if isinstance(answer, dict) else None
        for action in legal:
            if action.to_json(with_seat=False) == chosen:
                return action
        self._fault("illegal", f"answered {json.dumps(answer)[:120]}")
        return fallback


def _pump(stream: IO[str], lines: queue.Queue[str | None]) -> None:
    """Reader thread: the child's lines into a queue, None at the end."""
    try:
        for line in stream:
            if line.strip():
                lines.put(line)
    except (OSError, ValueError):
        pass
    finally:
        lines.put(None)

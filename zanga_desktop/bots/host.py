"""The host side of a bot protocol such as `zanga-bot/1`: a child process that plays a seat
(bot-protocol.md). It knows no game: a game's `BotCodec` says how its observations and actions
are written as JSON.

A `ProtocolPlayer` has the same `decide(obs, cancel)` as the built-in players, so the arena
and the table seat it like any other. Whatever the child does (a wrong answer, a late one, a
line that is not JSON or too long, dying, never saying hello) is recorded as a fault, the first
legal action is taken instead, and play goes on: the host never crashes and never hangs. After
a few faults in a row the seat is played by its built-in replacement for the rest of the
match. The child runs in a process group of its own, and the whole group is ended with it.
"""

from __future__ import annotations

import contextlib
import io
import json
import os
import queue
import select
import shlex
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import IO, Any, Generic, Protocol, TypeVar

from ..limits import MAX_BOT_LINE_CHARS, clean_name, echo

HELLO_TIMEOUT_S = 10.0
#: Grace on top of the time limit for the pipe and the process scheduler.
GRACE_S = 0.25
#: Faults in a row after which the seat is played by its replacement.
FAULTS_BEFORE_REPLACEMENT = 3
#: Lines read ahead of the host's questions (a bot that floods the pipe waits on it).
_QUEUE_LINES = 16
#: A bot's name and author, as kept and printed.
MAX_BOT_NAME_CHARS = 80
#: How often a wait for an answer looks whether the bot is still running.
_POLL_S = 0.05
#: The longest the host waits for the reader to catch up with the bot before a question.
_CATCH_UP_S = 0.1
#: How long a bot must have written nothing before it is asked: a second answer printed
#: right after the first comes within it, and is dropped instead of answering.
_QUIET_S = 0.005


Obs = TypeVar("Obs")
A = TypeVar("A")
Obs_contra = TypeVar("Obs_contra", contravariant=True)
A_co = TypeVar("A_co", covariant=True)


class BotCodec(Protocol[Obs_contra, A]):
    """How a game speaks to bots: the protocol's name, and an observation's seat, legal
    actions and JSON view, and an action's JSON (without its seat)."""

    @property
    def protocol(self) -> str: ...

    def hello(self) -> dict[str, Any]:
        """What the hello says besides the protocol (the game, for a protocol of several)."""

    def seat(self, obs: Obs_contra) -> int: ...

    def legal(self, obs: Obs_contra) -> Sequence[A]: ...

    def view(self, obs: Obs_contra) -> dict[str, Any]: ...

    def action_json(self, action: A) -> dict[str, Any]: ...


class Replacement(Protocol[Obs_contra, A_co]):
    """The built-in player that takes over the seat of a bot that keeps faulting."""

    def decide(self, obs: Obs_contra, cancel: threading.Event | None = None) -> A_co: ...


@dataclass(frozen=True, slots=True)
class Fault:
    """One fault of a bot: `reason` is illegal, late, not_json, too_long, died or no_hello."""

    reason: str
    detail: str


class BotStartError(RuntimeError):
    """The command could not be started at all (not found, not executable)."""


class _TooLong:
    """What the reader queues for a line longer than MAX_BOT_LINE_CHARS."""


TOO_LONG = _TooLong()
_Line = str | _TooLong | None


class ProtocolPlayer(Generic[Obs, A]):
    """A seat played by a child process speaking the codec's protocol on stdin and stdout.

    `replacement` plays the seat once the bot has committed FAULTS_BEFORE_REPLACEMENT faults
    in a row (`replaced` then says so); without one, the first legal action is taken."""

    def __init__(self, command: str | list[str], codec: BotCodec[Obs, A], time_ms: int = 5000,
                 hello_timeout_s: float = HELLO_TIMEOUT_S,
                 stderr: IO[Any] | int | None = subprocess.DEVNULL,
                 replacement: Replacement[Obs, A] | None = None) -> None:
        self.codec = codec
        self.argv = shlex.split(command) if isinstance(command, str) else list(command)
        if not self.argv:
            raise BotStartError("the bot command is empty")
        self.time_ms = time_ms
        self.hello_timeout_s = hello_timeout_s
        self.stderr = stderr
        self.replacement = replacement
        self.name = self.argv[0]
        self.author = ""
        self.faults: list[Fault] = []
        self.restarts = 0
        self.in_a_row = 0  # faults since the last good answer
        self.replaced = False
        self._proc: subprocess.Popen[bytes] | None = None
        self._lines: queue.Queue[_Line] = queue.Queue(_QUEUE_LINES)
        self._reader: threading.Thread | None = None
        self._ended = threading.Event()
        self._waiting = threading.Event()  # the reader waits for the bot's next bytes
        self._heard = [0.0]  # when the reader queued the bot's last line
        self._start(self.hello_timeout_s)

    # ---------------------------------------------------------------- process

    def _start(self, hello_timeout_s: float) -> None:
        try:
            self._proc = subprocess.Popen(
                self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.stderr,
                bufsize=0, **_own_group())
        except (OSError, ValueError) as exc:
            raise BotStartError(f"cannot start {echo(self.argv[0])}: "
                                f"{getattr(exc, 'strerror', None) or exc}") from None
        self._lines = queue.Queue(_QUEUE_LINES)
        self._ended = threading.Event()
        self._waiting = threading.Event()
        raw = self._proc.stdout
        assert raw is not None
        stdout = io.TextIOWrapper(io.BufferedReader(_Watched(raw, self._waiting)),
                                  encoding="utf-8", errors="replace")
        self._reader = threading.Thread(target=_pump, args=(stdout, self._lines, self._ended,
                                                            self._heard),
                                        daemon=True, name=f"bot reader {self._proc.pid}")
        self._reader.start()
        answer = self._ask({"type": "hello", "protocol": self.codec.protocol,
                             **self.codec.hello()}, hello_timeout_s)
        if isinstance(answer, dict) and isinstance(answer.get("name"), str):
            # what a bot calls itself is printed and kept: one line of text that can be
            # written (no lone surrogate, NUL or direction override)
            self.name = clean_name(answer["name"], MAX_BOT_NAME_CHARS) or self.argv[0][:80]
            author = answer.get("author")
            self.author = (clean_name(author, MAX_BOT_NAME_CHARS) if isinstance(author, str)
                           else "")
            return
        detail = (answer.detail if isinstance(answer, Fault)
                  else f"answered hello with {echo(answer)}")
        self._fault("no_hello", detail)
        self._stop(polite=False)

    def _stop(self, polite: bool = True) -> None:
        """End the child and every process it started. `polite`: it is given a second to
        exit on its own first (after `bye`); otherwise it is killed at once (a decision is
        waiting)."""
        proc = self._proc
        if proc is None:
            return
        self._proc = None
        self._ended.set()
        with contextlib.suppress(OSError, ValueError):
            if proc.stdin:
                proc.stdin.close()
        if polite:
            deadline = time.monotonic() + 1.0
            while _running(proc) and time.monotonic() < deadline:
                time.sleep(0.01)
        _end_group(proc)
        with contextlib.suppress(subprocess.TimeoutExpired):
            proc.wait(timeout=2.0)
        # The reader thread closes the bot's output itself when it ends: closing it here,
        # while the reader waits in readline(), would wait for the end of the pipe, which a
        # helper the bot started in a session of its own may hold open for ever.
        if self._reader is not None:
            self._reader.join(timeout=0.05)

    def _restart(self, hello_timeout_s: float) -> None:
        self._stop(polite=False)
        self.restarts += 1
        self._start(hello_timeout_s)

    @property
    def alive(self) -> bool:
        return self._proc is not None and _running(self._proc)

    def close(self) -> None:
        """Say bye and make sure the child and its own children are gone (no zombie)."""
        if self.alive:
            self._send({"type": "bye"})
        self._stop()

    def __enter__(self) -> ProtocolPlayer[Obs, A]:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---------------------------------------------------------------- talking

    def _send(self, message: dict[str, Any], timeout_s: float = 1.0) -> bool:
        """Write one line to the bot; False if it is gone or has not read its input for
        `timeout_s` (a full pipe must not block the host)."""
        proc = self._proc
        if proc is None or proc.stdin is None:
            return False
        data = (json.dumps(message, ensure_ascii=False) + "\n").encode("utf-8")
        deadline = time.monotonic() + max(0.0, timeout_s)
        try:
            fd = proc.stdin.fileno()
            with contextlib.suppress(OSError):
                os.set_blocking(fd, False)
            view = memoryview(data)
            while view:
                try:
                    view = view[os.write(fd, view):]
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        return False
                    time.sleep(0.005)
        except (OSError, ValueError):
            return False
        return True

    def _drain(self) -> bool:
        """Drop lines nobody asked for (they would answer the wrong question); False if the
        bot has already ended its output."""
        while True:
            try:
                line = self._lines.get_nowait()
            except queue.Empty:
                return True
            if line is None:
                return False

    def _caught_up(self) -> None:
        """Wait, a moment at most, until the reader has queued every line the bot has
        written so far (it waits on the pipe, and the pipe holds nothing more) and the bot
        has been quiet for _QUIET_S: then a line written before a question, such as a second
        answer printed after the first, can be told from an answer to it (POSIX: Windows
        cannot poll a pipe, and there the lines already queued are all that is dropped)."""
        proc = self._proc
        if proc is None or proc.stdout is None or sys.platform == "win32":
            return
        deadline = time.monotonic() + _CATCH_UP_S
        while time.monotonic() < deadline:
            quiet = time.monotonic() - self._heard[0] >= _QUIET_S
            if quiet and self._waiting.is_set():
                try:
                    ready, _, _ = select.select([proc.stdout.fileno()], [], [], 0)
                except (OSError, ValueError):
                    return
                if not ready:
                    return
            time.sleep(0.002)

    def _next_line(self, deadline: float, timeout_s: float) -> _Line | Fault:
        """The bot's next line by `deadline`; a Fault if it is late, or if the bot itself
        has exited while a process it started keeps its output open (it died: no end of
        the pipe would ever come)."""
        exited_at: float | None = None
        while True:
            now = time.monotonic()
            if now >= deadline:
                return Fault("late", f"no answer within {timeout_s:.2f} s")
            try:
                return self._lines.get(timeout=min(_POLL_S, deadline - now))
            except queue.Empty:
                proc = self._proc
                if proc is None or not _running(proc):
                    # what it wrote before exiting may still be on its way through the pipe
                    exited_at = exited_at if exited_at is not None else now
                    if now - exited_at > 2 * _POLL_S:
                        return Fault("died", "the bot exited")

    def _ask(self, message: dict[str, Any], timeout_s: float) -> Any:
        """The bot's JSON answer to `message`, or a Fault (not recorded yet)."""
        deadline = time.monotonic() + timeout_s
        # lines written when the bot was asked nothing are dropped (bot-protocol.md): an
        # extra answer must not answer this question
        if not self._drain():
            return Fault("died", "the bot is not running")
        self._caught_up()
        if not self._drain():
            return Fault("died", "the bot is not running")
        if not self._send(message, timeout_s):
            if self.alive:
                return Fault("late", "did not read its input")
            return Fault("died", "the bot is not running")
        line = self._next_line(deadline, timeout_s)
        if isinstance(line, Fault):
            return line
        if line is None:
            return Fault("died", "the bot exited")
        if isinstance(line, _TooLong):
            return Fault("too_long", f"wrote a line over {MAX_BOT_LINE_CHARS} characters")
        return parse_answer(line)

    def _fault(self, reason: str, detail: str) -> None:
        self.faults.append(Fault(reason, detail))
        self.in_a_row += 1
        if self.in_a_row >= FAULTS_BEFORE_REPLACEMENT and not self.replaced:
            self.replaced = True
            self._stop(polite=False)

    def _instead(self, obs: Obs, cancel: threading.Event | None) -> A:
        if self.replaced and self.replacement is not None:
            return self.replacement.decide(obs, cancel)
        return self.codec.legal(obs)[0]

    def decide(self, obs: Obs, cancel: threading.Event | None = None) -> A:
        """The bot's action, or the fallback after a fault: never longer than the time limit
        and GRACE_S, a restart of a dead bot included."""
        if self.replaced:
            return self._instead(obs, cancel)
        legal = list(self.codec.legal(obs))
        deadline = time.monotonic() + self.time_ms / 1000 + GRACE_S
        if not self.alive:
            try:
                self._restart(deadline - time.monotonic())
            except BotStartError as exc:
                self._fault("died", str(exc))
                return self._instead(obs, cancel)
            if not self.alive:
                return self._instead(obs, cancel)
        encoded = [self.codec.action_json(a) for a in legal]
        message = {"type": "decide", "seat": self.codec.seat(obs),
                   "view": self.codec.view(obs), "legal": encoded, "time_ms": self.time_ms}
        answer = self._ask(message, deadline - time.monotonic())
        if not isinstance(answer, Fault):
            chosen = choose(answer, legal, encoded)
            if not isinstance(chosen, Fault):
                self.in_a_row = 0
                return chosen
            answer = chosen
        if answer.reason in ("late", "died", "too_long"):
            # A late answer would arrive in the middle of the next question: start afresh.
            self._stop(polite=False)
        self._fault(answer.reason, answer.detail)
        return self._instead(obs, cancel)


def parse_answer(line: str) -> Any:
    """A line of the bot as JSON, or a not_json Fault (a line that is not JSON, or nested
    too deeply to read)."""
    try:
        return json.loads(line)
    except (ValueError, RecursionError):
        return Fault("not_json", f"answered {echo(line[:200], 80)}")


def choose(answer: Any, legal: Sequence[A], encoded: Sequence[dict[str, Any]]) -> A | Fault:
    """The legal action `answer` names (`{"action": ACTION}`, compared with each legal
    action's JSON in `encoded`), or an illegal Fault."""
    chosen = answer.get("action") if isinstance(answer, dict) else None
    if isinstance(chosen, dict):
        for action, text in zip(legal, encoded, strict=True):
            if text == chosen:
                return action
    return Fault("illegal", f"answered {echo(answer, 120)}")


class _Watched(io.RawIOBase):
    """The bot's output as the reader reads it, saying when the reader waits for more bytes
    (`waiting`): every whole line the bot wrote before then has been queued."""

    def __init__(self, raw: IO[bytes], waiting: threading.Event) -> None:
        super().__init__()
        self.raw = raw
        self.waiting = waiting

    def readable(self) -> bool:
        return True

    def fileno(self) -> int:
        return self.raw.fileno()

    def readinto(self, buffer: Any) -> int | None:
        self.waiting.set()
        try:
            read: int | None = self.raw.readinto(buffer)  # type: ignore[attr-defined]
            return read
        finally:
            self.waiting.clear()

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.raw.close()
        super().close()


def _pump(stream: IO[str], lines: queue.Queue[_Line], ended: threading.Event,
          heard: list[float] | None = None) -> None:
    """Reader thread: the child's lines into a queue (at most MAX_BOT_LINE_CHARS each: a
    longer one is queued as TOO_LONG and skipped to its end), None at the end; then the
    stream is closed (by this thread only, see `_stop`). `heard[0]`: when a line was last
    queued."""

    def offer(item: _Line) -> bool:
        while not ended.is_set():
            try:
                lines.put(item, timeout=0.1)
                if heard is not None:
                    heard[0] = time.monotonic()
                return True
            except queue.Full:
                continue
        return False

    try:
        while not ended.is_set():
            line = stream.readline(MAX_BOT_LINE_CHARS + 1)
            if not line:
                break
            if len(line) > MAX_BOT_LINE_CHARS:
                if not offer(TOO_LONG):
                    return
                while line and not line.endswith("\n") and not ended.is_set():
                    line = stream.readline(MAX_BOT_LINE_CHARS)
            elif line.strip() and not offer(line):
                return
    except (OSError, ValueError):
        pass
    with contextlib.suppress(queue.Full):
        lines.put(None, timeout=0.1)
    with contextlib.suppress(OSError, ValueError):
        stream.close()


# ---------------------------------------------------------------------- process groups


def _own_group() -> dict[str, Any]:
    """Popen arguments that start the child in a process group (POSIX) or process group
    and console group (Windows) of its own, so that ending it ends what it started."""
    if sys.platform == "win32":
        return {"creationflags": subprocess.CREATE_NEW_PROCESS_GROUP}
    return {"start_new_session": True}


def _running(proc: subprocess.Popen[bytes]) -> bool:
    """Whether the child is still running, without reaping it: while it is unreaped its
    process group id cannot be taken by another process, so ending the group is safe."""
    if proc.returncode is not None:
        return False
    waitid = getattr(os, "waitid", None)
    if waitid is None:
        return proc.poll() is None
    try:
        flags = os.WEXITED | os.WNOHANG | os.WNOWAIT
        return waitid(os.P_PID, proc.pid, flags) is None
    except ChildProcessError:
        return proc.poll() is None


def _end_group(proc: subprocess.Popen[bytes]) -> None:
    """Kill the child and every process of its group (Windows: its process tree)."""
    if sys.platform == "win32":
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            subprocess.run(["taskkill", "/F", "/T", "/PID", str(proc.pid)],
                           capture_output=True, timeout=5, check=False)
        with contextlib.suppress(OSError):
            proc.kill()
        return
    if proc.returncode is None:
        with contextlib.suppress(OSError):
            os.killpg(proc.pid, signal.SIGKILL)
        # a process the bot moved into a group of its own is still in the bot's session
        # (the bot leads one, `_own_group`): ended too, where the system lists sessions
        for pid in _session_members(proc.pid):
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
    with contextlib.suppress(OSError):
        proc.kill()


def _session_members(sid: int) -> list[int]:
    """The processes of session `sid`, the bot's while it is unreaped (Linux's /proc; none
    elsewhere, where the process group is what is ended)."""
    proc_dir = "/proc"
    if not os.path.isdir(proc_dir):
        return []
    out: list[int] = []
    with contextlib.suppress(OSError):
        for entry in os.scandir(proc_dir):
            if not entry.name.isdigit() or int(entry.name) == sid:
                continue
            try:
                with open(f"{proc_dir}/{entry.name}/stat", "rb") as f:
                    stat = f.read().decode("ascii", "replace")
            except OSError:
                continue
            # pid (comm) state ppid pgrp session ...: comm may hold spaces and brackets
            fields = stat[stat.rfind(")") + 2:].split()
            if len(fields) > 3 and fields[3] == str(sid):
                out.append(int(entry.name))
    return out

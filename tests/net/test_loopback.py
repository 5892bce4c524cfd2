"""Network play on this machine's loopback only: a table served on port 0 (in this process,
its every frame scanned for hidden cards, or as `zanga-cli serve`), players joined as
`zanga-cli join` in subprocesses, whole games of every game; a player killed mid-hand and
back with his token, a player who never answers, a host killed and reopened from its
autosave, hostile frames. Every wait is bounded; no process is left behind."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from zanga_desktop.core import registry
from zanga_desktop.net.host import Host
from zanga_desktop.net.messages import Hello, encode
from zanga_desktop.net.playable import net_game_ids
from zanga_desktop.net.table import TableCore, parse_seats

from .scanner import Scanner, scanned

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
GAMES = net_game_ids()
#: The registered games a network table cannot play yet (offered, refused in words).
UNNETWORKED = [g.id for g in registry.games() if g.id not in GAMES]
#: A bot program of each game's own (examples/bots), else the test's bot for any game.
BOTS = {"zanga": ROOT / "examples" / "bots" / "simple_bot.py",
        "baciga": ROOT / "examples" / "bots" / "simple_bot.py",
        "envite": ROOT / "examples" / "bots" / "envite_bot.py"}
#: The tables each game plays on the loopback (0: its default), beyond the default one.
TABLES = {"baciga": [2, 4]}
MARK = f"net-test-{os.getpid()}"
LIMIT_S = 120.0


def cli(*args: str, stdout: int | None = subprocess.PIPE) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "zanga_desktop.cli", *args],
                            stdout=stdout, stderr=subprocess.PIPE, text=True,
                            cwd=ROOT, start_new_session=True)


def ended(proc: subprocess.Popen[str], timeout: float = LIMIT_S) -> tuple[int, str, str]:
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        out, err = proc.communicate()
        pytest.fail(f"{proc.args} did not end in {timeout} s: {err[-2000:]}")
    return proc.returncode, out, err


def our_processes() -> list[str]:
    """Processes still running whose command line carries this test run's mark."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                cmd = (entry / "cmdline").read_bytes().replace(b"\0", b" ").decode()
            except OSError:
                continue
            if MARK in cmd and str(os.getpid()) != entry.name:
                found.append(cmd)
    return found


@pytest.fixture(autouse=True)
def nothing_left_behind() -> Iterator[None]:
    yield
    deadline = time.monotonic() + 10
    while our_processes() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert not our_processes(), our_processes()


def served(game_id: str, seats: str, scanner: Scanner | None = None, **kw: object) -> Host:
    game = registry.get(game_id)
    cls = scanned(TableCore, scanner) if scanner is not None else TableCore
    core = cls.new(game, parse_seats(seats, game.levels), seed=11, next_hand_s=0, **kw)
    host = Host(core, "127.0.0.1", 0)
    host.start()
    return host


def join(url: str, *args: str) -> subprocess.Popen[str]:
    return cli("join", url, "--name", MARK, *args)


def wait_for(condition: object, timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition() and time.monotonic() < deadline:  # type: ignore[operator]
        time.sleep(0.05)
    assert condition(), "the table did not get there in time"  # type: ignore[operator]


@pytest.mark.parametrize(("game_id", "seats"),
                         [(g, s) for g in GAMES for s in TABLES.get(g, [0])])
def test_whole_games_with_bots_in_subprocesses_every_frame_scanned(game_id: str,
                                                                   seats: int) -> None:
    """A level and a protocol bot, each a `zanga-cli join` process, play two hands with the
    other seats the computer's; every frame the host sends is scanned for hidden cards."""
    scanner = Scanner(game_id)
    game = registry.get(game_id)
    seats = seats or game.seats.default
    spec = ",".join("open" if i % 2 == 0 else game.levels[0] for i in range(seats))
    host = served(game_id, spec, scanner, hands=2)
    url = f"ws://127.0.0.1:{host.port}"
    bot = BOTS.get(game_id, HERE / "first_bot.py")
    players = [join(url, "--seat", "0", "--level", game.levels[1])]
    players += [join(url, "--seat", str(s), "--bot", f"cmd:{sys.executable} {bot} {MARK}")
                for s in range(2, seats, 2)]
    for p in players:
        code, out, err = ended(p)
        assert code == 0, err[-2000:]
        assert "2 hands were played" in out or "the game is over" in out
        assert "Traceback" not in err
        assert "refused" not in err  # each seat's player chose among the host's actions
    assert host.finished.wait(10)
    # two hands, unless a side was out of the game before (a Zanga team can lose its 16
    # vales in two hands)
    assert host.core.match.hand_count == 2 or host.core.match.is_over
    assert scanner.frames > 20
    print(f"{game_id}: {scanner.frames} frames scanned")


@pytest.mark.parametrize("game_id", UNNETWORKED)
def test_a_game_not_playable_over_the_network_is_refused_in_words(game_id: str) -> None:
    """A registered game without seat views (core.game.NetworkGame) is neither served nor
    joined: the command says so by the game's name and exits, nothing half-played."""
    title = registry.get(game_id).title
    seats = ",".join(["open"] * registry.get(game_id).seats.default)
    for proc in (cli("serve", "--game", game_id, "--seats", seats, "--host", "127.0.0.1",
                     "--port", "0", "--no-announce"),
                 cli("join", "ws://127.0.0.1:9", "--game", game_id, "--seat", "0", "--level",
                     registry.get(game_id).levels[0],
                     "--name", MARK)):
        code, out, err = ended(proc)
        assert code == 2 and f"{title} is not playable over the network yet" in err, err
        assert "Traceback" not in err and "listening" not in out


def test_serve_prints_where_it_listens_and_exits_after_the_hands() -> None:
    serve = cli("serve", "--game", GAMES[0], "--seats", "open,normal,open,normal", "--hands",
                "1", "--host", "127.0.0.1", "--port", "0", "--no-announce", "--next-hand", "0",
                "--seed", "3", "--pace", "0")
    assert serve.stdout is not None
    first = serve.stdout.readline().split()
    assert first[:2] == ["listening", "on"] and first[2].startswith("ws://127.0.0.1:")
    assert first[3] == "code" and len(first[4]) == 11
    url = first[2]
    a = join(url, "--seat", "0", "--level", "rules")
    b = join(first[4], "--seat", "2", "--level", "rules")  # by the code
    for p in (a, b):
        assert ended(p)[0] == 0
    code, out, _ = ended(serve)
    assert code == 0 and ("1 hands were played" in out or "the game is over" in out)


def test_two_tables_side_by_side() -> None:
    hosts = [served(GAMES[0], "open,rules,rules,rules", hands=1) for _ in range(2)]
    assert hosts[0].port != hosts[1].port
    players = [join(f"ws://127.0.0.1:{h.port}", "--seat", "0", "--level", "rules")
               for h in hosts]
    for p in players:
        assert ended(p)[0] == 0
    assert all(h.finished.wait(10) for h in hosts)


def test_a_player_killed_mid_hand_takes_his_seat_back(tmp_path: Path) -> None:
    host = served(GAMES[0], "open,rules,open,rules", hands=2)
    url = f"ws://127.0.0.1:{host.port}"
    token = tmp_path / "seat2.token"
    other = join(url, "--seat", "0", "--level", "rules")
    victim = join(url, "--seat", "2", "--level", "rules", "--token-file", str(token))
    wait_for(lambda: host.core.seq > 5 and token.exists())
    os.killpg(victim.pid, signal.SIGKILL)
    victim.communicate()
    wait_for(lambda: host.core.seats[2].conn is None)
    assert host.core.table_state().seats[2].away_s is not None
    back = join(url, "--level", "rules", "--token-file", str(token))
    code, _out, err = ended(back)
    assert code == 0, err[-2000:]
    assert ended(other)[0] == 0
    assert host.reason in ("2 hands were played", "the game is over")


def test_a_player_who_never_answers_does_not_hold_the_table() -> None:
    host = served(GAMES[0], "open,rules,rules,rules", hands=1, turn_limit_s=1.0,
                  on_drop="rules", grace_s=1.0)
    url = f"ws://127.0.0.1:{host.port}"

    async def silent() -> str:
        async with connect(url, proxy=None) as ws:
            await ws.send(encode(Hello(GAMES[0], "Silent", seat=0)))
            try:
                while True:
                    await asyncio.wait_for(ws.recv(), 30)
            except ConnectionClosed as exc:
                return exc.rcvd.reason if exc.rcvd else ""

    reason = asyncio.run(silent())
    assert "no answer" in reason
    assert host.finished.wait(60) and host.reason == "1 hands were played"


def test_a_host_killed_and_reopened_from_its_autosave(tmp_path: Path) -> None:
    save = tmp_path / "table.json"
    args = ["--game", GAMES[0], "--host", "127.0.0.1", "--no-announce", "--next-hand", "0",
            "--save", str(save)]
    serve = cli("serve", *args, "--seats", "open,rules,open,rules", "--hands", "2",
                "--port", "0", "--pace", "0.05")
    assert serve.stdout is not None
    url = serve.stdout.readline().split()[2]
    tokens = [tmp_path / "a.token", tmp_path / "b.token"]
    players = [join(url, "--seat", str(s), "--level", "rules", "--token-file", str(t))
               for s, t in zip((0, 2), tokens, strict=True)]
    wait_for(lambda: save.exists() and len(json.loads(save.read_text())["record"]["hands"])
             >= 1 and all(t.exists() for t in tokens))
    os.killpg(serve.pid, signal.SIGKILL)
    serve.communicate()
    saved = json.loads(save.read_text())
    again = cli("serve", "--resume", str(save), *args[:2], "--host", "127.0.0.1",
                "--no-announce", "--next-hand", "0")
    assert again.stdout is not None
    assert again.stdout.readline().split()[2] == url  # the same address: the players rejoin
    for p in players:
        code, out, err = ended(p)
        assert code == 0, err[-2000:]
    code, out, _ = ended(again)
    assert code == 0 and ("2 hands were played" in out or "the game is over" in out)
    final = json.loads(save.read_text())
    assert final["record"]["hands"][:len(saved["record"]["hands"]) - 1] == \
        saved["record"]["hands"][:-1]  # nothing played before the crash was lost


def huge_frame(port: int, size: int) -> int | None:
    """Send a text frame of `size` bytes over a raw socket (no library would), as fast as
    the host reads it; the close code the host answers with."""
    import base64
    import socket
    import struct

    sock = socket.create_connection(("127.0.0.1", port), timeout=10)
    try:
        key = base64.b64encode(os.urandom(16)).decode()
        sock.sendall((f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\n"
                      f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
                      "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        answer = b""
        while b"\r\n\r\n" not in answer:
            answer += sock.recv(4096)
        assert b" 101 " in answer.split(b"\r\n")[0]
        sock.sendall(struct.pack("!BBQ", 0x81, 0x80 | 127, size) + b"\0\0\0\0")
        sent, chunk = 0, b"x" * 65536
        deadline = time.monotonic() + 30
        try:
            while sent < size and time.monotonic() < deadline:
                sock.sendall(chunk)
                sent += len(chunk)
        except OSError:
            pass  # the host closed the connection: what it said is read below
        data = answer.split(b"\r\n\r\n", 1)[1]
        with contextlib.suppress(OSError):
            while len(data) < 4:
                more = sock.recv(4096)
                if not more:
                    break
                data += more
        if len(data) >= 4 and data[0] & 0x0F == 0x8:
            return int(struct.unpack("!H", data[2:4])[0])
        return None
    finally:
        sock.close()


def test_hostile_frames_get_a_refusal_or_a_closed_connection(
        caplog: pytest.LogCaptureFixture) -> None:
    host = served(GAMES[0], "open,rules,open,rules", hands=1)
    url = f"ws://127.0.0.1:{host.port}"
    game = GAMES[0]

    async def send(*frames: str | bytes, hello: Hello | None = None) -> tuple[list[dict],
                                                                                 int | None,
                                                                                 str]:
        got: list[dict] = []
        async with connect(url, proxy=None, max_size=2**24, compression=None) as ws:
            if hello is not None:
                await ws.send(encode(hello))
            try:
                for frame in frames:
                    await asyncio.wait_for(ws.send(frame), 20)
                while True:
                    got.append(json.loads(await asyncio.wait_for(ws.recv(), 5)))
            except (ConnectionClosed, TimeoutError):
                pass
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(ws.wait_closed(), 10)
            return got, ws.close_code, ws.close_reason or ""

    _, code, reason = asyncio.run(send("{bad json"))
    assert code == 1003 and "JSON" in reason
    assert huge_frame(host.port, 50 * 1024 * 1024) == 1009  # refused before it is read
    _, code, reason = asyncio.run(send("[" * 5000 + "]" * 5000))
    assert code == 1008 and "nested" in reason
    _, code, reason = asyncio.run(send(hello=Hello(game, "M", token="someone-elses-token")))
    assert code == 1008 and "token" in reason
    got, code, _ = asyncio.run(send(encode(Hello(game, "M", seat=0)).replace('"hello"',
                                                                              '"hello"'),
                                    json.dumps({"type": "act", "seq": 0,
                                                "action": {"play": "1e"}}),
                                    hello=None))
    assert any(m["type"] in ("refused", "welcome") for m in got)
    flood = [json.dumps({"type": "chat", "phrase": "hello"})] * 200
    got, code, reason = asyncio.run(send(*flood, hello=Hello(game, "F", seat=2)))
    assert code == 1008 and "too many" in reason
    # nothing was applied but by the rules, the host is up, and it logged no traceback
    assert not host.finished.is_set()
    assert not [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")]
    host.stop()

"""Whatever a bot writes (any bytes, any JSON), the host answers with a legal action or a
recorded fault: never an exception, never a hang."""

from __future__ import annotations

import io
import json
import os
import queue
import random
import sys
import tempfile
import threading
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from zanga_desktop.bots import host
from zanga_desktop.bots.host import Fault, choose, parse_answer
from zanga_desktop.games.zanga.bots.player import CODEC, ZangaBot
from zanga_desktop.games.zanga.rules import Action, GameState, observe

HERE = Path(__file__).parent
FUZZ = settings(max_examples=300, deadline=None, derandomize=bool(os.environ.get("CI")),
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
# each example of the real-process test starts a bot: a few are enough
FEW = settings(max_examples=12, deadline=None, derandomize=bool(os.environ.get("CI")),
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

state = GameState()
state.deal_next(random.Random(3))
OBS = observe(state, state.to_act)  # type: ignore[arg-type]
LEGAL = list(OBS.legal)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.sampled_from([a.to_json(with_seat=False) for a in LEGAL]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["action", "say", "play", "name", "type"]) | st.text(max_size=4), inner,
        max_size=4),
    max_leaves=20)
deep = st.integers(1, 300_000).map(lambda n: "[" * n) | st.integers(1, 3000).map(
    lambda n: '{"action":' * n + "1" + "}" * n)
lines = st.text(max_size=200) | json_values.map(json.dumps) | deep \
    | st.binary(max_size=200).map(lambda b: b.decode("utf-8", "replace"))


@FUZZ
@given(lines)
def test_any_line_is_an_action_or_a_fault(line: str) -> None:
    answer = parse_answer(line)
    if isinstance(answer, Fault):
        assert answer.reason == "not_json" and len(answer.detail) < 200
        return
    chosen = choose(answer, LEGAL, [CODEC.action_json(a) for a in LEGAL])
    assert chosen in LEGAL or (isinstance(chosen, Fault) and len(chosen.detail) < 200)


@FUZZ
@given(st.binary(max_size=3000), st.integers(1, 64))
def test_the_reader_queues_bounded_lines_of_any_bytes(data: bytes, limit: int) -> None:
    lines: queue.Queue[object] = queue.Queue(10_000)
    stream = io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="replace")
    real = host.MAX_BOT_LINE_CHARS
    host.MAX_BOT_LINE_CHARS = limit
    try:
        host._pump(stream, lines, threading.Event())  # type: ignore[arg-type]
    finally:
        host.MAX_BOT_LINE_CHARS = real
    got = []
    while not lines.empty():
        got.append(lines.get())
    assert got[-1] is None and None not in got[:-1]
    assert all(x is host.TOO_LONG or (isinstance(x, str) and len(x) <= limit) for x in got[:-1])


@FEW
@given(st.binary(max_size=2000) | json_values.map(lambda v: (json.dumps(v) + "\n").encode())
       | deep.map(lambda s: (s + "\n").encode()), st.booleans())
def test_a_real_bot_writing_anything(data: bytes, says_hello: bool) -> None:
    with tempfile.NamedTemporaryFile("wb", suffix=".bin", delete=False) as f:
        f.write(data)
    argv = [sys.executable, str(HERE / "bytes_bot.py"), f.name] + (["hello"] if says_hello else [])
    try:
        player = ZangaBot(argv, time_ms=300, hello_timeout_s=1.0)
        for _ in range(2):
            action = player.decide(OBS)
            assert isinstance(action, Action) and action in LEGAL
        player.close()
        assert not player.alive
    finally:
        os.unlink(f.name)

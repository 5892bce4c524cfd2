"""The host's state machine (net/table.py) driven in-process by seeded players, for every
registered game: whole games through the shadows of the joined seats, every frame scanned for
hidden cards, hostile frames, drops and grace, the host's choices, a table restored from its
autosave (docs/network-protocol.md)."""

from __future__ import annotations

import json

import pytest

from zanga_desktop.core import registry
from zanga_desktop.net import limits
from zanga_desktop.net.messages import (
    Act,
    Bye,
    Give,
    Hello,
    Phrase,
    Say,
    SeatKind,
    Start,
    encode,
)
from zanga_desktop.net.playable import net_game_ids
from zanga_desktop.net.table import SeatSpec, TableCore, parse_seats

from .driver import Driver
from .scanner import Scanner, scanned

GAMES = net_game_ids()
#: The registered games a network table cannot play yet (offered, refused in words).
UNNETWORKED = [g.id for g in registry.games() if g.id not in GAMES]
#: Each game's tables: (seats, options).
TABLES = {"zanga": [(4, {}), (4, {"renuncio_mode": "mesa"})],
          "envite": [(4, {}), (6, {"senas": "pillar"}), (2, {}), (4, {"renuncio_mode": "mesa"})],
          "ronda": [(2, {}), (4, {}), (2, {"capture_mandatory": False})],
          "baciga": [(2, {}), (4, {}), (2, {"auto_salirse": False}), (4, {"as_value": 11})]}


#: How often a joined seat's shadow may be drawn again from scratch in three hands: when it
#: joins and at the first deal; La Ronda's also when a declaration or a silent wait (section
#: 8) finds its guessed hands wanting, since the view before a declaration is not kept.
REBUILT = {"ronda": 12}


def table(game_id: str, seats: int = 0, options: dict | None = None, specs: list | None = None,
          scanner: Scanner | None = None, **kw: object) -> TableCore:
    game = registry.get(game_id)
    seats = seats or game.seats.default
    match = game.new_match(seats=seats, options=options or {})
    specs = specs or [SeatSpec() if i % 2 == 0 else SeatSpec(game.levels[0])
                      for i in range(seats)]
    cls = scanned(TableCore, scanner) if scanner is not None else TableCore
    return cls(game, match, specs, seed=5, next_hand_s=0, **kw)


def people(d: Driver, game_id: str, seats: int) -> list[int]:
    return [d.connect(Hello(game_id, f"Player {i}", seat=i)) for i in range(0, seats, 2)]


@pytest.mark.parametrize("game_id", GAMES)
def test_whole_games_followed_and_scanned(game_id: str) -> None:
    """Three hands of every table of every game: the joined seats' shadows follow every view
    (drawn again from scratch only when they join and at the first deal, whose dealer is
    drawn), and no frame to a seat or a spectator carries a card hidden from it."""
    total = 0
    for seats, options in TABLES.get(game_id, [(0, {})]):
        scanner = Scanner(game_id)
        core = table(game_id, seats, options, scanner=scanner, hands=3)
        d = Driver(core, seed=seats)
        watcher = d.connect(Hello(game_id, "Nieves", watch=True))
        people(d, game_id, core.match.seats)
        # La Ronda's game to 18 points may be won before its third deal
        assert d.finished == "3 hands were played" or core.match.is_over, d.finished
        assert core.match.hand_count == 3 or core.match.is_over
        for conn, shadow in d.shadows.items():
            assert shadow.counts["rebuilt"] <= REBUILT.get(game_id, 2), (conn, shadow.counts)
            if conn != watcher:
                assert shadow.counts["applied"] > 10
        assert scanner.frames > 30
        total += scanner.frames
    print(f"{game_id}: {total} frames scanned for hidden cards")


def test_frames_never_carry_a_hidden_card_even_for_the_pie() -> None:
    """Many seeded Zanga games (the zanga taken, solos, a pie who saw the zanga): the
    scanner reads every frame."""
    scanner = Scanner("zanga")
    for seed in range(6):
        core = table("zanga", scanner=scanner, hands=2,
                     specs=[SeatSpec(), SeatSpec(), SeatSpec(), SeatSpec()])
        d = Driver(core, seed=seed)
        d.connect(Hello("zanga", "Nieves", watch=True))
        people(d, "zanga", 4)
        d.connect(Hello("zanga", "Ana", seat=1))
        d.connect(Hello("zanga", "Chano", seat=3))
        assert d.finished
    assert scanner.frames > 500


def _started(game_id: str = "zanga", **kw: object) -> tuple[TableCore, Driver, list[int]]:
    core = table(game_id, **kw)
    d = Driver(core, seed=1)
    for conn in range(2):
        d.silent.add(conn + 1)
    conns = people(d, game_id, core.match.seats)
    assert core.started
    return core, d, conns


def _closed_with(d: Driver, conn: int, code: int, words: str) -> None:
    assert conn in d.closed, f"connection {conn} is still open"
    got = d.closed[conn]
    assert got[0] == code and words in got[1], got
    assert json.loads(d.frames[conn][-1])["type"] == "closing"


@pytest.mark.parametrize(("frame", "code", "words"), [
    ("{not json", 1003, "not JSON"),
    (b"\x00\x01binary", 1003, "JSON text"),
    ("[" * 40 + "]" * 40, 1008, "nested"),
    (json.dumps({"type": "act", "seq": 0, "action": {"a": "x" * limits.MAX_CLIENT_FRAME}}),
     1009, "frame over"),
    ('{"type": "dance"}', 1008, "no such message"),
    ('["hello"]', 1008, "JSON object"),
    (json.dumps({"type": "chat", "phrase": "meet me at the bar"}), 1008, "phrase"),
    (json.dumps({"type": "start", "level": "normal"}), 1008, "only the host"),
    (json.dumps({"type": "give", "seat": 1, "level": "normal"}), 1008, "only the host"),
])
def test_a_hostile_frame_closes_that_connection_and_changes_nothing(frame: str | bytes,
                                                                     code: int,
                                                                     words: str) -> None:
    core, d, conns = _started()
    record = core.match.record_json()
    seq = core.seq
    d.send(conns[0], frame)
    _closed_with(d, conns[0], code, words)
    assert core.match.record_json() == record and core.seq == seq
    assert conns[1] not in d.closed  # the other player plays on
    assert core.seats[0].away_since is not None  # his seat is held for him


def test_frames_before_hello_and_a_second_hello_are_refused() -> None:
    core = table("zanga")
    d = Driver(core)
    early = d.connect()
    d.send(early, encode(Act(0, {"play": "1e"})))
    _closed_with(d, early, 1008, "hello")
    twice = d.connect(Hello("zanga", "Ana", seat=0))
    d.send(twice, encode(Hello("zanga", "Ana", seat=2)))
    _closed_with(d, twice, 1008, "already")
    wrong = d.connect(Hello("envite" if "envite" in GAMES else "x", "Ana", seat=2))
    _closed_with(d, wrong, 1008, "this table plays zanga")


def test_another_seats_token_a_taken_seat_and_no_seat_are_refused() -> None:
    core, d, conns = _started()
    forged = d.connect(Hello("zanga", "Mallory", token="not-a-token-of-this-table"))
    _closed_with(d, forged, 1008, "no seat's")
    taken = d.connect(Hello("zanga", "Mallory", seat=0))
    _closed_with(d, taken, 1008, "taken")
    computer = d.connect(Hello("zanga", "Mallory", seat=1))
    _closed_with(d, computer, 1008, "taken")
    nowhere = d.connect(Hello("zanga", "Mallory", seat=9))
    _closed_with(d, nowhere, 1008, "no such seat")
    assert core.seats[0].conn == conns[0]


def test_an_action_out_of_turn_or_on_an_old_view_is_refused_with_the_rules_sentence() -> None:
    core, d, conns = _started()
    seat = core.match.to_act
    other = next(c for c in conns if d.seat_of[c] != seat)
    record = core.match.record_json()
    d.send(other, encode(Act(core.seq, {"say": "paso"})))
    refused = json.loads(d.frames[other][-1])
    assert refused["type"] == "refused" and refused["message"]
    d.send(other, encode(Act(core.seq - 1, {"say": "paso"})))
    assert json.loads(d.frames[other][-1])["code"] == "stale"
    d.send(other, encode(Act(core.seq, {"fly": "away"})))
    assert json.loads(d.frames[other][-1])["code"] == "bad_action"
    assert core.match.record_json() == record
    assert other not in d.closed


def test_a_flood_closes_the_connection() -> None:
    _core, d, conns = _started()
    for _ in range(limits.RATE_BURST + 5):
        if conns[0] in d.closed:
            break
        d.send(conns[0], encode(Say(Phrase.HELLO)))
    _closed_with(d, conns[0], 1008, "too many")
    assert conns[1] not in d.closed


def test_the_chat_is_preset_phrases_told_to_everyone_under_the_name() -> None:
    _core, d, conns = _started()
    watcher = d.connect(Hello("zanga", "Nieves", watch=True))
    d.send(conns[1], encode(Say(Phrase.WELL_PLAYED)))
    for conn in (*conns, watcher):
        said = json.loads(d.frames[conn][-1])
        assert said == {"type": "chat", "seat": 2, "name": "Player 2", "phrase": "well_played"}


def _chat_after_welcome(frames: list[str]) -> list[dict[str, object]]:
    """The chat lines a connection was sent between its welcome and anything else."""
    sent = [json.loads(f) for f in frames]
    assert sent[0]["type"] == "welcome"
    lines = []
    for message in sent[1:]:
        if message["type"] != "chat":
            break
        lines.append(message)
    return lines


def test_the_chat_is_kept_and_told_to_whoever_comes_to_the_table() -> None:
    """A spectator who comes later, and a player back from a drop, are told the table's last
    `CHAT_KEPT` lines after their welcome, oldest first."""
    _core, d, conns = _started()
    phrases = list(Phrase)
    for i in range(limits.CHAT_KEPT + 5):
        d.tick(1.0)  # within the rate allowed
        d.send(conns[i % 2], encode(Say(phrases[i % len(phrases)])))
    said = [(i % 2 * 2, phrases[i % len(phrases)].value) for i in range(limits.CHAT_KEPT + 5)]
    watcher = d.connect(Hello("zanga", "Nieves", watch=True))
    told = [(m["seat"], m["phrase"]) for m in _chat_after_welcome(d.frames[watcher])]
    assert told == said[-limits.CHAT_KEPT:]
    token = d.tokens[conns[1]]
    d.drop(conns[1])
    d.send(watcher, encode(Say(Phrase.SORRY)))
    back = d.connect(Hello("zanga", "", token=token))
    lines = _chat_after_welcome(d.frames[back])
    assert len(lines) == limits.CHAT_KEPT
    assert lines[-1] == {"type": "chat", "seat": None, "name": "Nieves", "phrase": "sorry"}


def test_the_chat_is_saved_with_the_table_and_read_back_with_care() -> None:
    """The table's save keeps its chat; a reopened table tells it. Lines a hand edited into
    the save (no phrase, no such seat, not a line, ten thousand of them) are left out."""
    core, d, conns = _started()
    d.send(conns[1], encode(Say(Phrase.GOOD_LUCK)))
    saved = json.loads(json.dumps(core.close("the host closed the table", d.now)[0].table_json))
    assert saved["chat"] == [{"type": "chat", "seat": 2, "name": "Player 2",
                              "phrase": "good_luck"}]
    game = registry.get("zanga")
    restored = TableCore.restore(game, saved, now=0.0, next_hand_s=0)
    d2 = Driver(restored, seed=3)
    watcher = d2.connect(Hello("zanga", "Nieves", watch=True))
    assert [m["phrase"] for m in _chat_after_welcome(d2.frames[watcher])] == ["good_luck"]
    good = {"type": "chat", "seat": 0, "name": "Ana", "phrase": "thanks"}
    saved["chat"] = [
        {"type": "chat", "seat": 0, "name": "Ana", "phrase": "meet me at the bar"},
        {"type": "chat", "seat": 9, "name": "Ana", "phrase": "thanks"},
        {"type": "chat", "seat": 0, "name": "x" * 1000, "phrase": "thanks"},
        {"type": "view", "seq": 1}, {"phrase": "thanks"}, "thanks", None, good]
    restored = TableCore.restore(game, saved, now=0.0, next_hand_s=0)
    assert [said.to_json() for said in restored.chat] == [good]
    saved["chat"] = [good] * 10_000
    assert len(TableCore.restore(game, saved, now=0.0, next_hand_s=0).chat) == limits.CHAT_KEPT
    saved["chat"] = {"not": "a list"}
    assert not TableCore.restore(game, saved, now=0.0, next_hand_s=0).chat


def test_a_dropped_seat_is_held_through_its_grace_then_the_host_chooses() -> None:
    core = table("zanga", host_seat=0)
    d = Driver(core, seed=2)
    d.silent.add(1)
    host = d.connect(Hello("zanga", "Pino", token=core.host_token))
    guest = d.connect(Hello("zanga", "Ana", seat=2))
    token = d.tokens[guest]
    assert core.started
    d.drop(guest)
    state = core.table_state(d.now)
    assert state.seats[2].away_s == pytest.approx(limits.GRACE_S)
    d.tick(limits.GRACE_S - 1)
    assert core.table_state(d.now).seats[2].away_s == pytest.approx(1)
    assert not core.seats[2].waiting
    d.tick(2)
    assert core.seats[2].waiting and core.seats[2].standin is None
    told = json.loads(next(f for f in reversed(d.frames[host]) if '"table"' in f))
    assert told["seats"][2]["waiting"] is True
    d.send(host, encode(Give(2, "principiante")))
    assert core.seats[2].standin == "principiante"
    back = d.connect(Hello("zanga", "Ana", token=token))
    assert d.seat_of[back] == 2 and core.seats[2].standin is None
    assert json.loads(d.frames[back][-1])["type"] == "view"  # his view, restored


def test_a_phrase_is_saved_by_the_clock_once_for_all_said_then() -> None:
    """A phrase said between steps is in the table's save within `CHAT_SAVE_S` (a host
    killed then keeps it); a flood of phrases is written once, not once a phrase."""
    _core, d, conns = _started()
    d.saved = None
    for phrase in (Phrase.HELLO, Phrase.GOOD_LUCK, Phrase.THANKS):
        d.send(conns[1], encode(Say(phrase)))
    assert d.saved is None  # not at once
    d.tick(limits.CHAT_SAVE_S / 2)
    assert d.saved is None
    d.tick(limits.CHAT_SAVE_S / 2)
    assert d.saved is not None
    assert [line["phrase"] for line in d.saved["chat"]] == ["hello", "good_luck", "thanks"]
    d.saved = None
    d.tick(limits.CHAT_SAVE_S * 2)
    assert d.saved is None  # nothing new to write


def test_the_grace_told_later_is_what_is_left_of_it() -> None:
    """A spectator who comes a minute after a drop, and the players told news then, read
    the grace left, not the whole grace again; so does the last news of a closed table."""
    core = table("zanga", host_seat=0)
    d = Driver(core, seed=2)
    d.silent.add(1)
    host = d.connect(Hello("zanga", "Pino", token=core.host_token))
    guest = d.connect(Hello("zanga", "Ana", seat=2))
    d.drop(guest)
    d.tick(60)
    watcher = d.connect(Hello("zanga", "Nieves", watch=True))
    for conn in (watcher, host):
        told = json.loads(next(f for f in reversed(d.frames[conn]) if '"table"' in f))
        assert told["seats"][2]["away_s"] == pytest.approx(limits.GRACE_S - 60)
    d.tick(30)
    d.send(host, encode(Bye()))
    told = json.loads(next(f for f in reversed(d.frames[watcher]) if '"table"' in f))
    assert told["seats"][2]["away_s"] == pytest.approx(limits.GRACE_S - 90)


def test_a_headless_table_lets_a_level_take_a_seat_after_the_grace() -> None:
    core = table("zanga", on_drop="normal")
    d = Driver(core, seed=3)
    d.silent.update({1, 2})  # the players never answer
    conns = people(d, "zanga", 4)
    seat = core.match.to_act
    conn = next(c for c in conns if d.seat_of[c] == seat) if seat in (0, 2) else conns[0]
    d.drop(conn)
    d.tick(limits.GRACE_S + 1)
    assert core.seats[d.seat_of[conn]].standin == "normal"


def test_a_player_who_never_answers_is_dropped_after_the_turn_limit() -> None:
    core = table("zanga", turn_limit_s=30.0, on_drop="rules", hands=1)
    d = Driver(core, seed=4)
    d.silent.update({1, 2})
    conns = people(d, "zanga", 4)
    for _ in range(200):
        if d.finished:
            break
        d.tick(31)
    assert all(c in d.closed for c in conns)
    assert d.finished == "1 hands were played"


def test_a_seat_taken_back_from_another_connection_closes_the_old_one() -> None:
    core, d, conns = _started()
    token = d.tokens[conns[0]]
    again = d.connect(Hello("zanga", "Player 0", token=token))
    _closed_with(d, conns[0], 1008, "taken back")
    assert core.seats[0].conn == again


def test_the_host_starts_with_open_seats_played_by_a_level() -> None:
    core = table("envite" if "envite" in GAMES else "zanga", host_seat=0)
    d = Driver(core, seed=5)
    d.silent.add(1)
    host = d.connect(Hello(core.game.id, "Pino", token=core.host_token))
    assert not core.started
    d.send(host, encode(Start("normal")))
    assert core.started and core.match.hand_count == 1
    assert [s.kind for s in core.seats][1:] == [SeatKind.COMPUTER] * (len(core.seats) - 1) \
        or core.seats[1].kind is SeatKind.COMPUTER


@pytest.mark.parametrize("game_id", GAMES)
def test_a_table_restored_from_its_autosave_is_played_to_the_end(game_id: str) -> None:
    core = table(game_id, hands=3)
    d = Driver(core, seed=6)
    d.silent.update(range(1, 6))
    conns = people(d, game_id, core.match.seats)
    tokens = {d.seat_of[c]: d.tokens[c] for c in conns}
    saved = json.loads(json.dumps(d.saved))
    assert "token" in json.dumps(saved) and not any(t in json.dumps(saved)
                                                     for t in tokens.values())
    game = registry.get(game_id)
    restored = TableCore.restore(game, saved, now=0.0, next_hand_s=0)
    assert restored.match.record_json() == core.match.record_json()
    d2 = Driver(restored, seed=7)
    for token in tokens.values():
        d2.connect(Hello(game_id, "", token=token))
    # La Ronda's game to 18 points may be won before its third deal
    assert d2.finished == "3 hands were played" \
        or (d2.finished == "the game is over" and restored.match.is_over)
    assert restored.match.hand_count == 3 or restored.match.is_over


def test_seats_are_read_from_the_command_line() -> None:
    levels = ("rules", "normal")
    assert parse_seats("open, normal,OPEN,rules", levels) == [
        SeatSpec(), SeatSpec("normal"), SeatSpec(), SeatSpec("rules")]
    with pytest.raises(ValueError, match="maestro"):
        parse_seats("open,maestro", levels)


def test_two_people_of_one_name_are_told_apart_when_play_starts() -> None:
    """docs/network-protocol.md, "Seats, drops and restarts": a table takes its players'
    names when play starts; a second person of a name already there (letter case aside) is
    told apart by a number, and a computer seat never bears a person's name."""
    game = registry.get("zanga")
    specs = [SeatSpec(), SeatSpec(game.levels[0], "ANA 2"), SeatSpec(), SeatSpec(game.levels[0])]
    core = TableCore.new(game, specs, seed=5, next_hand_s=0, hands=1, host_seat=0)
    d = Driver(core, seed=3)
    d.connect(Hello("zanga", "Ana", token=core.host_token))
    assert not core.started
    d.connect(Hello("zanga", "ana", seat=2))
    assert core.started
    names = [s.name for s in core.seats]
    assert names[0] == "Ana" and names[2] == "ana 2"
    assert names[1].casefold() not in {"ana", "ana 2"}
    assert len({n.casefold() for n in names}) == 4
    assert list(core.match.players) == names

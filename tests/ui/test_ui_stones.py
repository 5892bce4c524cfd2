"""The vale stones at a hand's settlement fly payment by payment (`games/zanga/ui/payments.py`):
the flights match the engine's payments in order and add up to its standings, in random
games of both presets and of mesa mode; at the table they fly one after another, in the
time the speed setting allows, and a new hand, a new game, a game opened, an undo or the
window closed in the middle of them leaves every pile showing the engine's count."""

from __future__ import annotations

import random
import time
from pathlib import Path

import pytest
from deals import deal_of
from PySide6.QtCore import Qt
from ui_helpers import click_button, click_card, rules_setup, take_turn, wait_for_human

from zanga_desktop.games.zanga.records import Game, GameRecord
from zanga_desktop.games.zanga.rules import (
    Action,
    Card,
    GameState,
    HandResult,
    Kind,
    Payment,
    Phase,
    Suit,
    Word,
    make_options,
)
from zanga_desktop.games.zanga.ui.board import ZangaBoard
from zanga_desktop.games.zanga.ui.controller import Setup
from zanga_desktop.games.zanga.ui.news import Played
from zanga_desktop.games.zanga.ui.payments import (
    POT_NAMES,
    Flight,
    Standing,
    replay,
    settled_payments,
    settlement_flights,
)
from zanga_desktop.games.zanga.ui.prompt import vales_text
from zanga_desktop.games.zanga.ui.stones import PILE_POS, SETTLE_MS, STONE_OFFSET, STONES_SHOWN
from zanga_desktop.ui.main_window import MainWindow

NAMES = ["Tester", "Ana", "Benito", "Carmela"]
TOP = "1e 7o 1b 1o 12o 11o 10o 2o"  # every top trump of oros, the whole estuche


def _standing(state: GameState) -> Standing:
    return (state.vales[0], state.vales[1], state.pot, state.fianza)


def _check_flights(before: Standing, result: HandResult) -> list[Flight]:
    flights = settlement_flights(before, result)
    shown = replay(before, flights)
    assert all(min(s) >= 0 for s in shown), (before, flights)
    assert (shown[-1] if shown else before) == (
        result.vales[0], result.vales[1], result.pot, result.fianza)
    bonuses = [f for f in flights if f.name not in (*POT_NAMES, "pot")]
    assert [(f.name, f.vales) for f in bonuses] == [
        (p.name, p.vales) for p in settled_payments(result) if p.vales]
    pot = [f for f in flights if f.name in (*POT_NAMES, "pot")]
    assert flights[:len(pot)] == pot  # the pot is settled first (section 7)
    if result.result == "sacada" and before[2]:  # the winners take the whole pot
        assert any(f.src == "pot" and f.vales >= before[2] for f in pot), flights
    if result.result == "renuncio":  # every payment of a proven claim is recorded
        assert not pot, flights
    return flights


def _renuncio(bonuses: tuple[Payment, ...], vales: tuple[int, int], pot: int,
              result: str = "renuncio") -> HandResult:
    return HandResult(mano=0, nombrado=1, solo=False, zanga=False, trump=Suit.OROS,
                      tricks=(1, 0), result=result, bonuses=bonuses, vales=vales, pot=pot,
                      fianza=0, complete=True, mesa=True)


def test_every_listed_payment_flies_on_its_own_whatever_its_name() -> None:
    """A renuncio settlement that also lists a solo and a cinco after its codillo: five
    flights, in the engine's order, each from the payer to the collector."""
    bonuses = (Payment("renuncio_pot", 1, 0, 7), Payment("renuncio_codillo", 1, "pot", 7),
               Payment("solo", 1, 0, 2), Payment("cinco", 1, 0, 2),
               Payment("renuncio_tricks", 1, 0, 2))
    result = _renuncio(bonuses, vales=(23, 2), pot=7)
    assert _check_flights((10, 15, 7, 0), result) == [
        Flight("renuncio_pot", "pot", "team0", 7), Flight("renuncio_codillo", "team1", "pot", 7),
        Flight("solo", "team1", "team0", 2), Flight("cinco", "team1", "team0", 2),
        Flight("renuncio_tricks", "team1", "team0", 2)]


def test_a_payment_named_after_the_pot_flies_from_the_pot() -> None:
    """Like the renuncio's pot, any payment called "..._pot" is paid out of the pot (here a
    broke team's game ending with the pot going to the other team): the broke team does not
    seem to receive the pot and hand it on."""
    result = _renuncio((Payment("solo", 0, 1, 3), Payment("team_broke_pot", 0, 1, 6)),
                       vales=(0, 32), pot=0, result="codillo")
    assert _check_flights((3, 23, 6, 0), result) == [
        Flight("solo", "team0", "team1", 3), Flight("team_broke_pot", "pot", "team1", 6)]


def _random_settlements(preset: str, mesa: bool, seed: int,
                        hands: int) -> list[tuple[Standing, HandResult]]:
    """Random legal play (in mesa mode with cards that do not follow and claims too), the
    standings before every settlement and its result."""
    rng = random.Random(seed)
    options = make_options(preset, {"renuncio_mode": "mesa"} if mesa else None)
    state = GameState(options)
    out: list[tuple[Standing, HandResult]] = []
    while len(out) < hands:
        if state.phase is Phase.GAME_OVER:  # random games are short: play another
            state = GameState(options)
        before = _standing(state)
        count = len(state.results)
        claims = state.claim_actions()
        if state.phase is Phase.DEAL:
            state.deal_next(rng)
        elif state.phase is Phase.SCORING:
            if claims and rng.random() < 0.3:
                state.apply(rng.choice(claims))
            else:
                state.settle()
        elif claims and rng.random() < 0.03:
            state.apply(rng.choice(claims))
        elif mesa and state.phase is Phase.PLAY and rng.random() < 0.15:
            seat = state.to_act
            assert seat is not None
            state.apply(Action(seat, Kind.PLAY, rng.choice(state.hands[seat])))
        else:
            state.apply(rng.choice(state.legal_actions()))
        if len(state.results) > count:
            out.append((before, state.results[-1]))
    return out


@pytest.mark.parametrize(("preset", "mesa"), [("manual", False), ("simplificada", False),
                                              ("manual", True)])
def test_flights_replay_every_payment_of_random_settlements(preset: str, mesa: bool) -> None:
    seen: set[str] = set()
    for seed in range(40):
        for before, result in _random_settlements(preset, mesa, seed, 12):
            seen |= {f.name for f in _check_flights(before, result)}
    expected = {"sacada", "codillo", "puesta", "solo"}
    if preset == "manual":
        expected |= {"fianza", "cinco", "estuche"}
    if mesa:
        expected |= {"renuncio_pot", "renuncio_codillo", "renuncio_matador", "renuncio_tricks"}
    assert expected <= seen, seen  # every kind of payment has flown on its own


def test_a_codillo_that_carries_over_pays_the_defenders_then_the_centre() -> None:
    result = HandResult(mano=0, nombrado=0, solo=False, zanga=False, trump=Suit.OROS,
                        tricks=(3, 5), result="codillo", bonuses=(), vales=(5, 22), pot=5,
                        fianza=0, complete=True)
    flights = settlement_flights((10, 17, 5, 0), result)
    assert flights == [Flight("codillo", "pot", "team1", 5), Flight("codillo", "team0", "pot", 5)]


# ---------------------------------------------------------------- at the table


def _solo_record() -> GameRecord:
    """The human (seat 0, mano) holds every top trump and the estuche and says solo."""
    game = Game(GameRecord(first_hand=False, players=list(NAMES)))
    game.start_hand(3, deal_of({0: TOP}))
    game.apply(Action(0, Kind.SAY, Word.SOLO))
    for seat in (1, 2, 3):
        game.apply(Action(seat, Kind.SAY, Word.PASO))
    game.apply(Action(0, Kind.TRUMP, Suit.OROS))
    return game.record


SETUP = Setup(name="Tester", levels=("human", "rules", "rules", "rules"), seed=1)


class Watch:
    """What the board flies and lands, the stones in view then (`stones`: the visible
    tokens' places, in scene coordinates) and the standings before the settling action."""

    def __init__(self, w: MainWindow) -> None:
        self.events: list[tuple[str, Flight, float]] = []
        self.landed: list[Standing] = []
        self.stones: list[tuple[str, Flight, list[tuple[float, float]], str]] = []
        self.before: Standing | None = None
        self.board = w.board
        w.board.stones_flying.connect(self._flying)
        w.board.stones_landed.connect(self._landed)
        w.controller.acted.connect(self._acted)

    def _seen(self, what: str, f: Flight) -> None:
        shown = [t for t in self.board.tokens if t.isVisible()]
        self.stones.append((what, f, [(t.pos().x(), t.pos().y()) for t in shown],
                            self.board.flight_tag.text))

    def _flying(self, f: Flight) -> None:
        self.events.append(("fly", f, time.monotonic()))
        self._seen("fly", f)

    def _landed(self, f: Flight, standing: Standing) -> None:
        self.events.append(("land", f, time.monotonic()))
        self.landed.append(standing)
        self._seen("land", f)

    def check_stones(self) -> None:
        """Each flight shows its own stones (one a vale, up to STONES_SHOWN) on the paying
        pile as it takes off and on the collecting pile as it lands."""
        assert len(self.stones) == len(self.events)
        for what, f, places, _ in self.stones:
            pile = PILE_POS[f.src if what == "fly" else f.dst] + STONE_OFFSET
            assert len(places) == min(f.vales, STONES_SHOWN), (what, f, places)
            assert all(abs(x - pile.x()) < 0.5 and abs(y - pile.y()) < 0.5
                       for x, y in places), (what, f, places, pile)

    def _acted(self, played: Played) -> None:
        if played.settled:
            self.before = played.before

    @property
    def flown(self) -> list[Flight]:
        return [f for what, f, _ in self.events if what == "fly"]


def _to_todas(qtbot, w: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Play the solo hand by clicking, calling cinco, up to the todas question."""
    w.controller.resume(_solo_record(), SETUP)
    while True:
        wait_for_human(qtbot, w)
        if w.controller.state.phase is Phase.TODAS:
            return
        take_turn(qtbot, w, prefer=("act_call_cinco",))


def _piles(board: ZangaBoard) -> Standing:
    p = board.piles
    return (p["team0"].count, p["team1"].count, p["pot"].count, p["fianza"].count)


def _at_rest(w: MainWindow) -> None:
    board = w.board
    assert _piles(board) == _standing(w.controller.state)
    assert not any(t.isVisible() for t in board.tokens)
    assert not board.flight_tag.isVisible()


def test_a_settlement_flies_payment_by_payment(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    watch = Watch(window)
    _to_todas(qtbot, window)
    click_button(qtbot, window, "act_todas_False")  # stop at five: the hand is settled
    # at instant speed the whole sequence has run within the click
    result = window.controller.state.last_result
    assert result is not None and result.result == "sacada" and watch.before is not None
    assert watch.flown == _check_flights(watch.before, result)
    assert [f.name for f in watch.flown] == ["sacada", "solo", "cinco", "estuche"]
    assert watch.flown[0] == Flight("sacada", "pot", "team0", watch.before[2])
    assert all(f.src == "team1" and f.dst == "team0" for f in watch.flown[1:])
    assert [what for what, _, _ in watch.events] == ["fly", "land"] * 4
    assert watch.landed == replay(watch.before, watch.flown)
    assert watch.landed[-1] == _standing(window.controller.state)
    watch.check_stones()
    assert [tag for what, _, _, tag in watch.stones if what == "fly"] == [
        f"{name}  ·  {vales_text(f.vales)}" for name, f in zip(
            ("Sacada", "Solo", "Cinco", "Estuche"), watch.flown, strict=True)]
    wait_for_human(qtbot, window)
    assert window.table.summary.isVisible()
    _at_rest(window)


def test_a_proven_renuncio_flies_the_pot_and_the_codillo_apart(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Ana, of the nombrado's team, does not follow copas; the human's claim ends the hand:
    the pot flies to the claimers, then the offenders pay a new pot (Art. 29, 47)."""
    mesa = {"renuncio_mode": "mesa"}
    game = Game(GameRecord(options=dict(mesa), first_hand=False, players=list(NAMES)))
    game.start_hand(3, deal_of({0: "3c 5o 5c 6c 2e 3e 3b 2b", 1: "4c 12c 11c 10c 1c 2c 6e 7e"}))
    for seat, word in ((0, Word.PASO), (1, Word.JUEGO), (2, Word.PASO), (3, Word.PASO)):
        game.apply(Action(seat, Kind.SAY, word))
    game.apply(Action(1, Kind.TRUMP, Suit.OROS))
    game.apply(Action(0, Kind.PLAY, Card.parse("3c")))
    game.apply(Action(1, Kind.PLAY, Card.parse("6e")))
    window.controller.resume(game.record, Setup(name="Tester", levels=SETUP.levels, seed=3,
                                                options=dict(mesa)))
    watch = Watch(window)
    st = window.controller.state
    before, pot = _standing(st), st.pot
    button = window.board.claim_button
    qtbot.waitUntil(lambda: button.isVisible() and button.isEnabled(), timeout=5000)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    result = st.last_result
    assert result is not None and result.result == "renuncio" and pot > 0
    assert watch.flown == _check_flights(before, result) == [
        Flight("renuncio_pot", "pot", "team0", pot),
        Flight("renuncio_codillo", "team1", "pot", pot)]
    assert watch.landed == replay(before, watch.flown)
    watch.check_stones()
    assert [tag for what, _, _, tag in watch.stones if what == "fly"] == [
        f"Renuncio: the pot  ·  {vales_text(pot)}", f"Renuncio: codillo  ·  {vales_text(pot)}"]
    wait_for_human(qtbot, window)
    _at_rest(window)


@pytest.mark.parametrize(("speed", "budget", "shortest"), [("normal", SETTLE_MS / 1000, 0.15),
                                                         ("fast", SETTLE_MS / 4000, 0.04)])
def test_the_flights_take_turns_in_the_time_the_speed_allows(  # type: ignore[no-untyped-def]
        qtbot, window: MainWindow, speed: str, budget: float, shortest: float) -> None:
    watch = Watch(window)
    _to_todas(qtbot, window)
    window.set_speed(speed)
    board = window.board
    click_button(qtbot, window, "act_todas_False")
    assert not watch.events  # the cards are shown first
    qtbot.waitUntil(lambda: bool(watch.events), timeout=5000)
    assert watch.events[0][0] == "fly" and len(watch.landed) == 0
    # the first payment is in the air: its tag and stones are shown, the pot already paid
    assert board.flight_tag.isVisible() and "Sacada" in board.flight_tag.text
    assert any(t.isVisible() for t in board.tokens)
    assert board.piles["pot"].count == 0
    qtbot.waitUntil(lambda: window.table.summary.isVisible(), timeout=10000)
    kinds = [what for what, _, _ in watch.events]
    assert kinds == ["fly", "land"] * 4  # one payment after another
    times = [t for _, _, t in watch.events]
    flights = [land - fly for fly, land in zip(times[::2], times[1::2], strict=True)]
    assert all(f > shortest for f in flights), flights  # each one is seen flying
    assert times[-1] - times[0] < budget + 1.0  # and the whole stays short
    _at_rest(window)


def _mid_flight(qtbot, window: MainWindow, watch: Watch) -> None:  # type: ignore[no-untyped-def]
    _to_todas(qtbot, window)
    window.set_speed("slow")
    click_button(qtbot, window, "act_todas_False")
    qtbot.waitUntil(lambda: len(watch.landed) >= 1, timeout=5000)
    assert len(watch.landed) < 4  # in the middle of the sequence
    assert window.animator.running


@pytest.mark.parametrize("how", ["new hand", "new game", "open", "undo", "close"])
def test_interrupted_flights_leave_the_engine_counts(qtbot, window: MainWindow, how: str,
                                                    tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    watch = Watch(window)
    saved = tmp_path / "todas.zanga.json"
    ctl = window.controller
    if how == "open":
        _to_todas(qtbot, window)
        assert window.save_file(saved)
    _mid_flight(qtbot, window, watch)
    settled = _standing(ctl.state)
    window.set_speed("instant")  # what follows the flight in the air, at once
    if how == "new hand":
        ctl.deal_next()  # queued behind the flights: they end first, then the deal
        assert ctl.state.hand_index == 1
        qtbot.waitUntil(lambda: len(watch.landed) == 4, timeout=5000)
        assert watch.landed[-1] == settled
    elif how == "new game":
        window.new_game(rules_setup(seed=5))
        _at_rest(window)
    elif how == "open":
        assert window.load_file(saved)
        assert ctl.state.phase is Phase.TODAS
        _at_rest(window)
    elif how == "undo":
        assert not ctl.undo()  # nothing of the human's may be taken back while they fly
    else:
        window.close()
        assert not window.animator.busy and not window.animator.running
        _at_rest(window)
        assert _piles(window.board) == settled
    if how != "close":
        qtbot.waitUntil(lambda: not window.animator.busy, timeout=10000)
        wait_for_human(qtbot, window)
        _at_rest(window)
    # nothing moves any more: no animation was left running on a stone
    places = [t.pos() for t in window.board.tokens]
    qtbot.wait(300)
    assert [t.pos() for t in window.board.tokens] == places
    _at_rest(window)


def test_the_fianza_flies_from_its_own_pile(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The human, the pie, says zanga (2 vales of each team go into the fianza, Art. 24),
    keeps his own cards and wins the fifth trick: the pot flies first, then the fianza from
    its pile to the defenders (the zanga was not kept, Art. 25), each with its own stones."""
    game = Game(GameRecord(first_hand=False, players=list(NAMES)))
    game.start_hand(0, deal_of({0: TOP}))
    for seat in (1, 2, 3):
        game.apply(Action(seat, Kind.SAY, Word.PASO))
    game.apply(Action(0, Kind.SAY, Word.ZANGA))
    game.apply(Action(0, Kind.KEEP, "own"))
    game.apply(Action(0, Kind.TRUMP, Suit.OROS))
    st = game.state
    while not (st.to_act == 0 and len(st.tricks) == 4):  # the fifth trick ends the hand
        seat = st.to_act
        assert seat is not None
        game.apply(Action(seat, Kind.PLAY, st.legal_plays(seat)[0]))
    fianza = st.fianza
    window.controller.resume(game.record, SETUP)
    watch = Watch(window)
    st = window.controller.state
    before = _standing(st)
    wait_for_human(qtbot, window)
    click_card(qtbot, window, st.legal_plays(0)[0])
    wait_for_human(qtbot, window)  # the others play their cards, the hand is settled
    result = st.last_result
    assert result is not None and result.zanga and fianza == 4
    assert watch.flown == _check_flights(before, result)
    assert Flight("fianza", "fianza", "team1", fianza) in watch.flown
    # section 7: the pot, then the fianza, then the estuche the human held
    assert [f.name for f in watch.flown] == ["sacada", "fianza", "estuche"], watch.flown
    watch.check_stones()
    assert watch.landed == replay(before, watch.flown)
    _at_rest(window)


def test_mesa_next_hand_settles_and_the_stones_fly(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """A mesa hand is settled by Next hand (no action): the same flights, from the counts
    the table showed."""
    game = Game(GameRecord(options={"renuncio_mode": "mesa"}, first_hand=False,
                           players=list(NAMES)))
    game.start_hand(3, deal_of({0: TOP}))
    game.apply(Action(0, Kind.SAY, Word.JUEGO))
    for seat in (1, 2, 3):
        game.apply(Action(seat, Kind.SAY, Word.PASO))
    game.apply(Action(0, Kind.TRUMP, Suit.OROS))
    setup = Setup(name="Tester", levels=SETUP.levels, seed=3,
                  options={"renuncio_mode": "mesa"})
    window.controller.resume(game.record, setup)
    watch = Watch(window)
    st = window.controller.state
    while st.phase is Phase.PLAY:
        wait_for_human(qtbot, window)
        if st.phase is Phase.PLAY:
            click_card(qtbot, window, st.legal_plays(0)[0])
    qtbot.waitUntil(lambda: window.table.summary.isVisible(), timeout=5000)
    assert st.phase is Phase.SCORING and not watch.events
    before = _standing(st)
    qtbot.mouseClick(window.table.summary.button, Qt.MouseButton.LeftButton)
    result = st.results[-1]
    assert result.result == "sacada"
    assert watch.flown == _check_flights(before, result)
    assert watch.landed[-1] == (result.vales[0], result.vales[1], result.pot, result.fianza)
    wait_for_human(qtbot, window)
    _at_rest(window)

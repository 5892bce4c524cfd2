"""Hand-made positions for the rule tests: deals written card by card, actions as text."""

from __future__ import annotations

from deals import cards as cards  # re-exported for the rule tests
from deals import deal_of

from zanga_desktop.games.zanga.rules import Action, GameState, make_options
from zanga_desktop.games.zanga.rules.errors import IllegalActionError


def game_at(spec: dict[int | str, str] | None = None, *, preset: str = "manual",
            dealer: int = 3, first_hand: bool = False, vales: tuple[int, int] = (16, 16),
            pot: int = 0, **options: object) -> GameState:
    """A state with the given deal just dealt (by default seat 3 deals, so seat 0 is mano)."""
    state = GameState(make_options(preset, options), vales, pot, first_hand)
    state.start_hand(dealer, deal_of(spec or {}))
    return state


def action(text: str) -> Action:
    """`"0 say juego"`, `"2 play 1e"`, `"1 todas yes"`, `"0 call cinco"`."""
    seat, kind, value = text.split()
    raw: object = value
    if kind == "todas":
        raw = value in ("yes", "true")
    return Action.from_json({"seat": int(seat), kind: raw})


def run(state: GameState, *steps: str) -> GameState:
    for step in steps:
        state.apply(action(step))
        state.check_invariants()
    return state


def refused(state: GameState, step: str) -> IllegalActionError:
    """The error `step` raises; the state is left exactly as it was."""
    before = state.summary_key()
    try:
        state.apply(action(step))
    except IllegalActionError as exc:
        assert state.summary_key() == before
        return exc
    raise AssertionError(f"{step!r} was accepted")


def play_in_order(state: GameState, stop_at: int = 8) -> GameState:
    """Play while the phase is PLAY: each seat the first legal card in the order its hand was
    written, so a test decides the play by how it writes the deal."""
    from zanga_desktop.games.zanga.rules import Phase, play

    while state.phase is Phase.PLAY and len(state.tricks) < stop_at:
        seat = state.to_act
        assert seat is not None
        legal = state.legal_plays(seat)
        card = next(c for c in state.hands[seat] if c in legal)
        state.apply(play(seat, card))
        state.check_invariants()
    return state


DECLARE_0 = ("0 say juego", "1 say paso", "2 say paso", "3 say paso")


def settle(state: GameState, winners: str) -> object:
    """Hand-made end of play: the tricks went to `winners` ("0 0 1 ..."), then the hand is
    settled as the engine settles it (sections 6-7). Returns the hand's result."""
    tricks = tuple((int(w), ()) for w in winners.split())
    state.tricks = tricks  # type: ignore[assignment]
    state.won = (sum(1 for w, _ in tricks if w % 2 == 0), sum(1 for w, _ in tricks if w % 2))
    state._settle()
    state.check_invariants()
    return state.last_result


def bonuses(result: object) -> list[tuple[str, int, int | str, int]]:
    return [(p.name, p.frm, p.to, p.vales) for p in result.bonuses]  # type: ignore[attr-defined]

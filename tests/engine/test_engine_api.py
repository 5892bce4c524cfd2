"""The engine's API contracts (style.md): verify/can/apply, unchecked apply with exact undo,
per-seat observations that hold only what the seat may know, and the invariants."""

from __future__ import annotations

import dataclasses
import random

import pytest
from positions import DECLARE_0, game_at, refused, run

from zanga_desktop.games.zanga.rules import (
    DECK,
    Card,
    GameState,
    IllegalActionError,
    Phase,
    make_options,
    observe,
    say,
)
from zanga_desktop.games.zanga.rules.actions import Word
from zanga_desktop.games.zanga.rules.errors import CODES
from zanga_desktop.games.zanga.rules.state import Payment, Renuncio


def random_hand(seed: int) -> GameState:
    rng = random.Random(seed)
    state = GameState()
    state.deal_next(rng)
    return state


def test_can_matches_verify_and_legal_actions() -> None:
    state = game_at()
    for word in Word:
        action = say(0, word)
        assert state.can(action) == (action in state.legal_actions())


def test_a_refused_action_changes_nothing() -> None:
    state = run(game_at(), *DECLARE_0, "0 trump o")
    before = state.summary_key()
    err = refused(state, "1 play 12c")
    assert err.code == "not_your_turn"
    assert state.summary_key() == before


def test_apply_unchecked_then_undo_restores_every_position_exactly() -> None:
    rng = random.Random(3)
    for seed in range(30):
        state = random_hand(seed)
        keys = [state.summary_key()]
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
            state.apply_unchecked(rng.choice(state.legal_actions()))
            keys.append(state.summary_key())
        for key in reversed(keys[:-1]):
            state.undo()
            assert state.summary_key() == key
        assert not state.can_undo


def test_every_error_code_has_its_article_listed() -> None:
    for code in ("not_your_turn", "card_not_held", "must_follow_suit", "must_follow_trump",
                 "matador_forced", "bad_declaration", "pass_without_vales",
                 "zanga_needs_vales", "no_cinco_here", "bad_trump", "unexpected_action",
                 "wrong_dealer", "incomplete_hand", "game_over"):
        assert code in CODES


def test_errors_are_value_errors_with_a_stable_code() -> None:
    state = game_at()
    try:
        state.apply(say(1, Word.PASO))
    except ValueError as exc:
        assert isinstance(exc, IllegalActionError) and exc.code == "not_your_turn"
        assert exc.seat == 1 and "seat 0" in exc.message.lower()


def test_observation_holds_only_the_seats_own_cards() -> None:
    state = run(game_at(), *DECLARE_0, "0 trump o")
    for seat in range(4):
        obs = observe(state, seat)
        assert obs.hand == state.hands[seat]
        assert obs.zanga is None and obs.set_aside is None
        others = {c for s in range(4) if s != seat for c in state.hands[s]}
        assert not (obs.known_cards & others)
        assert (obs.legal != ()) == (seat == state.to_act)


def test_observation_shows_the_zanga_only_to_the_pie_who_took_it() -> None:
    state = run(game_at(), "0 say paso", "1 say paso", "2 say paso", "3 say zanga")
    assert observe(state, 3).zanga == state.deal.zanga  # type: ignore[union-attr]
    run(state, "3 keep zanga")
    pie = observe(state, 3)
    assert pie.set_aside == state.deal.hands[3]  # type: ignore[union-attr]
    for seat in range(3):
        obs = observe(state, seat)
        assert obs.zanga is None and obs.set_aside is None
        assert not (obs.known_cards & set(state.deal.zanga))  # type: ignore[union-attr]


def test_observation_is_the_same_whatever_the_hidden_cards() -> None:
    # Seats 1 and 3 swap two cards: seats 0 and 2 must not be able to tell.
    a = run(game_at({1: "3c 12e", 3: "4c 11e"}), "0 say juego", "1 say paso")
    b = run(game_at({1: "4c 11e", 3: "3c 12e"}), "0 say juego", "1 say paso")
    assert a.hands[1] != b.hands[1]
    for seat in (0, 2):
        assert observe(a, seat) == observe(b, seat)
    assert observe(a, 1) != observe(b, 1)


def test_invariant_32_vales_after_every_action_of_random_games() -> None:
    rng = random.Random(11)
    for _ in range(20):
        state = GameState()
        while not state.is_over and state.hand_index < 40:
            state.deal_next(rng)
            while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
                state.apply(rng.choice(state.legal_actions()))
                state.check_invariants()


def test_summary_key_tells_positions_apart_and_undo_brings_it_back() -> None:
    state = game_at()
    start = state.summary_key()
    assert start and not state.can_undo
    run(state, "0 say juego")
    assert state.can_undo and state.summary_key() != start
    state.undo()
    assert state.summary_key() == start and not state.can_undo


def test_value_types_crossing_layers_are_frozen() -> None:
    state = run(game_at(), *DECLARE_0, "0 trump o")
    while state.phase is Phase.PLAY:
        state.apply(state.legal_actions()[0])
    result = state.last_result
    assert result is not None
    values = [result, Payment("solo", 0, 1, 2),
              Renuncio(1, 0, state.deal.hands[1][0], "must_follow_suit", False)]  # type: ignore[union-attr]
    for value in values:
        field = dataclasses.fields(value)[0].name
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, field, None)
        assert not hasattr(value, "__dict__")  # slots: no stray attributes


def test_a_new_game_starts_at_its_first_hand_and_counts_its_hands() -> None:
    state = GameState()
    assert state.first_hand and state.vales == (16, 16) and state.pot == 0
    assert state.phase is Phase.DEAL and state.hand_index == -1
    rng = random.Random(5)
    for n in range(3):
        state.deal_next(rng)
        assert state.hand_index == n and observe(state, 0).hand_index == n
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
            state.apply(state.legal_actions()[0])


@pytest.mark.parametrize("broken", [
    {"vales": (17, 16)}, {"vales": (-1, 33)}, {"pot": -1, "vales": (17, 16)},
    {"fianza": -1, "vales": (17, 16)},
])
def test_check_invariants_catches_every_broken_count(broken: dict[str, object]) -> None:
    state = game_at()
    state.check_invariants()
    for name, value in broken.items():
        setattr(state, name, value)
    with pytest.raises(AssertionError):
        state.check_invariants()


def test_a_hand_from_fixed_standings_is_dealt_by_the_given_dealer() -> None:
    """A state built with a dealer (the referee's duplicate tables) expects that dealer and
    refuses any other; with none the first dealer is cut for (Art. 12)."""
    from zanga_desktop.games.zanga.rules import Deal

    state = GameState(vales=(20, 12), first_hand=False, dealer=2)
    assert state.expected_dealer() == 2
    deal = Deal.shuffled(random.Random(1), 1)
    with pytest.raises(IllegalActionError) as err:
        state.start_hand(1, deal)
    assert err.value.code == "wrong_dealer"
    dealer, _ = state.deal_next(random.Random(5))
    assert dealer == 2 and state.mano == 3 and state.vales_before == (20, 12)
    assert GameState().expected_dealer() is None
    with pytest.raises(ValueError):
        GameState(dealer=4)


def test_a_shuffled_deal_is_the_shared_decks_shuffle_dealt_in_packets() -> None:
    """`Deal.shuffled` draws its shuffle inline; it deals what `core.deck.shuffled_deck` gives
    for the same generator, in packets of four from the dealer's right (Art. 13), and leaves
    the generator where the library's shuffle would. A generator with a shuffle of its own
    is used as it is."""
    from zanga_desktop.core.deck import shuffled_deck
    from zanga_desktop.games.zanga.rules import Deal

    def dealt_from(deck: tuple[Card, ...], dealer: int) -> Deal:
        hands: list[tuple[Card, ...]] = [(), (), (), ()]
        for k in range(4):
            hands[(dealer + 1 + k) % 4] = deck[4 * k:4 * k + 4] + deck[16 + 4 * k:20 + 4 * k]
        return Deal((hands[0], hands[1], hands[2], hands[3]), deck[32:])

    for seed in range(300):
        ours, library = random.Random(seed), random.Random(seed)
        for dealer in range(4):
            assert Deal.shuffled(ours, dealer) == dealt_from(shuffled_deck(library), dealer)
        assert ours.random() == library.random()

    class Backwards(random.Random):
        def shuffle(self, x: list[Card]) -> None:  # type: ignore[override]
            x.reverse()

    assert Deal.shuffled(Backwards(1), 0) == dealt_from(tuple(reversed(DECK)), 0)


def test_results_made_at_settlement_are_frozen_hand_results() -> None:
    """The engine fills in hand results and payments without the frozen dataclass's per-field
    stores; what it hands out is still a real, frozen, comparable, picklable `HandResult`."""
    import pickle

    from zanga_desktop.games.zanga.rules import HandResult, Payment

    rng = random.Random(8)
    results: list[HandResult] = []
    for preset in ("manual", "simplificada") * 10:
        state = GameState(make_options(preset))
        while len(state.results) < 10 and not state.is_over:
            state.deal_next(rng)
            while state.to_act is not None:
                state.apply(rng.choice(state.legal_actions()))
        results += state.results
    redealt = GameState(make_options("simplificada"), first_hand=False)
    redealt.deal_next(rng)
    while redealt.phase is Phase.SPEAKING:  # four passes: dealt again
        redealt.apply(say(redealt.to_act or 0, Word.PASO))
    results += redealt.results
    assert any(r.bonuses for r in results) and any(r.redeal for r in results)
    for result in results:
        assert type(result) is HandResult and dataclasses.replace(result) == result
        assert pickle.loads(pickle.dumps(result)) == result and hash(result) == hash(
            dataclasses.replace(result))
        with pytest.raises(dataclasses.FrozenInstanceError):
            result.pot = 3  # type: ignore[misc]
        for payment in result.bonuses:
            assert type(payment) is Payment and dataclasses.replace(payment) == payment
            with pytest.raises(dataclasses.FrozenInstanceError):
                payment.vales = 9  # type: ignore[misc]

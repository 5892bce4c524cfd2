"""The AI's renuncio claims (mesa mode, rules section 8): claims only from visible evidence,
never false; the beginner's slips; and random mesa games with illegal plays and claims that
keep the 32 vales and settle every proven renuncio exactly once."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from deals import deal_of

from zanga_desktop.games.zanga.ai.claims import ATTENTIVENESS, evidence, maybe_renege, should_claim
from zanga_desktop.games.zanga.rules import (
    Action,
    Card,
    Deal,
    GameState,
    Kind,
    Phase,
    Suit,
    Word,
    make_options,
    observe,
    team,
)


def _mesa_at(spec: dict[int, str], trump: Suit = Suit.OROS) -> GameState:
    """Seat 0 mano says juego, the others pass, seat 0 names `trump`."""
    state = GameState(make_options("manual", {"renuncio_mode": "mesa"}), first_hand=False)
    state.start_hand(3, deal_of(spec))
    state.apply(Action(0, Kind.SAY, Word.JUEGO))
    for s in (1, 2, 3):
        state.apply(Action(s, Kind.SAY, Word.PASO))
    state.apply(Action(0, Kind.TRUMP, trump))
    return state


def _play(state: GameState, *steps: str) -> None:
    for step in steps:
        seat, card = step.split()
        state.apply(Action(int(seat), Kind.PLAY, Card.parse(card)))


def test_a_suit_not_followed_then_shown_is_claimed_by_the_other_team_only() -> None:
    state = _mesa_at({0: "3c 5o 5c 6c 2e 3e 3b 2b", 1: "4c 12c 11c 10c 1c 2c 6e 7e"})
    _play(state, "0 3c", "1 6e")  # seat 1 holds copas: a renuncio, nothing shows it yet
    assert state.renuncios and not should_claim(observe(state, 0))
    for s in (2, 3):
        state.apply(Action(s, Kind.PLAY, state.legal_plays(s)[0]))
    leader = state.tricks[-1][0]
    assert not any(should_claim(observe(state, s)) for s in range(4))
    # seat 1 now shows a copa: the proof
    order = [leader, (leader + 1) % 4, (leader + 2) % 4, (leader + 3) % 4]
    for s in order:
        card = Card.parse("4c") if s == 1 else state.legal_plays(s)[0]
        state.apply(Action(s, Kind.PLAY, card))
        if s == 1:
            break
    assert should_claim(observe(state, 0)) and should_claim(observe(state, 2))
    assert not should_claim(observe(state, 1)) and not should_claim(observe(state, 3))
    [ev] = evidence(observe(state, 0))
    assert (ev.seat, ev.trick, str(ev.card), str(ev.shown)) == (1, 0, "6e", "4c")


@pytest.mark.parametrize(("led", "shown", "claim"), [
    ("5o", "7o", False),  # a low trump led: a lone Malilla need not follow (Art. 28)
    ("1e", "7o", True),   # Espadilla led: the lone Malilla had to be played
    ("5o", "4o", True),   # a plain trump shown: it had to follow
])
def test_trump_leads_respect_the_matador_exemption(led: str, shown: str, claim: bool) -> None:
    hand1 = f"{shown} 12c 11c 10c 1c 2c 6e 7e"
    state = _mesa_at({0: f"{led} 3o 1b 6c 2e 3e 3b 2b", 1: hand1, 2: "12b 11b 10b 7b 6b 5b 4b 3c"})
    _play(state, f"0 {led}", "1 6e")
    for s in (2, 3):
        state.apply(Action(s, Kind.PLAY, state.legal_plays(s)[0]))
    while True:  # play on until seat 1 has shown its trump
        seat = state.to_act
        assert seat is not None
        card = Card.parse(shown) if seat == 1 else state.legal_plays(seat)[0]
        state.apply(Action(seat, Kind.PLAY, card))
        if seat == 1:
            break
    assert should_claim(observe(state, 0)) is claim
    assert should_claim(observe(state, 2)) is claim


def test_attentiveness_misses_some_evidence_for_good_and_maestro_none() -> None:
    state = _mesa_at({0: "3c 5o 5c 6c 2e 3e 3b 2b", 1: "4c 12c 11c 10c 1c 2c 6e 7e"})
    _play(state, "0 3c", "1 6e", "2 " + str(state.hands[2][0]))
    _play(state, "3 " + str(state.legal_plays(3)[0]))
    while state.to_act != 1:
        seat = state.to_act
        assert seat is not None
        state.apply(Action(seat, Kind.PLAY, state.legal_plays(seat)[0]))
    state.apply(Action(1, Kind.PLAY, Card.parse("4c")))
    obs = observe(state, 0)
    assert should_claim(obs, ATTENTIVENESS["maestro"])
    noticed = [should_claim(obs, ATTENTIVENESS["principiante"], salt) for salt in range(200)]
    assert 40 < sum(noticed) < 160
    # asking again gives the same answer: a missed proof stays missed
    assert noticed == [should_claim(obs, ATTENTIVENESS["principiante"], s) for s in range(200)]


def test_maybe_renege_only_in_mesa_with_a_wrong_card_and_never_a_matador() -> None:
    state = _mesa_at({0: "3c 5o 5c 6c 2e 3e 3b 2b", 1: "4c 12c 1e 10c 1c 2c 6e 7e"})
    _play(state, "0 3c")
    obs = observe(state, 1)
    action = maybe_renege(obs, random.Random(1), 1.0)
    assert action is not None and action.seat == 1
    assert action.value not in state.legal_plays(1) and str(action.value) != "1e"
    assert maybe_renege(obs, random.Random(1), 0.0) is None
    tutor = GameState(make_options("manual"), first_hand=False)
    tutor.start_hand(3, state.deal)  # type: ignore[arg-type]
    assert maybe_renege(observe(tutor, 1), random.Random(1), 1.0) is None


# ------------------------------------------------------------------ random mesa games


def _pending(state: GameState, claimer: int) -> bool:
    return any(team(r.seat) != team(claimer) and not r.proven for r in state.renuncios)


def _hidden_swap(state: GameState, seat: int, rng: random.Random) -> GameState | None:
    """The same hand replayed with the unplayed cards of the other active seats shuffled
    among them: what `seat` sees is unchanged."""
    deal = state.deal
    assert deal is not None
    played = {a.value for a in state.actions if a.kind is Kind.PLAY}
    others = [s for s in range(4) if s != seat and s != state.out_seat
              and not (state.zanga_kept and s == state.pie)]
    pool = [c for s in others for c in deal.hands[s] if c not in played]
    rng.shuffle(pool)
    hands = [list(h) for h in deal.hands]
    for s in others:
        hands[s] = [c if c in played else pool.pop() for c in deal.hands[s]]
    other = GameState(state.options, state.vales_before, state.pot_before, False)
    other.first_hand = state.first_hand
    other.hand_index = state.hand_index - 1
    other.start_hand(state.dealer or 0, Deal(tuple(tuple(h) for h in hands),
                                               deal.zanga))
    if other.mano != state.mano:
        return None
    for a in state.actions:
        if not other.can(a):
            return None
        other.apply(a)
    return other


def _random_game(seed: int, preset: str, checks: Counter[str], max_hands: int = 8) -> None:
    rng = random.Random(seed)
    state = GameState(make_options(preset, {"renuncio_mode": "mesa"}))
    for _ in range(max_hands):
        if state.is_over:
            break
        state.deal_next(rng)
        while state.phase not in (Phase.DEAL, Phase.GAME_OVER):
            if state.phase is Phase.SCORING:
                if rng.random() < 0.3:
                    claimer = rng.choice(state.active_seats())
                    state.apply(Action(claimer, Kind.CLAIM, "renuncio"))
                else:
                    state.settle()
                state.check_invariants()
                continue
            seat = state.to_act
            assert seat is not None
            action = rng.choice(state.legal_actions())
            if state.phase is Phase.PLAY and rng.random() < 0.12:
                action = Action(seat, Kind.PLAY, rng.choice(state.hands[seat]))
            state.apply(action)
            state.check_invariants()
            if action.kind is not Kind.PLAY:
                continue
            for s in state.active_seats():
                obs = observe(state, s)
                if should_claim(obs):
                    checks["claims"] += 1
                    assert evidence(obs) and _pending(state, s), "a false AI claim"
                    state.apply(Action(s, Kind.CLAIM, "renuncio"))
                    state.check_invariants()
                    break
                assert evidence(obs) == [] or _pending(state, s)
                if state.renuncios and rng.random() < 0.05:
                    other = _hidden_swap(state, s, rng)
                    if other is not None:
                        assert observe(other, s) == obs
                        assert should_claim(observe(other, s)) == should_claim(obs)
                        checks["swaps"] += 1
                        if _pending(other, s) != _pending(state, s):
                            checks["truth_differs"] += 1
            if state.phase is Phase.PLAY and rng.random() < 0.03:  # a blind claim
                claimer = rng.choice(state.active_seats())
                state.apply(Action(claimer, Kind.CLAIM, "renuncio"))
                state.check_invariants()
    for result in state.results:
        if result.redeal:
            continue
        names = Counter(p.name for p in result.bonuses)
        proven_claims = sum(1 for _, proven in result.claims if proven)
        false_claims = sum(1 for _, proven in result.claims if not proven)
        assert names["false_claim"] == false_claims
        proven = [r for r in result.renuncios if r.proven]
        if result.result == "renuncio":
            checks["proven"] += 1
            assert proven_claims == 1 and names["renuncio_pot"] == 1
            offenders = {team(r.seat) for r in proven}
            assert len(offenders) == 1
            assert all(not r.proven for r in result.renuncios if team(r.seat) not in offenders)
            assert names["renuncio_matador"] == sum(r.matador for r in proven)
            assert names["renuncio_tricks"] in (0, len(proven))
        else:
            assert proven_claims == 0 and not proven and names["renuncio_pot"] == 0


@pytest.mark.parametrize("preset", ["manual", "simplificada"])
def test_random_mesa_games_conserve_vales_and_settle_each_renuncio_once(preset: str) -> None:
    checks: Counter[str] = Counter()
    for seed in range(150):
        _random_game(seed, preset, checks)
    assert checks["proven"] > 50 and checks["claims"] > 20
    assert checks["swaps"] > 20 and checks["truth_differs"] > 0


def test_the_solos_partner_claims_only_once_play_has_stopped() -> None:
    state = GameState(make_options("manual", {"renuncio_mode": "mesa"}), first_hand=False)
    state.start_hand(3, deal_of({0: "1e 7o 1b 1o 12o 11o 10o 2o",
                                 1: "3o 12c 11c 10c 1c 2c 6e 7e"}))
    state.apply(Action(0, Kind.SAY, Word.SOLO))
    for s in (1, 2, 3):
        state.apply(Action(s, Kind.SAY, Word.PASO))
    state.apply(Action(0, Kind.TRUMP, Suit.OROS))
    _play(state, "0 1e", "1 12c")  # seat 1 holds the 3o: a renuncio
    while state.phase is Phase.PLAY and 1 not in {s for s, _ in state.trick}:
        seat = state.to_act
        assert seat is not None
        state.apply(Action(seat, Kind.PLAY, state.legal_plays(seat)[0]))
    while state.phase is Phase.PLAY:  # seat 1 shows the 3o at the next trump lead
        seat = state.to_act
        assert seat is not None
        state.apply(Action(seat, Kind.PLAY, state.legal_plays(seat)[0]))
        if state.phase is Phase.PLAY and evidence(observe(state, 2)):
            assert should_claim(observe(state, 0)) and not should_claim(observe(state, 2))
    assert state.phase is Phase.SCORING
    assert should_claim(observe(state, 2))  # Art. 58: now the partner may claim

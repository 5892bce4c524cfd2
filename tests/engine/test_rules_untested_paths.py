"""Engine paths a mutation audit found no test pinning: the penalties of a proven claim
(section 8), the caps of a false claim, when claims are heard, who decides todas and when it is
offered (section 5, 9), the Simplificada's solo estuche and end of game (section 9), and the
tied cut (section 11). Each test fails if the line it names in `rules/state.py` or
`rules/deal.py` is flipped or dropped."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from positions import (
    DECLARE_0,
    action,
    bonuses,
    game_at,
    play_in_order,
    refused,
    run,
    settle,
)

from zanga_desktop.games.zanga.rules import (
    DECK,
    Action,
    Card,
    GameState,
    IllegalActionError,
    Kind,
    Phase,
    Word,
    cut_for_dealer,
)

TOP_EIGHT = "1e 7o 1b 1o 12o 11o 10o 2o"  # the eight highest oros trumps
COPAS_1 = "12c 11c 10c 1c 2c 4e 5e 6e"  # no oros, no Espadilla or Bastillo


def phase(state: GameState) -> Phase:
    """The phase now (a call, so that a type checker does not keep an earlier assert's)."""
    return state.phase


def payments(state: GameState) -> list[tuple[str, int, int | str, int]]:
    return [(p.name, p.frm, p.to, p.vales) for p in state.claim_payments]


# ---------------------------------------------------------------- section 8: proven claims

#: Seat 0 declares oros and holds the eight highest; seat 2 holds the 3o and so must follow a
#: trump lead: his 12b on the Espadilla is a renuncio of the nombrado's side (not a matador).
NOMBRADO_RENEGES: dict[int | str, str] = {0: TOP_EIGHT, 1: COPAS_1, 2: "3o 12b 11b 10b 7b 6b 5b 4b"}


def nombrado_reneges_in_the_first_trick() -> GameState:
    state = game_at(NOMBRADO_RENEGES, renuncio_mode="mesa")
    run(state, *DECLARE_0, "0 trump o", "0 play 1e", "1 play 12c", "2 play 12b")
    [r] = state.renuncios
    assert (r.seat, r.code, r.matador) == (2, "must_follow_trump", False)
    return state


def test_art29_59_a_cinco_already_made_is_not_charged_to_the_offenders() -> None:
    """Section 8: a proven claim against the nombrado's side is a codillo, and the cinco that
    side pays is one it "had not yet made" (Art. 59); a cinco already made pays nothing either
    way, since no bonus other than those of section 8 is paid (state.py: `not
    self._cinco_made()` in `_settle_renuncio`)."""
    state = nombrado_reneges_in_the_first_trick()
    play_in_order(state, stop_at=2)
    run(state, "0 call cinco")
    play_in_order(state)
    assert state.phase is Phase.TODAS and state.won == (5, 0)  # the cinco is made
    assert (state.vales, state.pot) == ((11, 14), 7)
    run(state, "1 claim renuncio")  # claims are heard while todas is pending
    result = state.last_result
    assert result is not None and result.result == "renuncio" and not result.redeal
    assert bonuses(result) == [("renuncio_pot", 0, 1, 7), ("renuncio_codillo", 0, "pot", 7)]
    assert (state.vales, state.pot) == ((4, 21), 7)


def test_art29_59_the_claimers_own_unmade_cinco_is_not_charged_to_the_offenders() -> None:
    """Section 8: only a cinco called by the offending (nombrado's) side and not yet made pays
    its 2 with the codillo; a cinco the claiming defenders called (Art. 50) and have not made
    is neither paid nor collected (state.py: `self.cinco_team == offenders`)."""
    state = game_at({0: "3c 4c 5c 6c 7c 2e 3e 4e", 1: TOP_EIGHT,
                     2: "12b 3o 4o 11b 10b 7b 6b 5b"}, renuncio_mode="mesa")
    run(state, *DECLARE_0, "0 trump o")
    play_in_order(state, stop_at=2)
    assert [w for w, _ in state.tricks] == [1, 1] and state.to_act == 1
    run(state, "1 call cinco", "1 play 1b", "2 play 11b")  # seat 2 still holds the 4o
    [r] = state.renuncios
    assert (r.seat, r.code) == (2, "must_follow_trump")
    run(state, "3 claim renuncio")
    assert state.cinco_team == 1 and state.won == (0, 2)
    assert bonuses(state.last_result) == [("renuncio_pot", 0, 1, 7),
                                          ("renuncio_codillo", 0, "pot", 7)]
    assert (state.vales, state.pot) == ((4, 21), 7)


def test_art31_the_offenders_five_tricks_bring_no_extra_two() -> None:
    """Art. 31 (section 8): 2 more per renuncio only if the CLAIMING team had already won 5
    tricks; the offenders' own five tricks cost them nothing more (state.py: `if
    self.won[claimers] >= 5`)."""
    state = nombrado_reneges_in_the_first_trick()
    play_in_order(state)  # no cinco called: play stops at five tricks
    assert state.phase is Phase.SCORING and state.won == (5, 0)
    run(state, "1 claim renuncio")
    assert bonuses(state.last_result) == [("renuncio_pot", 0, 1, 7),
                                          ("renuncio_codillo", 0, "pot", 7)]
    assert (state.vales, state.pot) == ((4, 21), 7)


# ---------------------------------------------------------------- section 8: false claims


@pytest.mark.parametrize(("caps", "second"), [(True, 1), (False, 2)])
def test_art32_57_64_a_false_claims_two_vales_are_capped_like_a_bonus(caps: bool,
                                                                      second: int) -> None:
    """Section 8: a false claim costs 2 vales "or what it has" (Art. 32, 33), and in mesa mode
    the caps of section 7 apply to the 2-vale payments: nobody collects more than it held when
    play began (Art. 57, 64), unless the family plays without caps (`bonus_caps`, section 9).
    state.py: the false claim's `_capped_payment` in `_claim`, and `moved = min(amount,
    vales[frm])` and the `bonus_caps` collector cap in `_capped_payment`."""
    state = game_at(renuncio_mode="mesa", vales=(6, 17), pot=9, bonus_caps=caps)
    run(state, *DECLARE_0, "0 trump o")
    assert (state.vales, state.pot, state.start_vales) == ((1, 15), 16, (1, 15))
    run(state, "0 claim renuncio")  # team 0 holds 1: it pays that 1
    assert payments(state) == [("false_claim", 0, 1, 1)]
    assert state.vales == (0, 16)
    run(state, "3 claim renuncio")  # team 0 began play with 1: it collects at most 1
    assert payments(state) == [("false_claim", 0, 1, 1), ("false_claim", 1, 0, second)]
    assert state.vales == (second, 16 - second) and state.phase is Phase.PLAY


# ---------------------------------------------------------------- section 8: when claims are heard


def test_art29_no_claim_is_heard_before_trumps_are_named() -> None:
    """Section 8 (Decisions): claims are heard from the naming of trumps until settlement;
    while the nombrado is still to name them no card has been played, and a claim is refused
    as `unexpected_action` citing Art. 29 (state.py: `self.phase not in (_IN_PLAY, _IN_TODAS,
    _IN_SCORING)` in `_verify_claim`)."""
    state = run(game_at(renuncio_mode="mesa"), *DECLARE_0)
    assert state.phase is Phase.TRUMP
    for seat in range(4):
        err = refused(state, f"{seat} claim renuncio")
        assert err.code == "unexpected_action" and err.article == 29
    assert state.claim_actions() == []
    run(state, "0 trump o", "1 claim renuncio")  # once they are named, a claim is heard
    assert state.claims == ((1, False),)


@pytest.mark.parametrize("said", [
    ("0 say paso", "1 say paso", "2 say paso", "3 say zanga"),  # the pie's keep choice
    ("0 say juego", "1 say mandar_solo"),  # the answer to a mandar solo
])
def test_art29_no_claim_is_heard_while_the_hand_is_still_being_declared(
        said: tuple[str, ...]) -> None:
    """Section 8: before trumps are named (the keep choice, the answer to a mandar solo) a
    claim is refused like during the speaking."""
    state = run(game_at(renuncio_mode="mesa"), *said)
    assert state.phase in (Phase.KEEP, Phase.ANSWER)
    err = refused(state, "2 claim renuncio")
    assert err.code == "unexpected_action" and err.article == 29


def test_art58_the_solos_partner_may_not_claim_during_the_todas_decision() -> None:
    """Section 8, Art. 58: the partner of a solo, who sits out, claims only once play has
    stopped; a todas decision pending is not the end of play (play may go on), so his claim is
    refused as `bad_claim` there, while the active seats may claim (state.py: `seat ==
    self.out_seat and self.phase is not _IN_SCORING` in `_verify_claim`)."""
    state = game_at({0: TOP_EIGHT}, renuncio_mode="mesa")
    run(state, "0 say solo", "1 say paso", "2 say paso", "3 say paso", "0 trump o")
    play_in_order(state, stop_at=2)
    run(state, "0 call cinco")
    play_in_order(state)
    assert state.phase is Phase.TODAS and state.out_seat == 2
    err = refused(state, "2 claim renuncio")
    assert err.code == "bad_claim" and err.article == 58
    assert [a.seat for a in state.claim_actions()] == [0, 1, 3]
    run(state, "0 todas no")  # play stops: now he may claim
    assert phase(state) is Phase.SCORING
    run(state, "2 claim renuncio")
    assert state.claims == ((2, False),)


# ---------------------------------------------------------------- section 5, 9: todas

#: Oros trumps. Seat 0 wins the first four tricks with the Espadilla, the Malilla, the
#: Bastillo and the Punto, then leads the 2e, which his partner's 12e wins: the fifth trick
#: goes to seat 2. Seats 1 and 3 hold neither trumps nor espadas; the other trumps lie in the
#: zanga.
PARTNER_WINS_THE_FIFTH: dict[int | str, str] = {
    0: "1e 7o 1b 1o 2e 3e 4e 5e", 1: "12c 11c 10c 1c 2c 3c 4c 5c",
    2: "6c 7c 2b 6e 12e 11e 10e 7e", 3: "12b 11b 10b 7b 6b 5b 4b 3b"}


def test_art49_only_the_winner_of_the_fifth_trick_decides_todas() -> None:
    """Section 5: after a made cinco "the player who won the fifth trick alone decides whether
    to go on for todas" (Art. 49): here the caller's partner, not the caller nor the nombrado
    (state.py: `self.to_act = winner`, and the nombrado only `if self.options.todas_offer is
    _TODAS_AFTER_FIRST_FIVE`, in `_close`)."""
    state = game_at(PARTNER_WINS_THE_FIFTH)
    run(state, *DECLARE_0, "0 trump o")
    play_in_order(state, stop_at=2)
    run(state, "0 call cinco")
    play_in_order(state)
    assert [w for w, _ in state.tricks] == [0, 0, 0, 0, 2]
    assert state.phase is Phase.TODAS and state.to_act == 2
    assert {a.seat for a in state.legal_actions()} == {2}
    assert refused(state, "0 todas yes").code == "not_your_turn"
    run(state, "2 todas yes")
    assert phase(state) is Phase.PLAY and state.todas_team == 0 and state.to_act == 2


def test_section9_the_nombrado_decides_todas_whoever_won_the_fifth_trick() -> None:
    """Section 9: in the app and in records the nombrado decides for his side, even when his
    partner won the fifth trick; the winner of that trick still leads the sixth (state.py:
    `self.to_act = self.nombrado` under `_TODAS_AFTER_FIRST_FIVE` in `_close`)."""
    state = game_at(PARTNER_WINS_THE_FIFTH, preset="simplificada")
    run(state, *DECLARE_0, "0 trump o")
    play_in_order(state)
    assert [w for w, _ in state.tricks] == [0, 0, 0, 0, 2]
    assert state.phase is Phase.TODAS and state.to_act == 0
    assert refused(state, "2 todas yes").code == "not_your_turn"
    run(state, "0 todas yes")
    assert phase(state) is Phase.PLAY and state.todas_team == 0 and state.to_act == 2


def test_art49_no_todas_decision_when_todas_is_not_among_the_bonuses() -> None:
    """Section 10 (`bonuses`): a family that leaves todas out is never asked; after a made
    cinco play stops at five tricks as a plain sacada (state.py: `return "todas" in
    opts.bonuses` in `_todas_offered`)."""
    state = game_at({0: TOP_EIGHT}, bonuses=["fianza", "solo", "cinco", "estuche"])
    run(state, *DECLARE_0, "0 trump o")
    play_in_order(state, stop_at=2)
    run(state, "0 call cinco")
    play_in_order(state)
    result = state.last_result
    assert state.phase is Phase.DEAL and state.todas_team is None
    assert result is not None and result.result == "sacada" and result.tricks == (5, 0)
    assert bonuses(result) == [("cinco", 1, 0, 2), ("estuche", 1, 0, 2)]


def test_section9_todas_is_not_offered_when_the_defenders_win_the_first_five() -> None:
    """Section 9: todas is offered only when the NOMBRADO's side wins the first five tricks;
    defenders who win them have a codillo, settled at once (state.py: `return
    self.won[team(self.nombrado)] == 5` in `_todas_offered`)."""
    state = game_at({0: "3c 4c 5c 6c 7c 2e 3e 4e", 1: TOP_EIGHT}, preset="simplificada")
    run(state, *DECLARE_0, "0 trump o")
    play_in_order(state)
    result = state.last_result
    assert state.phase is Phase.DEAL and state.todas_team is None
    assert result is not None and result.result == "codillo" and result.tricks == (0, 5)


@pytest.mark.parametrize(("offer", "todas"), [("cinco", False), ("first_five", True)])
def test_section9_10_todas_offer_chooses_when_todas_is_offered(offer: str, todas: bool) -> None:
    """Section 10 (`todas_offer`): with the Manual's `cinco`, five tricks won without a cinco
    called end the hand (Art. 49: todas follows a made cinco); with Simplificada's
    `first_five` the nombrado is asked (state.py: `if opts.todas_offer is
    _TODAS_AFTER_FIRST_FIVE` in `_todas_offered`)."""
    state = game_at({0: TOP_EIGHT}, todas_offer=offer)
    run(state, *DECLARE_0, "0 trump o")
    play_in_order(state)
    assert state.won == (5, 0) and state.cinco_team is None
    assert (state.phase is Phase.TODAS) is todas
    if todas:
        assert state.to_act == 0
    else:
        assert state.phase is Phase.DEAL and state.last_result.result == "sacada"  # type: ignore[union-attr]


# ---------------------------------------------------------------- section 9: solo estuche


@pytest.mark.parametrize(("winners", "result", "paid"), [
    ("1 1 1 1 1", "codillo", [("solo", 0, 1, 2)]),
    ("0 1 0 1 0 1 0 1", "puesta", []),
])
def test_section9_the_solo_estuche_is_paid_only_for_a_winning_solo(
        winners: str, result: str, paid: list[tuple[str, int, int, int]]) -> None:
    """Section 9: "Solo made with the whole estuche in the solo player's hand: 2 more"; a solo
    that loses, holding the estuche, pays it to nobody and collects nothing for it (state.py:
    `winner == nt and self.solo_estuche` in `_settle`)."""
    state = game_at({0: "1e 7o 1b"}, preset="simplificada")
    run(state, "0 say solo", "1 say paso", "2 say paso", "3 say paso", "0 trump o")
    assert state.solo_estuche
    settled = settle(state, winners)
    assert settled.result == result  # type: ignore[attr-defined]
    assert bonuses(settled) == paid


# ---------------------------------------------------------------- section 9: end of the game


def test_section9_when_both_teams_are_broke_the_game_goes_on() -> None:
    """Section 9 (`team_broke`): the game ends when a settled hand leaves ONE team with no
    vales, and the other takes the pot; when both have none, neither can take it (the pot
    holds all 32), and the game goes on (state.py: `if len(broke) != 1: return` in
    `_end_when_broke`)."""
    state = game_at(preset="simplificada", vales=(5, 2), pot=25)
    run(state, *DECLARE_0, "0 trump o")  # the mano's 4 and the passes empty both teams
    assert (state.vales, state.pot) == ((0, 0), 32)
    result = settle(state, "0 1 0 1 0 1 0 1")  # a puesta: team 0 has nothing to add
    assert result.result == "puesta"  # type: ignore[attr-defined]
    assert (state.vales, state.pot) == ((0, 0), 32)
    assert state.phase is Phase.DEAL and not state.is_over and state.winner() is None
    assert state.expected_dealer() == 0


# ---------------------------------------------------------------- section 11: the cut


class _Cuts(random.Random):
    """A generator whose draws of two cards are given in advance."""

    def __init__(self, *cuts: str) -> None:
        super().__init__(0)
        self.cuts = [tuple(Card.parse(c) for c in pair.split()) for pair in cuts]
        self.drawn = 0

    def sample(self, population: Sequence[Any], k: int, *,
               counts: Any = None) -> list[Any]:
        assert list(population) == list(DECK) and k == 2
        self.drawn += 1
        return list(self.cuts.pop(0))


@pytest.mark.parametrize(("cuts", "dealer"), [
    (("5o 5c", "7e 3b"), 0),  # a tie, then seat 0 cuts higher
    (("12b 12o", "1o 1c", "2c 6e"), 1),  # two ties, then seat 1
])
def test_art12_section11_a_tied_cut_is_cut_again(cuts: tuple[str, ...], dealer: int) -> None:
    """Section 11, reading 1 (Art. 12): seats 0 and 1 cut and the higher number deals; on a
    tie they cut again (deal.py: `if a.rank != b.rank` in `cut_for_dealer`)."""
    rng = _Cuts(*cuts)
    assert cut_for_dealer(rng) == dealer
    assert rng.drawn == len(cuts) and rng.cuts == []


# ---------------------------------------------------------------- Art. 22: naming trumps


@pytest.mark.parametrize("value", ["o", Word.JUEGO])
def test_art22_trumps_named_with_no_suit_are_refused(value: object) -> None:
    """Art. 22: the nombrado names one of the four suits; anything else built into an action
    by a caller is `bad_trump`, and the hand still waits for its trumps."""
    state = run(game_at(), *DECLARE_0)
    assert state.phase is Phase.TRUMP and state.to_act == 0
    with pytest.raises(IllegalActionError) as caught:
        state.apply(Action(0, Kind.TRUMP, value))  # type: ignore[arg-type]
    assert caught.value.code == "bad_trump"
    assert phase(state) is Phase.TRUMP and state.trump is None


# ---------------------------------------------------------------- section 8: what was held


@pytest.mark.parametrize("keep", ["zanga", "own"])
def test_section8_held_at_is_the_cards_held_when_a_trick_began(keep: str) -> None:
    """Section 8 judges a renuncio on the cards its player held when the trick began
    (`could_follow` reads `held_at`): the eight he played with, the pie's kept zanga included
    (Art. 23), less only his own cards of the tricks before."""
    state = game_at()
    run(state, "0 say paso", "1 say paso", "2 say paso", "3 say zanga", f"3 keep {keep}",
        "3 trump o")
    assert state.deal is not None
    dealt = {s: state.deal.hands[s] for s in range(4)}
    eight = state.deal.zanga if keep == "zanga" else dealt[3]
    assert state.held_at(3, 0) == eight
    play_in_order(state, stop_at=2)
    for seat in range(4):
        start = eight if seat == 3 else dealt[seat]
        played = [c for _, t in state.tricks for s, c in t if s == seat]
        assert len(played) == 2
        assert state.held_at(seat, 0) == start
        assert state.held_at(seat, 1) == tuple(c for c in start if c != played[0])
        assert state.held_at(seat, 2) == tuple(c for c in start if c not in played)


# ---------------------------------------------------------------- section 4: after the answer


@pytest.mark.parametrize("answer", ["acepto", "no"])
def test_section4_after_the_answer_the_seat_after_the_orderer_speaks(answer: str) -> None:
    """Section 4: the answer to `mandar solo` is the only extra word; then "the remaining
    players speak as usual", in turn from the seat after the orderer (here seat 3, after the
    mano's pass, seat 1's juego and seat 2's order), and can only pass."""
    state = run(game_at(), "0 say paso", "1 say juego", "2 say mandar_solo", f"1 answer {answer}")
    assert phase(state) is Phase.SPEAKING and state.to_act == 3
    assert [str(a) for a in state.legal_actions()] == [str(action("3 say paso"))]
    run(state, "3 say paso")
    assert phase(state) is Phase.TRUMP and state.to_act == (1 if answer == "acepto" else 2)


# ---------------------------------------------------------------- Art. 42 with solo over juego


def test_art42_54_a_broke_player_over_a_juego_may_bid_a_solo_but_never_pass() -> None:
    """Art. 42: a player whose team has no vales cannot pay to pass, so facing an opponent's
    juego he must play; where `solo_over_juego` is on (section 10) a plain solo is one way,
    `mandar solo` the other, and the Manual leaves him only `mandar solo` (Art. 54)."""
    state = run(game_at(vales=(20, 0), pot=12, solo_over_juego=True), "0 say juego")
    words = sorted(str(a) for a in state.legal_actions())
    assert words == sorted(str(action(f"1 say {w}")) for w in ("solo", "mandar_solo"))
    assert refused(state, "1 say paso").code == "pass_without_vales"
    manual = run(game_at(vales=(20, 0), pot=12), "0 say juego")
    assert [str(a) for a in manual.legal_actions()] == [str(action("1 say mandar_solo"))]

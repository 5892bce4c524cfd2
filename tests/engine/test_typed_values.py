"""Values that leave the rules are enum members, never bare strings, and still read and write as
the record's words (record-format.md): action choices, options, results, payment recipients."""

from __future__ import annotations

import json
import random
from dataclasses import fields, replace

import pytest
from positions import DECLARE_0, action, game_at, run, settle

from zanga_desktop.games.zanga.rules import (
    PRESETS,
    Action,
    Answer,
    Call,
    Claim,
    CodilloPayment,
    GameEnd,
    GameState,
    IllegalActionError,
    Keep,
    Kind,
    Options,
    Payment,
    Phase,
    Recipient,
    RenuncioMode,
    Result,
    SoloBonus,
    TodasOffer,
    TodasPayment,
    Word,
    ZangaMode,
    make_options,
)
from zanga_desktop.games.zanga.rules.options import options_to_json

CHOICE_TYPES = {Kind.ANSWER: Answer, Kind.KEEP: Keep, Kind.CALL: Call, Kind.CLAIM: Claim}


def test_actions_read_from_a_record_hold_members_and_write_the_same_words() -> None:
    for raw in ({"seat": 1, "answer": "acepto"}, {"seat": 1, "answer": "no"},
                {"seat": 2, "keep": "zanga"}, {"seat": 2, "keep": "own"},
                {"seat": 0, "call": "cinco"}, {"seat": 3, "claim": "renuncio"}):
        a = Action.from_json(raw)
        assert type(a.value) is CHOICE_TYPES[a.kind]
        assert a.to_json() == raw and json.dumps(a.to_json()) == json.dumps(raw)
        assert type(a.json_value()) is str
    with pytest.raises(ValueError, match="answer must be one of acepto, no"):
        Action.from_json({"seat": 1, "answer": "si"})
    with pytest.raises(ValueError, match="keep must be one of zanga, own"):
        Action.from_json({"seat": 1, "keep": "mine"})


def test_an_action_made_with_the_records_word_holds_the_member() -> None:
    assert Action(3, Kind.ANSWER, "no").value is Answer.NO  # type: ignore[arg-type]
    assert Action(0, Kind.KEEP, "own") == Action(0, Kind.KEEP, Keep.OWN)  # type: ignore[arg-type]
    assert Action(0, Kind.CLAIM, "renuncio").value is Claim.RENUNCIO  # type: ignore[arg-type]
    odd = Action(0, Kind.KEEP, "x")  # type: ignore[arg-type]  # refused by verify, not here
    assert odd.value == "x"


def test_legal_choices_are_members() -> None:
    state = run(game_at(), "0 say juego", "1 say mandar_solo")
    assert state.phase is Phase.ANSWER
    assert [a.value for a in state.legal_actions()] == [Answer.ACEPTO, Answer.NO]
    assert all(type(a.value) is Answer for a in state.legal_actions())
    state.apply(Action(0, Kind.ANSWER, "no"))  # type: ignore[arg-type]
    assert state.solo_seat == 1  # the orderer plays it (section 4)

    zanga = run(game_at(), "0 say paso", "1 say paso", "2 say paso", "3 say zanga")
    assert [a.value for a in zanga.legal_actions()] == [Keep.ZANGA, Keep.OWN]
    with pytest.raises(IllegalActionError) as err:
        zanga.verify(Action(3, Kind.KEEP, "x"))  # type: ignore[arg-type]
    assert err.value.code == "unexpected_action"

    mesa = run(game_at(renuncio_mode="mesa"), *DECLARE_0, "0 trump o")
    claims = mesa.claim_actions()
    assert claims and all(a.value is Claim.RENUNCIO for a in claims)


def test_options_hold_members_whether_made_from_words_or_members() -> None:
    opts = make_options("manual", {"renuncio_mode": "mesa", "zanga": "blind"})
    assert opts.renuncio_mode is RenuncioMode.MESA and opts.zanga is ZangaMode.BLIND
    assert options_to_json(opts, "manual") == {"renuncio_mode": "mesa", "zanga": "blind"}
    assert all(type(v) is str for v in options_to_json(opts, "manual").values())
    simp = PRESETS["simplificada"]
    assert (simp.todas_payment, simp.codillo_payment, simp.zanga, simp.todas_offer,
            simp.solo_bonus, simp.game_end) == (
        TodasPayment.POT, CodilloPayment.TO_DEFENDERS, ZangaMode.BLIND, TodasOffer.FIRST_FIVE,
        SoloBonus.WINNER, GameEnd.TEAM_BROKE)
    assert replace(Options(), renuncio_mode="mesa").renuncio_mode is RenuncioMode.MESA  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        Options(game_end="never")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="must be one of tutor, mesa"):
        make_options("manual", {"renuncio_mode": "Mesa"})
    with pytest.raises(ValueError, match="must be one of fianza, blind"):
        make_options("manual", {"zanga": 1})
    for opts in PRESETS.values():
        for f in fields(Options):
            value = getattr(opts, f.name)
            assert type(value) in (bool, frozenset) or type(value) is not str, f.name


def test_results_and_recipients_are_members_and_write_the_records_words() -> None:
    assert settle(run(game_at(), *DECLARE_0, "0 trump o"), "0 0 0 0 0").result is Result.SACADA
    assert settle(run(game_at(), *DECLARE_0, "0 trump o"), "0 0 0 0 1 1 1 1").result \
        is Result.PUESTA
    assert settle(run(game_at(), *DECLARE_0, "0 trump o"), "1 1 1 1 1").result \
        is Result.CODILLO
    assert Payment("renuncio_codillo", 0, "pot", 7).to is Recipient.POT  # type: ignore[arg-type]
    # seat 2 does not follow copas, seat 1 proves it: a codillo for the nombrado's side too
    spec: dict[int | str, str] = {0: "3c 4c 5c 6c 2e 3e 3b 2b", 1: "12c 11c 10c 1c 2c 4e 5e 6e",
                                  2: "7c 12b 11b 10b 7b 6b 5b 4b"}
    state = run(game_at(spec, renuncio_mode="mesa"), *DECLARE_0, "0 trump o", "0 play 3c",
                "1 play 12c", "2 play 12b", "1 claim renuncio")
    claimed = state.last_result
    assert claimed is not None and claimed.result is Result.RENUNCIO
    assert [p.to for p in claimed.bonuses] == [1, Recipient.POT]
    assert [type(p.to) for p in claimed.bonuses] == [int, Recipient]
    out = claimed.to_json()
    assert out["result"] == "renuncio" and type(out["result"]) is str
    assert [b["to"] for b in out["bonuses"]] == [1, "pot"]
    assert [type(b["to"]) for b in out["bonuses"]] == [int, str]
    rng = random.Random(8)
    for _ in range(40):
        state = GameState(make_options("simplificada"), first_hand=False,
                          dealer=rng.randrange(4))
        state.deal_next(rng)
        while state.phase is not Phase.DEAL and not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        r = state.last_result
        assert r is not None and (r.result is None or type(r.result) is Result)
        assert all(type(p.to) is int or p.to is Recipient.POT for p in r.bonuses)


def test_the_words_of_a_record_step_still_parse() -> None:
    assert action("1 answer acepto").value is Answer.ACEPTO
    assert action("0 call cinco").value is Call.CINCO
    assert action("0 say juego").value is Word.JUEGO

"""Authoring tool: writes the lesson records (`resources/lessons/*.zanga.json`).

Not used by the app. Run `python -m zanga_desktop.games.zanga.learn.authoring` after changing a
position; every record is replayed by the engine before it is written, so a lesson can never
ship an illegal position. Positions are written as a few fixed cards per seat, the rest filled
from a seeded shuffle until the scripted actions are legal.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

from ..ai import Level, make_player
from ..records import Game, GameRecord, HandRecord, RecordError, save_record
from ..rules import (
    DECK,
    Action,
    Card,
    Deal,
    GameState,
    Kind,
    Phase,
    Result,
    ZangaError,
    observe,
    team,
)

OUT = Path(__file__).resolve().parents[4] / "resources" / "lessons"
PLAYERS = ["Tú", "Ana", "Benito", "Carmela"]


def hand(text: str) -> list[str]:
    return text.split()


def _acts(spec: list[tuple[int, str, object]]) -> list[Action]:
    return [Action.from_json({"seat": s, k: v}) for s, k, v in spec]


def _deal(fixed: dict[str, list[str]], seed: int) -> Deal:
    """`fixed` cards per seat ("0".."3", "zanga"), the rest from the shuffle of `seed`."""
    used = {Card.parse(c) for cards in fixed.values() for c in cards}
    rng = random.Random(seed)
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    hands: list[list[Card]] = []
    for key in ("0", "1", "2", "3", "zanga"):
        cards = [Card.parse(c) for c in fixed.get(key, [])]
        while len(cards) < 8:
            cards.append(rest.pop())
        hands.append(cards)
    return Deal(tuple(tuple(h) for h in hands[:4]), tuple(hands[4]))


def scripted(dealer: int, fixed: dict[str, list[str]], spec: list[tuple[int, str, object]],
             vales: tuple[int, int] = (16, 16), pot: int = 0) -> GameRecord:
    """A one-hand record: `fixed` cards per seat ("0".."3", "zanga"), the rest shuffled."""
    actions = _acts(spec)
    for seed in range(5000):
        deal = _deal(fixed, seed)
        record = GameRecord("manual", {}, list(PLAYERS), vales, pot, False,
                            [HandRecord(dealer, deal, list(actions))])
        try:
            Game.from_record(record)
        except RecordError:
            continue
        return record
    raise SystemExit(f"no legal deal for {fixed} / {spec}")


Want = Callable[[GameState, list[Action]], int | None]
Policy = Callable[[GameState], Action | None]


def driven(dealer: int, fixed: dict[str, list[str]], spec: list[tuple[int, str, object]],
           want: Want, policy: Policy | None = None, seed: int = 0, first: int = 0,
           tries: int = 30000) -> GameRecord:
    """A one-hand record: `fixed` cards per seat, the rest from a seeded shuffle; the scripted
    actions `spec`, then the `rules` AI plays on (`policy` decides instead where it returns an
    action). Cut where `want` says (an action count), for the first deal from try `first`
    where it does; `want` is asked after every action, and once more when the hand is
    settled."""
    actions = _acts(spec)
    for k in range(first, first + tries):
        game = Game(GameRecord("manual", {}, list(PLAYERS), (16, 16), 0, False))
        game.start_hand(dealer, _deal(fixed, seed * 10007 + k))
        try:
            for action in actions:
                game.apply(action)
        except ZangaError:
            continue
        players = {s: make_player(Level.RULES, seed=k + s) for s in range(4)}
        st = game.state
        while True:
            cut = want(st, list(st.actions))
            if cut is not None:
                record = game.record
                record.hands[0].actions = record.hands[0].actions[:cut]
                return record
            if st.phase in (Phase.DEAL, Phase.GAME_OVER):
                break
            seat = st.to_act
            assert seat is not None
            chosen = policy(st) if policy is not None else None
            game.apply(chosen or players[seat].decide(observe(st, seat)))
    raise SystemExit(f"nothing found for {fixed} / {spec}")


def played(seed: int, want: Callable[[GameState, list[Action]], int | None],
           dealer: int = 3, tries: int = 3000) -> GameRecord:
    """A hand played by the `rules` AI from a seeded deal, cut where `want` says (an action
    count), for the first seed where `want` finds a place."""
    for k in range(tries):
        rng = random.Random(seed * 10007 + k)
        game = Game(GameRecord("manual", {}, list(PLAYERS), (16, 16), 0, False))
        deal = Deal.shuffled(rng, dealer)
        game.start_hand(dealer, deal)
        players = {s: make_player(Level.RULES, seed=k + s) for s in range(4)}
        st = game.state
        while st.phase not in (Phase.DEAL, Phase.GAME_OVER):
            if st.phase is Phase.SCORING:
                st.settle()
                break
            seat = st.to_act
            assert seat is not None
            game.apply(players[seat].decide(observe(st, seat)))
            cut = want(st, list(st.actions))
            if cut is not None:
                record = game.record
                record.hands[0].actions = record.hands[0].actions[:cut]
                return record
    raise SystemExit(f"nothing found for seed {seed}")


def result_is(kind: Result, nombrado_team: int | None = 0) -> Callable[[GameState, list[Action]],
                                                                     int | None]:
    def want(st: GameState, actions: list[Action]) -> int | None:
        r = st.last_result
        if st.phase is Phase.DEAL and r is not None and r.result is kind \
                and r.nombrado is not None \
                and (nombrado_team is None or team(r.nombrado) == nombrado_team) \
                and not r.solo and not r.zanga:
            return len(actions)
        return None
    return want


def cinco_chance(st: GameState, actions: list[Action]) -> int | None:
    if (st.phase is Phase.PLAY and len(st.tricks) == 2 and not st.trick and st.to_act == 0
            and st.tricks[0][0] in (0, 2) and st.tricks[1][0] == 0 and st.out_seat is None
            and any(a.kind is Kind.CALL for a in st.legal_actions())):
        return len(actions)
    return None


def estuche_ours(st: GameState, actions: list[Action]) -> int | None:
    if st.phase is Phase.PLAY and not st.tricks and not st.trick and st.estuche_team == 0 \
            and st.out_seat is None:
        return len(actions)
    return None


def solo_lost(st: GameState, actions: list[Action]) -> int | None:
    """The whole hand, once a solo has ended in a puesta or a codillo."""
    r = st.last_result
    lost = (Result.PUESTA, Result.CODILLO)
    if st.phase is Phase.DEAL and r is not None and r.solo and r.result in lost:
        return len(actions)
    return None


def lead_not(suits: str, count: int) -> Want:
    """Cut after `count` actions if the last card played is not of `suits`."""
    def want(st: GameState, actions: list[Action]) -> int | None:
        if len(actions) == count:
            card = actions[-1].value
            return count if isinstance(card, Card) and card.suit.value not in suits else None
        return None
    return want


def cinco_todas(keep_matadores: bool = False) -> Policy:
    """Our side calls cinco whenever it may and goes on for todas; with `keep_matadores`
    seat 0 plays a matador only when it has no other legal card."""
    def policy(st: GameState) -> Action | None:
        seat = st.to_act
        if seat not in (0, 2):
            return None
        if st.phase is Phase.TODAS:
            return Action(seat, Kind.TODAS, True)
        if st.phase is not Phase.PLAY:
            return None
        legal = st.legal_actions()
        call = next((a for a in legal if a.kind is Kind.CALL), None)
        if call is not None:
            return call
        order = st.order
        if not keep_matadores or seat != 0 or order is None:
            return None
        others = [a.value for a in legal if isinstance(a.value, Card)
                  and a.value not in order.matadores]
        if not others:
            return None
        wins = [c for c in others if st.trick_winner((*st.trick, (0, c))) == 0]
        if wins:
            return Action(0, Kind.PLAY, max(wins, key=lambda c: order.power[c.index]))
        return Action(0, Kind.PLAY, min(others, key=lambda c: order.power[c.index]))
    return policy


def todas_decision(sure: bool) -> Want:
    """The whole hand, if seat 0 decided todas after our cinco holding (`sure`) only the three
    matadores, or (not `sure`) no trump at all while the opponents held one; and the todas was
    then made (`sure`) or failed (not `sure`)."""
    seen = {"ok": False}

    def want(st: GameState, actions: list[Action]) -> int | None:
        order = st.order
        if not st.tricks:
            seen["ok"] = False  # a new deal
        if st.phase is Phase.TODAS and order is not None:
            hand = set(st.hands[0])
            if sure:
                ok = hand == set(order.matadores)
            else:
                theirs = set(st.hands[1]) | set(st.hands[3])
                ok = (not any(order.is_trump(c) for c in hand)
                      and any(order.is_trump(c) for c in theirs))
            seen["ok"] = ok and st.to_act == 0 and st.cinco_team == 0
        r = st.last_result
        if st.phase is Phase.DEAL and r is not None and seen["ok"]:
            made = r.tricks[0] == 8
            return len(actions) if made == sure else None
        return None
    return want


def records() -> dict[str, GameRecord]:
    out: dict[str, GameRecord] = {}
    lead = [(0, "say", "juego"), (1, "say", "paso"), (2, "say", "paso"), (3, "say", "paso")]
    carm = [(3, "say", "juego"), (0, "say", "paso"), (1, "say", "paso"), (2, "say", "paso")]
    out["01-deck"] = scripted(3, {"0": hand("12o 5o 3c 11c 7e 10e 4b 6b")},
                              [*lead, (0, "trump", "o")])
    out["02-plain-a"] = scripted(2, {"0": hand("1c 2c 6c 7c 4o 5o 4b 6b"), "3": ["3c"]},
                                 [*carm, (3, "trump", "e"), (3, "play", "3c")])
    out["02-plain-b"] = scripted(2, {"0": hand("2b 4b 7b 3c 5c 6c 6e 10e"), "3": ["5b"]},
                                 [*carm, (3, "trump", "o"), (3, "play", "5b")])
    out["03-trumps"] = scripted(3, {"0": hand("1b 7o 1o 12o 2o 5c 12e 3b")},
                                [*lead, (0, "trump", "o")])
    out["04-follow-a"] = scripted(2, {"0": hand("4o 6o 5b 12b 3c 10c 7e 6e"), "3": ["12o"]},
                                  [*carm, (3, "trump", "b"), (3, "play", "12o")])
    out["04-follow-b"] = scripted(2, {"0": hand("5b 12b 3c 10c 7e 6e 5c 4e"), "3": ["12o"]},
                                  [*carm, (3, "trump", "b"), (3, "play", "12o")])
    out["05-arrastre-a"] = scripted(2, {"0": hand("4o 3c 5c 10c 7e 6e 4b 5b"), "3": ["12o"]},
                                    [*carm, (3, "trump", "o"), (3, "play", "12o")])
    out["05-arrastre-b"] = scripted(2, {"0": hand("1b 3c 5c 10c 7e 6e 4b 5b"), "3": ["5o"]},
                                    [*carm, (3, "trump", "o"), (3, "play", "5o")])
    out["05-arrastre-c"] = scripted(2, {"0": hand("7o 3c 5c 10c 7e 6e 4b 5b"), "3": ["1e"]},
                                    [*carm, (3, "trump", "o"), (3, "play", "1e")])
    out["06-mano"] = scripted(3, {"0": hand("1e 2b 12b 11b 7b 3c 12o 5e")},
                              [*lead, (0, "trump", "b")])
    out["06-after-juego"] = scripted(2, {"0": hand("3o 5o 4c 6c 10e 4b 5b 6b")},
                                     [(3, "say", "juego")])
    out["06-pie"] = scripted(0, {"0": hand("3o 5o 4c 6c 3e 4b 5b 6b")},
                             [(1, "say", "paso"), (2, "say", "paso"), (3, "say", "paso"),
                              (0, "say", "zanga")])
    out["07-sacada"] = played(71, result_is(Result.SACADA))
    out["07-puesta"] = played(72, result_is(Result.PUESTA, None))
    out["07-codillo"] = played(73, result_is(Result.CODILLO, 1))
    # Carmela's juego; the learner, with a hand to play alone, orders solo (the way past a
    # juego, Art. 54); she takes the preference, accepts and loses the solo
    out["08-mandar"] = driven(2, {"0": hand("1e 1b 7o 12o 11o 5o 12c 12e"),
                                  "3": hand("7c 1c 12b 11b")},
                              [(3, "say", "juego"), (0, "say", "mandar_solo"),
                               (3, "answer", "acepto"), (1, "say", "paso"),
                               (2, "say", "paso")], solo_lost)
    out["08-partner"] = scripted(1, {"0": hand("4o 5o 6c 7c 3e 4e 3b 4b")},
                                 [(2, "say", "juego"), (3, "say", "paso")])
    out["08-no"] = scripted(3, {"0": hand("1e 12o 11o 5o 12c 4c 6e 3b")},
                            [(0, "say", "juego"), (1, "say", "mandar_solo")])
    # the learner's juego, ordered solo by Ana: he accepts, Benito (the mano) sits out and
    # Carmela leads a suit the learner does not hold
    out["08-acepto"] = driven(1, {"0": hand("1e 2b 1b 12b 11b 10b 7b 12o")},
                              [(2, "say", "paso"), (3, "say", "paso"), (0, "say", "juego"),
                               (1, "say", "mandar_solo"), (0, "answer", "acepto"),
                               (0, "trump", "b")], lead_not("ob", 7))
    out["09-cinco"] = played(81, cinco_chance)
    out["09-estuche"] = played(82, estuche_ours)
    # todas made with the three matadores kept to the end: cinco, todas and estuche
    out["10-todas-made"] = driven(3, {"0": hand("1e 2b 1b 12b 11b 12o 12c 12e"),
                                      "2": hand("10b 7b 6b 11o 11c")},
                                  [*lead, (0, "trump", "b")], todas_decision(True),
                                  cinco_todas(keep_matadores=True))
    # cinco called against Carmela's juego (pedir en contra); at the todas decision no trump
    # has been played and she is out of every plain suit: stop. The record goes on as if the
    # learner had said todas: she trumps the next card.
    out["10-todas-stop"] = scripted(3, {
        "0": hand("12c 11c 12e 11e 12b 4c 4e 2b"),
        "1": hand("7c 6c 7e 6e 7b 11o 10o 2o"),
        "2": hand("10c 5c 10e 5e 11b 1c 4b 5b"),
        "3": hand("7o 1o 12o 2c 3c 2e 3e 3b"),
        "zanga": hand("1e 1b 3o 4o 5o 6o 6b 10b")}, [
        (0, "say", "paso"), (1, "say", "paso"), (2, "say", "paso"), (3, "say", "juego"),
        (3, "trump", "o"),
        (0, "play", "12c"), (1, "play", "7c"), (2, "play", "5c"), (3, "play", "2c"),
        (0, "play", "11c"), (1, "play", "6c"), (2, "play", "10c"), (3, "play", "3c"),
        (0, "call", "cinco"),
        (0, "play", "12e"), (1, "play", "7e"), (2, "play", "5e"), (3, "play", "2e"),
        (0, "play", "11e"), (1, "play", "6e"), (2, "play", "10e"), (3, "play", "3e"),
        (0, "play", "12b"), (1, "play", "7b"), (2, "play", "11b"), (3, "play", "3b"),
        (0, "todas", True),
        (0, "play", "4c"), (1, "play", "2o"), (2, "play", "1c"), (3, "play", "7o")])
    rng = random.Random(2024)
    out["11-first-hand"] = GameRecord("manual", {}, list(PLAYERS), (16, 16), 0, False,
                                      [HandRecord(3, Deal.shuffled(rng, 3), [])])
    return out


def main() -> int:
    for name, record in records().items():
        Game.from_record(record)
        save_record(record, OUT / f"{name}.zanga.json")
        print(name, len(record.hands[0].actions))
    return 0


if __name__ == "__main__":
    sys.exit(main())

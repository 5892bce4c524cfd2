"""Authoring tool: writes the lesson records (`resources/lessons/*.zanga.json`).

Not used by the app. Run `python -m zanga_desktop.ui.learn.authoring` after changing a
position; every record is replayed by the engine before it is written, so a lesson can never
ship an illegal position. Positions are written as a few fixed cards per seat, the rest filled
from a seeded shuffle until the scripted actions are legal.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from pathlib import Path

from ...ai import Level, make_player
from ...engine import DECK, Action, Card, Deal, GameState, Phase, observe, team
from ...records import Game, GameRecord, HandRecord, RecordError, save_record

OUT = Path(__file__).resolve().parents[3] / "resources" / "lessons"
PLAYERS = ["Tú", "Ana", "Benito", "Carmela"]


def hand(text: str) -> list[str]:
    return text.split()


def _acts(spec: list[tuple[int, str, object]]) -> list[Action]:
    return [Action.from_json({"seat": s, k: v}) for s, k, v in spec]


def scripted(dealer: int, fixed: dict[str, list[str]], spec: list[tuple[int, str, object]],
             vales: tuple[int, int] = (16, 16), pot: int = 0) -> GameRecord:
    """A one-hand record: `fixed` cards per seat ("0".."3", "zanga"), the rest shuffled."""
    actions = _acts(spec)
    used = {Card.parse(c) for cards in fixed.values() for c in cards}
    for seed in range(5000):
        rng = random.Random(seed)
        rest = [c for c in DECK if c not in used]
        rng.shuffle(rest)
        hands: list[list[Card]] = []
        for key in ("0", "1", "2", "3", "zanga"):
            cards = [Card.parse(c) for c in fixed.get(key, [])]
            while len(cards) < 8:
                cards.append(rest.pop())
            hands.append(cards)
        deal = Deal(tuple(tuple(h) for h in hands[:4]), tuple(hands[4]))
        record = GameRecord("manual", {}, list(PLAYERS), vales, pot, False,
                            [HandRecord(dealer, deal, list(actions))])
        try:
            Game.from_record(record)
        except RecordError:
            continue
        return record
    raise SystemExit(f"no legal deal for {fixed} / {spec}")


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


def result_is(kind: str, nombrado_team: int | None = 0) -> Callable[[GameState, list[Action]],
                                                                     int | None]:
    def want(st: GameState, actions: list[Action]) -> int | None:
        r = st.last_result
        if st.phase is Phase.DEAL and r is not None and r.result == kind \
                and r.nombrado is not None \
                and (nombrado_team is None or team(r.nombrado) == nombrado_team) \
                and not r.solo and not r.zanga:
            return len(actions)
        return None
    return want


def cinco_chance(st: GameState, actions: list[Action]) -> int | None:
    if (st.phase is Phase.PLAY and len(st.tricks) == 2 and not st.trick and st.to_act == 0
            and st.tricks[0][0] in (0, 2) and st.tricks[1][0] == 0 and st.out_seat is None
            and any(a.kind.value == "call" for a in st.legal_actions())):
        return len(actions)
    return None


def estuche_ours(st: GameState, actions: list[Action]) -> int | None:
    if st.phase is Phase.PLAY and not st.tricks and not st.trick and st.estuche_team == 0 \
            and st.out_seat is None:
        return len(actions)
    return None


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
    out["07-sacada"] = played(71, result_is("sacada"))
    out["07-puesta"] = played(72, result_is("puesta", None))
    out["07-codillo"] = played(73, result_is("codillo", 1))
    out["08-cinco"] = played(81, cinco_chance)
    out["08-estuche"] = played(82, estuche_ours)
    rng = random.Random(2024)
    out["09-first-hand"] = GameRecord("manual", {}, list(PLAYERS), (16, 16), 0, False,
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

"""The golden records of La Báciga, written by hand: each deal as dealt (hands, the top of
the stock, the rest of it in deck order), the moves as players say them, and what the rules
page makes of them, worked out by hand in `why` and in `credits` / `points` / `ended` (or the
refusal's code, section and place). `make_golden.py` writes the records and their expected
replay from these, after checking the replay against the hand-worked results; the test
replays the files.

Cards in deck order, for the stock after `top`: 1o 2o 3o 4o 5o 6o 7o 10o 11o 12o, 1c ... 12c,
1e ... 12e, 1b ... 12b, leaving out the cards dealt and those in `top`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class D:
    """One deal: its dealer, each seat's three cards, the top of the stock, the moves."""

    dealer: int
    hands: tuple[str, ...]
    top: str = ""
    moves: tuple[str, ...] = ()
    #: (seat, lance, points) in order, as worked out by hand.
    credits: tuple[tuple[int, str, int], ...] = ()
    ended: str | None = "count"


@dataclass(frozen=True)
class Spec:
    name: str
    why: str
    deals: tuple[D, ...]
    players: int = 2
    options: dict[str, Any] = field(default_factory=dict)
    start: tuple[int, int] = (0, 0)
    points: tuple[int, int] | None = None
    winner: int | None = None
    #: For a refused record: (code, section, deal, action).
    error: tuple[str, int | None, int, int | None] | None = None
    #: The raw file (for records that are not JSON or not records at all).
    raw: str | None = None
    status: int = 0


W0 = ("2e 3c 7o", "12o 12e 4c")
FOUR = ("5e 5c 5b", "3o 6c 12c", "4o 4e 12e", "1b 2b 11b")

SPECS: tuple[Spec, ...] = (
    Spec("01-worked-example", "Section 10's example: seat 0 (el mano) sings báciga with 2e 3c "
         "7o, the comodín fixed to 3 (total 8, ligada): +2 at the reveal. Seat 1 says paso "
         "after the cut, laying nothing down. Seat 0 draws 10b up and 6o down (24) and stands: "
         "the pair of 3s, +1. Seat 1 keeps 4c tapada, draws 7b (10+10+4+7 = 31), stands: the "
         "pair of reyes, +1. After the postre seat 1 has las 31, +2: 3 to 3.",
         (D(1, W0, "10b 6o 7b", ("0 baciga 7o=3", "1 paso", "0 up", "0 down", "0 stand",
                                 "1 tapar 4c", "1 up", "1 stand"),
            ((0, "baciga", 2), (0, "pairs", 1), (1, "pairs", 1), (1, "las_31", 2))),),
         points=(3, 3)),
    Spec("02-pases-over-three-talks", "Talk 1: seat 0 lays down 10o 3c and seat 1 the 4c; the "
         "three go under the stock and seat 0 gets 5b 6b, seat 1 the 1e (section 6). Talk 2: "
         "seat 0 gives 6b for 11b, seat 1 gives 1e for 4o. Talk 3: seat 0 says cartas "
         "(allowed from the second talk), seat 1 paso. Seat 0 holds 2e 5b 11b, keeps 11b "
         "tapada, draws 2b (19): the pair of 2s, +1. Seat 1 stands on 12o 12e 4o (24): +1 for "
         "the reyes. El punto: 24 beats 19, +1 to seat 1.",
         (D(1, ("2e 3c 10o", "12o 12e 4c"), "5b 6b 1e 11b 4o 2b",
            ("0 paso 10o 3c", "1 paso 4c", "0 paso 6b", "1 paso 1e", "0 cartas", "1 paso",
             "0 tapar 11b", "0 up", "0 stand", "1 stand"),
            ((0, "pairs", 1), (1, "pairs", 1), (1, "punto", 1))),),
         points=(1, 2)),
    Spec("03-four-players-cut-leaves-a-passer-with-no-cards", "Four players, seat 3 deals. "
         "Talk 1, all pass: seat 0 three cards (gets back 1o 4e 5e), seats 1, 2, 3 one each "
         "(3b, 1b, 2e). Talk 2: seat 0 lays his three cards down again, then seat 1 sings "
         "báciga on 1c 2c 3b (6): the talk is cut, seat 0's cards go under the stock and he "
         "plays with none (section 6). Seats 2 and 3 say paso. Reveal: +2 to seat 1. Seat 0 "
         "stands on 0; seat 1 stands on 6; seat 2 (4b 5b 1b) draws 10c, 12e: 30, stands; "
         "seat 3 (3o 11c 2e, 15) draws 6o, 7e (a plain 7), 4c: 32, pasado, -1. El punto: "
         "seat 2's 30, +1 to side 0. 1 to 1.",
         (D(3, ("10o 11o 12o", "1c 2c 6e", "4b 5b 10e", "3o 11c 12b"),
            "1o 4e 5e 3b 1b 2e 10c 12e 6o 7e 4c",
            ("0 paso 10o 11o 12o", "1 paso 6e", "2 paso 10e", "3 paso 12b",
             "0 paso 1o 4e 5e", "1 baciga", "2 paso", "3 paso",
             "0 stand", "1 stand", "2 up", "2 up", "2 stand", "3 up", "3 up", "3 up"),
            ((1, "baciga", 2), (3, "pasado", -1), (2, "punto", 1))),),
         players=4, points=(1, 1)),
    Spec("04-baciga-contest-and-revival", "Seat 0 sings báciga on 1o 2e 3c (6), seat 1 on "
         "2o 3e 4c (9): the lower wins (section 8), +2 to seat 0, seat 1's is annulled. Seat 0 "
         "draws 10b 10c (26) and 10e (36): pasado, -1, and the annulled báciga revives: +2 "
         "to seat 1 after the -1. Seat 1 stands on 9: el punto, +1. 1 to 3.",
         (D(1, ("1o 2e 3c", "2o 3e 4c"), "10b 10c 10e",
            ("0 baciga", "1 baciga", "0 up", "0 up", "0 up", "1 stand"),
            ((0, "baciga", 2), (0, "pasado", -1), (1, "revival", 2), (1, "punto", 1))),),
         points=(1, 3)),
    Spec("05-revival-takes-back", "As 04 with revival_takes_back: at seat 0's pasado the "
         "order is the -1, his báciga taken back (-2), then the revival (+2 to seat 1) "
         "(section 11). -1 to 3.",
         (D(1, ("1o 2e 3c", "2o 3e 4c"), "10b 10c 10e",
            ("0 baciga", "1 baciga", "0 up", "0 up", "0 up", "1 stand"),
            ((0, "baciga", 2), (0, "pasado", -1), (0, "baciga_back", -2), (1, "revival", 2),
             (1, "punto", 1))),),
         options={"revival_takes_back": True}, points=(-1, 3)),
    Spec("06-four-players-contest-and-revival", "Seats 0 (2o 3e 4b, 9), 1 (1o 2e 3c, 6) and 2 "
         "(1e 2c 6b, 9) sing báciga: seat 1's 6 wins for side 1 (+2); side 0's two are "
         "annulled. Seat 0 stands; seat 1 draws 10o 10c 10e: 36, pasado, -1, and both "
         "annulled bácigas revive in order of play, +2 to seat 0 then +2 to seat 2. Seat 2 "
         "stands on 9, seat 3 on 10b 11b 12b (30, no pair: three figures of different rank). "
         "El punto to seat 3, +1. Side 0 4, side 1 2.",
         (D(3, ("2o 3e 4b", "1o 2e 3c", "1e 2c 6b", "10b 11b 12b"), "10o 10c 10e",
            ("0 baciga", "1 baciga", "2 baciga", "3 paso", "0 stand", "1 up", "1 up", "1 up",
             "2 stand", "3 stand"),
            ((1, "baciga", 2), (1, "pasado", -1), (0, "revival", 2), (2, "revival", 2),
             (3, "punto", 1))),),
         players=4, points=(4, 2)),
    Spec("07-equal-bacigas-el-mano-wins", "Seat 0 deals, so seat 1 is el mano. Both sing a "
         "báciga of 6: equal totals, the one nearer el mano wins (section 8), +2 to seat 1. "
         "Both stand on 6: el punto on equal totals also goes to el mano, +1.",
         (D(0, ("2o 1e 3b", "1o 2e 3c"), "",
            ("1 baciga", "0 baciga", "1 stand", "0 stand"),
            ((1, "baciga", 2), (1, "punto", 1))),),
         points=(0, 3)),
    Spec("08-bacigote-with-a-comodin", "Seat 0 sings bacigote on 5e 5c 7o, the comodín fixed "
         "to 5 (section 7); seat 1 may only say paso (nothing laid down). The deal ends at "
         "once: +7 to seat 0, no draw.",
         (D(1, ("5e 5c 7o", "12o 12e 4c"), "", ("0 bacigote 7o=5", "1 paso"),
            ((0, "bacigote", 7),), "bacigote"),),
         points=(7, 0)),
    Spec("09-bacigote-contest", "Seat 0 sings bacigote on three reyes (30), seat 1 on three "
         "4s (12): the lowest total wins (section 7), +7 to seat 1; seat 0's counts nothing.",
         (D(1, ("12e 12c 12b", "4e 4c 4b"), "", ("0 bacigote", "1 bacigote"),
            ((1, "bacigote", 7),), "bacigote"),),
         points=(0, 7)),
    Spec("10-bacigote-partner-ligada", "Four players. Seat 0 sings bacigote on three sotas: "
         "+7. His partner, seat 2, holds 7c 2e 3b: read to his best advantage, the comodín "
         "as 2 (or 3) makes a báciga ligada, +3 (section 7).",
         (D(3, ("10e 10c 10b", "3o 6c 12c", "7c 2e 3b", "1b 2b 11b"), "",
            ("0 bacigote", "1 paso", "2 paso", "3 paso"),
            ((0, "bacigote", 7), (2, "partner_ligada", 3)), "bacigote"),),
         players=4, points=(10, 0)),
    Spec("11-partners-bacigotes-add-up", "Seat 0 sings bacigote on 5s (15), seat 1 on reyes "
         "(30), seat 2 on 4s (12). The lowest, seat 2's, wins for side 0: both of its "
         "bacigotes count, 7 each in order of play (section 7); seat 1's counts nothing.",
         (D(3, ("5e 5c 5b", "12o 12e 12c", "4o 4e 4b", "1b 2b 11b"), "",
            ("0 bacigote", "1 bacigote", "2 bacigote", "3 paso"),
            ((0, "bacigote", 7), (2, "bacigote", 7)), "bacigote"),),
         players=4, points=(14, 0)),
    Spec("12-baciga-after-a-bacigote", "Seat 0 sings bacigote; seat 1 sings báciga (a rival's: "
         "worth nothing), seat 2 sings báciga on 1o 1e 3c (5, ligada): after a bacigote it is "
         "worth only his combination, +3 (section 7).",
         (D(3, ("5e 5c 5b", "1c 2c 4o", "1o 1e 3c", "10b 11b 12b"), "",
            ("0 bacigote", "1 baciga", "2 baciga", "3 paso"),
            ((0, "bacigote", 7), (2, "partner_ligada", 3)), "bacigote"),),
         players=4, points=(10, 0)),
    Spec("13-bacigote-reaches-the-target", "Side 0 starts at 12: seat 0's bacigote (+7) "
         "takes it to 19, and the game is won at once: seat 2's pair (4o 4e) is never "
         "credited (section 11).",
         (D(3, FOUR, "", ("0 bacigote", "1 paso", "2 paso", "3 paso"),
            ((0, "bacigote", 7),), "target"),),
         players=4, start=(12, 3), points=(19, 3), winner=0),
    Spec("14-las-cosas-over-31", "Seat 1 holds three reyes (30) and did not sing. He draws the "
         "12b: four reyes, las cosas, although 40 is over 31 (cosas_beats_pasado on): he wins "
         "the game at once (section 9).",
         (D(1, ("1b 2b 3b", "12o 12e 12c"), "12b",
            ("0 baciga", "1 paso", "0 stand", "1 up"), ((0, "baciga", 2),), "cosas"),),
         points=(2, 0), winner=1),
    Spec("15-las-cosas-with-a-free-comodin", "Seat 1 holds 5o 5c and the free 7c and draws the "
         "5e: with the comodín as a 5, four 5s: las cosas (section 9).",
         (D(1, ("1b 2b 3b", "5o 5c 7c"), "5e",
            ("0 baciga", "1 paso", "0 stand", "1 up"), ((0, "baciga", 2),), "cosas"),),
         points=(2, 0), winner=1),
    Spec("16-cosas-beats-pasado-off", "As 14 with cosas_beats_pasado off: the 12b takes seat 1 "
         "to 40, pasado (-1), not las cosas. Seat 0's 6 takes el punto.",
         (D(1, ("1b 2b 3b", "12o 12e 12c"), "12b",
            ("0 baciga", "1 paso", "0 stand", "1 up"),
            ((0, "baciga", 2), (1, "pasado", -1), (0, "punto", 1))),),
         options={"cosas_beats_pasado": False}, points=(3, -1)),
    Spec("17-salirse-at-the-start-of-the-draw", "Seat 0 has 17. He passes the 12c; seat 1's "
         "báciga cuts (+2 at the reveal). At the start of the draw seat 0's 17 and the pair of "
         "5s he holds make 18: he goes out, his pair credited as salirse (section 12).",
         (D(1, ("5o 5e 12c", "1b 2b 3b"), "",
            ("0 paso 12c", "1 baciga"), ((1, "baciga", 2), (0, "salirse", 1)), "salirse"),),
         start=(17, 0), points=(18, 2), winner=0),
    Spec("18-salirse-after-a-credit", "Four players, side 0 at 12. Seat 0's báciga: +2 (14). "
         "Seat 2 holds an unsung trío of 6s: 14 + 3 is short. Seat 0 draws the 4c (a pair of "
         "4s) and stands: +1 (15). Checked from the next player: seat 1 has nothing, seat 2's "
         "15 + 3 = 18: he goes out (section 12).",
         (D(3, ("2o 3e 4b", "10o 11o 12o", "6o 6e 6b", "10c 11c 12c"), "4c",
            ("0 baciga", "1 paso", "2 paso", "3 paso", "0 up", "0 stand"),
            ((0, "baciga", 2), (0, "pairs", 1), (2, "salirse", 3)), "salirse"),),
         players=4, start=(12, 0), points=(18, 0), winner=0),
    Spec("19-salir-claimed-by-option", "As 17 with auto_salirse off: nothing happens on its "
         "own; seat 0, whose draw has not begun, claims with salir and his pair is credited "
         "(section 12).",
         (D(1, ("5o 5e 12c", "1b 2b 3b"), "6c",
            ("0 paso 12c", "1 baciga", "0 salir"),
            ((1, "baciga", 2), (0, "salirse", 1)), "salirse"),),
         options={"auto_salirse": False}, start=(17, 0), points=(18, 2), winner=0),
    Spec("20-tapada-replaced", "Seat 1 keeps 3e tapada, then asks for a card face down (4o): "
         "the 3e is turned up first (section 9). He draws 2e up: 10+10+3+4+2 = 29, stands. "
         "Seat 0's báciga (6): +2; el punto to seat 1's 29.",
         (D(1, ("1b 2b 3b", "10o 11c 3e"), "4o 2e",
            ("0 baciga", "1 paso", "0 stand", "1 tapar 3e", "1 down", "1 up", "1 stand"),
            ((0, "baciga", 2), (1, "punto", 1))),),
         points=(2, 1)),
    Spec("21-comodin-fixed-at-the-stand-for-las-31", "Seat 1 holds 7o 12e 12c (21: the free "
         "comodín counts 1) and draws 11b: 31. He stands fixing the 7o to an as (1), the only "
         "fix within 31: the pair of reyes +1, and las 31 +2.",
         (D(1, ("1b 2b 3b", "7o 12e 12c"), "11b",
            ("0 baciga", "1 paso", "0 stand", "1 up", "1 stand 7o=1"),
            ((0, "baciga", 2), (1, "pairs", 1), (1, "las_31", 2))),),
         points=(2, 3)),
    Spec("22-comodin-fixed-at-the-stand-for-a-trio", "Seat 1 stands on 7c 10e 10b fixing the "
         "comodín to a sota: three sotas (30), a trío, +3; el punto, +1.",
         (D(1, ("1b 2b 3b", "7c 10e 10b"), "",
            ("0 baciga", "1 paso", "0 stand", "1 stand 7c=10"),
            ((0, "baciga", 2), (1, "pairs", 3), (1, "punto", 1))),),
         points=(2, 4)),
    Spec("23-as-at-11-pasado-at-once", "The as at 11. Seat 0 passes 6e and gets 10e; seat 1 "
         "passes 4b and gets 5b. Seat 0 says cartas holding 1o 1c 10e: 32. When his turn to "
         "draw comes he is pasado at once, -1 (section 3). Seat 1 stands on 2e 3b 5b: el "
         "punto.",
         (D(1, ("1o 1c 6e", "2e 3b 4b"), "10e 5b",
            ("0 paso 6e", "1 paso 4b", "0 cartas", "1 paso", "1 stand"),
            ((0, "pasado", -1), (1, "punto", 1))),),
         options={"as_value": 11}, points=(-1, 1)),
    Spec("24-pasado-keeps-pairs-and-floor-zero", "Seat 1 (0 points) draws 12o on 10o 10c 5e: "
         "35, pasado. With score_floor_zero the -1 leaves him at 0; with pasado_keeps_pairs "
         "his pair of sotas then scores +1. El punto to seat 0's 6.",
         (D(1, ("1b 2b 3b", "10o 10c 5e"), "12o",
            ("0 baciga", "1 paso", "0 stand", "1 up"),
            ((0, "baciga", 2), (1, "pasado", -1), (1, "pairs", 1), (0, "punto", 1))),),
         options={"pasado_keeps_pairs": True, "score_floor_zero": True}, points=(3, 1)),
    Spec("25-las-31-goes-to-el-mano", "After a pase both hold 26 and 27; seat 0 draws 5o, seat "
         "1 draws 4o: both have 31. Only the first from el mano scores las 31 (section 10).",
         (D(1, ("10o 11o 5e", "10c 11c 4b"), "6e 7b 5o 4o",
            ("0 paso 5e", "1 paso 4b", "0 cartas", "1 paso", "0 up", "0 stand", "1 up",
             "1 stand"),
            ((0, "las_31", 2),)),),
         points=(2, 0)),
    Spec("26-two-deals-then-a-game-in-progress", "Deal 0 is section 10's example (3 to 3). "
         "El mano deals the next: seat 0. In deal 1, seat 1 is el mano and lays 10e down; the "
         "record stops there: complete false, the 10e on the table, the points 3 to 3.",
         (D(1, W0, "10b 6o 7b", ("0 baciga 7o=3", "1 paso", "0 up", "0 down", "0 stand",
                                 "1 tapar 4c", "1 up", "1 stand"),
            ((0, "baciga", 2), (0, "pairs", 1), (1, "pairs", 1), (1, "las_31", 2))),
          D(0, ("4o 5o 6o", "1c 2c 10e"), "", ("1 paso 10e",), (), None)),
         points=(3, 3)),
    Spec("27-max-talks-forces-a-cut", "max_talks 2. Talk 2: seat 0 passes the 2e; seat 1, the "
         "postre of the last talk allowed, may not pass (section 6) and says cartas. Seat 0 "
         "lost his 2e: he stands on 3c 5b (8). Seat 1 stands on 12o 12e 6b (26): the pair "
         "+1 and el punto +1.",
         (D(1, ("2e 3c 10o", "12o 12e 4c"), "5b 6b",
            ("0 paso 10o", "1 paso 4c", "0 paso 2e", "1 cartas", "0 stand", "1 stand"),
            ((1, "pairs", 1), (1, "punto", 1))),),
         options={"max_talks": 2}, points=(0, 2)),
    Spec("28-pass-min-discard-0", "pass_min_discard 0: seat 0 passes keeping 10o 10c 5e "
         "(\"discard\": []). Seat 1's báciga (9): +2. Seat 0 draws 6b: 31, stands: the pair of "
         "sotas +1, las 31 +2.",
         (D(1, ("10o 10c 5e", "2e 3c 4c"), "6b",
            ("0 paso []", "1 baciga", "0 up", "0 stand", "1 stand"),
            ((1, "baciga", 2), (0, "pairs", 1), (0, "las_31", 2))),),
         options={"pass_min_discard": 0}, points=(3, 2)),
    Spec("29-four-players-cartas-in-the-second-talk", "Four players, seat 1 deals: the order "
         "is 2, 3, 0, 1. Talk 1 all pass one card each, the replacements 1o, 2o, 3o, 4o dealt "
         "in that order. Talk 2: seat 2 says cartas, the others paso with nothing. Seat 2 "
         "(10c 11c 1o, 21) draws 10e: 31, stands with the pair of sotas, +1. Seat 3 stands on "
         "12e 12b 2o (22): the pair of reyes +1. Seat 0 (5c 6c 3o, 14) draws 12c (24) and 6e "
         "(30), stands: the pair of 6s +1. Seat 1 (1c 2c 4o, 7) draws 5e (12), 4b (16), 11e "
         "(26), stands: the pair of 4s +1. After the postre las 31 to seat 2, +2. Side 0: 4, "
         "side 1: 2.",
         (D(1, ("5c 6c 11b", "1c 2c 3b", "10c 11c 1b", "12e 12b 2b"),
            "1o 2o 3o 4o 10e 12c 6e 5e 4b 11e",
            ("2 paso 1b", "3 paso 2b", "0 paso 11b", "1 paso 3b",
             "2 cartas", "3 paso", "0 paso", "1 paso",
             "2 up", "2 stand", "3 stand", "0 up", "0 up", "0 stand", "1 up", "1 up", "1 up",
             "1 stand"),
            ((2, "pairs", 1), (3, "pairs", 1), (0, "pairs", 1), (1, "pairs", 1),
             (2, "las_31", 2))),),
         players=4, points=(4, 2)),
    Spec("30-target-at-the-stand", "Seat 0 has 17. He passes 11c and seat 1's báciga cuts: "
         "10o 5e is no pair, so he cannot go out yet. He draws 5o: a pair of 5s, and stands: "
         "+1, 18, the game is won at once (section 11); seat 1 never draws.",
         (D(1, ("10o 11c 5e", "1b 2b 3b"), "5o",
            ("0 paso 11c", "1 baciga", "0 up", "0 stand"),
            ((1, "baciga", 2), (0, "pairs", 1)), "target"),),
         start=(17, 0), points=(18, 2), winner=0),
    Spec("31-cantes-win-before-the-draw", "Seat 0 at 16 sings báciga: +2 at the reveal makes "
         "18 before anyone draws (section 12: cantes first), though seat 1 at 17 holds a "
         "pair.",
         (D(1, ("1b 2b 3b", "10o 10c 5e"), "", ("0 baciga", "1 paso"),
            ((0, "baciga", 2),), "target"),),
         start=(16, 17), points=(18, 17), winner=0),
    # ------------------------------------------------------------------ refusals (status 1)
    Spec("40-err-not-your-turn", "Seat 1 deals, so seat 0 speaks first; seat 1 speaks out of "
         "turn (section 5).",
         (D(1, W0, "", ("1 paso 4c",)),), error=("not_your_turn", 5, 0, 0)),
    Spec("41-err-bad-value", "\"quizas\" is not a word of the talk (section 5).",
         (D(1, W0, "", ("0 quizas",)),), error=("bad_value", 5, 0, 0)),
    Spec("42-err-card-not-held", "Seat 0 lays down the 5b, which he does not hold.",
         (D(1, W0, "", ("0 paso 5b",)),), error=("card_not_held", 5, 0, 0)),
    Spec("43-err-paso-without-discard", "A paso before any cut must lay down 1 to 3 cards "
         "(section 5); this one has no \"discard\".",
         (D(1, W0, "", ("0 paso",)),), error=("bad_discard", 5, 0, 0)),
    Spec("44-err-cartas-in-the-first-talk", "Cartas only from the second talk (section 5).",
         (D(1, W0, "", ("0 cartas",)),), error=("cartas_not_allowed", 5, 0, 0)),
    Spec("45-err-must-cut", "max_talks 2: in talk 2, all before him having passed, the "
         "postre passes (section 6).",
         (D(1, W0, "5b 6b", ("0 paso 2e", "1 paso 4c", "0 paso 3c", "1 paso 12o")),),
         options={"max_talks": 2}, error=("must_cut", 6, 0, 3)),
    Spec("46-err-false-baciga", "2e 3c 5o total 10: no báciga (section 8).",
         (D(1, ("2e 3c 5o", "12o 12e 4c"), "", ("0 baciga",)),),
         error=("false_baciga", 8, 0, 0)),
    Spec("47-err-false-bacigote", "5e 5c 4o are not three equal cards (section 7).",
         (D(1, ("5e 5c 4o", "12o 12e 4c"), "", ("0 bacigote",)),),
         error=("false_bacigote", 7, 0, 0)),
    Spec("48-err-baciga-with-an-unfixed-comodin", "A báciga singer must fix his comodín "
         "(section 3); the 7o is left out.",
         (D(1, W0, "", ("0 baciga",)),), error=("bad_fix", 3, 0, 0)),
    Spec("49-err-stand-fix-over-31", "Seat 1 holds 7o 12e 12c 11b (31 with the free comodín "
         "at 1): fixing it to a rey would make 40 (section 9).",
         (D(1, ("1b 2b 3b", "7o 12e 12c"), "11b",
            ("0 baciga", "1 paso", "0 stand", "1 up", "1 stand 7o=12")),),
         error=("bad_fix", 9, 0, 4)),
    Spec("50-err-tapar-by-a-baciga-singer", "A báciga singer shows all three cards; he may not "
         "keep one face down (section 9).",
         (D(1, ("1b 2b 3b", "12o 12e 4c"), "", ("0 baciga", "1 paso", "0 tapar 3b")),),
         error=("tapar_not_allowed", 9, 0, 2)),
    Spec("51-err-salir-with-auto-salirse", "With auto_salirse on (Bengala) the app makes the "
         "claim; a written salir is refused (section 12).",
         (D(1, ("5o 5e 12c", "1b 2b 3b"), "", ("0 paso 12c", "1 baciga", "0 salir")),),
         error=("salir_not_allowed", 12, 0, 2)),
    Spec("52-err-draw-during-the-talk", "A draw while the players are talking: the wrong kind "
         "of action now (no section).",
         (D(1, W0, "", ("0 up",)),), error=("unexpected_action", None, 0, 0)),
    Spec("53-err-action-after-a-bacigote", "The bacigote ended the deal after seat 1's paso; "
         "any further action is unexpected.",
         (D(1, ("5e 5c 7o", "12o 12e 4c"), "", ("0 bacigote 7o=5", "1 paso", "0 up")),),
         error=("unexpected_action", None, 0, 2)),
    Spec("54-err-wrong-dealer", "Deal 0 was dealt by seat 1, so seat 0 (its el mano) deals "
         "deal 1, not seat 1 (section 4).",
         (D(1, ("5e 5c 7o", "12o 12e 4c"), "", ("0 bacigote 7o=5", "1 paso")),
          D(1, W0, "", ())), error=("wrong_dealer", 4, 1, None)),
    Spec("55-err-incomplete-deal", "Deal 0 stops in the middle of the talk and deal 1 "
         "follows (section 15).",
         (D(1, W0, "", ("0 paso 2e",)), D(0, W0, "", ())),
         error=("incomplete_deal", 15, 1, None)),
    Spec("56-err-deal-after-the-game", "Seat 0's bacigote took side 0 from 12 to 19: the game "
         "is over, and no deal may follow (section 11).",
         (D(1, ("5e 5c 7o", "12o 12e 4c"), "", ("0 bacigote 7o=5", "1 paso")),
          D(0, W0, "", ())),
         start=(12, 0), error=("game_over", 11, 1, None)),
    Spec("57-err-discard-after-the-cut", "After seat 0's báciga the talk is cut: a paso lays "
         "nothing down (section 5).",
         (D(1, ("1b 2b 3b", "12o 12e 4c"), "", ("0 baciga", "1 paso 4c")),),
         error=("bad_discard", 5, 0, 1)),
    Spec("58-err-draw-out-of-turn", "Seat 0 draws first; seat 1 asks for a card before "
         "seat 0 has stopped (section 9).",
         (D(1, ("1b 2b 3b", "12o 12e 4c"), "", ("0 baciga", "1 paso", "1 up")),),
         error=("not_your_turn", 9, 0, 2)),
    Spec("59-err-draw-sideways", "A card is asked for up or down (section 9).",
         (D(1, ("1b 2b 3b", "12o 12e 4c"), "", ("0 baciga", "1 paso", "0 sideways")),),
         error=("bad_value", 9, 0, 2)),
    Spec("60-err-tapar-a-card-not-held", "Seat 1 keeps the 5b face down, which he does not "
         "hold (section 9).",
         (D(1, ("1b 2b 3b", "12o 12e 4c"), "",
            ("0 baciga", "1 paso", "0 stand", "1 tapar 5b")),),
         error=("card_not_held", 9, 0, 3)),
    Spec("61-err-tapar-after-the-first-draw", "The tapada is chosen when showing, the first "
         "action of the draw; seat 1 already drew (section 9).",
         (D(1, ("1b 2b 3b", "12o 12e 4c"), "5b",
            ("0 baciga", "1 paso", "0 stand", "1 up", "1 tapar 4c")),),
         error=("tapar_not_allowed", 9, 0, 4)),
    Spec("62-err-fix-with-paso", "A paso fixes no comodín (section 3).",
         (D(1, W0, "", ("0 paso 2e 7o=3",)),), error=("bad_fix", 3, 0, 0)),
    Spec("63-err-cartas-after-the-cut", "Seat 0 said cartas in talk 2; \"cartas\" after "
         "\"cartas\" is refused (section 5).",
         (D(1, W0, "5b 6b", ("0 paso 2e", "1 paso 4c", "0 cartas", "1 cartas")),),
         error=("cartas_not_allowed", 5, 0, 3)),
    # ------------------------------------------------------------------ not records (status 2)
    Spec("70-x-three-players", "\"players\" must be 2 or 4 names.", (), status=2,
         raw='{"format": "baciga-record/1", "preset": "bengala", "options": {}, '
             '"players": ["A", "B", "C"], "start": {"points": [0, 0]}, "deals": []}',
         error=("bad_format", None, 0, None)),
    Spec("71-x-duplicate-card", "The deal holds the 2e twice and no 3c.", (), status=2,
         raw="DUPLICATE", error=("bad_deal", None, 0, None)),
    Spec("72-x-unknown-action-key", "An action with the key \"dance\".", (), status=2,
         raw="DANCE", error=("bad_format", None, 0, None)),
    Spec("73-x-bad-option-value", "as_value must be 1 or 11.", (), status=2,
         raw='{"format": "baciga-record/1", "preset": "bengala", "options": {"as_value": 5}, '
             '"players": ["A", "B"], "start": {"points": [0, 0]}, "deals": []}',
         error=("bad_format", None, 0, None)),
    Spec("74-x-not-json", "Not JSON at all.", (), status=2, raw="{\"format\": ",
         error=("bad_json", None, 0, None)),
    Spec("75-x-start-at-the-target", "A side already at the target cannot start a game.", (),
         status=2,
         raw='{"format": "baciga-record/1", "preset": "bengala", "options": {}, '
             '"players": ["A", "B"], "start": {"points": [18, 0]}, "deals": []}',
         error=("bad_format", None, 0, None)),
    Spec("76-x-stand-not-true", "\"stand\" must be true.", (), status=2, raw="STAND",
         error=("bad_format", None, 0, None)),
    Spec("77-x-fix-rank-not-an-integer", "A fix's rank is an integer.", (), status=2,
         raw="FIXRANK", error=("bad_format", None, 0, None)),
    Spec("78-x-discard-with-a-draw", "\"discard\" goes with \"say\" only.", (), status=2,
         raw="DRAWDISCARD", error=("bad_format", None, 0, None)),
    Spec("79-x-lone-surrogate", "A player's name holding a lone surrogate is cleaned, as "
         "every game's loaders clean names: the record plays.", (), status=0,
         raw='{"format": "baciga-record/1", "preset": "bengala", "options": {}, '
             '"players": ["A", "\\ud800"], "start": {"points": [0, 0]}, "deals": []}'),
    Spec("80-x-wrong-format", "Another game's format in a .baciga.json file.", (), status=2,
         raw='{"format": "baciga/0", "players": ["A", "B"], "deals": []}',
         error=("bad_format", None, 0, None)),
)

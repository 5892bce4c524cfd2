"""The scenarios of La Ronda's golden records (golden.py writes them), each worked out by hand
from ronda-rules.md: `why` is the reasoning, `facts` what it reaches."""

from __future__ import annotations

from typing import Any

from golden import Scenario

FOUR_TABLE = "3o 4c 10e 12b"
RONDA_TABLE = "1o 2o 4o 6o"
#: Section 9's example: seat 0 (side 0) a ronda of 5s, seat 1 (side 1) of sotas, seat 2
#: (side 0) of 3s; seat 3 nothing. No first card of theirs can capture on RONDA_TABLE.
EXAMPLE = ("5o 5c 7e", "10c 10e 11b", "3c 3e 12c", "7b 11c 12e")


def _drop_deck(data: dict[str, Any]) -> None:
    data["deals"][0]["deck"].pop()


def _three_players(data: dict[str, Any]) -> None:
    data["players"] = ["Tú", "Ana", "Benito"]


#: A whole deal for two players (dealer 1), worked card by card in its scenario's `why`.
FULL2: dict[str, Any] = dict(
    table="6o 12c 1b 2c", hands=("6b 6c 2e", "3c 1c 11o"),
    later=(("12b 11e 11b", "1o 5c 11c"), ("3e 10e 10c", "2b 5e 3b"), ("10o 10b 3o", "7e 4c 2o"),
           ("4b 12e 4e", "7c 7b 7o"), ("5b 4o 12o", "5o 6e 1e")))
FULL2_ACTIONS = [
    "0 play 6b", "1 play 1c", "0 play 6c", "1 play 3c", "0 play 2e", "1 play 11o",
    "0 play 12b", "1 play 11c", "0 play 11e", "1 play 1o", "0 play 11b", "1 play 5c",
    "0 play 3e", "1 play 2b", "0 play 10e", "1 play 5e", "0 play 10c", "1 play 3b",
    "0 play 3o", "1 play 7e", "0 play 10o", "1 play 4c", "0 play 10b", "1 play 2o",
    "0 play 4b", "1 play 7c", "0 play 12e", "1 play 7b", "0 play 4e", "1 play 7o",
    "0 play 4o", "1 play 1e", "0 play 12o", "1 play 5o", "0 play 5b", "1 play 6e"]
FULL2_WHY = (
    "Dealer 1, el mano seat 0; table 6o 12c 1b 2c, no swap; nobody declares (waiting is "
    "allowed: seat 0's 6s, 11s and sotas and seat 1's rondín of 7s are never declared). "
    "Round 0: 6b takes 6o; 1c takes 1b and the correlativa 2c; 6c, 3c, 2e, 11o dropped. Round "
    "1: 12b takes 12c (he could have fallen on 11o); 11c takes 11o; 11e, 1o dropped; 11b "
    "captures 11e (the previous card was 1o, so no caída); 5c dropped. Round 2: 3e takes 3c; "
    "2b takes 2e; 10e dropped; 5e takes 5c and 6c; 10c takes 10e; 3b dropped. Round 3: el mano "
    "falls on 3b with 3o (caída, 1 to side 0, his only legal card); seat 1's 7e closes it "
    "(seat 0 takes 3b 3o, 1o stays: no aseo) and is dropped; 10o dropped, 4c dropped, 10b "
    "takes 10o, 2o dropped. Round 4 (el mano holds 4b 12e 4e): 4b takes 4c; 7c takes 7e; 12e, "
    "7b, 4e dropped; 7o takes 7b. Round 5, 'se van': 4o takes 4e; 1e takes 1o 2o; 12o takes "
    "12e and clears the table: an aseo (1; not the deal's last card); 5o dropped; 5b falls on "
    "it (caída, 1). Seat 1's 6e is the deal's last card: the chain closes first, seat 0 takes "
    "5o 5b, the table is empty but no aseo at the last card (section 7); 6e is dropped and, "
    "as the leftover, goes to the last capturer's side, side 0 (section 10). Count: side 0 "
    "holds 6b 6o 12b 12c 11b 11e 3e 3c 10c 10e 3b 3o 10b 10o 4b 4c 4o 4e 12o 12e 5o 5b 6e, "
    "23 cards against 17: 3 points. Side 0: 1 + 1 + 1 + 3 = 6.")

SCENARIOS: list[Scenario] = [
    Scenario(
        "01-page-example-caida-contra-close", seats=4, dealer=3, table=FOUR_TABLE,
        hands=("2e 6o 11c", "2c 7o 11o", "2b 5o 6e", "1e 5c 6c"),
        actions=["0 play 2e", "1 play 2c", "2 play 2b", "3 play 1e"],
        why="Section 6's example, 4 players, dealer 3 so seat 0 is el mano; table 3o 4c 10e "
            "12b (four ranks, no swap). Nobody holds two of a rank, so nobody declares. Seat 0 "
            "holds no 3, 4, 10 or 12 and drops 2e. Seat 1 plays 2c on it: a caída, 1 to side "
            "1. Seat 2 lays 2b on the stack: a contra, 3 to side 0. Seat 3 holds no 2: the "
            "chain closes before his card; seat 2, the last faller, takes 2e 2c 2b and the "
            "correlativas 3o 4c (no 5); 10e 12b remain, no aseo. Seat 3's 1e then captures "
            "nothing: a drop. Side 0 holds 5 cards; points 3-1; the deal goes on.",
        facts={"points": [3, 1], "lances": [("caida", 1, 1, 1), ("contra", 2, 0, 3)],
               "cards": [5, 0], "complete": False, "ended": None,
               "plays": [{"seat": 0, "card": "2e", "kind": "drop"},
                         {"seat": 1, "card": "2c", "kind": "caida"},
                         {"seat": 2, "card": "2b", "kind": "contra"},
                         {"kind": "close", "seat": 2,
                          "took": ["2e", "2c", "2b", "3o", "4c"]},
                         {"seat": 3, "card": "1e", "kind": "drop"}]}),
    Scenario(
        "02-san-vicente-four-players", seats=4, dealer=3, table=FOUR_TABLE,
        hands=("2e 6o 11c", "2c 7o 11o", "2b 5o 6e", "2o 5c 6c"),
        actions=["0 play 2e", "1 play 2c", "2 play 2b", "3 play 2o", "0 play 6o"],
        why="As the page's example, but seat 3 holds the fourth 2: 2e dropped, 2c a caída "
            "(1 to side 1), 2b a contra (3 to side 0), 2o a San Vicente (4 to side 1), which "
            "closes the chain at once: seat 3 takes 2e 2c 2b 2o 3o 4c; 10e 12b remain, no "
            "aseo. Seat 0 then drops 6o (no 6 on the table, and the previous card was no "
            "drop). Points 3-5.",
        facts={"points": [3, 5], "cards": [0, 6],
               "lances": [("caida", 1, 1, 1), ("contra", 2, 0, 3), ("san_vicente", 3, 1, 4)],
               "plays": [{"seat": 0, "card": "2e", "kind": "drop"},
                         {"seat": 1, "card": "2c", "kind": "caida"},
                         {"seat": 2, "card": "2b", "kind": "contra"},
                         {"seat": 3, "card": "2o", "kind": "san_vicente"},
                         {"kind": "close", "seat": 3,
                          "took": ["2e", "2c", "2b", "2o", "3o", "4c"]},
                         {"seat": 0, "card": "6o", "kind": "drop"}]}),
    Scenario(
        "03-two-players-the-dropper-contras", table=FOUR_TABLE,
        hands=("2e 2b 11c", "2c 2o 7o"),
        actions=["0 declare ronda", "1 declare ronda", "0 say envio", "1 say no_quiero",
                 "0 play 2e", "1 play 2c", "0 play 2b", "1 play 2o", "0 play 11c"],
        why="Two players, dealer 1, el mano seat 0. Both hold a ronda of 2s and declare in the "
            "window; the round is settled at the first word: a ronda contest (section 9), "
            "seat 0 speaks first and sends, seat 1 refuses: seat 0's side scores its own "
            "ronda, 2, at once. Then seat 0 drops 2e, seat 1 falls with 2c (1), seat 0 "
            "himself contras with 2b (3: section 6, rule 6), seat 1 lays the last 2, a San "
            "Vicente (4), and takes 2e 2c 2b 2o 3o 4c; 10e 12b remain. Seat 0's 11c is a "
            "drop. Points 2+3 = 5 to 1+4 = 5.",
        facts={"points": [5, 5],
               "lances": [("envio", 0, 0, 2), ("caida", 1, 1, 1), ("contra", 0, 0, 3),
                          ("san_vicente", 1, 1, 4)],
               "contests": [{"round": 0, "kind": "ronda", "contenders": [0, 1],
                             "said": [[0, "envio"], [1, "no_quiero"]], "result": "no_quiero",
                             "best": 0, "side": 0, "points": 2, "credited": True}]}),
    Scenario(
        "04-caida-and-aseo", table="3o 4c 5e 6b", hands=("2e 1c 11c", "2c 1o 11o"),
        actions=["0 play 2e", "1 play 2c", "0 play 1c"],
        why="Table 3o 4c 5e 6b. Seat 0 cannot capture and drops 2e; seat 1 falls with 2c "
            "(caída, 1). Seat 0 has no 2: his 1c closes the chain first; seat 1 takes 2e 2c "
            "and the correlativas 3o 4c 5e 6b (no 7): the table is empty, an aseo, 1 more "
            "(section 7: caída and aseo, 2). Then 1c is dropped on the empty table.",
        facts={"points": [0, 2], "lances": [("caida", 1, 1, 1), ("aseo", 1, 1, 1)]}),
    Scenario(
        "05-contra-and-aseo", table="3o 4c 5e 6b", hands=("2e 2b 11c", "2c 1o 11o"),
        actions=["0 play 2e", "1 play 2c", "0 play 2b", "1 play 11o"],
        why="Seat 0 drops 2e, seat 1 falls (1), seat 0 contras (3); seat 1 has no 2: 11o "
            "closes the chain, seat 0 takes 2e 2c 2b 3o 4c 5e 6b, the table is empty: aseo, "
            "contra and aseo 4 (section 7). 11o is then dropped.",
        facts={"points": [4, 1],
               "lances": [("caida", 1, 1, 1), ("contra", 0, 0, 3), ("aseo", 0, 0, 1)]}),
    Scenario(
        "06-san-vicente-and-aseo", table="3o 4c 5e 6b", hands=("2e 2b 11c", "2c 2o 11o"),
        actions=["0 play 2e", "1 play 2c", "0 play 2b", "1 play 2o"],
        why="2e dropped, 2c a caída (1), 2b a contra (3), 2o a San Vicente (4) which closes "
            "at once: seat 1 takes the four 2s and 3o 4c 5e 6b, leaving the table empty: an "
            "aseo (1), San Vicente and aseo 5 (section 7). Points 3-6.",
        facts={"points": [3, 6],
               "lances": [("caida", 1, 1, 1), ("contra", 0, 0, 3), ("san_vicente", 1, 1, 4),
                          ("aseo", 1, 1, 1)]}),
    Scenario(
        "07-capture-and-aseo", table="3o 4c 5e 6b", hands=("3e 1c 11c", "2c 1o 11o"),
        actions=["0 play 3e", "1 play 2c", "0 play 1c"],
        why="Seat 0's 3e takes 3o and the correlativas 4c 5e 6b: the table is empty, an aseo "
            "(1). Seat 1 drops 2c on the empty table; seat 0's 1c is no 2 (no caída) and no "
            "1 is on the table: a drop.",
        facts={"points": [1, 0], "lances": [("aseo", 0, 0, 1)],
               "plays": [{"seat": 0, "card": "3e", "kind": "capture",
                          "took": ["3o", "4c", "5e", "6b"]},
                         {"seat": 1, "card": "2c", "kind": "drop"},
                         {"seat": 0, "card": "1c", "kind": "drop"}]}),
    Scenario(
        "08-three-equal-table-cards-and-falls-across-rounds", table="5o 5c 5e 7b",
        hands=("1e 2e 3e", "1b 2b 3b"), rest="11o 12o",
        actions=["0 play 1e", "1 play 1b", "0 play 2e", "1 play 2b", "0 play 3e", "1 play 3b",
                 "0 play 3o", "1 play 7o", "0 play 6o", "1 play 2o", "0 play 1o", "1 play 4o",
                 "0 play 4c", "1 play 1c", "0 play 10o", "1 play 3c", "0 play 2c",
                 "1 play 6c"],
        why="The table is laid 5o 5c 5e 7b: three 5s. The swaps (section 4): the latest "
            "repeated card, 5e, goes back and the stock's top, 11o, is laid; with k = 29 "
            "cards left 5e goes under 14 of them. 5c is still repeated: back under 14 (5e "
            "moves up to place 13) and 12o is laid. Table 5o 7b 11o 12o. The stock (places "
            "from 0) is then 1o 2o 3o 4o 6o 7o 10o 1c 2c 3c 4c 6c 7c 5e 5c 10c 11c 12c ...: "
            "round 1 deals 1o 3o 6o to seat 0 and 2o 4o 7o to seat 1, round 2 10o 2c 4c and "
            "1c 3c 6c, round 3 7c 5c 11c and 5e 10c 12c (5e at place 13 goes to seat 1, 5c at "
            "14 to seat 0). Round 0: 1e dropped, 1b a caída (1 to side 1); 2e closes it "
            "(seat 1 takes 1e 1b, no 2 on the table) and is dropped; 2b a caída (1); 3e "
            "closes it (seat 1 takes 2e 2b) and is dropped; 3b a caída with the round's last "
            "card (1). Falls go across rounds (section 6, rule 4): in round 1 el mano's 3o is "
            "a contra (3 to side 0), and the only card he may play (nothing else captures). "
            "Seat 1 has no 3; his 7o closes the chain (seat 0 takes 3e 3b 3o, no 4 on the "
            "table) and captures 7b (no 10 there). Table 5o 11o 12o; 6o, 2o, 1o, 4o are "
            "dropped, none falling. Round 2: el mano falls on 4o with 4c (1 to side 0; 2c "
            "could capture 2o, and he chooses). Seat 1 has no 4; after the close (seat 0 "
            "takes 4o 4c and the correlativas 5o 6o, no 7) his 1c alone captures: 1o and 2o "
            "(no 3). Then 10o, 3c, 2c and 6c are dropped, none falling. Side 0 holds 3e 3b "
            "3o 4o 4c 5o 6o (7), side 1 1e 1b 2e 2b 7o 7b 1c 1o 2o (9); points 4-3; round 3 "
            "is dealt and nobody holds a combination.",
        facts={"points": [4, 3], "cards": [7, 9], "complete": False,
               "table_fix": [{"out": "5e", "in": "11o"}, {"out": "5c", "in": "12o"}],
               "table_start": ["5o", "7b", "11o", "12o"],
               "lances": [("caida", 1, 1, 1), ("caida", 1, 1, 1), ("caida", 1, 1, 1),
                          ("contra", 0, 0, 3), ("caida", 0, 0, 1)]}),
    Scenario(
        "09-two-pairs-on-the-table", table="5o 7c 5e 7b", hands=("1e 2e 3e", "1b 2b 3b"),
        rest="11o 12o", actions=["0 play 1e"],
        why="The table is laid 5o 7c 5e 7b: two pairs. The latest-laid repeated card is 7b "
            "(the later pair's): it goes back and 11o is laid; then 5e, and 12o is laid "
            "(section 4). Table 5o 7c 11o 12o; seat 0's 1e captures nothing: a drop.",
        facts={"table_fix": [{"out": "7b", "in": "11o"}, {"out": "5e", "in": "12o"}],
               "table_start": ["5o", "7c", "11o", "12o"], "points": [0, 0]}),
    Scenario(
        "10-a-laid-card-repeats-too", table="5o 6c 5e 7b", hands=("1e 2e 3e", "1b 2b 3b"),
        rest="6o 11o", actions=["0 play 1e"],
        why="5e repeats 5o: it goes back and the stock's top, 6o, is laid; 6o repeats 6c and "
            "is the latest-laid repeated card: it goes back too, and 11o is laid (section 4: "
            "swaps repeat while two table cards share a rank). Table 5o 6c 7b 11o.",
        facts={"table_fix": [{"out": "5e", "in": "6o"}, {"out": "6o", "in": "11o"}],
               "table_start": ["5o", "6c", "7b", "11o"]}),
    Scenario(
        "11-caida-by-the-next-rounds-mano", table=FOUR_TABLE,
        hands=("1e 5o 11c", "2c 7o 6b"), later=(("6o 1c 10b", "2o 11b 5c"),),
        actions=["0 play 1e", "1 play 2c", "0 play 5o", "1 play 7o", "0 play 11c", "1 play 6b",
                 "0 play 6o", "1 play 5c"],
        why="Round 0: no card captures (the table holds 3 4 10 12) and no card falls on the "
            "one before it: 1e 2c 5o 7o 11c 6b are dropped. Seat 1 dropped 6b with the "
            "round's last card; in round 1 el mano, seat 0, falls on it with 6o (section 6, "
            "rule 4: 1 to side 0). Seat 1 has no 6; the chain closes before his card: seat 0 "
            "takes 6b 6o and the correlativas 7o 10e 11c 12b. On the table left (3o 4c 1e 2c "
            "5o) seat 1 must capture: 2o would take 2c 3o 4c 5o, 5c takes 5o; he plays 5c "
            "(no 6 left to follow). Points 1-0.",
        facts={"points": [1, 0], "cards": [6, 2], "lances": [("caida", 0, 0, 1)]}),
    Scenario(
        "12-falls-across-rounds-off", table=FOUR_TABLE, hands=("1e 5o 11c", "2c 7o 6b"),
        later=(("6o 1c 10b", "2o 11b 5c"),), options={"falls_across_rounds": False},
        actions=["0 play 1e", "1 play 2c", "0 play 5o", "1 play 7o", "0 play 11c", "1 play 6b",
                 "0 play 6o", "1 play 2o"],
        why="The same cards with falls_across_rounds off (section 6, rule 4): 6b, dropped as "
            "round 0's last card, cannot be fallen on. Seat 0's 6o is a plain capture of 6b "
            "and the correlativas 7o 10e 11c 12b, no points. Seat 1 must capture: 2o takes "
            "2c 3o 4c 5o (no 6 left); 1e stays. Nothing is credited.",
        facts={"points": [0, 0], "lances": [], "cards": [6, 5]}),
    Scenario(
        "13-a-chain-closes-with-the-round-option-off", table=FOUR_TABLE,
        hands=("1e 5o 6b", "2c 7o 6c"), later=(("6o 1c 1b", "2o 2b 5c"),),
        options={"falls_across_rounds": False},
        actions=["0 play 1e", "1 play 2c", "0 play 5o", "1 play 7o", "0 play 6b", "1 play 6c"],
        why="Drops 1e 2c 5o 7o 6b; seat 1 falls on 6b with the round's last card (1). With "
            "falls_across_rounds off the chain closes with that card: seat 1 takes 6b 6c and "
            "the correlativas 7o 10e (no 11); 3o 4c 12b 1e 2c 5o remain, no aseo. Round 1 is "
            "dealt: seat 0 holds 1c 1b, seat 1 2o 2b (rondas, not declared).",
        facts={"points": [0, 1], "lances": [("caida", 1, 1, 1)], "cards": [0, 4],
               "rounds": [{"0": ["1e", "5o", "6b"], "1": ["2c", "7o", "6c"]},
                          {"0": ["6o", "1c", "1b"], "1": ["2o", "2b", "5c"]}]}),
    Scenario(
        "14-fall-points-last", seats=4, dealer=3, table=FOUR_TABLE,
        hands=("2e 6o 11c", "2c 7o 11o", "2b 5o 6e", "1e 5c 6c"),
        options={"fall_points": "last"},
        actions=["0 play 2e", "1 play 2c", "2 play 2b", "3 play 1e"],
        why="The page's example with fall_points last (section 6, rule 5): the caída and the "
            "contra score nothing when made; at the close only seat 2, who closes the chain "
            "(its last faller), scores his step: the contra, 3 to side 0. No aseo (10e 12b "
            "remain).",
        facts={"points": [3, 0], "lances": [("contra", 2, 0, 3)]}),
    Scenario(
        "15-ronda-uncontested", table=RONDA_TABLE, hands=("5o 5c 7e", "10c 3e 11b"),
        actions=["0 declare ronda", "0 play 5o", "1 play 11b", "0 play 5c"],
        why="Seat 0 holds 5o 5c 7e, a ronda of 5s, and declares it in the window; seat 1 has "
            "none. At the first card the round is settled: uncontested, 2 to side 0 (section "
            "9). 5o is dropped ('media'), 11b dropped, 5c captures 5o and the correlativa 6o "
            "('la otra media').",
        facts={"points": [2, 0], "lances": [("ronda", 0, 0, 2)],
               "declared": [{"round": 0, "seat": 0, "kind": "ronda", "rank": 5,
                             "status": "scored"}]}),
    Scenario(
        "16-rondin-voids-the-rivals-ronda", table=RONDA_TABLE,
        hands=("5o 5c 5e", "10c 10e 11b"),
        actions=["0 declare rondin", "1 declare ronda", "0 play 5o"],
        why="Seat 0 declares a rondín of 5s, seat 1 a ronda of sotas. Rondín over ronda "
            "(section 9): seat 1's ronda is void; no contest remains; the rondín scores 5.",
        facts={"points": [5, 0], "lances": [("rondin", 0, 0, 5)],
               "declared": [{"round": 0, "seat": 0, "kind": "rondin", "rank": 5,
                             "status": "scored"},
                            {"round": 0, "seat": 1, "kind": "ronda", "rank": 10,
                             "status": "void"}]}),
    Scenario(
        "17-partners-rondas-add-up", seats=4, dealer=3, table=RONDA_TABLE,
        hands=("5o 5c 7e", "10c 3b 11b", "3c 3e 12c", "7b 11c 12e"),
        actions=["0 declare ronda", "2 declare ronda", "0 play 5o"],
        why="Partners 0 and 2 each declare a ronda (5s, 3s); side 1 declares nothing: no "
            "contest, each scores 2 at once, 4 to side 0 (section 9, 'si los dos compañeros "
            "tienen Ronda se apuntarán 4 puntos').",
        facts={"points": [4, 0], "lances": [("ronda", 0, 0, 2), ("ronda", 2, 0, 2)]}),
    Scenario(
        "18-rondin-with-partners-ronda-against-a-ronda", seats=4, dealer=3, table=RONDA_TABLE,
        hands=("5o 5c 5e", "10c 10e 11b", "3c 3e 12c", "7b 11c 12e"),
        actions=["0 declare rondin", "1 declare ronda", "2 declare ronda", "0 play 5o"],
        why="Seat 0 a rondín, seat 1 (side 1) a ronda, seat 2 (seat 0's partner) a ronda. "
            "The rondín voids the rival's ronda, not the partner's; nothing is contested: 5 "
            "and 2 to side 0 (section 9: 'a rondín facing only rondas scores at once with its "
            "partner's ronda').",
        facts={"points": [7, 0], "lances": [("rondin", 0, 0, 5), ("ronda", 2, 0, 2)]}),
    Scenario(
        "19-contest-chiquita-envio-quiero", seats=4, dealer=3, table=RONDA_TABLE,
        hands=EXAMPLE,
        actions=["0 declare ronda", "1 declare ronda", "2 declare ronda", "0 say chiquita",
                 "1 say envio", "2 say quiero", "0 play 5o", "1 play 10c", "2 play 3c"],
        why="Section 9's example: rondas of 5s (seat 0), sotas (seat 1), 3s (seat 2); speaking "
            "order 0, 1, 2. Seat 0 says chiquita, seat 1 sends, the first rival speaker after "
            "him, seat 2, accepts. Nothing is credited until all three are revealed: 5o "
            "(dropped), 10c (dropped), 3c (dropped) each show their rank; at 3c the sotas win: "
            "the sum of the three rondas, 6, to side 1, the seat of the best ronda.",
        facts={"points": [0, 6], "lances": [("envio", 1, 1, 6)],
               "contests": [{"round": 0, "kind": "ronda", "contenders": [0, 1, 2],
                             "said": [[0, "chiquita"], [1, "envio"], [2, "quiero"]],
                             "result": "quiero", "best": 1, "side": 1, "points": 6,
                             "credited": True}]}),
    Scenario(
        "20-contest-no-quiero", seats=4, dealer=3, table=RONDA_TABLE, hands=EXAMPLE,
        actions=["0 declare ronda", "1 declare ronda", "2 declare ronda", "0 say chiquita",
                 "1 say envio", "2 say no_quiero", "0 play 5o"],
        why="The example with seat 2 refusing: the bettor's side scores its own contenders at "
            "once, seat 1's ronda, 2; side 0's rondas are void (section 9).",
        facts={"points": [0, 2], "lances": [("envio", 1, 1, 2)]}),
    Scenario(
        "21-contest-a-la-mayor", seats=4, dealer=3, table=RONDA_TABLE, hands=EXAMPLE,
        actions=["0 declare ronda", "1 declare ronda", "2 declare ronda", "0 say chiquita",
                 "1 say chiquita", "2 say a_la_mayor", "0 play 5o", "1 play 10c", "2 play 3c"],
        why="The example with seat 1 saying chiquita too: seat 2, the last speaker, must play "
            "it out and says a la mayor. Once all three are revealed the sotas win and side 1 "
            "scores its own ronda at its normal value, 2 (section 9).",
        facts={"points": [0, 2], "lances": [("envio", 1, 1, 2)]}),
    Scenario(
        "22-rondin-contest-adds-the-winners-rondas", seats=4, dealer=3, table=RONDA_TABLE,
        hands=("5o 5c 5e", "10c 10e 10b", "3c 3e 12c", "7b 7c 12e"),
        actions=["0 declare rondin", "1 declare rondin", "2 declare ronda", "3 declare ronda",
                 "0 say envio", "1 say quiero", "0 play 5o", "1 play 10c"],
        why="Rondines on both sides (5s, sotas) and a ronda on each (3s, 7s). Every ronda is "
            "void (the rival side declared a rondín); the rondines are the contenders. Seat 0 "
            "sends, seat 1 accepts. 5o and 10c reveal them; the sotas win: both rondines, "
            "10, plus side 1's own ronda (seat 3's 7s), 2: 12 (section 9).",
        facts={"points": [0, 12], "lances": [("envio", 1, 1, 12)],
               "declared": [{"round": 0, "seat": 0, "kind": "rondin", "rank": 5,
                             "status": "contender"},
                            {"round": 0, "seat": 1, "kind": "rondin", "rank": 10,
                             "status": "contender"},
                            {"round": 0, "seat": 2, "kind": "ronda", "rank": 3,
                             "status": "void"},
                            {"round": 0, "seat": 3, "kind": "ronda", "rank": 7,
                             "status": "void"}]}),
    Scenario(
        "23-equal-rondas-go-to-the-nearer-el-mano", dealer=0, table=RONDA_TABLE,
        hands=("5o 5c 7e", "5e 5b 11b"),
        actions=["1 declare ronda", "0 declare ronda", "1 say envio", "0 say quiero",
                 "1 play 5e", "0 play 5o"],
        why="Dealer 0, so el mano is seat 1. Both hold a ronda of 5s; seat 1 speaks first and "
            "sends, seat 0 accepts. Seat 1 drops 5e (revealing his), seat 0 must fall on it "
            "with a 5: a caída, 1 to side 0, which reveals his. Then the contest: equal rondas, "
            "the one nearer el mano (seat 1) wins, 4 to side 1 (section 9). The caída comes "
            "first: the credit follows the card's own lances.",
        facts={"points": [1, 4], "lances": [("caida", 0, 0, 1), ("envio", 1, 1, 4)]}),
    Scenario(
        "24-declaration-at-ones-turn-with-last-calls", seats=4, dealer=3, table=RONDA_TABLE,
        hands=("5o 7c 11e", "10c 10e 11b", "3c 3e 12c", "7b 11c 12e"),
        actions=["0 play 7c", "1 declare ronda", "2 declare ronda", "1 say envio",
                 "2 say no_quiero", "1 play 10c"],
        why="Nobody declares in the window (waiting is not written); seat 0 drops 7c. At his "
            "turn seat 1 declares his ronda of sotas; the others get their last calls and seat "
            "2 declares his 3s (section 8). The settlement comes at the next action: a ronda "
            "contest, seat 1 first in order from el mano; he sends, seat 2 refuses: 2 to side "
            "1 at once. Then seat 1 drops 10c.",
        facts={"points": [0, 2], "lances": [("envio", 1, 1, 2)]}),
    Scenario(
        "25-a-win-in-mid-deal", table="3o 4c 5e 6b", hands=("3e 1c 11c", "2c 1o 11o"),
        start=(17, 0), actions=["0 play 3e"],
        why="Side 0 starts at 17. Seat 0's 3e takes 3o 4c 5e 6b and clears the table: the "
            "aseo reaches 18 and wins at once (section 11); the rest of the deal is not played "
            "and not counted: no leftover, ended by the target.",
        facts={"points": [18, 0], "winner": 0, "ended": "target", "complete": True,
               "leftover": None, "lances": [("aseo", 0, 0, 1)]}),
    Scenario(
        "26-a-ronda-declared-in-the-window-wins", seats=4, dealer=3, table=RONDA_TABLE,
        hands=("5o 7c 11e", "10c 10e 11b", "3c 3e 12c", "7b 11c 12e"), start=(10, 16),
        actions=["1 declare ronda"],
        why="Side 1 at 16; seat 1 declares his ronda in the window and the record ends: the "
            "record's end settles it (section 15), uncontested, 2: side 1 reaches 18 before el "
            "mano plays (section 12).",
        facts={"points": [10, 18], "winner": 1, "ended": "target",
               "lances": [("ronda", 1, 1, 2)]}),
    Scenario(
        "27-a-contest-waiting-for-its-medias-never-scores", dealer=0, table="5b 6b 7b 10b",
        hands=("5o 5c 2e", "11b 11e 2c"), start=(17, 0),
        actions=["1 declare ronda", "0 declare ronda", "1 say envio", "0 say quiero",
                 "1 play 11b", "0 play 5o"],
        why="El mano is seat 1 (dealer 0). Rondas of caballos (seat 1) and 5s (seat 0), sent "
            "and accepted. Seat 1 drops 11b; seat 0's 5o takes 5b and the correlativas 6b 7b "
            "10b 11b: an aseo, and side 0 reaches 18 (section 11). The contest (caballos would "
            "win 4) is never credited: the game ended first (section 12).",
        facts={"points": [18, 0], "winner": 0, "lances": [("aseo", 0, 0, 1)],
               "contests": [{"round": 0, "kind": "ronda", "contenders": [1, 0],
                             "said": [[1, "envio"], [0, "quiero"]], "result": "quiero",
                             "best": 1, "side": 1, "points": 4, "credited": False}]}),
    Scenario(
        "28-a-close-that-wins-leaves-the-card-without-effect", seats=4, dealer=3,
        table=FOUR_TABLE, hands=("2e 6o 11c", "2c 7o 11o", "2b 1o 6e", "5c 1b 6c"),
        start=(15, 0), options={"fall_points": "last"},
        actions=["0 play 2e", "1 play 2c", "2 play 2b", "3 play 6c"],
        why="fall_points last, side 0 at 15. Drop, caída, contra score nothing yet; seat 3's "
            "6c closes the chain: seat 2 takes it with 3o 4c and scores his contra, 3: 18, the "
            "game is won (section 11); 6c has no effect and is not listed (section 6, rule 3).",
        facts={"points": [18, 0], "winner": 0, "lances": [("contra", 2, 0, 3)],
               "plays": [{"seat": 0, "card": "2e", "kind": "drop"},
                         {"seat": 1, "card": "2c", "kind": "caida"},
                         {"seat": 2, "card": "2b", "kind": "contra"},
                         {"kind": "close", "seat": 2,
                          "took": ["2e", "2c", "2b", "3o", "4c"]}]}),
    Scenario(
        "29-a-record-ending-with-declarations", table=RONDA_TABLE,
        hands=("5o 5c 7e", "10c 10e 11b"), actions=["0 declare ronda", "1 declare ronda"],
        why="Both declare and the record ends: the end settles them (section 15): a ronda "
            "contest, not yet spoken, nothing credited; the sotas would be the best.",
        facts={"points": [0, 0], "lances": [], "complete": False,
               "contests": [{"round": 0, "kind": "ronda", "contenders": [0, 1], "said": [],
                             "result": None, "best": 1, "side": None, "points": None,
                             "credited": False}]}),
    Scenario(
        "30-a-whole-deal-two-players", **FULL2, actions=FULL2_ACTIONS, why=FULL2_WHY,
        facts={"points": [6, 0], "cards": [23, 17], "ended": "cards", "complete": True,
               "leftover": {"cards": ["6e"], "to": 0},
               "lances": [("caida", 0, 0, 1), ("aseo", 0, 0, 1), ("caida", 0, 0, 1),
                          ("count", None, 0, 3)]}),
    Scenario(
        "31-a-whole-deal-four-players", seats=4, dealer=3, table="7e 6c 1b 3e",
        hands=("5o 12e 6e", "12b 12o 7o", "10e 6b 11e", "5b 2b 10o"),
        later=(("1o 5c 7b", "2o 10c 3c", "11o 2c 1e", "5e 4b 3b"),
               ("10b 4c 4e", "2e 7c 11b", "11c 12c 6o", "3o 1c 4o")),
        actions=["0 play 6e", "1 play 12b", "2 play 10e", "3 play 10o", "0 play 12e",
                 "1 play 12o", "2 play 6b", "3 play 5b", "0 play 5o", "1 play 7o", "2 play 11e",
                 "3 play 2b", "0 play 1o", "1 play 2o", "2 play 11o", "3 play 5e", "0 play 5c",
                 "1 play 10c", "2 play 2c", "3 play 4b", "0 play 7b", "1 play 3c", "2 play 1e",
                 "3 play 3b", "0 play 10b", "1 play 2e", "2 play 11c", "3 play 1c", "0 play 4c",
                 "1 play 11b", "2 play 12c", "3 play 4o", "0 play 4e", "1 play 7c", "2 play 6o",
                 "3 play 3o"],
        why="Four players, dealer 3, el mano seat 0; table 7e 6c 1b 3e; nobody declares. Round "
            "0: 6e takes 6c 7e; 12b, 10e dropped; seat 3 falls on 10e with 10o (1 to side 1); "
            "seat 0's 12e closes it (seat 3 takes 10e 10o) and takes 12b; 12o, 6b, 5b dropped; "
            "seat 0 falls on 5b with 5o (1 to side 0); seat 1's 7o closes it (seat 0 takes 5b "
            "5o and the correlativa 6b) and is dropped; 11e, 2b dropped. Round 1: 1o takes 1b "
            "2b 3e; 2o dropped; 11o takes 11e 12o; 5e dropped; 5c falls on it (1 to side 0); "
            "10c closes it (seat 0 takes 5e 5c) and is dropped; 2c takes 2o; 4b dropped; 7b "
            "takes 7o and 10c; 3c, 1e dropped; 3b takes 3c 4b. Round 2 ('se van'): 10b, 2e, "
            "11c dropped; 1c takes 1e 2e; 4c dropped; 11b takes 11c; 12c dropped; 4o takes "
            "4c; 4e, 7c, 6o, 3o dropped. The last capturer is seat 3: the leftover 10b 12c 4e "
            "7c 6o 3o goes to side 1 (section 10). Side 0 holds 22 cards, side 1 18: 2 to "
            "side 0 for the count. Points 1 + 1 + 2 = 4 to 1.",
        facts={"points": [4, 1], "cards": [22, 18], "ended": "cards",
               "leftover": {"cards": ["10b", "12c", "4e", "7c", "6o", "3o"], "to": 1},
               "lances": [("caida", 3, 1, 1), ("caida", 0, 0, 1), ("caida", 0, 0, 1),
                          ("count", None, 0, 2)]}),
    Scenario(
        "32-the-next-deal-keeps-the-points", **FULL2, actions=FULL2_ACTIONS,
        more=[(0, ["1 play 6b"])],
        why="The whole deal of record 30 (6-0), then the next: el mano of deal 0, seat 0, "
            "deals (section 4), so seat 1 is el mano. The same deck dealt from dealer 0 gives "
            "the table 6o 12c 1b 2c, seat 1 6b 6c 2e and seat 0 3c 1c 11o. Seat 1's 6b takes "
            "6o (the table keeps 12c 1b 2c: no aseo). The points carry over: 6-0.",
        facts={"points": [6, 0], "complete": False, "cards": [0, 2]}),
    # ------------------------------------------------------------------ errors
    Scenario(
        "40-error-not-your-turn-play", actions=["1 play 2e"], hands=("1e 6o 11c", "2e 6c 12e"),
        why="El mano is seat 0 (dealer 1): seat 1 plays first (section 5).",
        facts={"status": 1, "code": "not_your_turn", "section": 5, "action": 0}),
    Scenario(
        "41-error-card-not-held", actions=["0 play 2e"], hands=("1e 6o 11c", "2e 6c 12e"),
        why="Seat 0 holds 1e 6o 11c, not 2e (section 5).",
        facts={"status": 1, "code": "card_not_held", "section": 5, "action": 0}),
    Scenario(
        "42-error-must-capture", table="3o 4c 5e 7b", hands=("3e 5b 11c", "2e 6c 12e"),
        actions=["0 play 11c"],
        why="3e and 5b capture (3o, 5e): capture is compulsory, 11c may not be dropped "
            "(section 5).",
        facts={"status": 1, "code": "must_capture", "section": 5, "action": 0}),
    Scenario(
        "43-error-no-combination", table=RONDA_TABLE, hands=("5o 5c 5e", "10c 10e 11b"),
        actions=["0 declare ronda"],
        why="Seat 0's three 5s are a rondín; it is not declared as a ronda (section 8).",
        facts={"status": 1, "code": "no_combination", "section": 8, "action": 0}),
    Scenario(
        "44-error-declare-after-settlement", table=RONDA_TABLE,
        hands=("5o 5c 7e", "10c 10e 11b"),
        actions=["0 declare ronda", "0 play 5o", "1 declare ronda"],
        why="The round was settled at seat 0's card; no declaration is accepted after it "
            "(section 8).",
        facts={"status": 1, "code": "declare_not_allowed", "section": 8, "action": 2}),
    Scenario(
        "45-error-not-your-turn-to-declare", table=RONDA_TABLE,
        hands=("5o 5c 7e", "10c 10e 11b"), actions=["0 play 7e", "0 declare ronda"],
        why="After the round's first card only the seat to play (seat 1) may declare first "
            "(section 8).",
        facts={"status": 1, "code": "not_your_turn", "section": 8, "action": 1}),
    Scenario(
        "46-error-bad-declare-word", table=RONDA_TABLE, hands=("5o 5c 7e", "10c 10e 11b"),
        actions=["0 declare pareja"],
        why="A declaration is ronda or rondin (section 8).",
        facts={"status": 1, "code": "bad_value", "section": 8, "action": 0}),
    Scenario(
        "47-error-quiero-without-envio", table=RONDA_TABLE, hands=("5o 5c 7e", "10c 10e 11b"),
        actions=["0 declare ronda", "1 declare ronda", "0 say quiero"],
        why="A ronda contest: seat 0 speaks first, and no envío waits for an answer (section "
            "9).",
        facts={"status": 1, "code": "bad_say", "section": 9, "action": 2}),
    Scenario(
        "48-error-chiquita-by-the-last-speaker", table=RONDA_TABLE,
        hands=("5o 5c 7e", "10c 10e 11b"),
        actions=["0 declare ronda", "1 declare ronda", "0 say chiquita", "1 say chiquita"],
        why="Seat 1 is the last speaker: he must play it out, envío or a la mayor (section 9).",
        facts={"status": 1, "code": "bad_say", "section": 9, "action": 3}),
    Scenario(
        "49-error-say-out-of-turn", table=RONDA_TABLE, hands=("5o 5c 7e", "10c 10e 11b"),
        actions=["0 declare ronda", "1 declare ronda", "1 say envio"],
        why="Seat 0 speaks first (section 9).",
        facts={"status": 1, "code": "not_your_turn", "section": 9, "action": 2}),
    Scenario(
        "50-error-bad-say-word", table=RONDA_TABLE, hands=("5o 5c 7e", "10c 10e 11b"),
        actions=["0 declare ronda", "1 declare ronda", "0 say truco"],
        why="The words are envio, chiquita, a_la_mayor, quiero, no_quiero (section 9).",
        facts={"status": 1, "code": "bad_value", "section": 9, "action": 2}),
    Scenario(
        "51-error-say-with-no-contest", table=RONDA_TABLE, hands=("5o 5c 7e", "10c 10e 11b"),
        actions=["0 say envio"],
        why="Nobody declared: there is no contest to speak (section 9).",
        facts={"status": 1, "code": "unexpected_action", "section": 9, "action": 0}),
    Scenario(
        "52-error-play-while-the-contest-is-spoken", table=RONDA_TABLE,
        hands=("5o 5c 7e", "10c 10e 11b"),
        actions=["0 declare ronda", "1 declare ronda", "0 play 5o"],
        why="The settlement at the card makes a contest, which is spoken before any card "
            "(section 9).",
        facts={"status": 1, "code": "unexpected_action", "section": 9, "action": 2}),
    Scenario(
        "53-error-action-after-the-win", table="3o 4c 5e 6b",
        hands=("3e 1c 11c", "2c 1o 11o"), start=(17, 0),
        actions=["0 play 3e", "1 play 2c"],
        why="The aseo with 3e won the game (18); nothing may follow (section 11).",
        facts={"status": 1, "code": "game_over", "section": 11, "action": 1}),
    Scenario(
        "54-error-deal-after-the-win", table="3o 4c 5e 6b",
        hands=("3e 1c 11c", "2c 1o 11o"), start=(17, 0), actions=["0 play 3e"],
        more=[(0, [])],
        why="The game was won in deal 0; a deal after it is refused (section 11), with no "
            "action index.",
        facts={"status": 1, "code": "game_over", "section": 11, "deal": 1, "action": None}),
    Scenario(
        "55-error-incomplete-deal", table=RONDA_TABLE, hands=("5o 7c 11e", "10c 3e 11b"),
        actions=["0 play 5o"], more=[(0, [])],
        why="Deal 0 stops after one card; another deal cannot follow it (section 15).",
        facts={"status": 1, "code": "incomplete_deal", "section": 15, "deal": 1,
               "action": None}),
    Scenario(
        "59-error-wrong-dealer", **FULL2, actions=FULL2_ACTIONS, more=[(1, [])],
        why="After deal 0 (dealer 1, el mano seat 0) the next dealer is seat 0, the previous el "
            "mano; a deal by seat 1 is refused (section 4) with no action index.",
        facts={"status": 1, "code": "wrong_dealer", "section": 4, "deal": 1, "action": None}),
    Scenario(
        "60-error-action-after-the-deals-last-card", **FULL2,
        actions=[*FULL2_ACTIONS, "0 play 6e"],
        why="Deal 0 ended on its cards (record 30); any action after it is refused (section "
            "10), at its index, 36.",
        facts={"status": 1, "code": "unexpected_action", "section": 10, "action": 36}),
    Scenario(
        "56-error-bad-json", raw='{"format": "ronda-record/1", "deals": [',
        why="The file is not JSON.",
        facts={"status": 2, "code": "bad_json", "section": None}),
    Scenario(
        "57-error-three-players", damage=_three_players, hands=("5o 7c 11e", "10c 3e 11b"),
        why="La Ronda is played by 2 or 4: a record of 3 players is no record (bad_format).",
        facts={"status": 2, "code": "bad_format", "section": None}),
    Scenario(
        "58-error-short-deck", damage=_drop_deck, hands=("5o 7c 11e", "10c 3e 11b"),
        why="The deck holds 39 cards, not the 40 once each (bad_deal).",
        facts={"status": 2, "code": "bad_deal", "section": None}),
]

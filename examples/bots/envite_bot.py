#!/usr/bin/env python3
"""A small El Envite bot on the zanga-bot/1 framing: the way to write your own.

The host's hello names the game ({"type": "hello", "protocol": "zanga-bot/1", "game":
"envite"}); each decision's `view` is the hand so far as an envite-record/1 record, every card
we have not seen written "xx", and `legal` lists every action allowed, so a bot can never go
wrong by picking one of them; `view["state"]` has what a bot would otherwise work out from
the record (the options and card orders in force, the tricks and their winners, the bet
waiting). Every action is listed in docs/bot-protocol.md. Standard library only.
"""

import json
import sys

# A plain card's strength inside its suit (section 3): higher is better.
PLAIN = {"12": 10, "11": 9, "10": 8, "1": 7, "7": 6, "6": 5, "5": 4, "4": 3, "3": 2, "2": 1}


def strength(card, vira):
    """Rough: a card of the vira's suit (a triunfo) beats any plain card."""
    rank, suit = card[:-1], card[-1]
    return (50 if suit == vira[-1] else 0) + PLAIN.get(rank, 0)


def choose(message):
    legal = message["legal"]
    kinds = {k for a in legal for k in a if k != "seen_by"}
    hand = message["view"]["hands"][-1]
    vira = hand["deal"]["vira"]
    mine = [c for c in hand["deal"][str(message["seat"])] if c != "xx"]
    strong = sum(strength(c, vira) >= 50 for c in mine)
    if "tumbo" in kinds:  # a capitán in tumbo: play it out with two triunfos, else give way
        return {"tumbo": "tumbar" if strong >= 2 else "achicarse"}
    if "answer" in kinds:  # the capitán answers a bet of the other team
        return {"answer": "quiero" if strong >= 2 else "paso"}
    if "decline" in kinds:  # a team-mate of the capitán: raise it, or let it pass to him
        raises = [a for a in legal if "bet" in a]
        return raises[0] if raises and strong >= 3 else {"decline": True}
    plays = [a for a in legal if "play" in a]
    if plays:
        trick_open = len([a for a in hand["actions"] if "play" in a]) % (2 * message["view"]
                                                                          ["team_size"])
        pick = max if trick_open == 0 else min  # lead high, follow low
        return pick(plays, key=lambda a: strength(a["play"], vira))
    return legal[0]


def main():
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            reply = {"name": "envite_bot", "author": "Zanga Desktop examples"}
        elif message["type"] == "decide":
            reply = {"action": choose(message)}
        else:  # bye
            return
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

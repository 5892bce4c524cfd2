#!/usr/bin/env python3
"""A small Zanga bot speaking zanga-bot/1: the way to write your own.

Run it in the arena:  zanga-cli arena --a "cmd:python3 examples/bots/simple_bot.py" --b normal
It also plays La Ronda and La Báciga when the hello names that game (`choose_ronda`,
`choose_baciga`).

The host writes one JSON object per line on our standard input; we answer one JSON object per
line on standard output. `legal` lists every action allowed, so a bot can never go wrong by
picking one of them; the `view` is the hand so far as a game record, with the cards we have
not seen written "xx". Standard library only.
"""

import json
import sys

# Card strength inside its suit, for a rough feel of a hand: higher is better.
PLAIN = {"12": 10, "11": 9, "10": 8, "1": 7, "7": 6, "2": 5, "3": 4, "4": 3, "5": 2, "6": 1}


def rank_and_suit(card):
    return card[:-1], card[-1]


def my_cards(message):
    view = message["view"]
    return view["hands"][-1]["deal"][str(message["seat"])]


def strength(card, trump):
    """A rough value: the matadores first, then trumps, then plain cards."""
    rank, suit = rank_and_suit(card)
    malilla = ("7" if trump in "oc" else "2") + trump
    if card == "1e":
        return 100
    if card == malilla:
        return 99
    if card == "1b":
        return 98
    bonus = 50 if suit == trump else 0
    return bonus + PLAIN.get(rank, 0)


def choose(message):
    legal = [a for a in message["legal"]]
    kinds = {next(iter(a)) for a in legal}
    cards = my_cards(message)
    if "say" in kinds:
        matadores = sum(c in ("1e", "1b") for c in cards)
        words = {a["say"]: a for a in legal}
        if matadores >= 2 and "juego" in words:
            return words["juego"]
        return words.get("paso", legal[0])
    if "trump" in kinds:
        counts = {s: sum(c.endswith(s) for c in cards) for s in "ocbe"}
        best = max(counts, key=lambda s: counts[s])
        return {"trump": best}
    if "play" in kinds:
        actions = message["view"]["hands"][-1]["actions"]
        trump = next((a["trump"] for a in actions if "trump" in a), "o")
        plays = [a for a in legal if "play" in a]
        # Lead the strongest card; otherwise throw the weakest one allowed.
        solo = any(a.get("say") == "solo" or a.get("answer") == "acepto" for a in actions)
        leading = sum(1 for a in actions if "play" in a) % (3 if solo else 4) == 0
        pick = max if leading else min
        return pick(plays, key=lambda a: strength(a["play"], trump))
    if "answer" in kinds:
        return {"answer": "no"}
    if "keep" in kinds:
        return {"keep": "own"}
    if "todas" in kinds:
        return {"todas": False}
    return legal[0]


# La Ronda (the hello names the game "ronda"): ranks in the order of the correlativas.
RONDA_RANKS = ["1", "2", "3", "4", "5", "6", "7", "10", "11", "12"]


def choose_ronda(message):
    """La Ronda: declare a ronda, send or accept with a sota or better, capture the most
    cards, else drop the lowest card."""
    legal = message["legal"]
    now = message["view"]["now"]
    for action in legal:
        if "declare" in action:
            return action
    words = {a["say"]: a for a in legal if "say" in a}
    if words:
        ranks = [c[:-1] for c in now["hand"]]
        pairs = [r for r in set(ranks) if ranks.count(r) >= 2]
        high = max((RONDA_RANKS.index(r) for r in pairs), default=-1) >= 7
        for word in (("quiero", "envio") if high else ("no_quiero", "chiquita", "a_la_mayor")):
            if word in words:
                return words[word]
        return legal[0]
    plays = [a for a in legal if "play" in a]
    if not plays:
        return legal[0]  # a wait
    on_table = {c[:-1] for c in now["table"]}

    def taken(action):
        rank = action["play"][:-1]
        if rank not in on_table:
            return 0
        n = 1  # the card of its rank, then the correlativas above it
        for nxt in RONDA_RANKS[RONDA_RANKS.index(rank) + 1:]:
            if nxt not in on_table:
                break
            n += 1
        return n

    best = max(plays, key=taken)
    if taken(best):
        return best
    return min(plays, key=lambda a: RONDA_RANKS.index(a["play"][:-1]))
# La Báciga (the hello names the game "baciga"): the comodines count 1 unless fixed.
COMODINES = ("7o", "7c")


def baciga_value(card):
    rank = int(card[:-1])
    return 10 if rank >= 10 else 1 if card in COMODINES else rank


def baciga_hand(message):
    """Our cards, followed through the deal as the record says: the three dealt, less what
    we laid down, plus what came to us off the stock (the cards laid down in a talk go under
    it in speaking order; the view shows the stock's cards we saw, where they lay)."""
    seat, deal = message["seat"], message["view"]["deals"][-1]
    hand = list(deal["deal"][str(seat)])
    stock = list(deal["deal"]["stock"])
    seats = len(message["view"]["players"])
    top, spoke, cut, table = 0, 0, False, []
    for action in deal["actions"]:
        if "say" in action:
            if action["say"] != "paso":
                cut = True
            elif not cut:
                table.append((action["seat"], action.get("discard", [])))
            if action["seat"] == seat:
                for card in action.get("discard", []):
                    hand.remove(card)
            spoke += 1
            if spoke == seats:  # the talk is over: a pase, or the draw
                stock += [card for _, cards in table for card in cards]
                for who, cards in table if not cut else ():
                    if who == seat:
                        hand += stock[top:top + len(cards)]
                    top += len(cards)
                spoke, table = 0, []
        elif "draw" in action:
            if action["seat"] == seat:
                hand.append(stock[top])
            top += 1
    return hand


def choose_baciga(message):
    """Sing what can be sung, cut with a pair, else lay down the highest card; draw while no
    card can take us over 31."""
    legal = message["legal"]
    hand = baciga_hand(message)
    words = [a for a in legal if "say" in a]
    for word in ("bacigote", "baciga"):
        sung = [a for a in words if a["say"] == word]
        if sung:
            return sung[0]
    if words:
        ranks = [c[:-1] for c in hand if c not in COMODINES]
        cartas = [a for a in words if a["say"] == "cartas"]
        if cartas and len(set(ranks)) < len(ranks):
            return cartas[0]
        ones = [a for a in words if len(a.get("discard", [])) == 1]
        if ones:
            return max(ones, key=lambda a: baciga_value(a["discard"][0]))
        return words[0]
    if sum(baciga_value(c) for c in hand) <= 21 and {"draw": "up"} in legal:
        return {"draw": "up"}
    stands = [a for a in legal if "stand" in a]
    return stands[0] if stands else legal[0]


def main():
    game = ""
    for line in sys.stdin:
        message = json.loads(line)
        if message["type"] == "hello":
            game = message.get("game", "")
            reply = {"name": "simple_bot", "author": "Zanga Desktop examples"}
        elif message["type"] == "decide":
            chooser = {"ronda": choose_ronda, "baciga": choose_baciga}.get(game, choose)
            reply = {"action": chooser(message)}
        else:  # bye
            return
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()

"""The view a protocol bot is sent at an Envite table: the partido as one seat may know it,
written as an `envite-record/1` record of the hand in progress (envite-record-format.md).

Built from an `Observation` only, so it cannot hold a hidden card (section 13): the seat's own
three cards, its team-mates' when it is the capitán of a team in tumbo, and the vira are shown;
every other card of the deal is `"xx"` (cards played are in the actions, face up). The actions
are those the seat knows, in order: señas only when it saw them.

Beside the record, `"state"` gives what every bot would otherwise have to rebuild from it
(docs/bot-protocol.md, El Envite): every option in force (not only those that differ from a
preset), the card orders in force for this vira and team size, each trick's cards and
winner, the trick in play, the stake, the bet waiting for its answer and who answers it.

`observation_from_view` goes back, for a level served as a bot: it deals the unseen cards to
the hidden places so that every action of the view is allowed (section 5 for the cards
played, section 7 for a team mode's true señas), replays the record with the engine, lets
pass the bet it is asked about as the seats before it did (a decline is silent, section 6),
and observes the seat: the observation the view was written from.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import fields
from enum import Enum
from typing import Any

from ....bots.views import HIDDEN, ViewError, deal_hidden
from ..records import FORMAT, EnviteGame, EnviteRecord, RecordError, _parse_action
from ..rules import (
    TRIUNFO,
    Action,
    Card,
    Deal,
    EnviteError,
    EnviteState,
    Kind,
    Observation,
    Options,
    Phase,
    Sena,
    exempt_card,
    make_options,
    observe,
    order_for,
    team,
)
from ..rules.cards import DECK, SUITS
from ..rules.options import RenuncioMode, SenaMode, ladder_json, options_to_json, step_json

__all__ = ["HIDDEN", "VIEW_PRESET", "ViewError", "game_from_view", "observation_from_view",
           "options_in_force", "state_of", "turned_view", "view_of"]

#: The preset the view's options are written against (any preset gives the same options).
VIEW_PRESET = "federacion"


def view_of(obs: Observation, players: list[str] | None = None) -> dict[str, Any]:
    """The record a bot at `obs.seat` is sent."""
    seats = 2 * obs.team_size
    known = {obs.seat: obs.hand, **dict(obs.team_cards)}
    played: dict[int, list[str]] = {}
    for trick in (*obs.tricks_played, obs.trick):
        for s, card in trick:
            played.setdefault(s, []).append(str(card))
    deal: dict[str, Any] = {"vira": str(obs.vira) if obs.vira is not None else HIDDEN}
    for s in range(seats):
        if s in known:  # the three it was dealt: those played, then those held
            deal[str(s)] = played.get(s, []) + [str(c) for c in known[s]]
        else:
            deal[str(s)] = [HIDDEN] * 3
    deal["rest"] = [HIDDEN] * (40 - 1 - 3 * seats)
    return {
        "format": FORMAT,
        "preset": VIEW_PRESET,
        "options": options_to_json(obs.options, VIEW_PRESET),
        "players": list(players or [f"Seat {s}" for s in range(seats)]),
        "team_size": obs.team_size,
        "captains": list(obs.captains),
        "start": {"piedras": list(obs.piedras_before), "chicos": list(obs.chicos_before)},
        "hands": [{"dealer": obs.dealer, "deal": deal,
                   "actions": [a.to_json() for a in obs.seen]}],
        "state": state_of(obs),
    }


def options_in_force(options: Options) -> dict[str, Any]:
    """Every option of the partido with its value, as a record writes values."""
    out: dict[str, Any] = {}
    for f in fields(options):
        value = getattr(options, f.name)
        out[f.name] = (ladder_json(value) if f.name == "ladder"
                       else value.value if isinstance(value, Enum) else value)
    return out


def _cards(trick: tuple[tuple[int, Any], ...]) -> list[dict[str, Any]]:
    return [{"seat": s, "card": str(c)} for s, c in trick]


def state_of(obs: Observation) -> dict[str, Any]:
    """What the seat knows, worked out: the options and card orders in force, the tricks
    and their winners, the stake and the bet waiting."""
    order: dict[str, Any] | None = None
    if obs.vira is not None:
        o = order_for(obs.team_size, obs.options.matadores, obs.vira.suit)
        exempt = exempt_card(o, obs.vira, obs.options.exempt_card)
        plain = {suit.value: [str(c) for c in sorted(
            (c for c in o.suit_cards(suit)), key=lambda c: -o.power[c.index])]
            for suit in SUITS if suit is not obs.vira.suit}
        order = {"triunfos": [str(c) for c in o.trumps], "plain": plain,
                 "exempt": str(exempt) if exempt is not None else None}
    bet: dict[str, Any] | None = None
    if obs.bet is not None and obs.bet_team is not None:
        answering = 1 - obs.bet_team
        bet = {"step": step_json(obs.bet), "team": obs.bet_team,
               "answering_team": answering, "answered_by": obs.captains[answering]}
    return {
        "options": options_in_force(obs.options),
        "order": order,
        "tricks": [{"cards": _cards(t), "winner": w}
                   for t, w in zip(obs.tricks_played, obs.trick_winners, strict=False)],
        "trick": _cards(obs.trick),
        "won": list(obs.won),
        "stake": step_json(obs.stake),
        "bet": bet,
        "raise_team": obs.raise_team,
        "mano": obs.mano,
        "to_act": obs.to_act,
        "my_team": team(obs.seat),
        "tumbo_team": obs.tumbo_team,
        "piedras": list(obs.piedras),
        "chicos": list(obs.chicos),
    }


def observation_from_view(view: dict[str, Any], seat: int) -> Observation:
    """The observation of `seat`, the seat asked to act, that `view` was written from
    (ViewError if no deal explains it)."""
    try:
        hand = view["hands"][-1]
        seats = 2 * int(view["team_size"])
        keys = [*(str(s) for s in range(seats)), "rest"]
        slots = {key: list(hand["deal"][key]) for key in keys}
        vira = Card.parse(hand["deal"]["vira"])
        actions = [a for a in hand.get("actions", []) if isinstance(a, dict)]
        options = make_options(view.get("preset", VIEW_PRESET), view.get("options", {}))
        dealer = int(hand["dealer"])
    except (KeyError, IndexError, TypeError, ValueError) as exc:
        raise ViewError(f"not a view: {exc}") from None
    filled = _fill(slots, actions, options, vira, seats, dealer, seat)
    data = dict(view, hands=[dict(hand, deal={"vira": str(vira), **filled})])
    try:
        game = EnviteGame.from_record(EnviteRecord.from_json(data))
    except RecordError as exc:
        raise ViewError(exc.message) from None
    _let_pass(game.state, seat)
    return observe(game.state, seat)


def _let_pass(state: EnviteState, seat: int) -> None:
    """While a bet waits, the seats of the answer order before `seat` let it pass: a record
    does not write that (section 6), the seat asked to act shows it."""
    while state.phase is Phase.BET and state.to_act is not None and state.to_act != seat \
            and state.can_raise(seat):
        try:
            state.apply(Action(state.to_act, Kind.DECLINE))
        except EnviteError as exc:
            raise ViewError(exc.message) from None


def _fill(slots: dict[str, list[str]], actions: list[dict[str, Any]], options: Options,
          vira: Card, seats: int, dealer: int, seat: int) -> dict[str, list[str]]:
    """Every unseen card in a hidden place, so that the record replays: a card played is in
    the cards its seat was dealt; a seat that did not serve holds none of what it had to serve
    with (section 5); a seña in team mode is true of its sender's cards (section 7)."""
    shown = {c for cards in slots.values() for c in cards if c != HIDDEN}
    if str(vira) in shown:
        raise ViewError(f"the vira {vira} is dealt to a seat too")
    shown.add(str(vira))
    plays = [(a.get("seat"), a["play"]) for a in actions if "play" in a]
    for who, card in plays:
        key = str(who)
        if card in shown or key not in slots or key == "rest":
            continue
        try:
            slots[key][slots[key].index(HIDDEN)] = card
        except ValueError:
            raise ViewError(f"no room for {card} in the cards of seat {key}") from None
        shown.add(card)
    hidden = {key for key, cards in slots.items() if key != "rest" and HIDDEN in cards}
    # in mesa mode a card that does not serve may have been played (section 8): what a card
    # played tells of its seat's other cards is then only the likelier dealing
    mesa = options.renuncio_mode is RenuncioMode.MESA
    rules = _Rules(options, vira, seats, dealer)
    forbidden: dict[str, set[str]] = {}
    needed: list[tuple[str, set[str]]] = []
    for key, later, banned, wanted in rules.constraints(actions):
        if key not in hidden:
            continue
        forbidden.setdefault(key, set()).update(banned)
        if wanted and not wanted & later:
            needed.append((key, wanted))
    chosen: dict[str, set[str]] = {}
    for key, wanted in needed:  # a card of which the seat held one (a true seña, section 5)
        if wanted & chosen.get(key, set()):
            continue
        free = [c for c in sorted(wanted, key=_deck_place) if c not in shown]
        card = next((c for c in free if c not in forbidden.get(key, ())),
                    free[0] if free and mesa else None)
        if card is None or HIDDEN not in slots[key]:
            raise ViewError(f"seat {key} sent a seña no card left can make true")
        slots[key][slots[key].index(HIDDEN)] = card
        chosen.setdefault(key, set()).add(card)
        shown.add(card)
    rest = [str(c) for c in DECK if str(c) not in shown]
    try:
        deal_hidden(slots, rest, forbidden)
    except ViewError:
        if not mesa:
            raise
        deal_hidden(slots, rest, {})  # a renuncio nobody has claimed yet (section 8)
    return slots


def _deck_place(card: str) -> int:
    return Card.parse(card).index


class _Rules:
    """The hand's card orders (section 3) and señas (section 7), read from a state dealt with
    the view's vira, to say what each action tells of its seat's cards."""

    def __init__(self, options: Options, vira: Card, seats: int, dealer: int) -> None:
        state = EnviteState(options, seats // 2, (0, seats - 1))
        others = [c for c in DECK if c is not vira]
        hands = tuple(tuple(others[3 * s:3 * s + 3]) for s in range(seats))
        state.start_hand(dealer, Deal(vira, hands, tuple(others[3 * seats:])))
        self.state = state
        self.order = state.order
        self.exempt = state.exempt
        self.options = options
        self.seats = seats

    def constraints(self, actions: list[dict[str, Any]]
                    ) -> Iterator[tuple[str, set[str], set[str], set[str]]]:
        """For each action that tells something of its seat's cards: the seat, the cards it
        played after it (still held then), the cards it cannot hold now, and the cards of
        which it holds one (empty when it says none)."""
        plays = [(i, a.get("seat"), a["play"]) for i, a in enumerate(actions) if "play" in a]
        later = {i: {c for j, s, c in plays if s == who and j > i}
                 for i, who in ((i, a.get("seat")) for i, a in enumerate(actions))}
        trick: list[tuple[int, Card]] = []
        for i, a in enumerate(actions):
            who = a.get("seat")
            if not isinstance(who, int):
                continue
            if "play" in a:
                card = Card.parse(a["play"])
                if trick:
                    banned, wanted = self._served(who, card, trick, later[i])
                    yield str(who), later[i], banned, wanted
                trick.append((who, card))
                if len(trick) == self.seats:
                    trick = []
            elif ("sena" in a and self.options.senas is SenaMode.TEAM
                  and a["sena"] in Sena._value2member_map_):
                cards, want = self.state.sena_cards(Sena(a["sena"]))
                if cards is not None:
                    named = {str(c) for c in cards}
                    yield str(who), later[i], (set() if want else named), (named if want else set())

    def _served(self, who: int, card: Card, trick: list[tuple[int, Card]], later: set[str]
                ) -> tuple[set[str], set[str]]:
        """What `who`'s card tells of the cards it held (section 5): those it would have had
        to serve with (banned), or a card of the suit led it must have held (wanted)."""
        ps = self.order.play_suit
        led = ps[trick[0][1].index]
        mine = ps[card.index]
        if led == TRIUNFO:
            if mine == TRIUNFO:
                return set(), set()
            return {str(c) for c in DECK if ps[c.index] == TRIUNFO and c is not self.exempt}, set()
        if mine == led:
            return set(), set()
        suit = {str(c) for c in DECK if ps[c.index] == led}
        winners = self._winners(who, trick)
        if mine != TRIUNFO:
            return suit | winners, set()
        if not winners or self.order.beats(card, _best(self.order, trick)) or suit & later:
            return set(), set()
        if winners & later:  # it held a card that would take the trick: then it held the suit
            return set(), suit
        return winners, set()

    def _winners(self, who: int, trick: list[tuple[int, Card]]) -> set[str]:
        """The cards `who` would have had to take the trick with (section 5, rule 3, option
        `must_overtrump`): none when the rule does not bind it."""
        if not self.options.must_overtrump:
            return set()
        best_seat = _best_seat(self.order, trick)
        after = self.seats - len(trick) - 1
        if team(best_seat) == team(who) or any(team((who + k) % self.seats) == team(who)
                                               for k in range(1, after + 1)):
            return set()
        best = _best(self.order, trick)
        return {str(c) for c in DECK if self.order.beats(c, best) and c is not self.exempt}


def _best_seat(order: Any, trick: list[tuple[int, Card]]) -> int:
    best_seat, best = trick[0]
    for s, c in trick[1:]:
        if order.beats(c, best):
            best_seat, best = s, c
    return best_seat


def _best(order: Any, trick: list[tuple[int, Card]]) -> Card:
    best = trick[0][1]
    for _, c in trick[1:]:
        if order.beats(c, best):
            best = c
    return best


# ---------------------------------------------------------------------- a seat away from the host


def turned_view(view: dict[str, Any], by: int) -> dict[str, Any]:
    """`view` with every seat moved `by` places back, so that seat `by` is seat 0: the
    players, the capitanes, the deal, the dealer, each action's seat and who saw a seña; the
    teams swap when `by` is odd (seat s plays for team s % 2, section 2). ViewError for what
    is no view."""
    try:
        seats = 2 * int(view["team_size"])
        if not 2 <= seats <= 10:
            raise ValueError(f"{seats} seats")
        by %= seats
        odd = by % 2

        def turn(seat: object) -> int:
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < seats:
                raise ValueError(f"no seat {seat!r}")
            return (seat - by) % seats

        out = dict(view)
        players = list(view["players"])
        out["players"] = [players[(s + by) % seats] for s in range(seats)]
        captains = [turn(c) for c in view["captains"]]
        out["captains"] = captains[::-1] if odd else captains
        start = {k: (list(v)[::-1] if odd else list(v)) for k, v in view["start"].items()}
        out["start"] = start
        hands = []
        for hand in view["hands"]:
            deal = dict(hand["deal"])
            turned: dict[str, Any] = {"vira": deal["vira"]}
            turned.update({str(turn(s)): deal[str(s)] for s in range(seats)})
            turned["rest"] = deal["rest"]
            actions = []
            for a in hand["actions"]:
                moved = {**a, "seat": turn(a["seat"])}
                if "seen_by" in a:
                    moved["seen_by"] = sorted(turn(s) for s in a["seen_by"])
                actions.append(moved)
            dealer = hand.get("dealer")
            hands.append({**hand, "dealer": None if dealer is None else turn(dealer),
                          "deal": turned, "actions": actions})
        out["hands"] = hands
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as exc:
        raise ViewError(f"not a view: {exc}") from None
    return out


def game_from_view(view: dict[str, Any], seat: int, rng: random.Random) -> EnviteGame:
    """A partido `seat` cannot tell from the real one: everything `view` shows, the cards it
    has not seen drawn by `rng` as the AI's sampler draws them (the voids shown, the true
    señas of team mode), and turned so that the seat sits at seat 0 (`turned_view`).
    ViewError for a view no deal explains."""
    data = turned_view(view, seat)
    hands = data["hands"]
    if hands and hands[-1].get("dealer") is None:  # nothing dealt yet
        data["hands"] = hands = []
    try:
        record = EnviteRecord.from_json({**data, "hands": []})
    except RecordError as exc:
        raise ViewError(exc.message) from None
    if not hands:
        game = EnviteGame.from_record(record)
        game.follows_record = True
        return game
    hand = hands[-1]
    seats = 2 * record.team_size
    try:
        dealer = int(hand["dealer"])
        actions = [_parse_action(a, "The view", seats) for a in hand["actions"]]
        shown = {s: [Card.parse(c) for c in hand["deal"][str(s)] if c != HIDDEN]
                 for s in range(seats)}
        vira = Card.parse(hand["deal"]["vira"])
    except (KeyError, TypeError, ValueError) as exc:
        raise ViewError(f"not a view: {exc}") from None
    from ..ai.sampler import Sampler  # the AI's draw of the hidden cards, only when asked

    # what the seat sees is what it would see of any deal with the same public cards: a
    # first deal only has to replay, and it is observed to draw the hidden cards properly
    first = _deal_of(seats, vira, shown, actions, None, rng)
    sampler = None
    if len(hand["deal"]["0"]) and HIDDEN not in hand["deal"]["0"]:
        lenient = _replayed(record, dealer, first, actions, strict=False)
        sampler = Sampler(observe(lenient.state, 0), rng)
    # a spectator's view hides seat 0's cards too: its deals are drawn at random, the rules
    # keeping those that replay
    for _ in range(_TRIES if sampler is not None else 10 * _TRIES):
        held = None
        if sampler is not None:
            sampler.strict = True  # a draw that found no deal keeping every fact tries again
            held, _weight = sampler.draw()
        game = _replayed(record, dealer, _deal_of(seats, vira, shown, actions, held, rng),
                         actions, strict=True)
        if game is not None:
            game.follows_record = True
            return game
    raise ViewError("no deal explains the view")


#: Deals drawn for a view before it is given up (a view the host wrote is explained at once
#: but for a mesa-mode renuncio, which the sampler draws loosely).
_TRIES = 40


def _deal_of(seats: int, vira: Card, shown: dict[int, list[Card]], actions: list[Action],
             held: tuple[tuple[Card, ...], ...] | None, rng: random.Random) -> Deal:
    """A deal of the hand: each seat's cards played and held (`held`, drawn; else shown or at
    random), the rest undealt."""
    played: dict[int, list[Card]] = {s: [] for s in range(seats)}
    for a in actions:
        if a.kind is Kind.PLAY and isinstance(a.value, Card):
            played[a.seat].append(a.value)
    used = {vira.index} | {c.index for cards in played.values() for c in cards}
    packets: list[list[Card]] = []
    for s in range(seats):
        cards = list(played[s])
        keep = held[s] if held is not None else tuple(shown[s])
        cards += [c for c in keep if c.index not in used and c not in cards]
        used |= {c.index for c in cards}
        packets.append(cards)
    pool = [c for c in DECK if c.index not in used]
    rng.shuffle(pool)
    for cards in packets:
        while len(cards) < 3:
            cards.append(pool.pop())
    try:
        return Deal(vira, tuple(tuple(p[:3]) for p in packets), tuple(pool))
    except ValueError as exc:
        raise ViewError(f"no deal explains the view: {exc}") from None


def _replayed(record: EnviteRecord, dealer: int, deal: Deal, actions: list[Action],
              strict: bool) -> EnviteGame:
    """The hand replayed on `record`'s standings; `strict`: by the rules (None when they
    refuse an action), else unchecked (to observe what the seat saw)."""
    game = EnviteGame.from_record(record)
    try:
        game.start_hand(dealer, deal)
        for a in actions:
            if strict:
                game.apply(a)
            else:
                game.state.apply_unchecked(a)
    except (EnviteError, ValueError, IndexError, KeyError):
        if strict:
            return None  # type: ignore[return-value]
        raise ViewError("the view's actions cannot be replayed") from None
    return game

"""What one seat may know (envite-rules.md, section 13, "Hidden information"): its own three
cards, the vira, every card played, every bet and answer, the señas it saw and, as the capitán
of a team in tumbo, his team-mates' cards. Never another hand or the undealt cards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .actions import Action, Kind
from .cards import Card
from .options import Options, step_json
from .state import EnviteState, HandTumbo, Phase, SenaSent, team

HIDDEN = "xx"


@dataclass(frozen=True, slots=True)
class Observation:
    seat: int
    team_size: int
    captains: tuple[int, int]
    options: Options
    phase: Phase
    dealer: int | None
    mano: int
    vira: Card | None
    hand: tuple[Card, ...]
    #: Team-mates' cards a capitán in tumbo sees (section 9), by seat.
    team_cards: tuple[tuple[int, tuple[Card, ...]], ...]
    #: How many cards each seat still holds (public: everyone sees the backs).
    held: tuple[int, ...]
    tricks_played: tuple[tuple[tuple[int, Card], ...], ...]
    trick: tuple[tuple[int, Card], ...]
    won: tuple[int, int]
    trick_winners: tuple[int, ...]
    stake: int
    bet: int | None
    bet_team: int | None
    raise_team: int | None
    public: tuple[Action, ...]
    #: The hand's actions this seat knows, in order: every card, bet, answer, tumbo and
    #: claim, and the señas it saw (section 13).
    seen: tuple[Action, ...]
    senas: tuple[SenaSent, ...]
    tumbo: HandTumbo | None
    tumbo_team: int | None
    piedras: tuple[int, int]
    #: The piedras when the hand began (a false claim scores during the hand, section 8).
    piedras_before: tuple[int, int]
    chicos: tuple[int, int]
    to_act: int | None
    legal: tuple[Action, ...]
    claims: tuple[Action, ...]
    #: The chicos when the hand in play (or the last one) was dealt.
    chicos_before: tuple[int, int] = (0, 0)

    @property
    def team(self) -> int:
        return team(self.seat)

    def to_json(self, players: list[str] | None = None) -> dict[str, Any]:
        """The observation as a protocol bot is sent it; unseen cards are never written."""
        seats = 2 * self.team_size
        held: dict[str, list[str]] = {str(s): [HIDDEN] * self.held[s] for s in range(seats)}
        held[str(self.seat)] = [str(c) for c in self.hand]
        for s, cards in self.team_cards:
            held[str(s)] = [str(c) for c in cards]
        out: dict[str, Any] = {
            "seat": self.seat, "team_size": self.team_size, "captains": list(self.captains),
            "phase": self.phase.value, "dealer": self.dealer, "mano": self.mano,
            "vira": str(self.vira) if self.vira else None, "hands": held,
            "tricks": [[{"seat": s, "card": str(c)} for s, c in t] for t in self.tricks_played],
            "trick": [{"seat": s, "card": str(c)} for s, c in self.trick],
            "won": list(self.won), "trick_winners": list(self.trick_winners),
            "stake": step_json(self.stake),
            "bet": None if self.bet is None else step_json(self.bet),
            "bet_team": self.bet_team, "raise_team": self.raise_team,
            "public": [a.to_json() for a in self.public],
            "senas": [{"seat": x.seat, "sena": x.sena.value, "trick": x.trick}
                      for x in self.senas],
            "tumbo": self.tumbo.value if self.tumbo else None, "tumbo_team": self.tumbo_team,
            "piedras": list(self.piedras), "chicos": list(self.chicos), "to_act": self.to_act,
            "legal": [a.to_json() for a in self.legal],
            "claims": [a.to_json() for a in self.claims],
        }
        if players is not None:
            out["players"] = list(players)
        return out


def _seen(state: EnviteState, seat: int, sent: SenaSent) -> bool:
    if sent.seat == seat or team(sent.seat) == team(seat):
        return True
    return sent.seen_by is not None and seat in sent.seen_by


def observe(state: EnviteState, seat: int) -> Observation:
    """`seat`'s view of `state`."""
    hand = state.hands[seat] if state.hands else ()
    mates = state.sees_cards_of(seat)
    to_act = state.to_act
    legal = tuple(state.legal_actions()) if to_act == seat else ()
    claims = tuple(a for a in state.claim_actions() if a.seat == seat)
    return Observation(
        seat=seat, team_size=state.team_size, captains=state.captains, options=state.options,
        phase=state.phase, dealer=state.dealer, mano=state.mano, vira=state.vira, hand=hand,
        team_cards=tuple((s, state.hands[s]) for s in mates),
        held=tuple(len(h) for h in state.hands) if state.hands else (0,) * state.seats,
        tricks_played=state.tricks_played, trick=state.trick, won=state.won,
        trick_winners=state.trick_winners, stake=state.stake, bet=state.bet,
        bet_team=state.bet_team if state.bet is not None else None,
        raise_team=state.raise_team, public=state.public,
        seen=tuple(a for a in state.log if a.kind is not Kind.SENA or team(a.seat) == team(seat)
                   or (a.seen_by is not None and seat in a.seen_by)),
        senas=tuple(x for x in state.senas if _seen(state, seat, x)), tumbo=state.tumbo,
        tumbo_team=state.tumbo_team, piedras=state.piedras,
        piedras_before=state.piedras_before, chicos=state.chicos,
        chicos_before=state.chicos_before, to_act=to_act, legal=legal, claims=claims)

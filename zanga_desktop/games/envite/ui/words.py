"""What the table says for El Envite's actions and standings: bubbles, button labels, the
stake line, señas, teams. Game terms stay Spanish (docs/i18n.md); the rest is translated."""

from __future__ import annotations

from ....ui.i18n import tr
from ..rules import CHICO, Action, Answer, HandResult, Kind, Observation, Sena, Tumbo, team


def piedras_text(n: int) -> str:
    if n == CHICO:
        return tr("the chico")
    return tr("%n piedra(s)", None, n)


def step_text(step: int) -> str:
    return "chico" if step == CHICO else str(step)


def sena_name(which: Sena) -> str:
    """A seña as the team reads it."""
    return sena_words(which)[0]


def sena_words(which: Sena) -> tuple[str, str]:
    """What a seña says, and the gesture it is made with (section 7's traditional ones:
    the perica a wink, the malilla the tongue...; ours for the señas it gives none)."""
    return {
        Sena.CINCO: (tr("I hold the cinco de oros"), tr("a wrinkled nose")),
        Sena.AS_OROS: (tr("I hold the as de oros"), tr("puffed cheeks")),
        Sena.TRES_BASTOS: (tr("I hold the tres de bastos"), tr("a wrinkled nose")),
        Sena.CABALLO_BASTOS: (tr("I hold the caballo de bastos"), tr("a twisted mouth")),
        Sena.PERICA: (tr("I hold the perica"), tr("a wink")),
        Sena.MALILLA: (tr("I hold the malilla"), tr("the tip of the tongue")),
        Sena.REY: (tr("I hold the rey de lo virado"), tr("raised eyebrows")),
        Sena.TRIUNFO: (tr("I hold another triunfo"), tr("pursed lips")),
        Sena.CIEGO: (tr("I hold no triunfo"), tr("closed eyes")),
        Sena.ENVIA: (tr("Bet!"), tr("a nod")),
        Sena.NO_ENVIES: (tr("Don't bet"), tr("a frown")),
    }[which]


def sena_button(which: Sena) -> str:
    """A seña's button: its traditional name."""
    return {
        Sena.CINCO: "Cinco", Sena.AS_OROS: "As de oros", Sena.TRES_BASTOS: "Tres de bastos",
        Sena.CABALLO_BASTOS: "Caballo", Sena.PERICA: "Perica", Sena.MALILLA: "Malilla",
        Sena.REY: "Rey", Sena.TRIUNFO: "Triunfo", Sena.CIEGO: "Ciego", Sena.ENVIA: "Envía",
        Sena.NO_ENVIES: "No envíes",
    }[which]


def bet_label(step: int, raising: bool) -> str:
    """`Envío (3)`, `Contraenvío (6)`: translated, so a Japanese button reads エンビオ
    beside キエロ and パソ, as the log and the tutor write them."""
    if raising:
        return tr("Contraenvío ({0})").format(step_text(step))
    return tr("Envío ({0})").format(step_text(step))


def said(action: Action) -> str:
    """What a seat's bubble says for its action ('' for a card played)."""
    kind, value = action.kind, action.value
    if kind is Kind.BET and isinstance(value, int):
        return tr("Envío: {0}!").format(step_text(value))
    if kind is Kind.ANSWER:
        return "¡Quiero!" if value is Answer.QUIERO else tr("Paso")
    if kind is Kind.DECLINE:
        return tr("I won't raise")
    if kind is Kind.TUMBO:
        return tr("¡Tumbo!") if value is Tumbo.TUMBAR else tr("Me achico")
    if kind is Kind.CLAIM:
        return "¡Renuncio!"
    if kind is Kind.SENA and isinstance(value, Sena):
        return sena_button(value)
    return ""


def team_name(t: int, viewer_team: int, hot_seat: bool) -> str:
    if hot_seat:
        return tr("Team A") if t == 0 else tr("Team B")
    return tr("Us") if t == viewer_team else tr("Them")


def team_phrase(t: int, viewer_team: int, hot_seat: bool) -> str:
    """A team inside a sentence: "your team", "the other team" (at a shared screen, its
    letter)."""
    if hot_seat:
        return (tr("Team A", "a team inside a sentence") if t == 0
                else tr("Team B", "a team inside a sentence"))
    return tr("your team") if t == viewer_team else tr("the other team")


def outcome(kind: str, winner: int, viewer_team: int, hot_seat: bool) -> str:
    """How a hand, a chico or the partido ended, said by the viewer (`We score {0}`) or,
    at a shared screen, of a team (`Team A scores {0}`); `score` lines keep `{0}` for the
    piedras."""
    if hot_seat:
        a = winner == 0
        return {"score": tr("Team A scores {0}") if a else tr("Team B scores {0}"),
                "chico": tr("Team A wins the chico!") if a else tr("Team B wins the chico!"),
                "partido": tr("Team A wins the partido") if a else tr(
                    "Team B wins the partido")}[kind]
    we = winner == viewer_team
    return {"score": tr("We score {0}") if we else tr("They score {0}"),
            "chico": tr("We win the chico!") if we else tr("They win the chico!"),
            "partido": tr("We win the partido!") if we else tr("They win the partido")}[kind]


def hand_result(result: HandResult | None, viewer_team: int, hot_seat: bool) -> str:
    """How a hand ended: the piedras scored, or the chico won (section 10)."""
    if result is None:
        return tr("The hand is over")
    winner = result.winner or 0
    if result.chico is not None:
        return outcome("chico", winner, viewer_team, hot_seat)
    return outcome("score", winner, viewer_team, hot_seat).format(
        piedras_text(result.scored or 0))


def scores(obs: Observation, t: int, stake: int) -> int:
    """What team `t` scores for `stake` piedras: no more than takes it to the tumbo, where
    piedras stop (section 9); a chico is a chico."""
    if stake == CHICO:
        return stake
    return max(0, min(stake, obs.options.tumbo_at - obs.piedras[t]))


def stake_line(obs: Observation, hot_seat: bool = False) -> str:
    """The stake in force, what the tumbo caps it to for a team near it (or that a team
    is in tumbo, once a hand took it there), and a bet waiting for its answer (section 6,
    9)."""
    if obs.tumbo_team is not None or obs.tumbo is not None:
        if obs.tumbo is not None and obs.tumbo.value == "forzoso":
            return tr("Tumbo forzoso: the winner of this hand wins the chico")
        return tr("Tumbo: no bets in this hand")
    line = tr("At stake: {0}").format(piedras_text(obs.stake))
    most = max(obs.stake, obs.bet or 0)  # what the hand may be worth once answered
    rooms = [scores(obs, t, most) for t in (0, 1)]
    if 0 < rooms[0] == rooms[1] < most:
        line += "\n" + tr("Each team: only {0} more to the tumbo").format(
            piedras_text(rooms[0]))
    else:
        for t in (0, 1):
            name = team_name(t, team(obs.seat), hot_seat)
            if rooms[t] == 0:  # the hand just won took it there: not "only 0 more"
                line += "\n" + tr("{0}: in tumbo").format(name)
            elif rooms[t] < most:
                line += "\n" + tr("{0}: only {1} more to the tumbo").format(
                    name, piedras_text(rooms[t]))
    if obs.bet is not None:
        line += "\n" + tr("Envío of {0} waiting for an answer").format(step_text(obs.bet))
    return line


def quiero_label(obs: Observation) -> str:
    assert obs.bet is not None
    return tr("Quiero: play for {0}").format(piedras_text(obs.bet))


def paso_label(obs: Observation) -> str:
    """Paso: the betting team scores the stake in force, as far as the tumbo lets it."""
    t = obs.bet_team if obs.bet_team is not None else 1 - team(obs.seat)
    return tr("Paso: they score {0}").format(piedras_text(scores(obs, t, obs.stake)))


def bet_detail(obs: Observation, step: int) -> str:
    """What an envío wins or loses: accepted, the hand is played for `step`; refused, the
    bettor's team scores the stake in force, as far as the tumbo lets it (section 6, 9)."""
    return tr("Accepted: the hand is worth {0}. Refused: you score {1}.").format(
        piedras_text(step), piedras_text(scores(obs, team(obs.seat), obs.stake)))


def answering(obs: Observation) -> bool:
    return obs.bet is not None and obs.bet_team is not None and team(obs.seat) != obs.bet_team

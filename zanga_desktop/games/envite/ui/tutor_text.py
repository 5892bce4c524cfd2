"""The tutor's words, in the player's language, each citing its section of envite-rules.md:
why a card or a bet was refused (arrastre, the exempt top card, the suit led "or a
triunfo"), what a bet, a raise or an answer stakes and who answers it, what a seña says,
how a renuncio was proven, and a hint's reason."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....ui.card_names import capitalised, card_list, the_card
from ....ui.i18n import listed, sentences, tr
from ....ui.player_name import shown
from ....ui.table import docks
from ..rules import (
    CHICO,
    Action,
    Answer,
    Card,
    EnviteError,
    Kind,
    Observation,
    Phase,
    Sena,
    Tumbo,
    exempt_card,
    order_for,
    team,
)
from ..rules.options import RenuncioMode, SenaMode
from . import words

if TYPE_CHECKING:
    from ..ai.hints import Hint, Reason


def exempt_of(obs: Observation | None) -> Card | None:
    """The top card that need not serve an arrastre in this hand (section 3), if any."""
    if obs is None or obs.vira is None:
        return None
    order = order_for(obs.team_size, obs.options.matadores, obs.vira.suit)
    return exempt_card(order, obs.vira, obs.options.exempt_card)


def _kind(exc: EnviteError) -> Kind | None:
    action = exc.action
    return action.kind if isinstance(action, Action) else None


def _name(names: tuple[str, ...], seat: int | None, fallback: str) -> str:
    return shown(names[seat]) if seat is not None and 0 <= seat < len(names) else fallback


def reason(exc: EnviteError, obs: Observation | None = None,
           names: tuple[str, ...] = ()) -> str:
    """Why the rules refused the player's action, as the tutor says it: in words, with
    names and card names, never a seat number or a card's code (the rules' own message is
    for files and programs). `obs` is the player's view when it was refused, `names` the
    players' names."""
    code, kind = exc.code, _kind(exc)
    if code == "must_follow_trump":
        exempt = exempt_of(obs)
        others = tuple(c for c in exc.cards if c is not exempt)
        if exempt is not None and exempt in exc.cards:
            return tr("A triunfo was led (arrastre) and you hold triunfos besides {0}: "
                      "{0}, the top card, need not serve an arrastre, but then another "
                      "triunfo must: play {1} or {0}.").format(the_card(exempt), card_list(others))
        return tr("A triunfo was led (arrastre): you hold {0}, so you must serve it with a "
                  "triunfo.").format(card_list(exc.cards))
    if code == "must_follow_suit":
        if obs is None or not obs.trick:
            return tr("You hold the suit led ({0}): play that suit or a triunfo; only a "
                      "player with none of it may play any card.").format(card_list(exc.cards))
        led = the_card(obs.trick[0][1])
        return capitalised(tr("{0} was led and you hold {1}: play that suit or a triunfo; only "
                              "a player with none of it may play any card.").format(
                                  led, card_list(exc.cards)))
    if code == "not_captain" and exc.section == 9:
        # the rules refuse two actions as not_captain: an answer (section 6) and the tumbo
        # decision (section 9), which they cite so
        return tr("Only the capitán of the team in tumbo decides whether to tumbar (play the "
                  "hand) or achicarse (not play it).")
    if code == "unexpected_action":
        return _unexpected(kind, obs)
    if code == "not_your_turn":
        return _not_your_turn(kind, obs, names)
    if code == "bet_not_allowed":
        return _bet_not_allowed(obs)
    if code == "sena_not_allowed":
        return _sena_not_allowed(obs)
    if code == "card_not_held" and exc.card is not None:
        return tr("You do not hold {0}: play one of your own cards.").format(
            the_card(exc.card))
    if code == "bad_bet":
        nxt = next((a.value for a in obs.legal if a.kind is Kind.BET), None) if obs else None
        if isinstance(nxt, int):
            return tr("An envío goes up the ladder one step at a time: the next one is "
                      "{0}.").format(words.step_text(nxt))
        return tr("An envío goes up the ladder one step at a time.")
    return {
        "must_overtrump": tr("Your team is not winning the trick and no partner plays after "
                             "you: you must take it if you can."),
        "not_captain": tr("Only the capitán answers quiero or paso; you may raise."),
        "no_bet_in_tumbo": tr("No bets while a team is in tumbo."),
        "false_sena": tr("In team mode a seña must be true: your cards do not say that."),
        "sena_limit": tr("You have already made that seña."),
        "bad_sena": tr("That seña is not made at this table: the buttons show the señas "
                       "you may make."),
        "card_not_held": tr("Play one of your own cards."),
        "bad_value": tr("The rules know no such answer: choose one of the buttons."),
        "wrong_dealer": tr("That player does not deal this hand: the deal passes in turn."),
        "incomplete_hand": tr("A new hand cannot start before this one is played out."),
        "partido_over": tr("The partido is over: a team has won it."),
        "bad_action": tr("The rules know no such action: choose a card or a button."),
    }.get(code, tr("The rules do not allow that now."))


def _unexpected(kind: Kind | None, obs: Observation | None) -> str:
    """The wrong kind of action for this moment (`unexpected_action`)."""
    if kind is Kind.CLAIM:
        if obs is not None and obs.options.renuncio_mode is not RenuncioMode.MESA:
            return tr("Renuncio claims are made only when the table plays in mesa mode; here "
                      "the tutor refuses a card that breaks the rules at once.")
        return tr("A renuncio is claimed once play has begun, after the tumbo decision.")
    if obs is None:
        return tr("That is not possible at this moment of the hand.")
    if obs.phase is Phase.TUMBO:
        return tr("First the capitán of the team in tumbo decides: Tumbo (play the hand) or "
                  "Me achico (give it up).")
    if obs.phase is Phase.SCORING:
        return tr("The hand is over: only a ¡Renuncio! claim may come before the next deal.")
    if obs.phase is Phase.BET and kind is Kind.PLAY:
        if obs.bet_team == team(obs.seat):
            return tr("Wait: the other team must answer your team's envío before anyone "
                      "plays.")
        if obs.seat == obs.captains[team(obs.seat)]:
            return tr("Answer the envío first: Quiero, Paso or raise.")
        return tr("Answer the envío first: raise it, or let it pass to your capitán.")
    if kind is Kind.ANSWER:
        return tr("No envío waits for an answer now.")
    if kind is Kind.TUMBO:
        return tr("There is no tumbo decision to make now.")
    if obs.phase is Phase.OVER:
        return tr("The partido is over: a team has won it.")
    return tr("No hand is being played now: the next one is dealt first.")


def _not_your_turn(kind: Kind | None, obs: Observation | None, names: tuple[str, ...]) -> str:
    """An action of the right kind from the wrong player (`not_your_turn`)."""
    if obs is None:
        return tr("It is not your turn.")
    mine = team(obs.seat)
    if kind is Kind.ANSWER or (kind is Kind.BET and obs.phase is Phase.BET
                               and obs.bet_team == mine):
        captain = _name(names, obs.captains[1 - mine], tr("their capitán"))
        return tr("Your team made this envío: the other team answers it ({0}, their "
                  "capitán, says Quiero or Paso).").format(captain)
    if kind is Kind.BET and obs.phase is Phase.BET:
        return tr("You have already let this envío pass: your capitán answers it now.")
    if kind is Kind.BET:
        return tr("An envío is made at your own turn to play.")
    if kind is Kind.TUMBO:
        return tr("Your team is not in tumbo: the other team's capitán decides.")
    if kind is Kind.DECLINE:
        return tr("No envío waits for you to let it pass.")
    who = _name(names, obs.to_act, "")
    if who:
        return tr("It is not your turn: {0} is to act.").format(who)
    return tr("It is not your turn.")


def _bet_not_allowed(obs: Observation | None) -> str:
    """An envío the moment does not allow (`bet_not_allowed`, section 6)."""
    if obs is None:
        return tr("No envío may be made now.")
    top = _top(obs)
    if obs.phase is Phase.BET and obs.bet == top:
        return tr("This envío is the top of the ladder: it can only be accepted (Quiero) or "
                  "refused (Paso).")
    if obs.stake == top:
        return tr("The stake is already at the top of the ladder: no more envíos.")
    if obs.raise_team is not None and not obs.options.raise_later:
        return tr("Later raises are off at this table: a raise comes only as the answer to "
                  "an envío.")
    if obs.raise_team is not None and obs.raise_team != team(obs.seat):
        return tr("Only the team that accepted the last envío may raise it later.")
    return tr("The hand is already decided: no envío now.")


def _sena_not_allowed(obs: Observation | None) -> str:
    """A seña at a moment or table that has none (`sena_not_allowed`, section 7)."""
    if obs is not None and obs.options.senas is SenaMode.OFF:
        return tr("Señas are not made at this table (a rule option).")
    if obs is not None and obs.team_size == 1:
        return tr("A team of one has no partner to make señas to.")
    if obs is not None and obs.phase is Phase.TUMBO:
        return tr("No señas before the capitán's tumbo decision.")
    return tr("Your seña window is closed: señas come in turn, from el mano, before the first "
              "envío or card, and later only just before one of your own actions.")


def section_line(exc: EnviteError) -> str | None:
    """The line citing the rule a refusal broke."""
    if exc.code == "must_follow_trump":
        return tr("El Envite rules, section 5, rule 1 (arrastre); the exempt card: "
                  "section 3.")
    if exc.code == "must_follow_suit":
        return tr("El Envite rules, section 5, rule 2 (a plain suit led).")
    if exc.section is not None:
        return tr("El Envite rules, section {0}.").format(exc.section)
    return None


def section_citation(exc: EnviteError) -> docks.RefusalLine | None:
    """The line citing the rule a refusal broke, a link to its section of the rules
    (`envite-rules:N`, which the learn package follows)."""
    line = section_line(exc)
    if line is None or exc.section is None:
        return line
    return docks.Citation(line, f"envite-rules:{exc.section}")


def explain(exc: EnviteError, obs: Observation | None = None,
            names: tuple[str, ...] = ()) -> list[docks.RefusalLine]:
    """The tutor's lines: the reason (bold), the rule's section, the cards allowed. Never
    the rules' own message, which speaks of seats and card codes."""
    lines: list[docks.RefusalLine] = [reason(exc, obs, names)]
    cited = section_citation(exc)
    if cited is not None:
        lines.append(cited)
    may = may_play_text(exc, obs)
    if may:
        lines.append(may)
    return lines


def may_play_text(exc: EnviteError, obs: Observation | None = None) -> str:
    """For a card refused by section 5, the cards that may be played instead, as the tutor
    and the lessons say it: those the rules allow in the position `obs` sees (the suit led
    and the triunfos, the exempt top card among them), else those the refusal names."""
    if not exc.code.startswith("must_"):
        return ""
    allowed = tuple(a.value for a in obs.legal
                    if a.kind is Kind.PLAY and isinstance(a.value, Card)) if obs else ()
    return docks.may_play_text(allowed or exc.cards)


# ---------------------------------------------------------------- bets, answers, señas


def action_lines(action: Action, before: Observation, after: Observation,
                 names: tuple[str, ...], hot_seat: bool, scored: int | None,
                 you: int | None) -> list[str]:
    """What the tutor says of a bet, a raise, an answer or a tumbo decision: who, what is
    at stake now, what each answer wins or loses and who answers (section 6, 9). `before`
    and `after` are the viewer's observations either side of it; `you` the seat told in
    the second person (`SeatNews.you`)."""
    seat, value = action.seat, action.value
    name = shown(names[seat])
    viewer_team = team(after.seat)

    def team_of(t: int) -> str:
        return words.team_phrase(t, viewer_team, hot_seat)

    def pied(n: int) -> str:
        return words.piedras_text(n)

    # the one the table calls "you" (the player; at a hot seat the one who chose no name)
    me = seat == you
    if action.kind is Kind.BET and isinstance(value, int):
        other = 1 - team(seat)
        captain = shown(names[after.captains[other]])
        i_answer = after.captains[other] == you
        step, stake = words.step_text(value), pied(after.stake)
        if before.bet is not None and me:  # a raise, which accepts the bet it answers
            head = tr("You raise to {0}: that accepts the envío of {1}, so the hand is worth "
                      "at least {2}.").format(step, words.step_text(before.bet), stake)
        elif before.bet is not None:
            head = tr("{0} raises to {1}: that accepts the envío of {2}, so the hand is "
                      "worth at least {3}.").format(name, step, words.step_text(before.bet),
                                                    stake)
        elif me:
            head = tr("You send an envío of {0} (section 6).").format(step)
        else:
            head = tr("{0} sends an envío of {1} (section 6).").format(name, step)
        answering, betting = team_of(other), team_of(team(seat))
        # Paso scores the stake in force, as far as the tumbo lets it (section 9)
        stake = pied(words.scores(after, team(seat), after.stake))
        if value == _top(after):
            if i_answer:
                more = tr("You answer for {0}: Quiero plays the hand for {1}; Paso ends it "
                          "and {2} scores {3}, the stake in force. This is the top of the "
                          "ladder: no more raises.").format(answering, pied(value), betting, stake)
            else:
                more = tr("{0} answers for {1}: Quiero plays the hand for {2}; Paso ends it "
                          "and {3} scores {4}, the stake in force. This is the top of the "
                          "ladder: no more raises.").format(captain, answering, pied(value),
                                                            betting, stake)
            return [head, more]
        up, bet = words.step_text(_next(after, value)), words.step_text(value)
        if i_answer:
            more = tr("You answer for {0}: Quiero plays the hand for {1}; Paso ends it and "
                      "{2} scores {3}, the stake in force. Any player of {0} may raise to {4} "
                      "first: that accepts the {5}, and you can no longer refuse it.").format(
                          answering, pied(value), betting, stake, up, bet)
        else:
            more = tr("{0} answers for {1}: Quiero plays the hand for {2}; Paso ends it and "
                      "{3} scores {4}, the stake in force. Any player of {1} may raise to {5} "
                      "first: that accepts the {6}, and {0} can no longer refuse it.").format(
                          captain, answering, pied(value), betting, stake, up, bet)
        return [head, more]
    if action.kind is Kind.ANSWER:
        if value is Answer.QUIERO:
            line = (tr("You, the capitán, say ¡Quiero!: the hand is now played for {0} "
                       "(section 6).").format(pied(after.stake)) if me else
                    tr("{0}, the capitán, says ¡Quiero!: the hand is now played for {1} "
                       "(section 6).").format(name, pied(after.stake)))
            if after.options.raise_later:
                line = sentences(line, tr("Only {0} may raise later, at one of its turns "
                                          "to play.").format(team_of(team(seat))))
            return [line]
        scored_text = pied(scored or before.stake)
        if me:
            return [tr("You, the capitán, say Paso: the hand ends and {0} scores {1} (section "
                       "6).").format(team_of(1 - team(seat)), scored_text)]
        return [tr("{0}, the capitán, says Paso: the hand ends and {1} scores {2} (section "
                   "6).").format(name, team_of(1 - team(seat)), scored_text)]
    if action.kind is Kind.TUMBO:
        ours, theirs = team_of(team(seat)), team_of(1 - team(seat))
        if value is Tumbo.TUMBAR:
            if me:
                return [tr("You say ¡Tumbo!: the hand is played without bets; if {0} wins it, it "
                           "wins the chico; if it loses, {1} scores {2} (section 9).")
                        .format(ours, theirs, pied(3))]
            return [tr("{0} tumba: the hand is played without bets; if {1} wins it, it wins "
                       "the chico; if it loses, {2} scores {3} (section 9).")
                    .format(name, ours, theirs, pied(3))]
        if me:
            return [tr("You say Me achico: the hand is not played and {0} scores {1} (section 9).")
                    .format(theirs, pied(1))]
        return [tr("{0} se achica: the hand is not played and {1} scores {2} (section 9).")
                .format(name, theirs, pied(1))]
    return []


def _next(obs: Observation, step: int) -> int:
    """The ladder's step after `step` (section 6)."""
    ladder = obs.options.ladder
    later = [x for x in ladder if x > step] if step != CHICO else []
    return later[0] if later else CHICO


def _top(obs: Observation) -> int:
    ladder = obs.options.ladder
    return ladder[-1] if ladder else CHICO


def sena_meaning(which: Sena) -> str:
    return words.sena_words(which)[0]


def sena_line(seat: int, which: Sena, viewer: int, names: tuple[str, ...],
              caught: bool) -> str:
    """What a seña the viewer saw said (section 7)."""
    gesture = gesture_name(which)
    if caught:
        return tr("You caught {0}'s seña, {1} ({2}): «{3}» (section 7).").format(
            shown(names[seat]), words.sena_button(which), gesture, sena_meaning(which))
    if seat == viewer:
        return tr("Your seña to your team, {0} ({1}): «{2}» (section 7).").format(
            words.sena_button(which), gesture, sena_meaning(which))
    return tr("{0} signals {1} ({2}): «{3}» (section 7).").format(
        shown(names[seat]), words.sena_button(which), gesture, sena_meaning(which))


def gesture_name(which: Sena) -> str:
    """The gesture a seña is made with (section 7's traditional ones, and ours for the
    rest)."""
    return words.sena_words(which)[1]


# ---------------------------------------------------------------- renuncio claims


def renuncio_rule(code: str) -> str:
    return {
        "must_follow_trump": tr("a triunfo was led and a triunfo was held to serve it with "
                                "(section 5, rule 1)"),
        "must_follow_suit": tr("the suit led was held, and neither it nor a triunfo was "
                               "played (section 5, rule 2)"),
        "must_overtrump": tr("the trick could be taken, and had to be (section 5, rule 3)"),
    }.get(code, tr("it broke section 5"))


# ---------------------------------------------------------------- hints


#: The hints whose every argument is a card's name, told with its article (`the_card`).
CARD_REASONS = frozenset({"lead_top_trump", "lead_trump", "lead_master", "lead_low",
                          "keep_exempt", "keep_trick", "take_sure", "take_cheap", "give_away"})


def hint_text(why: Reason, names: tuple[str, ...] = ()) -> str:
    """A hint's reason in the player's language."""
    a = list(why.args)
    if why.key == "sena_card":
        which = Sena(str(a[0]))
        return tr("Make the seña {0} ({1}): your team-mates learn «{2}», and the other team "
                  "does not see it (section 7).").format(words.sena_button(which),
                                                         gesture_name(which),
                                                         sena_meaning(which))
    if why.key in ("bet", "raise", "quiero", "paso"):
        a = [a[0], *(words.piedras_text(int(x)) for x in a[1:])]
    if why.key in CARD_REASONS:
        a = [the_card(str(x)) for x in a]
    sentences = {
        "sena_envia": tr("Make the seña Envía: your hand is strong, tell your team a bet is "
                         "welcome (section 7)."),
        "sena_no_envies": tr("Make the seña No envíes: your hand is weak, tell your team not "
                             "to bet (section 7)."),
        "tumbar": tr("Tumba: your team wins this hand about {0}% of the time, and a won tumbo "
                     "is the chico (section 9)."),
        "achicarse": tr("Achícate: your team wins this hand only about {0}% of the time; "
                        "giving up costs one piedra, a lost tumbo three (section 9)."),
        "bet": tr("Send the envío: your team wins this hand about {0}% of the time; accepted "
                  "it is worth {1}, refused you score {2} (section 6)."),
        "raise": tr("Raise to {1}: your team wins this hand about {0}% of the time (section "
                    "6)."),
        "quiero": tr("Quiero: your team wins this hand about {0}% of the time, enough to play "
                     "it for {1} (section 6)."),
        "paso": tr("Paso: your team wins this hand only about {0}% of the time; refusing "
                   "gives them {1} (section 6)."),
        "decline": tr("Do not raise: your team wins this hand about {0}% of the time; let "
                      "your capitán answer (section 6)."),
        "lead_top_trump": tr("Lead {0}: no triunfo left beats it, and it draws triunfos "
                             "(arrastre)."),
        "lead_trump": tr("Lead {0}: an arrastre draws the other team's triunfos."),
        "lead_master": tr("Lead {0}: nothing left beats it."),
        "lead_low": tr("Lead {0}: a low card that gives little away."),
        "keep_exempt": tr("Keep {0}: as the top card it need not serve an arrastre "
                          "(section 3), so play {1}."),
        "keep_trick": tr("Play {0}: make sure this trick stays with your team."),
        "partner_wins": tr("Your partner's {0} already wins this trick: play low ({1})."),
        "take_sure": tr("Take the trick with {0}: nothing left can beat it."),
        "take_cheap": tr("Take the trick with {0}, the cheapest card that beats {1}."),
        "give_away": tr("You cannot win this trick well: give away {0}, your cheapest "
                        "card."),
        "best": tr("The best move here."),
    }
    return sentences.get(why.key, sentences["best"]).format(*a)


def hint_lines(hint: Hint, names: tuple[str, ...] = ()) -> list[str]:
    """The hint as the tutor shows it: the señas first (one seña with its reason, several
    named in one line), then the action."""
    lines = [hint_text(why, names) for _, why in hint.senas[:1]]
    if len(hint.senas) > 1:
        named = listed(words.sena_button(a.value) for a, _ in hint.senas
                       if isinstance(a.value, Sena))
        lines = [tr("Make the señas {0}: your team-mates learn what you hold and what you "
                    "advise, and the other team does not see them (section 7).").format(named)]
    lines.append(hint_text(hint.why, names))
    return lines


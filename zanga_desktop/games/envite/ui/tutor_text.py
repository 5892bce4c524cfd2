"""The tutor's words for a refusal: what rule it breaks, its section of envite-rules.md and
the cards that may be played, in the player's language (the rules' own sentence last)."""

from __future__ import annotations

from ....ui.i18n import tr
from ..rules import EnviteError


def reason(exc: EnviteError) -> str:
    return {
        "must_follow_trump": tr("A triunfo was led (arrastre): you must serve it with a "
                                "triunfo."),
        "must_follow_suit": tr("You hold the suit led: play that suit or a triunfo."),
        "must_overtrump": tr("Your team is not winning the trick and no partner plays after "
                             "you: you must take it if you can."),
        "not_captain": tr("Only the capitán answers quiero or paso; you may raise."),
        "bet_not_allowed": tr("No envío may be made now."),
        "no_bet_in_tumbo": tr("No bets while a team is in tumbo."),
        "not_your_turn": tr("It is not your turn."),
        "false_sena": tr("In team mode a seña must be true."),
        "sena_limit": tr("You have already made that seña."),
    }.get(exc.code, tr("The rules do not allow that."))


def explain(exc: EnviteError) -> list[str]:
    """The tutor's lines: the reason (bold), the section, the cards allowed, the rules'
    message."""
    lines = [reason(exc)]
    if exc.section is not None:
        lines.append(tr("El Envite rules, section {0}.").format(exc.section))
    if exc.cards and exc.code.startswith("must_"):
        lines.append(tr("You may play: {0}").format(", ".join(c.name for c in exc.cards)))
    lines.append(exc.message)
    return lines

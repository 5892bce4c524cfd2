"""The guided deal's word at each of the learner's turns: what the rules let him do now (the
engine's legal actions) and a good reason, in a sentence or two."""

from __future__ import annotations

from ....ui.i18n import sentences, tr
from ..rules import Kind, Observation, Phase, Word
from ..rules.cards import LIMIT, total


def guide_line(obs: Observation) -> str:
    """One line for the seat `obs` is of, at its turn."""
    legal = obs.legal
    words = {a.value for a in legal if a.kind is Kind.SAY}
    t = total(obs.hand, obs.fix, obs.options.as_value)
    if obs.phase is Phase.TALK:
        if Word.BACIGOTE in words:
            return tr("Three equal cards: sing Bacigote, 7 points.")
        if Word.BACIGA in words:
            return tr("Your cards total {0}: you may sing Báciga (2 points), or pass for "
                      "better cards.").format(t)
        if obs.cut is not None:
            return tr("The talk is cut: say Paso, you keep your cards.")
        line = tr("Click the cards you do not want (the high ones), then Paso.")
        if Word.CARTAS in words:
            line = sentences(line, tr("Or say Cartas to cut the talk and draw with what you "
                                      "hold."))
        return line
    if any(a.kind is Kind.TAPAR for a in legal):
        return tr("Your draw: click a card to keep it face down, or ask for a card (Otra).")
    if t <= LIMIT - 10:
        return tr("Total {0}: no card can take you over 31, ask for another (Otra).").format(t)
    return tr("Total {0}: one more card may go pasado. Stand (Me planto), or risk it.")\
        .format(t)

"""The guided deal's word at each of the learner's turns: what the rules let him do now (the
engine's legal actions, the rules' preview of each card) and why, in a sentence or two."""

from __future__ import annotations

from ....ui.i18n import sentences, tr
from ..rules import Card, Kind, Observation, PlayKind, combination
from ..rules.preview import effect_in
from ..ui import words
from ..ui.tutor_text import card_line, listing


def guide_line(obs: Observation) -> str:
    """One line for the seat `obs` is of, at its turn."""
    legal = obs.legal
    kinds = {a.kind for a in legal}
    if Kind.SAY in kinds:
        return tr("The envío: Quiero plays for every ronda in play, the best takes them all; "
                  "No quiero gives the side that sent it its own at once.")
    if Kind.DECLARE in kinds:
        held = combination(obs.round_cards)
        mine = words.combo_of(*held) if held is not None else ""
        return tr("You hold {0}: sing it and it scores unless a rival sings too.").format(
            mine)
    cards = [a.value for a in legal if isinstance(a.value, Card)]
    if not cards:
        return ""
    effects = {c: effect_in(obs, c) for c in obs.hand}
    falls = [c for c in cards if effects[c].kind in (PlayKind.CAIDA, PlayKind.CONTRA,
                                                      PlayKind.SAN_VICENTE)]
    captures = [c for c in cards if effects[c].captures]
    if falls:
        return sentences(listing(tr("You can fall:"), [card_line(c, effects[c]) for c in falls]),
                         tr("A caída is worth 1, a contra 3, a San Vicente 4."))
    if captures:
        line = listing(tr("You can capture:"), [card_line(c, effects[c]) for c in captures])
        if len(captures) < len(obs.hand):
            line = sentences(line, tr("Capturing is compulsory."))
        return line
    return tr("Nothing of yours captures: drop a card. The next player may fall on it if he "
              "holds its rank.")

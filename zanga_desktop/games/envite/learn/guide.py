"""The guided hand's word at each of the learner's turns: what was led, what the rules let him
play (the engine's legal actions) and why, in one or two sentences."""

from __future__ import annotations

from ....ui.card_names import card_list, the_card
from ....ui.i18n import sentences, tr
from ..rules import Card, Kind, Observation, exempt_card, order_for, team


def guide_line(obs: Observation) -> str:
    """One line for the seat `obs` is of, at its turn."""
    legal = [a for a in obs.legal if a.kind is not Kind.SENA]
    cards = [a.value for a in legal if a.kind is Kind.PLAY and isinstance(a.value, Card)]
    if obs.bet is not None and obs.bet_team is not None and team(obs.seat) != obs.bet_team:
        if any(a.kind is Kind.ANSWER for a in legal):
            return tr("They sent an envío: as capitán you answer Quiero (play for more), "
                      "Paso (they score what was at stake) or raise.")
        return tr("They sent an envío: you may raise; your capitán answers.")
    if obs.vira is None:
        return ""
    order = order_for(obs.team_size, obs.options.matadores, obs.vira.suit)
    bet = any(a.kind is Kind.BET for a in legal)
    if not obs.trick:
        line = tr("You lead: any card. A high triunfo takes the trick.")
        if bet:
            line = sentences(line, tr("Before your card you may send an envío."))
        return line
    led = obs.trick[0][1]
    if order.is_trump(led):
        top = exempt_card(order, obs.vira, obs.options.exempt_card)
        if len(cards) == len(obs.hand) and any(order.is_trump(c) for c in obs.hand):
            assert top is not None
            return tr("An arrastre: your only triunfo is {0}, the top card, so you may "
                      "keep it and play any card.").format(the_card(top))
        if len(cards) < len(obs.hand):
            return tr("An arrastre: serve it with a triunfo: {0}.").format(card_list(cards))
        return tr("An arrastre, but you hold no triunfo: any card.")
    if len(cards) < len(obs.hand):
        return tr("{0} led: play {0} or a triunfo: {1}.").format(led.suit.spanish,
                                                                card_list(cards))
    return tr("You hold no {0}: any card; a triunfo would take the trick.").format(
        led.suit.spanish)

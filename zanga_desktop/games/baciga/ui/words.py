"""What La Báciga's table writes: the cantes and the draw's words in the bubbles and on the
buttons, the ranks a comodín is fixed to, the credits' labels on the points track, the
sides' names. Game terms stay Spanish in every language (docs/i18n.md): paso, báciga,
bacigote, cartas, tapada, me planto, pasado, las 31, el punto, las cosas, comodín."""

from __future__ import annotations

from ....core.deck import RANK_NAMES
from ....ui.i18n import tr
from ....ui.player_name import shown
from ..rules import Action, Kind, Lance, Way, Word

#: The words a player says in a talk (section 5), as the table writes them.
WORDS = {Word.PASO: "Paso", Word.BACIGA: "Báciga", Word.BACIGOTE: "Bacigote",
         Word.CARTAS: "Cartas"}


def rank_name(rank: int) -> str:
    """"as", "5", "sota": how the players name a rank (Spanish, as at the table)."""
    return RANK_NAMES.get(rank, str(rank))


def rank_button(rank: int) -> str:
    """A rank on the comodín's picker: the number, or the figure's name."""
    return {1: "As", 10: "Sota", 11: "Caballo", 12: "Rey"}.get(rank, str(rank))


def comodin_mark(rank: int | None) -> str:
    """What a comodín carries on its face: that it is one, or the rank it copies."""
    if rank is None:
        return tr("comodín")
    return "= " + rank_button(rank)


def cancel_text() -> str:
    return tr("Back")


def word_button(word: Word) -> str:
    return WORDS[word]


def word_tip(word: Word) -> str:
    """A cante's gloss, on its button's tooltip."""
    return {
        Word.PASO: tr("Paso (pass): lay down 1 to 3 cards; if everyone passes, each gets "
                      "as many new ones"),
        Word.BACIGA: tr("Báciga: your three cards total 9 or less (2 points)"),
        Word.BACIGOTE: tr("Bacigote: three equal cards (7 points, the deal ends)"),
        Word.CARTAS: tr("Cartas: cut the talk and start the draw (from the second talk)"),
    }[word]


def said(action: Action, cut: bool = False) -> str:
    """What a seat's bubble says for its action."""
    if action.kind is Kind.SAY:
        if action.value is Word.PASO:
            n = len(action.discard or ())
            if action.discard is None or n == 0:
                return "Paso"
            return tr("Paso: %n card(s)", None, n)
        if isinstance(action.value, Word):
            return f"¡{WORDS[action.value]}!"
    if action.kind is Kind.DRAW:
        return tr("Otra") if action.value is Way.UP else tr("Tapada")
    if action.kind is Kind.STAND:
        return tr("Me planto")
    if action.kind is Kind.TAPAR:
        return tr("Tapada")
    if action.kind is Kind.SALIR:
        return tr("¡Me salgo!")
    return ""


def draw_button(way: Way) -> str:
    return tr("Otra") if way is Way.UP else tr("Tapada")


def lance_label(lance: Lance, points: int) -> str:
    """A credit's words on the points track (its points follow)."""
    return {
        Lance.BACIGA: "Báciga",
        Lance.BACIGOTE: "Bacigote",
        Lance.PARTNER_LIGUE: tr("Partner's ligue"),
        Lance.PARTNER_BACIGA: tr("Partner's báciga"),
        Lance.PARTNER_LIGADA: tr("Partner's ligada"),
        Lance.PARTNER_BACIGOTE: tr("Partner's bacigote"),
        Lance.PAIRS: tr("Trío") if points == 3 else tr("Pairs"),
        Lance.PASADO: "Pasado",
        Lance.REVIVAL: tr("Báciga revived"),
        Lance.BACIGA_BACK: tr("Báciga taken back"),
        Lance.SALIRSE: tr("Salirse"),
        Lance.LAS_31: "Las 31",
        Lance.PUNTO: tr("El punto"),
    }[lance]


def side_name(names: tuple[str, ...], side: int, seats: int) -> str:
    """A side as the track names it: its player, or its two partners."""
    members = [shown(names[s]) for s in range(side, seats, 2) if s < len(names)]
    if len(members) == 2:
        return tr("{0} & {1}").format(*members)  # as La Ronda's pairs: "Ana y Luis"
    return " & ".join(members)


def points_text(n: int) -> str:
    return tr("%n point(s)", None, n)

"""What La Ronda's table writes for its pieces: the lances on the points track, what each
seat says in its bubble (a ronda sung, the envío's words, "media", "¡Se cae!", "Se van"), the
ranks of a ronda, the sides' names. Game terms stay Spanish (docs/i18n.md); the rest is
translated."""

from __future__ import annotations

from collections.abc import Sequence

from ....ui.i18n import tr
from ....ui.player_name import shown
from ..rules import Call, Combo, Lance, Word, side


def rank_plural(rank: int) -> str:
    """A ronda's rank in words: "ronda of 5s", "of sotas"."""
    return {
        1: tr("ases"), 2: tr("2s"), 3: tr("3s"), 4: tr("4s"), 5: tr("5s"), 6: tr("6s"),
        7: tr("7s"), 10: tr("sotas"), 11: tr("caballos"), 12: tr("reyes"),
    }[rank]


def rank_name(rank: int) -> str:
    """A rank as a card's name starts: "as", "5", "sota"."""
    return {1: "as", 10: "sota", 11: "caballo", 12: "rey"}.get(rank, str(rank))


def combo_name(combo: Combo) -> str:
    """The kind, as a word: "ronda", "rondín"."""
    return tr("ronda", "the combination") if combo is Combo.RONDA else tr("rondín",
                                                                           "the combination")


def the_best(combo: Combo) -> str:
    """"the best ronda", "the best rondín" (a contest's winner, section 9)."""
    return tr("the best ronda") if combo is Combo.RONDA else tr("the best rondín")


def combo_of(combo: Combo, rank: int | None) -> str:
    """"a ronda of 5s", "a rondín of reyes" (or just the kind when the rank is not known)."""
    if rank is None:
        return tr("a ronda") if combo is Combo.RONDA else tr("a rondín")
    if combo is Combo.RONDA:
        return tr("a ronda of {0}").format(rank_plural(rank))
    return tr("a rondín of {0}").format(rank_plural(rank))


def lance_label(lance: Lance, how: Word | None = None) -> str:
    """A credit's chip on the points track (section 11)."""
    if lance is Lance.ENVIO:
        return {Word.QUIERO: tr("Envío, quiero"), Word.NO_QUIERO: tr("Envío, no quiero"),
                Word.A_LA_MAYOR: tr("A la mayor")}.get(how or Word.QUIERO, tr("Envío"))
    return {
        Lance.CAIDA: tr("Caída"), Lance.CONTRA: tr("Contra"),
        Lance.SAN_VICENTE: tr("San Vicente"), Lance.ASEO: tr("Aseo"), Lance.RONDA: tr("Ronda"),
        Lance.RONDIN: tr("Rondín"), Lance.COUNT: tr("Count", "cards over 20"),
    }[lance]


def declared(combo: Combo) -> str:
    """A seat's bubble when it sings."""
    return tr("¡Ronda!") if combo is Combo.RONDA else tr("¡Rondín!")


def said(word: Word, more: bool = False) -> str:
    """A seat's bubble for a word of the envío (`more`: a chiquita after another)."""
    if word is Word.CHIQUITA:
        return tr("Más chiquita") if more else tr("Chiquita")
    return {Word.ENVIO: tr("¡Envío!"), Word.A_LA_MAYOR: tr("¡A la mayor!"),
            Word.QUIERO: tr("¡Quiero!"), Word.NO_QUIERO: tr("No quiero")}[word]


def call_text(call: Call) -> str:
    """A public announcement, as the player says it aloud (sections 4, 6, 8)."""
    return {
        Call.MEDIA: tr("Media"), Call.OTRA_MEDIA: tr("La otra media"),
        Call.SE_CAE: tr("¡Se cae!"), Call.CONTRA: tr("¡Contra!"),
        Call.SAN_VICENTE: tr("¡San Vicente!"), Call.SE_VAN: tr("¡Se van!"),
    }[call]


def stack_caption(size: int) -> str:
    """The fall stack's caption by its cards: the dropped card and one, two or three on it."""
    if size >= 4:
        return tr("San Vicente")
    if size == 3:
        return tr("Contra")
    return tr("¡Se cae!")


def side_name(s: int, names: Sequence[str]) -> str:
    """A side as the table names it: its player with two, the pair with four."""
    players = [shown(names[seat]) for seat in range(len(names)) if side(seat) == s]
    if len(players) == 1:
        return players[0]
    return tr("{0} & {1}").format(*players)


def name_of(seat: int | None, names: Sequence[str]) -> str:
    if seat is None or not 0 <= seat < len(names):
        return ""
    return shown(names[seat])

"""¡Renuncio! claims told in the tutor (mesa mode, rules section 8): why a claim was proven
or false, and, once a mesa hand is settled, the renuncios nobody claimed."""

from __future__ import annotations

from functools import partial

from ....ui import i18n
from ....ui.i18n import tr
from .controller import GameController
from .news import Table
from .panels import TutorDock
from .review import claim_lines, renuncio_sentences


def explain_claim(controller: GameController, tutor: TutorDock, seat: int, proven: bool,
                  table: Table | None = None) -> None:
    """The claim of `seat` explained in the tutor."""
    # The hand as it stood at the claim (a frozen record): a change of language writes the
    # lines again from it, after play has gone on.
    st = table if table is not None else controller.table
    names = list(controller.names)
    you = controller.you
    by_language: dict[str, tuple[str, list[str]]] = {}

    def said() -> tuple[str, list[str]]:  # worked out once per language, not per line
        lang = i18n.current_language()
        if lang not in by_language:
            by_language[lang] = claim_lines(st, names, seat, proven,
                                            st.last_result if proven else None, you)
        return by_language[lang]

    tutor.say(lambda: said()[0], True)
    for k in range(len(said()[1])):
        tutor.say(partial(lambda k: said()[1][k], k))
    tutor.raise_()


def tell_unclaimed(controller: GameController, tutor: TutorDock) -> None:
    """A mesa hand settled without a proven claim: the renuncios of the player's side that
    nobody claimed, and the opponents' the player could have claimed."""
    st = controller.table
    names, you = controller.names, controller.you
    mine = renuncio_sentences(st, names, proven_only=False, seats=(0,), you=you)
    theirs = renuncio_sentences(st, names, proven_only=False, seats=(1, 3), you=you)
    for line in mine:
        tutor.say(tr("Not claimed: {0}").format(line))
    for line in theirs:
        tutor.say(tr("You could have claimed it: {0}").format(line))

"""The human's choices as buttons, exactly the actions the rules allow him now, each with
what it wins or loses: singing a ronda or rondín (in the cante window, at his turn, at his
last call), the envío's words (Envío, Chiquita, A la mayor, Quiero, No quiero), and the end
of a deal with its count and Next deal.

A plain widget the board shows through a proxy; each button's `act` property (`declare`,
`wait`, `envio`, `quiero`, `next`...) and object name (`act_declare`...) let tests find it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QPushButton

from ....ui.i18n import listed, tr
from ....ui.table.overlay import PromptFrame, PromptSizes, prompt_style
from ..rules import Action, Combo, Kind, Observation, Word, combination, side
from . import words

STYLE = prompt_style(PromptSizes(corner=18, title=24, detail=19, padding=(8, 18), button=21,
                                 button_height=36))

# The keys that press the prompt's buttons, by the button's `act` name (the board reads
# them): C sings, W waits, E envío, I chiquita (H is the window's hint), M a la mayor, Q
# quiero, N no quiero or the next deal.
BUTTON_KEYS = {"c": ("declare",), "w": ("wait",), "e": ("envio",), "i": ("chiquita",),
               "m": ("a_la_mayor",), "q": ("quiero",), "n": ("no_quiero", "next")}


def own_combo(obs: Observation) -> tuple[Combo, int] | None:
    """The seat's combination of the round, with its rank (section 8)."""
    return combination(obs.round_cards)


def contest_points(obs: Observation) -> tuple[int, int, int, int]:
    """In the contest being spoken: the value of our contenders and theirs, and the rondas
    each side adds in a rondín contest (section 9)."""
    c = obs.contest
    assert c is not None
    us = side(obs.seat)
    value = c.kind.points
    ours = value * sum(1 for s in c.contenders if side(s) == us)
    theirs = value * sum(1 for s in c.contenders if side(s) != us)
    r_us = r_them = 0
    if c.kind is Combo.RONDIN:
        r_us = 2 * sum(1 for s, k in obs.declared if k is Combo.RONDA and side(s) == us)
        r_them = 2 * sum(1 for s, k in obs.declared if k is Combo.RONDA and side(s) != us)
    return ours, theirs, r_us, r_them


def word_lines(obs: Observation, names: Sequence[str]) -> list[tuple[Word, str]]:
    """Each word the seat may say, with what it wins or loses (section 9)."""
    c = obs.contest
    assert c is not None
    ours, theirs, r_us, r_them = contest_points(obs)
    everything = ours + theirs
    them = words.side_name(1 - side(obs.seat), names)
    out: list[tuple[Word, str]] = []
    for a in obs.legal:
        w = a.value
        if not isinstance(w, Word):
            continue
        if w is Word.ENVIO:
            line = tr("Envío: if they say quiero, {0} scores {1} once every one is shown; if "
                      "they say no quiero, your side scores {2} now.").format(
                          words.the_best(c.kind), everything, ours + r_us)
        elif w is Word.CHIQUITA:
            i = c.contenders.index(obs.seat)
            nxt = words.name_of(c.contenders[i + 1], names)
            line = tr("Chiquita: you pass the word to {0}.").format(nxt)
        elif w is Word.A_LA_MAYOR:
            line = tr("A la mayor: no bet; {0} scores only its own points ({1} if it is "
                      "yours, {2} if theirs) once shown.").format(
                          words.the_best(c.kind), ours + r_us, theirs + r_them)
        elif w is Word.QUIERO:
            line = tr("Quiero: {0} scores {1} for its side once every one is shown.").format(
                words.the_best(c.kind), everything)
        else:
            line = tr("No quiero: +{1} for {0} now, and yours does not count.").format(
                them, theirs + r_them)
        out.append((w, line))
    return out


class Prompt(PromptFrame):
    """`on_action(action)` is called with the action of the button pressed; `on_next()` for
    Next deal."""

    def __init__(self, on_action: Callable[[Action], None], on_next: Callable[[], None]) -> None:
        super().__init__(STYLE, (22, 14, 22, 16), 8)
        self.on_action = on_action
        self.on_next = on_next
        #: "middle" (play waits: over the table) or "side" (beside the cards, at his turn)
        self.place = "middle"

    def clear(self) -> None:
        self._clear()

    def _button(self, row: QHBoxLayout, text: str, name: str, action: Action | None,
                then: Callable[[], None] | None = None, tip: str = "") -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(f"act_{name}")
        b.setProperty("act", name)
        b.setCursor(Qt.CursorShape.PointingHandCursor)
        if tip:
            b.setToolTip(tip)
        if action is not None:
            b.clicked.connect(lambda _=False, a=action: self.on_action(a))
        else:
            go = then or self.on_next
            b.clicked.connect(lambda _=False: go())
        row.addWidget(b)
        self.buttons.append(b)
        return b

    def button(self, name: str) -> QPushButton | None:
        return next((b for b in self.buttons if b.property("act") == name), None)

    # ---------------------------------------------------------------- what is offered

    def tell(self, title: str, lines: Sequence[str] = (), button: str = "",
             then: Callable[[], None] | None = None) -> bool:
        """Words and at most one button: the end of a deal (Next deal), the end of the
        game."""
        self.clear()
        self.place = "middle"
        self._label(title, "title")
        for line in lines:
            self._label(line, "detail")
        if button:
            row = QHBoxLayout()
            self._button(row, button, "next", None, then)
            self._layout.addLayout(row)
        self.fit()
        return True

    def offer(self, obs: Observation, names: Sequence[str], last_call: bool) -> bool:
        """Fill the panel for the human to act (`obs`); False when he has only cards to
        play."""
        self.clear()
        legal = obs.legal
        declare = next((a for a in legal if a.kind is Kind.DECLARE), None)
        if obs.contest is not None and any(a.kind is Kind.SAY for a in legal):
            self._speak(obs, names)
        elif declare is not None and any(a.kind is Kind.WAIT for a in legal):
            self._cante(obs, names, declare, last_call)
        elif declare is not None:
            self._at_turn(obs, declare)
        else:
            return False
        self.fit()
        return True

    def _sing_label(self, combo: Combo) -> str:
        if combo is Combo.RONDA:
            return tr("Cantar ronda (+{0})").format(combo.points)
        return tr("Cantar rondín (+{0})").format(combo.points)

    def _cante(self, obs: Observation, names: Sequence[str], declare: Action,
               last_call: bool) -> None:
        """The cante window or a last call (section 8)."""
        self.place = "middle"
        held = own_combo(obs)
        assert held is not None and isinstance(declare.value, Combo)
        mine = words.combo_of(*held)
        singers = [(s, k) for s, k in obs.declared if s != obs.seat]
        if singers:
            who = listed(tr("{0} ({1})").format(words.name_of(s, names),
                                                words.combo_name(k)) for s, k in singers)
            # The count picks the verb's number in Spanish: Cantó (one singer), Cantaron.
            self._label(tr("Sung: {0}", None, len(singers)).format(who), "title")
        else:
            self._label(tr("You hold {0}").format(mine), "title")
        if last_call:
            self._label(tr("Your last call: sing {0} now, or it does not count this "
                           "round.").format(mine), "detail")
        elif singers:
            self._label(tr("You hold {0}: sing it now, or wait for your last call.")
                        .format(mine), "detail")
        else:
            self._label(tr("Sung, it scores {0} at once unless a rival sings too; then the "
                           "envío decides. You may also wait and sing at your turn.")
                        .format(declare.value.points), "detail")
        row = QHBoxLayout()
        row.setSpacing(10)
        self._button(row, self._sing_label(declare.value), "declare", declare)
        wait = next(a for a in obs.legal if a.kind is Kind.WAIT)
        self._button(row, tr("No cantar") if last_call else tr("Wait"), "wait", wait)
        self._layout.addLayout(row)

    def _at_turn(self, obs: Observation, declare: Action) -> None:
        """At his turn, before his card: sing now (the others get their last call)."""
        self.place = "side"
        held = own_combo(obs)
        assert held is not None and isinstance(declare.value, Combo)
        self._label(tr("You hold {0}: sing it before your card?").format(
            words.combo_of(*held)), "detail")
        row = QHBoxLayout()
        self._button(row, self._sing_label(declare.value), "declare", declare)
        self._layout.addLayout(row)

    def _speak(self, obs: Observation, names: Sequence[str]) -> None:
        """The envío dialogue (section 9)."""
        self.place = "middle"
        c = obs.contest
        assert c is not None
        held = own_combo(obs)
        contenders = listed(words.name_of(s, names) for s in c.contenders)
        kind = tr("Rondas in play: {0}") if c.kind is Combo.RONDA else tr(
            "Rondines in play: {0}")
        self._label(kind.format(contenders), "title")
        if c.bettor is not None:
            self._label(tr("{0} says ¡Envío!: your answer.").format(
                words.name_of(c.bettor, names)), "detail")
        if held is not None:
            self._label(tr("Yours: {0}.").format(words.combo_of(*held)), "detail")
        row = QHBoxLayout()
        row.setSpacing(10)
        for w, line in word_lines(obs, names):
            self._label(line, "detail")
            action = next(a for a in obs.legal if a.value is w)
            self._button(row, words.said(w, more=any(x is Word.CHIQUITA for _, x in c.said)),
                         w.value, action, tip=line)
        self._layout.addLayout(row)

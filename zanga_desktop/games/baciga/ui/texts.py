"""The words of La Báciga's table itself, in the player's language: what the prompt offers
and says at his turn (his total, the cards he chose to lay down, why a word is dimmed), the
note on each seat's plate, the comodín's picker, the banner of a pasado, and the summary of a
deal and of the game. Each refers to its section of baciga-rules.md where a rule decides."""

from __future__ import annotations

from collections.abc import Sequence

from ....core.game import Outcome
from ....ui.card_names import card_list
from ....ui.i18n import listed, tr
from ..rules import Action, Card, Ended, Kind, Lance, Observation, Phase, Stop, Way, Word, side
from ..rules.cards import FIX_RANKS, best_pairs, is_comodin, pair_points, total
from . import words
from .news import BacigaNews

Button = tuple[str, str, bool, str]  # act, words, allowed, tooltip


def as_rank(rank: int) -> str:
    """"as a 3", "as a sota": what a comodín is fixed to, in a sentence."""
    return tr("as a {0}").format(words.rank_name(rank))


def free_comodines(obs: Observation) -> tuple[Card, ...]:
    fixed = dict(obs.fix)
    return tuple(c for c in obs.hand if is_comodin(c) and c not in fixed)


def total_line(obs: Observation) -> str:
    """The player's total, a free comodín counted as the rules count it (section 9)."""
    t = total(obs.hand, obs.fix, obs.options.as_value)
    free = free_comodines(obs)
    if not free:
        return tr("Your cards total {0}.").format(t)
    low = 1 if obs.options.as_value == 1 else 2
    return tr("Your cards total {0}, the free comodín counted as {1} until you fix it "
              "(section 9).").format(t, low)


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else "?"


def _cutter(obs: Observation) -> tuple[int, Word] | None:
    """Who cut the talk in progress, and with which word."""
    talk = obs.talks[-1] if obs.talks else ()
    for x in talk:
        if x.word is not Word.PASO:
            return x.seat, x.word
    return None


def offer(obs: Observation, selected: Sequence[Card], names: Sequence[str],
          claims: Sequence[Action] = ()) -> tuple[str, list[str], list[Button]]:
    """The prompt at the player's turn: its title, lines, and buttons."""
    legal = obs.legal
    claim = [("salir", tr("¡Me salgo!"), True, tr("Salirse: your side has enough to win "
                                                   "(section 12)"))] if claims else []
    if obs.phase is Phase.TALK:
        return _talk(obs, selected, names, legal, claim)
    if obs.phase is Phase.DRAW:
        return _draw(obs, legal, claim)
    return "", [], claim


def _talk(obs: Observation, selected: Sequence[Card], names: Sequence[str],
          legal: Sequence[Action], claim: list[Button]
          ) -> tuple[str, list[str], list[Button]]:
    words_ok = {a.value for a in legal if a.kind is Kind.SAY}
    lines = [total_line(obs)]
    least = obs.options.pass_min_discard
    cut = _cutter(obs)
    if cut is not None:
        title = tr("Talk {0}: your word (the talk is cut)").format(obs.talk)
        who, word = cut
        lines.append(tr("{0} said {1}: a paso now lays nothing down; you may still sing "
                        "(section 5).").format(_name(names, who), words.word_button(word)))
    else:
        title = tr("Talk {0}: your word").format(obs.talk)
        if selected:
            lines.append(tr("To lay down: {0}.").format(card_list(selected)))
        elif Word.PASO in words_ok:
            lines.append(tr("To pass, click the cards to lay down ({0} to 3), then "
                            "Paso.").format(least))
        if obs.talk == 1 and Word.CARTAS not in words_ok:
            lines.append(tr("Cartas may be said from the second talk on (section 5)."))
    paso_text = "Paso"
    if cut is None and selected:
        paso_text = f"Paso ({len(selected)})"
    buttons: list[Button] = [("paso", paso_text, Word.PASO in words_ok,
                              words.word_tip(Word.PASO))]
    for word in (Word.BACIGA, Word.BACIGOTE, Word.CARTAS):
        buttons.append((word.value, words.word_button(word), word in words_ok,
                        words.word_tip(word)))
    return title, lines, buttons + claim


def _draw(obs: Observation, legal: Sequence[Action], claim: list[Button]
          ) -> tuple[str, list[str], list[Button]]:
    t = total(obs.hand, obs.fix, obs.options.as_value)
    kinds = {a.kind for a in legal}
    view = obs.table[obs.seat]
    title = tr("Your draw: {0}").format(t)
    lines: list[str] = []
    if free_comodines(obs):
        low = 1 if obs.options.as_value == 1 else 2
        lines.append(tr("The free comodín counts {0} until you stand (section 9).")
                     .format(low))
    if Kind.TAPAR in kinds:
        lines.append(tr("You may keep one of your cards face down, your tapada: click it "
                        "(section 9)."))
    elif obs.tapada is not None and obs.tapada not in view.shown:
        lines.append(tr("Your tapada: the {0}, face down for the others.").format(
            obs.tapada.name))
    pairs = _pairs_now(obs)
    if pairs:
        lines.append(tr("Standing now scores %n point(s) of pairs (section 10).", None,
                        pairs))
    can_draw = Kind.DRAW in kinds
    buttons: list[Button] = [
        ("up", words.draw_button(Way.UP), can_draw,
         tr("Otra: one more card, face up")),
        ("down", words.draw_button(Way.DOWN), can_draw,
         tr("Tapada: one more card, face down; a tapada you keep is turned up")),
        ("stand", tr("Me planto"), Kind.STAND in kinds,
         tr("Me planto: stand on {0}").format(t)),
    ]
    return title, lines, buttons + claim


def _pairs_now(obs: Observation) -> int:
    pairs, _ = best_pairs(obs.hand, obs.fix, obs.options.as_value)
    return pairs


# ---------------------------------------------------------------------- plates


def plate_note(obs: Observation, seat: int) -> str:
    """What a seat's plate says of it: its báciga (annulled when it lost the contest), and
    how its draw ended."""
    parts: list[str] = []
    talks = obs.talks[-1] if obs.talks and obs.phase is not Phase.TALK else ()
    sang = {x.seat: x.word for x in talks if x.word in (Word.BACIGA, Word.BACIGOTE)}
    if seat in sang and obs.phase is not Phase.TALK:
        word = sang[seat]
        winner = obs.baciga_winner if word is Word.BACIGA else obs.bacigote_winner
        name = words.word_button(word)
        if winner is not None and side(winner) != side(seat):
            parts.append(tr("{0} annulled").format(name))
        else:
            parts.append(name)
    stop = obs.table[seat].stop
    if stop is Stop.STOOD:
        parts.append(tr("stands"))
    elif stop is Stop.PASADO:
        parts.append("pasado")
    elif stop is Stop.COSAS:
        parts.append("las cosas")
    return " · ".join(parts)


# ---------------------------------------------------------------------- the comodín's picker


def picker_title(card: Card, word: Word | None) -> str:
    if word is None:
        return tr("Me planto: fix the {0} (comodín)").format(card.name)
    return tr("{0}: fix the {1} (comodín) for the whole deal").format(
        words.word_button(word), card.name)


def picker_note(obs: Observation, word: Word | None, card: Card, ranks: Sequence[int]) -> str:
    """Why the ranks left out are not offered."""
    left = [r for r in FIX_RANKS if r not in ranks]
    if not left:
        return ""
    named = listed(words.rank_name(r) for r in left)
    if word is None:
        return tr("Not {0}: they would take you over 31 (section 9).").format(named)
    if word is Word.BACIGA:
        return tr("Not {0}: your three cards would pass 9 (section 8).").format(named)
    return tr("Only {0}: a bacigote is three equal cards (section 7).").format(
        listed(words.rank_name(r) for r in ranks))


def best_rank(obs: Observation, word: Word | None, card: Card, ranks: Sequence[int],
              options: Sequence[tuple[tuple[Card, int], ...]],
              chosen: dict[Card, int]) -> int | None:
    """The rank a careful player picks: for a báciga the lowest total (it wins contests,
    section 8); at the stand the most pairs, then the highest total (las 31, el punto)."""
    as_value = obs.options.as_value
    best: tuple[tuple[int, int], int] | None = None
    for fix in options:
        d = dict(fix)
        if any(d.get(c) != r for c, r in chosen.items()) or d.get(card) not in ranks:
            continue
        full = obs.fix + tuple(fix)
        t = total(obs.hand, full, as_value)
        if word is Word.BACIGA:
            key = (-t, 0)
        else:
            fixed = dict(full)
            key = (pair_points([fixed.get(c, c.rank) for c in obs.hand]), t)
        if best is None or key > best[0]:
            best = (key, d[card])
    return best[1] if best is not None else None


# ---------------------------------------------------------------------- announcements


def pasado_banner(news: BacigaNews, seat: int) -> str:
    obs = news.obs
    if seat == _you(news):
        t = total(obs.hand, obs.fix, obs.options.as_value)
        return tr("You have {0}: −1 (section 10).").format(t)
    return tr("{0} is over 31: −1 (section 10).").format(_name(news.shown_names, seat))


def cut_banner(news: BacigaNews) -> str:
    """Whose laid cards a cut loses ("" when nobody had laid any down)."""
    obs = news.obs
    talk = obs.talks[-1] if obs.talks else ()
    lost = [x.seat for x in talk if x.laid]
    if not lost:
        return ""
    you = _you(news)
    who = listed(tr("you") if s == you else _name(news.shown_names, s) for s in lost)
    return tr("Cut: the cards laid down by {0} are lost (section 6).").format(who)


def cosas_banner(news: BacigaNews, seat: int) -> str:
    if seat == _you(news):
        return tr("Four equal cards: you win the game (section 9).")
    return tr("Four equal cards: {0} wins the game (section 9).").format(
        _name(news.shown_names, seat))


# ---------------------------------------------------------------------- summaries


def lance_line(lance: Lance, points: int) -> str:
    sign = "+" if points >= 0 else "−"
    return f"{words.lance_label(lance, points)} {sign}{abs(points)}"


def named_lance(who: str, lance: Lance, points: int) -> str:
    """A lance with who scored it, joined as the language joins them ("Ana：…" in
    Japanese)."""
    return tr("{0}: {1}").format(who, lance_line(lance, points))


def _you(news: BacigaNews) -> int | None:
    """The seat the table tells as "you" (`SeatNews.you`)."""
    return news.you


def _ended_line(news: BacigaNews) -> str:
    obs = news.obs
    ended = obs.ended
    you = _you(news)
    if ended is Ended.COUNT:
        if obs.las_31 is not None and obs.las_31 == you:
            return tr("Las 31: you reach 31 exactly (section 10).")
        if obs.las_31 is not None:
            return tr("Las 31: {0} reaches 31 exactly (section 10).").format(
                _name(news.shown_names, obs.las_31))
        if obs.punto is not None and obs.punto == you:
            return tr("El punto: you have the best total (section 10).")
        if obs.punto is not None:
            return tr("El punto: {0} has the best total (section 10).").format(
                _name(news.shown_names, obs.punto))
        return tr("Everyone went pasado: no las 31, no punto (section 10).")
    if ended is Ended.BACIGOTE:
        return tr("A bacigote ends the deal at once (section 7).")
    if ended is Ended.COSAS:
        return tr("Las cosas: four equal cards win the game (section 9).")
    if ended is Ended.SALIRSE:
        return tr("A side goes out: its points and a hand's pairs reach the target "
                  "(section 12).")
    if ended is Ended.TARGET:
        return tr("A side reaches %n point(s) (section 11).", None, obs.options.target)
    return ""


def _standings(news: BacigaNews) -> str:
    obs = news.obs
    a = words.side_name(news.names, 0, obs.seats)
    b = words.side_name(news.names, 1, obs.seats)
    return tr("{0} {1} — {2} {3} (to {4})").format(a, obs.points[0], b, obs.points[1],
                                                   obs.options.target)


def deal_lines(news: BacigaNews) -> list[tuple[str, bool]]:
    """The deal's credits, side by side: each side's heading, then its lances in order."""
    obs = news.obs
    out: list[tuple[str, bool]] = []
    ended = _ended_line(news)
    if ended:
        out.append((ended, False))
    for s in (0, 1):
        mine = [c for c in obs.credits if c.side == s]
        gained = sum(c.points for c in mine)
        sign = "+" if gained >= 0 else "−"
        head = tr("{0}: {1}{2} this deal").format(words.side_name(news.names, s, obs.seats),
                                                  sign, abs(gained))
        out.append((head, True))
        if not mine:
            out.append((tr("nothing"), False))
        for c in mine:
            who = _name(news.names, c.seat)
            line = (named_lance(who, c.lance, c.points) if obs.seats == 4
                    else lance_line(c.lance, c.points))
            out.append((line, False))
    out.append((_standings(news), True))
    return out


def deal_summary(news: BacigaNews) -> tuple[str, list[tuple[str, bool]], str, str]:
    title = tr("The deal is over")
    return title, deal_lines(news), tr("Next deal"), "next"


def game_summary(news: BacigaNews, outcome: Outcome) -> tuple[str, list[tuple[str, bool]],
                                                               str, str]:
    obs = news.obs
    winner = outcome.winner if outcome.winner is not None else 0
    name = words.side_name(news.names, winner, obs.seats)
    mine = side(news.viewer) == winner and not news.hot_seat
    if mine and obs.seats == 2:
        title = tr("You win the game!")
    elif mine:
        title = tr("Your side wins the game!")
    elif obs.seats == 2:
        title = tr("{0} wins the game").format(name)
    else:
        title = tr("{0} win the game").format(name)
    return title, deal_lines(news), tr("New game"), "new_game"


__all__ = ["as_rank", "best_rank", "cosas_banner", "cut_banner", "deal_lines",
           "deal_summary", "free_comodines", "game_summary", "offer", "pasado_banner",
           "picker_note", "picker_title", "plate_note", "total_line"]

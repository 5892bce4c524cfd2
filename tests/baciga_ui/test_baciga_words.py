"""La Báciga's words for a pair and for a game's end, as La Ronda's: "Tú y Benito" (it wrote
"Tú & Benito"), and a game to one point ends at "1 punto" (section 11), not "1 puntos"."""

from __future__ import annotations

from types import SimpleNamespace

from zanga_desktop.games.baciga.rules import Ended
from zanga_desktop.games.baciga.ui import texts
from zanga_desktop.games.baciga.ui.words import side_name


def test_a_pair_is_named_as_la_rondas_pairs(spanish: None) -> None:
    names = ("Tú", "Ana", "Benito", "Carmela")
    assert side_name(names, 0, 4) == "Tú y Benito"
    assert side_name(names, 1, 4) == "Ana y Carmela"
    assert side_name(names[:2], 1, 2) == "Ana"


def test_a_game_to_one_point_ends_at_one_punto(spanish: None) -> None:
    def ended(target: int) -> str:
        news = SimpleNamespace(hot_seat=False, viewer=0, you=0, obs=SimpleNamespace(
            ended=Ended.TARGET, options=SimpleNamespace(target=target)))
        return texts._ended_line(news)  # type: ignore[arg-type]

    assert ended(1) == "Un bando llega a 1 punto (sección 11)."
    assert ended(18) == "Un bando llega a 18 puntos (sección 11)."

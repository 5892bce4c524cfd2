"""What a game's table controller tells its views after each step, as far as the games set up
seat by seat tell it alike: the protocol's `Step`, the seat whose view the table shows and
its own observation (so that no view asks the rules, nor sees a card its viewer may not
see), the names, which seats are human and their levels, and whether a spectator watches.
A game's news adds what is its own. And a view that follows the news (`NewsFollower`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from ...core.game import Outcome, Step
from ..player_name import unnamed_seat
from .controller import TableController

#: The game's observation.
ObsT = TypeVar("ObsT")


@dataclass(frozen=True, slots=True)
class SeatNews(Generic[ObsT]):
    """One step: the `Step`, the seat whose view the table shows (`viewer`), its
    observation after the step, the players' names, which seats are human and each seat's
    level (and, a saved game watched, every seat's observation: `seen`)."""

    step: Step
    viewer: int
    obs: ObsT
    names: tuple[str, ...]
    humans: frozenset[int]
    levels: tuple[str, ...] = ()
    #: A spectator's table (`TableController.watched`): nobody here is "you".
    watched: bool = field(default=False, kw_only=True)
    #: Every seat's own observation, seat by seat, where the table shows every hand
    #: (`TableController.open_hands`); empty otherwise.
    seen: tuple[ObsT, ...] = field(default=(), kw_only=True)

    @property
    def hot_seat(self) -> bool:
        """Several humans share the screen, a spectator watches, or computers play every
        seat (`zanga --demo`): each is named (but the one whose name reads "you", `you`)."""
        return len(self.humans) != 1 or self.watched

    @property
    def you(self) -> int | None:
        """The seat the table's lines call "you": the one person's; at a shared screen the
        one who chose no name (his name reads "you" there too, so "You pass", never "You
        passes"), every other person by his name; none at a spectator's table or where
        computers play every seat (`zanga --demo`) or a game is watched again, except the
        seat whose name is the unnamed player's (its lines would say "You deals")."""
        if self.watched:
            return None
        if not self.humans:
            return unnamed_seat(range(len(self.names)), self.names)
        if len(self.humans) == 1:
            return self.viewer
        return unnamed_seat(self.humans, self.names)


class NewsFollower:
    """A view of the table (a board, the front) that follows what the controller tells
    (`_follow_news`), each piece of news its own way."""

    __slots__ = ()

    def _follow_news(self, controller: TableController) -> None:
        controller.reset.connect(self._on_reset)
        controller.dealt.connect(self._on_dealt)
        controller.acted.connect(self._on_acted)
        controller.hand_over.connect(self._on_hand_over)
        controller.game_over.connect(self._on_game_over)

    def _on_reset(self, resumed: bool) -> None:
        """A game put on the table (`resumed`), or actions taken back: drawn again."""
        raise NotImplementedError

    def _on_dealt(self, news: Any) -> None:
        raise NotImplementedError

    def _on_acted(self, news: Any) -> None:
        raise NotImplementedError

    def _on_hand_over(self, step: object) -> None:
        raise NotImplementedError

    def _on_game_over(self, outcome: Outcome) -> None:
        raise NotImplementedError

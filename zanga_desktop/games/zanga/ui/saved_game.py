"""A saved game of La Zanga as the start screen describes it (`ui.start.GameInfo`), and the
autosave read without ever raising."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

from ....limits import MAX_MESSAGE_CHARS, cut
from ....ui.start import GameInfo, modified
from ..records import Game, RecordError, load_record
from ..rules import Phase
from .record_text import problem_kind
from .setup import GAME_ID


def game_info(game: Game, saved_at: datetime | None = None,
              path: Path | None = None) -> GameInfo:
    st = game.state
    return GameInfo(names=tuple(game.record.players), vales=st.vales, pot=st.pot + st.fianza,
                    hand=max(1, len(game.record.hands)),
                    hand_over=st.phase in (Phase.SCORING, Phase.DEAL, Phase.GAME_OVER),
                    preset=game.record.preset, saved_at=saved_at, path=path,
                    over=st.is_over, game=GAME_ID)


def read_autosave(path: Path) -> tuple[GameInfo, Game | None] | None:
    """The autosaved game at `path`: its description and the game replayed, or (a file that
    is not a record, or one the rules refuse) the reason it cannot be resumed and no game.
    None if there is no file. Never raises, and never changes the file."""
    try:
        present = path.exists() or path.is_symlink()
    except OSError:  # something is there that cannot even be looked at
        present = True
    if not present:
        return None
    saved_at = modified(path)
    try:
        game = Game.from_record(load_record(path))
    except RecordError as exc:
        return GameInfo(saved_at=saved_at, problem=exc.message,
                        problem_kind=problem_kind(exc), path=path), None
    except Exception as exc:  # whatever the file holds, the app must open
        return GameInfo(saved_at=saved_at,
                        problem=cut(str(exc), MAX_MESSAGE_CHARS) or type(exc).__name__,
                        path=path), None
    return game_info(game, saved_at, path), game

"""Both games' bots on the one game-free seat (`bots/player.py`): the same protocol and
framing, each game's own view and hello, an action written without its seat."""

from __future__ import annotations

from zanga_desktop.bots.player import PROTOCOL, GameBot
from zanga_desktop.games.envite.bots import player as envite
from zanga_desktop.games.envite.rules import Card as EnviteCard
from zanga_desktop.games.envite.rules import play
from zanga_desktop.games.zanga.bots import player as zanga
from zanga_desktop.games.zanga.rules import Action, Card, Kind, Word


def test_both_games_bots_share_one_seat_and_protocol() -> None:
    assert issubclass(zanga.ZangaBot, GameBot) and issubclass(envite.EnviteBot, GameBot)
    assert zanga.CODEC.protocol == envite.CODEC.protocol == PROTOCOL == "zanga-bot/1"
    assert zanga.CODEC.hello() == {}  # zanga-bot/1 as first written: the protocol alone
    assert envite.CODEC.hello() == {"game": "envite"}


def test_an_action_is_written_without_its_seat() -> None:
    for action in (Action(2, Kind.PLAY, Card.parse("1e")), Action(1, Kind.SAY, Word.PASO)):
        assert zanga.CODEC.action_json(action) == action.to_json(with_seat=False)
    assert zanga.CODEC.action_json(Action(2, Kind.PLAY, Card.parse("1e"))) == {"play": "1e"}
    assert envite.CODEC.action_json(play(3, EnviteCard.parse("7c"))) == {"play": "7c"}

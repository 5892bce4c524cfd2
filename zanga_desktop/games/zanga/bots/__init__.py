"""La Zanga for `zanga-bot/1` programs: the views a bot is sent and the built-in bot server."""

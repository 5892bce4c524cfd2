"""A hostile zanga-bot/1 bot: reads everything and never writes a word (not even hello)."""

import sys

for _line in sys.stdin:
    pass

"""A hostile zanga-bot/1 bot: says hello, then never answers a decision."""

import json
import sys

for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        sys.stdout.write(json.dumps({"name": "mute", "author": "tests"}) + "\n")
        sys.stdout.flush()
    elif message["type"] == "bye":
        break

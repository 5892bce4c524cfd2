"""A hostile zanga-bot/1 bot: answers every decision with JSON nested 100,000 deep."""

import json
import sys

for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        sys.stdout.write(json.dumps({"name": "nested", "author": "tests"}) + "\n")
    elif message["type"] == "bye":
        break
    else:
        sys.stdout.write("[" * 100_000 + "\n")
    sys.stdout.flush()

"""A hostile zanga-bot/1 bot: answers every decision with its first legal action, then
writes a second answer at once, the last legal action: a line written when it was asked
nothing."""

import json
import sys

for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        sys.stdout.write(json.dumps({"name": "extra", "author": "tests"}) + "\n")
    elif message["type"] == "decide":
        sys.stdout.write(json.dumps({"action": message["legal"][0]}) + "\n")
        sys.stdout.flush()
        sys.stdout.write(json.dumps({"action": message["legal"][-1]}) + "\n")
    else:
        break
    sys.stdout.flush()

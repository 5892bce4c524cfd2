"""A hostile zanga-bot/1 bot: answers hello and then every decision with the bytes of the
file given as the first argument, as they are (the host's fuzz test writes them)."""

import json
import sys

with open(sys.argv[1], "rb") as f:
    DATA = f.read()
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello" and len(sys.argv) > 2:
        sys.stdout.write(json.dumps({"name": "bytes", "author": "tests"}) + "\n")
    elif message["type"] == "bye":
        break
    else:
        sys.stdout.buffer.write(DATA)
    sys.stdout.flush()

"""A hostile zanga-bot/1 bot: says hello, then answers a decision with output that never
ends a line."""

import json
import sys

for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        sys.stdout.write(json.dumps({"name": "no-newline", "author": "tests"}) + "\n")
        sys.stdout.flush()
    elif message["type"] == "bye":
        break
    else:
        chunk = "x" * 65536
        while True:
            sys.stdout.write(chunk)

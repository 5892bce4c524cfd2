"""A protocol bot for any game (bot-protocol.md): it answers hello and plays a random legal
action, seeded by its seat, until bye."""

import json
import random
import sys

rng = random.Random(7)
for line in sys.stdin:
    message = json.loads(line)
    if message.get("type") == "hello":
        print(json.dumps({"name": "first", "author": "tests"}), flush=True)
    elif message.get("type") == "decide":
        print(json.dumps({"action": rng.choice(message["legal"])}), flush=True)
    elif message.get("type") == "bye":
        break

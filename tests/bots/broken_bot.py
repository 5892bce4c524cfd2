"""A deliberately faulty zanga-bot/1 bot for the host's tests: `python broken_bot.py MODE`.

Modes: good, illegal, late, not_json, dies (exits at its first decision), no_hello (never
answers hello), crash_on_start (exits at once).
"""

import json
import sys
import time

MODE = sys.argv[1] if len(sys.argv) > 1 else "good"


def say(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


if MODE == "crash_on_start":
    sys.exit(3)
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        if MODE == "no_hello":
            time.sleep(30)
        say({"name": f"broken-{MODE}", "author": "tests"})
    elif message["type"] == "bye":
        break
    elif MODE == "good":
        say({"action": message["legal"][-1]})
    elif MODE == "illegal":
        say({"action": {"play": "13x"}})
    elif MODE == "late":
        time.sleep(message["time_ms"] / 1000 + 1.0)
        say({"action": message["legal"][0]})
    elif MODE == "not_json":
        sys.stdout.write("I think I will pass\n")
        sys.stdout.flush()
    elif MODE == "dies":
        sys.exit(1)

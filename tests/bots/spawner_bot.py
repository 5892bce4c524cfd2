"""A hostile zanga-bot/1 bot: starts a long-lived child at start-up (its pid appended to the
file given as the first argument), answers hello, then exits at its first decision, leaving
the child behind."""

import json
import subprocess
import sys

child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
with open(sys.argv[1], "a", encoding="utf-8") as f:
    f.write(f"{child.pid}\n")
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        sys.stdout.write(json.dumps({"name": "spawner", "author": "tests"}) + "\n")
        sys.stdout.flush()
    else:
        sys.exit(0)

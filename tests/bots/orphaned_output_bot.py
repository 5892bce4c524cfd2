"""A hostile zanga-bot/1 bot: answers hello, starts a child that keeps its output open (in
its own process group, its pid appended to the file given as the first argument), and
exits at its first decision: the bot died, though its output never ends."""

import json
import subprocess
import sys

for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        sys.stdout.write(json.dumps({"name": "orphaned", "author": "tests"}) + "\n")
        sys.stdout.flush()
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"],
                                 start_new_session=True)
        with open(sys.argv[1], "a", encoding="utf-8") as f:
            f.write(f"{child.pid}\n")
    else:
        sys.exit(3)

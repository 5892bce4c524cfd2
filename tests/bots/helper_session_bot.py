"""A hostile zanga-bot/1 bot: starts a helper in a session of its own that keeps the bot's
output open for a minute (its pid appended to the file given as the first argument),
answers hello, then never answers a decision."""

import json
import subprocess
import sys
import time

helper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"],
                          start_new_session=True)
with open(sys.argv[1], "a", encoding="utf-8") as f:
    f.write(f"{helper.pid}\n")
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        sys.stdout.write(json.dumps({"name": "helper", "author": "tests"}) + "\n")
        sys.stdout.flush()
    elif message["type"] == "decide":
        time.sleep(120)

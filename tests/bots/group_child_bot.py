"""A hostile zanga-bot/1 bot: starts a child that moves into a process group of its own
(its pid appended to the file given as the first argument), plays the first legal action
and exits when told bye, leaving the child behind."""

import json
import os
import subprocess
import sys

child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"],
                         process_group=0, stdout=subprocess.DEVNULL)
with open(sys.argv[1], "a", encoding="utf-8") as f:
    f.write(f"{child.pid}\n")
for line in sys.stdin:
    message = json.loads(line)
    if message["type"] == "hello":
        answer = {"name": "group child", "author": "tests"}
    elif message["type"] == "decide":
        answer = {"action": message["legal"][0]}
    else:
        os._exit(0)
    sys.stdout.write(json.dumps(answer) + "\n")
    sys.stdout.flush()

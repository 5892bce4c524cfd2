"""A hostile zanga-bot/1 bot: answers hello at once without reading it, then never reads
its input again (the host's writes fill the pipe) and never answers."""

import json
import sys
import time

sys.stdout.write(json.dumps({"name": "deaf", "author": "tests"}) + "\n")
sys.stdout.flush()
time.sleep(120)

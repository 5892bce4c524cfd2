"""A hostile zanga-bot/1 bot: calls itself by a lone surrogate, a NUL and a right-to-left
override, then plays the first legal action."""

import sys

for line in sys.stdin:
    if '"hello"' in line:
        sys.stdout.write('{"name": "Odd\\ud800\\u0000\\u202ebot", "author": "\\udfff"}\n')
    elif '"decide"' in line:
        import json

        sys.stdout.write(json.dumps({"action": json.loads(line)["legal"][0]}) + "\n")
    else:
        break
    sys.stdout.flush()

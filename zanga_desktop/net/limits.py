"""The bounds of the network protocol (docs/network-protocol.md, "Limits"): what one frame,
one connection and one table may make the host or a client hold or do."""

from __future__ import annotations

#: The largest frame a player sends (an action, a chat phrase, a hello): more closes the
#: connection (WebSocket close code 1009) before it is read whole.
MAX_CLIENT_FRAME = 16 * 1024
#: The largest frame the host sends (a view of a long game, the table).
MAX_HOST_FRAME = 1024 * 1024
#: How deeply a frame's JSON may nest (a view nests five levels).
MAX_DEPTH = 16
#: Frames a connection may send: a burst, then so many a second.
RATE_BURST = 30
RATE_PER_S = 10.0
#: Connections one table holds at once (seats, spectators and those still saying hello).
MAX_CONNECTIONS = 32
#: A connection that has not said hello by then is closed.
HELLO_TIMEOUT_S = 10.0
#: A seat whose connection dropped is held this long before the host chooses.
GRACE_S = 120.0
#: The chat lines a table keeps: told to whoever comes (back) to it, saved with the table.
CHAT_KEPT = 50
#: A phrase said is saved with the table within this many seconds (once for all said then).
CHAT_SAVE_S = 2.0
#: A name, as a player gives it.
MAX_NAME = 40
#: A seat's token (URL-safe, 22 characters for 128 bits).
TOKEN_BYTES = 16
MAX_TOKEN = 64
#: The longest reason sent with a close (WebSocket allows 123 bytes).
MAX_REASON = 120

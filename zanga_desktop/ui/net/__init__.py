"""Network play's windows: hosting a table, joining one, and what a network table shows
beside the game's own table (the address and code, the seats and their countdowns, the chat)
(docs/network-protocol.md)."""

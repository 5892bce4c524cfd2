"""Network play: one table, several computers (docs/network-protocol.md).

Game-free, in layers: `limits` and `messages` (the protocol's frozen records and their JSON,
bounded), `views` (what a seat or a spectator is sent, from the game's `seat_view`), `table`
(the host as a pure state machine over a protocol `Match`, driven in tests without sockets),
`follow` (a joined seat's shadow match kept in step with the views it is sent), `code` (the
short table code), then `host` and `client` (asyncio and websockets, each in a thread of its
own), `discovery` (DNS-SD with zeroconf) and `cli` (`zanga-cli serve` and `join`). The Qt side
is `ui/net/`.
"""

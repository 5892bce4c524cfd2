"""La Báciga for bot programs: the view a bot is sent and the codec the shared bot host uses
(docs/bot-protocol.md, "La Báciga")."""

"""Zanga Desktop: the card games of the Canary Islands, played with the Spanish 40-card deck
(the games themselves are listed by `core.registry`)."""

__version__ = "0.1.0"

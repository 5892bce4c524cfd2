"""Zanga Desktop: La Zanga, the Canarian trick-taking game of the Ombre family."""

__version__ = "0.1.0"

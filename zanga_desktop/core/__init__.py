"""What every game on the table shares, with no game in it: the rules-error base, the game
protocol and its registry, and safe file writing. No Qt import, ever (docs/architecture.md)."""

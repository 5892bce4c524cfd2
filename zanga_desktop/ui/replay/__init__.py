"""Watching a saved game again on its table, move by move."""

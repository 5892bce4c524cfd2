"""Vector art for Zanga Desktop: the Spanish deck, backs, table, vales and icon.

Every module here writes SVG as plain strings with the standard library only, so the
output is byte-for-byte reproducible.  ``tools/make_art.py`` is the entry point.
"""

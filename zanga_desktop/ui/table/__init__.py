"""Generic pieces of a card table (cards, seats, stones, bubbles, the view): nothing here knows
the rules of La Zanga, so other Canarian games can reuse them."""

"""La Zanga on the generic table: the controller that owns the game, and the board, prompts
and panels that show it."""

"""La Ronda (docs/ronda-rules.md): the capturing game of caídas, rondas and envíos."""

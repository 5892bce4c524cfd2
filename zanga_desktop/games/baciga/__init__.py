"""La Báciga, the Canarian draw-and-sing game (docs/baciga-rules.md): its rules, records,
computer players and bot view. No table yet: `game.py` names the Qt package a table will be."""

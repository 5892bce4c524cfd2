"""Learning any game of the table, game-free: the lesson window (lesson list, table, lesson
panel), the verdict panel, progress kept per game, the rules browser's frame, the Learn menu
and the links any text may hold. Each game's `learn/` package fills them with its lessons,
its checks and its rules."""

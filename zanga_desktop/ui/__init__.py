"""The PySide6 user interface: the shell every game shares (the window, the start screen,
files, settings) and the table toolkit (`table/`); each game's own table lives in its package
(`games/<id>/ui/`). The UI depends on the engine and the AI; neither depends on the UI."""

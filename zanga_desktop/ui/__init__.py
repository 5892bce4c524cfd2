"""The PySide6 user interface: generic table pieces (`table/`) and the Zanga game on them
(`zanga/`). The UI depends on the engine and the AI; neither depends on the UI."""

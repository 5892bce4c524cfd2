"""Entry script of the frozen app: `zanga_desktop.app:main`, as the `zanga` gui-script runs it.

The Windows bundle has no console window, so `print` goes nowhere when started from a console
by hand; when a console is there (cmd, PowerShell) the output is sent to it, so that
`zanga.exe --version` answers. Pipes given by a parent (CI, `subprocess`) work as they are.
"""

from __future__ import annotations

import sys


def _attach_console() -> None:
    if sys.platform != "win32" or sys.stdout is not None:
        return
    try:
        import ctypes

        if ctypes.windll.kernel32.AttachConsole(-1):  # type: ignore[attr-defined]
            sys.stdout = open("CONOUT$", "w", encoding="utf-8")  # noqa: SIM115
            sys.stderr = sys.stdout
    except (OSError, AttributeError):
        pass


if __name__ == "__main__":
    _attach_console()
    from zanga_desktop.app import main

    sys.exit(main())

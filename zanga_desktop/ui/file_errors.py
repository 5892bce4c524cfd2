"""Why a file could not be written, as a sentence a player understands: the system's
"[Errno 28] No space left on device" becomes "The disk is full". Every game's Save and the
shell's say it so (`write_error_text`); a game's save raises `SaveFailed`, an OSError whose
text is that sentence."""

from __future__ import annotations

import errno

from ..limits import MAX_ECHO_CHARS, cut
from .i18n import tr


def write_error_text(exc: BaseException) -> str:
    """The sentence for what writing a file raised (an OSError, or text no file can hold)."""
    if isinstance(exc, SaveFailed):
        return str(exc)
    if isinstance(exc, UnicodeError):
        return tr("The game holds text that cannot be written to a file (a name with a broken "
                  "character). Nothing was written; the file as it was is kept.")
    if not isinstance(exc, OSError):
        return tr("The file could not be written. Nothing was changed.")
    code = exc.errno
    if code in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return tr("The disk is full: free some space, or choose another disk, and save again. "
                  "The file as it was is kept.")
    if code in (errno.EACCES, errno.EPERM):
        return tr("Zanga is not allowed to write there: choose another folder.")
    if code == errno.EROFS:
        return tr("That disk can only be read: choose another folder.")
    if code in (errno.ENOENT, errno.ENOTDIR):
        return tr("That folder does not exist (any more): choose another one.")
    if code == errno.EISDIR:
        return tr("A folder has that name: choose another name for the file.")
    if code == errno.ENAMETOOLONG:
        return tr("The name is too long for this disk: choose a shorter one.")
    reason = cut(str(exc.strerror or exc), MAX_ECHO_CHARS)
    return tr("The file could not be written ({0}). The file as it was is kept.").format(reason)


class SaveFailed(OSError):
    """A save that failed; its text is the sentence for the player (its `errno` is the
    system's, when there was one)."""

    @classmethod
    def of(cls, exc: BaseException) -> SaveFailed:
        failed = cls(write_error_text(exc))
        failed.errno = getattr(exc, "errno", None)
        return failed

"""Where a Practice keeps its progress: a JSON file (``Progress.load``/``save`` through
``fileio``), or in JupyterLite the browser's storage, whose text the front end sends and
writes (:class:`BrowserStore`); nothing is lost when two practices share either.
"""

from __future__ import annotations

import json
from pathlib import Path

from unsun_lab.fileio import FileRefused, regular_or_missing
from unsun_lab.i18n import text
from unsun_lab.practice import Progress, ProgressError
from unsun_lab.safe import printable, quote
from unsun_lab.widgets._common import BadMessage, not_a_choice

#: The browser's storage key of the progress in JupyterLite.
STORAGE_KEY = "unsun-lab-practice-progress"


def load_progress(path: Path, lang: str) -> tuple[Progress, bool, str]:
    """The progress in ``path``, whether it may be written again, and the notice ('' when
    all is well). A regular file that is not progress is moved aside (``NAME.bad-N``) and
    practice starts afresh; anything else that cannot be read (a folder, a FIFO, a device, a
    link, a file that may not be read) is left where it is, and nothing is kept this time (it
    is never written over)."""
    try:
        return Progress.load(path), True, ""
    except (ProgressError, OSError) as err:
        detail = err.detail if isinstance(err, ProgressError) else quote(str(err), 200)
        aside = _aside(path) if isinstance(err, ProgressError) and err.corrupt else None
        if aside is not None:
            try:
                if regular_or_missing(path) is None:
                    raise FileNotFoundError(str(path))
                path.rename(aside)
            except (OSError, FileRefused):
                aside = None
        if aside is None:
            notice = text("practice.ui.refused_file", lang, path=str(path), detail=detail)
            return Progress(), False, notice
        said = {"path": str(path), "detail": detail, "aside": str(aside)}
        return Progress(), True, text("practice.ui.bad_file", lang, **said)


def _aside(path: Path) -> Path:
    """A free name beside ``path`` for a progress file that could not be read."""
    n = 1
    while True:
        candidate = path.with_name(f"{path.stem}.bad-{n}{path.suffix}")
        if not candidate.exists() and not candidate.is_symlink():
            return candidate
        n += 1


class BrowserStore:
    """The progress in the browser's storage (JupyterLite) under ``key`` ('' when it lives
    elsewhere): ``stored``, the text for the front end to write; ``base``, the storage text
    the progress was last merged onto; ``bad``, one refused (for the front end to set
    aside); ``sent``, the texts this practice asked the front end to write."""

    def __init__(self, key: str = "") -> None:
        self.key = key
        self.stored = self.base = self.bad = ""
        self.sent: list[str] = []

    def write(self, progress: Progress) -> None:
        """The progress for the front end to write in the storage, if it still holds the text
        the progress was merged onto (else it sends what it holds, to be merged first)."""
        self.stored = json.dumps(progress.to_dict())
        self.sent = [*self.sent[-15:], self.stored]

    def receive(self, progress: Progress, data: str, aside: str, wrote: bool) -> Progress:
        """What the browser's storage holds now: loaded as strictly as a file and merged with
        what was answered here since the last merge (nothing is lost when two practices share
        the storage); returns the progress.

        A text that cannot be read is refused and the progress left as it was; the front
        end is asked to set that text aside (``bad``) and says so (``aside``: the text it set
        aside, ``data`` then ''): then the whole progress is written afresh. The text this
        practice had the front end write comes back as its receipt (``wrote``): only then is
        a text this practice sent taken as its own (another practice may have written the
        very same text, holding other answers)."""
        if aside:
            if aside != self.bad or data:
                raise not_a_choice("aside", [self.bad[:20]] if self.bad else [], aside)
            self.bad = ""
            progress.base = {}
            self.base = ""
            self.write(progress)
            return progress
        if wrote and data in self.sent:  # the storage holds what this practice wrote
            written = Progress.from_text(data)
            progress.base, progress.themes_base = written.rules, written.themes
            self.base = data
            return progress
        try:
            current = Progress.from_text(data) if data else Progress()
        except ProgressError as err:
            self.bad = data
            detail = printable(err.detail)[:200]
            raise BadMessage.of(
                "practice_bad_storage", detail=detail, aside=f"{STORAGE_KEY}.bad"
            ) from None
        merged = progress.merged(current)
        progress = Progress(
            merged.rules, current.rules, merged.lessons, merged.themes, current.themes
        )
        self.base = data
        if merged != current:
            self.write(progress)
        else:
            self.stored = data  # the storage holds it all already: nothing to write
        return progress

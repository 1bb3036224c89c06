"""The widgets' words (keys ``ui.*``) of every language, by language. Each language's are
written in its own ``languages/<code>/ui.py``; the catalogues hold them too."""

from __future__ import annotations

from unsun_lab.i18n import Entry
from unsun_lab.i18n.languages import cs, en, ja, pt

__all__ = ["UI"]

#: The widgets' words by language, as catalogue entries (``ui.`` + key).
UI: dict[str, dict[str, Entry]] = {"en": en.ui.UI, "pt": pt.ui.UI, "cs": cs.ui.UI, "ja": ja.ui.UI}

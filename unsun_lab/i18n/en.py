"""English as one catalogue, by the name the engine imports it from: ``MESSAGES`` (every key)
and ``CITES`` (the rule ids each sentence cites). Both are assembled in ``unsun_lab.i18n``; the
words are written in ``languages/en/``."""

from __future__ import annotations

from unsun_lab.i18n import CATALOGUES, CITES, Entry

__all__ = ["CITES", "MESSAGES"]

MESSAGES: dict[str, Entry] = CATALOGUES["en"]

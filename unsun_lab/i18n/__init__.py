"""Message catalogues: the sentences learners read, by key and language (English first)."""

from __future__ import annotations

from unsun_lab.i18n.en import MESSAGES as EN

__all__ = ["CATALOGUES", "message"]

CATALOGUES: dict[str, dict[str, str]] = {"en": EN}


def message(key: str, lang: str = "en") -> str:
    """The template of ``key`` in ``lang``, falling back to English."""
    catalogue = CATALOGUES.get(lang, EN)
    return catalogue.get(key) or EN[key]

"""Japanese as one catalogue, by the name tests and notebooks import it from: ``MESSAGES`` (every
key, assembled in ``unsun_lab.i18n``), ``GLOSSARY`` and ``TERMS``. The words are written in
``languages/ja/``."""

from __future__ import annotations

from unsun_lab.i18n import CATALOGUES, Entry
from unsun_lab.i18n.languages.ja.glossary import GLOSSARY, TERMS

__all__ = ["GLOSSARY", "MESSAGES", "TERMS"]

MESSAGES: dict[str, Entry] = CATALOGUES["ja"]

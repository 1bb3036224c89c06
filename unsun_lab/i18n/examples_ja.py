"""The Japanese example notes, by the name they were first imported from; they are written in
``languages/ja/examples.py``."""

from __future__ import annotations

from unsun_lab.i18n.languages.ja.examples import EXAMPLES

__all__ = ["EXAMPLES"]

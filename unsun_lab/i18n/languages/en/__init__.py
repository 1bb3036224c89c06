"""English, the source language: every key is English first (``messages``, ``ui``)."""

from unsun_lab.i18n.languages.en import messages, ui

__all__ = ["messages", "ui"]

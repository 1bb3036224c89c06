"""Each language's words, in that language's own folder: a translator edits one folder.

``languages/<code>/`` holds, for one language:

- ``messages.py``: ``MESSAGES``, the sentences of the engine, the pictures, the players, the
  coach, records, studies and practice, by topic;
- ``ui.py``: ``UI``, the widgets' words (keys ``ui.*``): labels, buttons, status lines;
- ``examples.py``: ``EXAMPLES``, the annotated example deals' titles and notes
  (``example.<name>.*``). English has none: its notes are the records themselves
  (``unsun_lab/examples/<name>.json``, read by ``unsun_lab.i18n.examples``);
- ``glossary.py``: ``GLOSSARY``, the game's terms for the learner, and ``TERMS``, one term for
  each thing (the tests scan every sentence for the variants it forbids). English has none.

These files are data and nothing else. The catalogues are assembled from them in one place,
``unsun_lab.i18n`` (``CATALOGUES``, and ``CITES``, the rule ids each English sentence cites).
English has every key; each translation has exactly the same keys, the same placeholders and
the same rule ids (tests/i18n/test_i18n.py).
"""

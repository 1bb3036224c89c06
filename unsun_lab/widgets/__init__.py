"""Interactive widgets (anywidget) for learning Hachinin Meri in Jupyter.

Each widget is thin: its front end draws the state Python sends and sends the learner's
clicks back; every rule check and every sentence comes from the core.

>>> from unsun_lab.widgets import RankExplorer
>>> RankExplorer(trump="I")
RankExplorer(trump='Isu', selected=(), led=None)
"""

from __future__ import annotations

from unsun_lab.widgets.combo_explainer import ComboExplainer
from unsun_lab.widgets.deal_stepper import DealStepper
from unsun_lab.widgets.play_table import PlayTable
from unsun_lab.widgets.practice import Practice
from unsun_lab.widgets.rank_explorer import RankExplorer

__all__ = ["ComboExplainer", "DealStepper", "PlayTable", "Practice", "RankExplorer"]

"""The widgets' tests keep the deals a PlayTable finishes in a folder of their own, never in
the learner's folder of the machine that runs them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from unsun_lab.widgets.play_table import PlayTable


@pytest.fixture(autouse=True)
def _deals_kept_aside(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    before = PlayTable.mine_folder
    PlayTable.mine_folder = tmp_path_factory.mktemp("learner")
    yield
    PlayTable.mine_folder = before

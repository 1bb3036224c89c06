"""Synced text can never break the widget state an HTML export embeds.

nbconvert writes a notebook's widget state into ``<script type="application/vnd.jupyter.
widget-state+json">`` and escapes only ``</``. A note holding ``<!--<script>`` then sends the
browser's HTML parser into the script's "double escaped" state: the state's script runs on
over the scripts after it, and the page shows no widget. Every widget sends its synced text
with ``<`` (and the backslash) escaped, so the state holds no ``<`` at all, and its
JavaScript reads the text back exactly.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from typing import Any

import nbformat
import pytest
from ipywidgets.embed import dependency_state
from nbconvert import HTMLExporter

from tests.helpers import conformance_dir
from unsun_lab.widgets import DealStepper, PlayTable, Practice, RankExplorer
from unsun_lab.widgets._common import _SYNCED_TEXT_JS, bundle, synced_text

HOSTILE = "<!--<script>alert(1)</script><b>bold</b> C:\\u003c\\x"
STATE = "application/vnd.jupyter.widget-state+json"
VIEW = "application/vnd.jupyter.widget-view+json"


def _stepper_with_a_note() -> DealStepper:
    stepper = DealStepper(conformance_dir() / "R20_meri_tenka_must_follow.json", move=3)
    stepper.set_note(HOSTILE)
    assert stepper.note == HOSTILE and HOSTILE in _strings(stepper.state)
    return stepper


def _strings(tree: Any) -> list[str]:
    if isinstance(tree, dict):
        return [s for v in tree.values() for s in _strings(v)]
    if isinstance(tree, list):
        return [s for v in tree for s in _strings(v)]
    return [tree] if isinstance(tree, str) else []


def _exported(widget: Any) -> str:
    """The HTML nbconvert writes for a notebook that shows ``widget``, with its state saved
    as JupyterLab saves it."""
    state = dependency_state([widget])
    nb = nbformat.v4.new_notebook()
    nb.metadata["widgets"] = {STATE: {"version_major": 2, "version_minor": 0, "state": state}}
    view = {"model_id": widget.model_id, "version_major": 2, "version_minor": 0}
    cell = nbformat.v4.new_code_cell("stepper")
    cell.outputs = [nbformat.v4.new_output("display_data", data={VIEW: view, "text/plain": "x"})]
    nb.cells = [cell]
    html, _ = HTMLExporter().from_notebook_node(nb)
    return html


def _state_script(html: str) -> str:
    start = html.index(f'<script type="{STATE}">') + len(f'<script type="{STATE}">')
    return html[start : html.index("</script>", start)]


def test_an_exported_note_holding_a_script_comment_leaves_the_state_whole() -> None:
    stepper = _stepper_with_a_note()
    html = _exported(stepper)
    embedded = _state_script(html)
    # The HTML tokenizer leaves a script at its first "</script": only "<!--" and "<script"
    # inside could change that, and the embedded state holds no "<" at all.
    assert "<" not in embedded
    saved = json.loads(embedded.replace("<\\/", "</"))["state"]
    assert saved[stepper.model_id]["state"]["state"] == synced_text(stepper.state)
    assert html.count(f'<script type="{VIEW}">') == 1  # the view's script follows, intact


@pytest.mark.parametrize("make", [RankExplorer, PlayTable, Practice])
def test_every_widget_sends_its_synced_dicts_escaped(make: Any) -> None:
    widget = make()
    sent = widget.get_state()
    for name, value in sent.items():
        if isinstance(getattr(widget, name), dict):
            assert value == synced_text(getattr(widget, name)), name
            assert "<" not in json.dumps(value), name
    assert sent["_esm"] == widget._esm  # the code itself goes as it is
    assert "export default ulSyncedModule(ulWidgetModule);" in sent["_esm"]


def test_synced_text_escapes_every_lt_and_backslash_and_nothing_else() -> None:
    value = {"a<b": [HOSTILE, 3, None, True, {"x": "\u202e<\\"}], "plain": "Trick 2 — R20"}
    escaped = synced_text(value)
    assert "<" not in json.dumps(escaped, ensure_ascii=False)
    assert escaped["plain"] == "Trick 2 — R20"
    assert escaped["a\\u003cb"][0].startswith("\\u003c!--\\u003cscript>")


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_javascript_reads_the_text_back_exactly() -> None:
    """The front end's reader (what every widget module's model.get goes through) undoes
    synced_text: run in node on escaped values, it gives back what Python wrote."""
    value = {"a<b": [HOSTILE, "\\\\u005c<", 3, None, True, {"x": "\u202e<"}], "n": "plain"}
    script = (
        _SYNCED_TEXT_JS
        + f"""
const raw = {json.dumps(synced_text(value))};
const model = {{ get: (name) => raw, send(x) {{ return this === model; }} }};
const m = ulSyncedModel(model);
console.log(JSON.stringify([m.get("state"), m.get("state") === m.get("state"), m.send(1)]));
"""
    )
    done = subprocess.run(["node", "-e", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    read, same, bound = json.loads(done.stdout)
    assert read == value and same is True and bound is True


def test_each_widget_module_exports_through_the_reader() -> None:
    code = bundle("_cards.js", "rank_explorer.js")
    assert code.startswith(_SYNCED_TEXT_JS)
    assert len(re.findall(r"^export default ", code, flags=re.M)) == 1
    assert code.rstrip().endswith("export default ulSyncedModule(ulWidgetModule);")
    assert bundle("_cards.css") == (bundle.__globals__["HERE"] / "_cards.css").read_text("utf-8")

"""Smoke test of the browser harness: a tiny notebook run for real in JupyterLab."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest
from playwright.sync_api import Page, expect

from .conftest import JupyterLabServer, run_notebook_in_lab

pytestmark = pytest.mark.browser

SMOKE_CELL = """\
import ipywidgets

print(6 * 7)
button = ipywidgets.Button(description="Press me")
button.on_click(lambda pressed: setattr(pressed, "description", "Pressed"))
button
"""


def test_notebook_output_and_widget_in_jupyterlab(
    page: Page, jupyterlab: JupyterLabServer, artifacts_dir: Path, tmp_path: Path
) -> None:
    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(SMOKE_CELL)]
    notebook_path = tmp_path / "lab_smoke.ipynb"
    nbformat.write(notebook, notebook_path)

    run_notebook_in_lab(page, jupyterlab, notebook_path)

    panel = page.locator(".jp-NotebookPanel")
    stdout = panel.locator('.jp-OutputArea-output[data-mime-type="application/vnd.jupyter.stdout"]')
    expect(stdout).to_have_text("42")
    expect(stdout).to_be_visible()

    # The widget is rendered by the ipywidgets front end (jupyterlab_widgets), not as text.
    button = panel.get_by_role("button", name="Press me")
    expect(button).to_be_visible()
    expect(panel.locator(".jupyter-widgets.widget-button")).to_have_count(1)
    page.screenshot(path=artifacts_dir / "lab_smoke_before_click.png")

    # Clicking goes to the kernel over the comm and back: the handler renames the button.
    button.click()
    expect(panel.get_by_role("button", name="Pressed")).to_be_visible()

    page.screenshot(path=artifacts_dir / "lab_smoke_after_click.png")

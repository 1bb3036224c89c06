"""The Binder environment works from binder/requirements.txt alone: a fresh virtual
environment (no system site-packages) installs it and executes 00_start_here.ipynb.

Slow (it installs JupyterLab; pip may use its cache), so marked ``slow``; it runs by default.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BINDER = ROOT / "binder"


def test_runtime_is_python_3_11() -> None:
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.11"


def test_requirements_are_pinned_and_install_the_package() -> None:
    lines = [
        line.strip()
        for line in (BINDER / "requirements.txt").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]
    assert "." in lines or "-e ." in lines, "binder/requirements.txt must install unsun_lab"
    unpinned = [line for line in lines if line not in (".", "-e .") and "==" not in line]
    assert not unpinned, f"unpinned requirements: {unpinned}"


@pytest.mark.slow
def test_start_here_runs_in_a_fresh_binder_environment(tmp_path: Path) -> None:
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True, system_site_packages=False).create(env_dir)
    python = env_dir / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    # repo2docker installs from the repository root, where "." is unsun_lab itself.
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "-r", str(BINDER / "requirements.txt")],
        cwd=ROOT,
        check=True,
    )
    # The venv sees only what requirements.txt brought in: no system packages.
    out = subprocess.run(
        [str(python), "-c", "import sys; print(sys.prefix != sys.base_prefix)"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert out.stdout.strip() == "True"
    notebook = tmp_path / "00_start_here.ipynb"
    shutil.copy(ROOT / "notebooks" / "00_start_here.ipynb", notebook)
    subprocess.run(
        [str(python), "-m", "ipykernel", "install", "--prefix", str(env_dir), "--name", "binder"],
        check=True,
        capture_output=True,
    )
    subprocess.run(
        [
            str(python),
            "-m",
            "nbconvert",
            "--to",
            "notebook",
            "--execute",
            "--inplace",
            "--ExecutePreprocessor.kernel_name=binder",
            "--ExecutePreprocessor.timeout=600",
            "--ExecutePreprocessor.startup_timeout=600",
            str(notebook),
        ],
        cwd=tmp_path,  # not the checkout: unsun_lab must come from the venv
        env={"PATH": str(python.parent), "JUPYTER_PATH": str(env_dir / "share" / "jupyter")},
        check=True,
        capture_output=True,
    )
    executed = json.loads(notebook.read_text())
    outputs = [o for c in executed["cells"] if c["cell_type"] == "code" for o in c["outputs"]]
    assert not [o for o in outputs if o["output_type"] == "error"]
    text = "".join("".join(o.get("text", "")) for o in outputs if o["output_type"] == "stream")
    assert "makes Ouru the trump suit (R8)" in text  # 00's first lesson ran

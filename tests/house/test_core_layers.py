"""The core stands alone: standard library only, nothing from Jupyter (DESIGN.md layers)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

CORE = Path(__file__).resolve().parents[2] / "unsun_lab"
ADDONS = ("widgets", "display", "players")


def test_import_unsun_lab_loads_nothing_from_jupyter() -> None:
    code = (
        "import sys, unsun_lab; unsun_lab.Deal.shuffled(seed=1).play_out();"
        "print(' '.join(sorted(sys.modules)))"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = run.stdout.split()
    heavy = ("IPython", "ipywidgets", "anywidget", "jupyter", "traitlets", "tqdm", "numpy")
    assert not [m for m in loaded if m.split(".")[0] in heavy]


def _module_level_imports(tree: ast.AST) -> list[str]:
    """Imports that run when the module is imported (function bodies are skipped: a hook
    that draws, or an optional progress bar, may import lazily)."""
    names: list[str] = []
    stack = list(ast.iter_child_nodes(tree))
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            continue
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module)
        stack.extend(ast.iter_child_nodes(node))
    return names


def test_core_modules_import_only_the_standard_library_and_the_core() -> None:
    allowed = set(sys.stdlib_module_names) | {"unsun_lab"}
    checked = 0
    for path in CORE.rglob("*.py"):
        if path.relative_to(CORE).parts[0] in ADDONS:
            continue
        checked += 1
        for name in _module_level_imports(ast.parse(path.read_text(encoding="utf-8"))):
            parts = name.split(".")
            assert parts[0] in allowed, f"{path.relative_to(CORE)} imports {name}"
            assert parts[0] != "unsun_lab" or len(parts) < 2 or parts[1] not in ADDONS, (
                f"{path.relative_to(CORE)} imports the add-on {name} at module level"
            )
    assert checked >= 10

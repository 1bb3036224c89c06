"""Layers you can see (docs/ARCHITECTURE.md): every module is listed with its layer, and every
import in the package, at module level and inside functions, goes to its own layer or an
earlier one, and no import closes a circle inside a layer (the drawing hooks excepted). The
rules text the rule ids cite lives in the repository (docs/RULES.md)."""

from __future__ import annotations

import ast
import importlib
import os
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "unsun_lab"
DOC = (ROOT / "docs" / "ARCHITECTURE.md").read_text(encoding="utf-8")
LAYERS = ("core", "players", "pictures", "widgets")
#: Hooks through which a core object draws itself in a notebook (python-chess does the same).
DRAWING_HOOKS = ("_repr_svg_", "_repr_html_")


def listed_layers() -> dict[str, str]:
    """The module table of docs/ARCHITECTURE.md: 'cards' -> 'core', 'players/' -> 'players'."""
    rows = re.findall(r"^\| `([\w/]+)` \| (\w+) \|", DOC, re.M)
    assert rows, "docs/ARCHITECTURE.md has no module table"
    return dict(rows)


def module_name(path: Path) -> str:
    parts = path.with_suffix("").relative_to(ROOT).parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def layer_of(module: str, table: dict[str, str]) -> str:
    """The layer of ``unsun_lab.x`` or ``unsun_lab.x.y``: its own line, else its folder's."""
    parts = module.split(".")[1:]
    if not parts:
        return table["__init__"]
    if len(parts) == 1 and parts[0] in table:
        return table[parts[0]]
    folder = f"{parts[0]}/"
    if folder in table:
        return table[folder]
    raise AssertionError(f"docs/ARCHITECTURE.md gives no layer for {module}: add its line")


def imports_of(path: Path, *, runtime: bool = False) -> list[tuple[str, str | None, int]]:
    """Every unsun_lab import in the file: (module, enclosing function or None, line).
    ``runtime``: only those that run, not the ones under ``if TYPE_CHECKING:``."""
    package = module_name(path).split(".")
    if path.name != "__init__.py":
        package = package[:-1]
    return imports_in(ast.parse(path.read_text(encoding="utf-8")), package, runtime=runtime)


def imports_in(
    tree: ast.AST, package: list[str], *, runtime: bool = False
) -> list[tuple[str, str | None, int]]:
    """:func:`imports_of` for a parsed module of ``package`` (relative imports start there)."""
    found: list[tuple[str, str | None, int]] = []

    def visit(node: ast.AST, function: str | None) -> None:
        for child in ast.iter_child_nodes(node):
            if runtime and _typing_only(child):
                continue
            inner = function
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                inner = child.name
            names: list[str] = []
            if isinstance(child, ast.ImportFrom):
                if child.level:
                    base = package[: len(package) - child.level + 1]
                    module = ".".join(base + ([child.module] if child.module else []))
                else:
                    module = child.module or ""
                # `from unsun_lab import rules` imports the module unsun_lab.rules, and
                # `from unsun_lab.widgets import _common` the module unsun_lab.widgets._common
                names = [
                    f"{module}.{a.name}" if _is_module(f"{module}.{a.name}") else module
                    for a in child.names
                ]
            elif isinstance(child, ast.Import):
                names = [a.name for a in child.names]
            found.extend((n, function, child.lineno) for n in names if n.startswith("unsun_lab"))
            visit(child, inner)

    visit(tree, None)
    return found


def _typing_only(node: ast.AST) -> bool:
    """An ``if TYPE_CHECKING:`` block: its imports are read by the type checker, never run."""
    if not isinstance(node, ast.If):
        return False
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _is_module(name: str) -> bool:
    parts = name.split(".")
    return ROOT.joinpath(*parts).with_suffix(".py").is_file() or ROOT.joinpath(*parts).is_dir()


def resolved(name: str) -> str:
    """``unsun_lab.rules.team_of`` -> ``unsun_lab.rules`` (the module that holds the name)."""
    parts = name.split(".")
    while len(parts) > 1 and not (
        (ROOT.joinpath(*parts).with_suffix(".py")).is_file() or ROOT.joinpath(*parts).is_dir()
    ):
        parts.pop()
    return ".".join(parts)


MODULES = sorted(PACKAGE.rglob("*.py"))


def test_every_module_has_a_layer_and_the_table_names_no_stranger() -> None:
    table = listed_layers()
    assert set(table.values()) <= set(LAYERS), set(table.values()) - set(LAYERS)
    for path in MODULES:
        layer_of(module_name(path), table)
    for name in table:
        target = PACKAGE / name if name.endswith("/") else PACKAGE / f"{name}.py"
        assert target.exists(), f"docs/ARCHITECTURE.md lists {name}, which does not exist"


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_every_import_goes_to_the_same_layer_or_an_earlier_one(path: Path) -> None:
    table = listed_layers()
    mine = layer_of(module_name(path), table)
    for name, function, line in imports_of(path):
        target = resolved(name)
        theirs = layer_of(target, table)
        if LAYERS.index(theirs) <= LAYERS.index(mine):
            continue
        hook = function in DRAWING_HOOKS and theirs == "pictures"
        where = f"{path.relative_to(ROOT)}:{line}" + (f" (in {function})" if function else "")
        assert hook, f"{where}: a {mine} module imports {target}, of the later layer {theirs}"


def test_the_checker_sees_imports_inside_functions(tmp_path: Path) -> None:
    """The test would catch the coach's lazy import of the players if analysis were core."""
    found = imports_of(PACKAGE / "analysis.py")
    assert any(name.startswith("unsun_lab.players") and fn for name, fn, _ in found)
    table = {**listed_layers(), "analysis": "core"}
    late = [n for n, _, _ in found if layer_of(resolved(n), table) == "players"]
    assert late, "a core analysis importing the players would go unnoticed"


# -- no import cycle -------------------------------------------------------------------------

Edges = dict[str, dict[str, list[str]]]


def import_graph(*, hooks: bool = False) -> Edges:
    """module -> the modules it imports -> where ('unsun_lab/deal.py:22'), counting imports at
    module level and inside functions, not those under ``if TYPE_CHECKING:`` (never run).
    The drawing hooks' imports (a core object's ``_repr_svg_`` / ``_repr_html_`` importing
    the pictures, when a notebook shows it) are left out unless ``hooks``."""
    graph: Edges = {}
    for path in MODULES:
        me = module_name(path)
        mine = graph.setdefault(me, {})
        for name, function, line in imports_of(path, runtime=True):
            target = resolved(name)
            if target == me or (not hooks and drawing_hook(function, target)):
                continue
            where = f"{path.relative_to(ROOT)}:{line}" + (f" (in {function})" if function else "")
            places = mine.setdefault(target, [])
            if where not in places:  # `from x import A, B` is one import
                places.append(where)
    return graph


def drawing_hook(function: str | None, target: str) -> bool:
    return function in DRAWING_HOOKS and target.startswith("unsun_lab.display")


def cycles(graph: Edges) -> list[frozenset[str]]:
    """The groups of modules that import one another, directly or round a circle (the
    strongly connected components of more than one module), in a stable order."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[frozenset[str]] = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        for target in graph.get(module, {}):
            if target not in order:
                visit(target)
                low[module] = min(low[module], low[target])
            elif target in stack:
                low[module] = min(low[module], order[target])
        if low[module] == order[module]:
            group = {stack.pop()}
            while module not in group:
                group.add(stack.pop())
            if len(group) > 1:
                found.append(frozenset(group))

    for module in sorted(graph):
        if module not in order:
            visit(module)
    return sorted(found, key=sorted)


def shown(group: frozenset[str], graph: Edges) -> str:
    """A cycle with the import lines that close it."""
    lines = [" <-> ".join(sorted(group))]
    for module in sorted(group):
        for target, places in sorted(graph.get(module, {}).items()):
            if target in group:
                lines.append(f"    {module} imports {target} at {', '.join(places)}")
    return "\n".join(lines)


def test_no_import_cycle_but_the_drawing_hooks() -> None:
    graph = import_graph()
    found = cycles(graph)
    assert not found, "import cycles:\n" + "\n".join(shown(g, graph) for g in found)


def test_the_cycle_check_sees_a_circle_through_a_function_and_excepts_only_the_hooks() -> None:
    """A circle closed by an import inside a function is a cycle (as deal <-> record were,
    through six imports inside Deal's methods); the drawing hooks close one that is allowed."""
    graph: Edges = {
        "unsun_lab.a": {"unsun_lab.b": ["a.py:1"]},
        "unsun_lab.b": {"unsun_lab.c": ["b.py:1"]},
        "unsun_lab.c": {"unsun_lab.a": ["c.py:9 (in method)"]},
        "unsun_lab.d": {"unsun_lab.a": ["d.py:1"]},
    }
    assert cycles(graph) == [frozenset({"unsun_lab.a", "unsun_lab.b", "unsun_lab.c"})]
    assert "c.py:9 (in method)" in shown(cycles(graph)[0], graph)
    found = {m for m, _, _ in imports_of(PACKAGE / "deal.py", runtime=True)}
    assert "unsun_lab.record" not in {resolved(m) for m in found}
    hooked = cycles(import_graph(hooks=True))
    assert any({"unsun_lab.deal", "unsun_lab.display"} <= group for group in hooked), (
        "the drawing hooks no longer close a circle: DRAWING_HOOKS may be stale"
    )
    hooks = [
        (module_name(path), function)
        for path in MODULES
        for name, function, _ in imports_of(path, runtime=True)
        if drawing_hook(function, resolved(name))
    ]
    assert hooks and {function for _, function in hooks} <= set(DRAWING_HOOKS)


def test_imports_under_type_checking_are_not_run_but_the_others_are() -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "from unsun_lab import rules\n"
        "if TYPE_CHECKING:\n"
        "    from unsun_lab.deal import Deal\n"
        "def f():\n"
        "    from unsun_lab.widgets import _common\n"
    )
    tree = ast.parse(source)
    ran = {n for n, _, _ in imports_in(tree, ["unsun_lab"], runtime=True)}
    assert ran == {"unsun_lab.rules", "unsun_lab.widgets._common"}
    every = {n for n, _, _ in imports_in(tree, ["unsun_lab"])}
    assert every == ran | {"unsun_lab.deal"}


def test_cited_names_of_the_module_and_fact_tables_exist() -> None:
    modules = r"(?:rules|view|deal|orders|explain|cards)\.[\w.]+"
    classes_cited = r"(?:PlayerView|Deal|Trick|SeenTrick|TrumpTable)\.\w+"
    pattern = f"`({modules}|{classes_cited})`"
    classes = {
        "PlayerView": ("view", "PlayerView"),
        "SeenTrick": ("view", "SeenTrick"),
        "Deal": ("deal", "Deal"),
        "Trick": ("deal", "Trick"),
        "TrumpTable": ("orders", "TrumpTable"),
    }
    cited = sorted(set(re.findall(pattern, DOC)))
    assert len(cited) > 30
    for name in cited:
        head, *attrs = name.split(".")
        if head in classes:
            module, cls = classes[head]
            obj: object = getattr(importlib.import_module(f"unsun_lab.{module}"), cls)
        else:
            obj = importlib.import_module(f"unsun_lab.{head}")
        for attr in attrs:
            if isinstance(obj, type) and attr in getattr(obj, "__dataclass_fields__", {}):
                obj = None
                break
            assert hasattr(obj, attr), f"docs/ARCHITECTURE.md cites {name}, which does not exist"
            obj = getattr(obj, attr)


# -- the rules text --------------------------------------------------------------------------

RULES = ROOT / "docs" / "RULES.md"
# The shared folder lies beside the clone (CI's layout); UNSUN_SHARED names another place.
_OTHER = os.environ.get("UNSUN_SHARED", "")
_SHARED_DIRS = [ROOT.parent / "shared", *([Path(_OTHER)] if _OTHER else [])]
SHARED = [p / "RULES.md" for p in _SHARED_DIRS if (p / "RULES.md").is_file()]


def test_the_rules_text_is_in_the_repository_and_every_cited_rule_resolves() -> None:
    text = RULES.read_text(encoding="utf-8")
    defined = set(re.findall(r"^- \*\*(R\d+) ", text, re.M))
    assert defined == {f"R{n}" for n in range(1, 32)}
    cited: set[str] = set()
    for path in MODULES:
        cited |= set(re.findall(r"\bR(\d+)\b", path.read_text(encoding="utf-8")))
    unknown = sorted(int(n) for n in cited if f"R{n}" not in defined)
    assert not unknown, f"rule ids cited in the package but not in docs/RULES.md: {unknown}"


@pytest.mark.skipif(not SHARED, reason="no shared RULES.md beside this clone (a fresh clone)")
def test_the_rules_text_is_the_shared_one() -> None:
    assert RULES.read_bytes() == SHARED[0].read_bytes(), (
        f"docs/RULES.md differs from {SHARED[0]}: copy it over"
    )


#: Widget files whose comments still name issues; the widgets' rebuild rewrites them (and
#: empties this tuple).
PENDING: tuple[str, ...] = ()


def test_comments_cite_rule_ids_not_issue_numbers() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.*")):
        if path.suffix not in (".py", ".js", ".css"):
            continue
        if str(path.relative_to(PACKAGE)).startswith(PENDING):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"\bissues? #?\d+", line, re.I):
                found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)

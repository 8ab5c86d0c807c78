"""The package's import graph, read from the source (nothing is imported).

Two rules keep py/rummy layered: no import circle (an import inside a
function counts, since it runs the first time the function does), and no
module reaches into another's private names (`from x import _y`, or
`x._y` on an imported module). Imports through `importlib` with a string
(rummy.games' registry) are not seen here.
"""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "py"
PACKAGE = ROOT / "rummy"


def module_name(path):
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def is_package(name):
    return MODULES[name].name == "__init__.py"


def resolve(importer, level, module):
    """The absolute name `from <level dots><module>` means in `importer`."""
    if not level:
        return module or ""
    base = importer.split(".")
    if not is_package(importer):
        base.pop()
    base = base[:len(base) - (level - 1)]
    return ".".join(base + ([module] if module else []))


def is_private(name):
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def imports(name, text=None):
    """(edges: the package modules `name` imports, private: offending names);
    `text` stands in for the module's source."""
    tree = ast.parse(text if text is not None else MODULES[name].read_text(), name)
    edges, private, module_aliases = set(), [], set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in MODULES:
                    edges.add(alias.name)
                    module_aliases.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom):
            source = resolve(name, node.level, node.module)
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                if sub in MODULES:       # `from pkg import module`
                    edges.add(sub)
                    module_aliases.add(alias.asname or alias.name)
                elif source in MODULES:
                    edges.add(source)
                    if is_private(alias.name):
                        private.append(f"from {source} import {alias.name}")
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id in module_aliases and is_private(node.attr)):
            private.append(f"{node.value.id}.{node.attr}")
    edges.discard(name)
    return edges, private


GRAPH = {name: imports(name) for name in MODULES}


def find_cycle(graph):
    """One import circle as a list of modules, or None (depth-first search)."""
    state, stack = {}, []

    def visit(node):
        state[node] = "open"
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == "open":
                return stack[stack.index(nxt):] + [nxt]
            if nxt not in state:
                found = visit(nxt)
                if found:
                    return found
        state[node] = "done"
        stack.pop()
        return None

    for node in sorted(graph):
        if node not in state:
            found = visit(node)
            if found:
                return found
    return None


def test_the_graph_sees_the_package():
    assert {"rummy.gin.melds", "rummy.gin.meldmasks", "rummy.gin.cpu.levels"} <= set(MODULES)
    assert "rummy.gin.meldmasks" in GRAPH["rummy.gin.melds"][0]
    assert "rummy.gin.view" in GRAPH["rummy.gin.engine"][0]   # a function-level import


def test_private_names_are_seen():
    text = ("from .meldmasks import _split_sets, melds_in\n"
            "from . import meldtables\n"
            "def f():\n    return meldtables._run_blocks, meldtables.__doc__\n")
    edges, private = imports("rummy.gin.melds", text)
    assert edges == {"rummy.gin.meldmasks", "rummy.gin.meldtables"}
    assert private == ["from rummy.gin.meldmasks import _split_sets", "meldtables._run_blocks"]


def test_finder_reports_a_circle():
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_no_import_circle():
    assert find_cycle({name: edges for name, (edges, _) in GRAPH.items()}) is None


def test_no_module_imports_private_names():
    offences = {name: private for name, (_, private) in GRAPH.items() if private}
    assert offences == {}

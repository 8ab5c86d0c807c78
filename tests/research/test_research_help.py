"""Every research tool answers --help, run as the docs say (`python -m research.TOOL`)."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
TOOLS = ("ft_branch", "ft_flow", "ft_outfit", "ft_rollout", "ft_search", "ft_strength")


def test_every_tool_in_research_is_listed_here():
    modules = {p.stem for p in (ROOT / "research").glob("ft_*.py")}
    assert modules == set(TOOLS) | {"ft_variants"}          # (ft_variants is a library of variants)


@pytest.mark.parametrize("tool", TOOLS)
def test_a_research_tool_answers_help(tool):
    out = subprocess.run([sys.executable, "-m", f"research.{tool}", "--help"], cwd=ROOT,
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("usage:")

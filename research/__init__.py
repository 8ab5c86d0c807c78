"""Research on the 5000 Rummy strong CPU: the tools that measured its settings.

Not part of the game and not benchmarks (those are in bench/): these
scripts play the CPU levels against each other in fixed deals and matches
to tell a change of the strong level from noise. Their findings, with the
commands that measured them, are in docs/research-five-thousand-cpu.md;
the product's numbers cite them in py/rummy/five_thousand/cpu/settings.py
and tables.py. Run a tool from the repository's root as a module:

    python -m research.ft_strength paired --jobs 2 strong strong:deep_margin=25
    python -m research.ft_strength matches --jobs 2 strong seer
    python -m research.ft_search --jobs 2        (random sets of strong's weights)
    python -m research.ft_branch draws --jobs 2  (every option of one decision played out)
    python -m research.ft_rollout play --jobs 2  (decisions valued by rollouts)
    python -m research.ft_outfit                 (the opponents' out chance, fitted)
    python -m research.ft_flow strong normal     (where a seat's points come from)

Every tool answers --help. `ft_variants` holds the reference variant of
strong the tools can name (seer, told every hidden card).
"""

import os
import sys

_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# The engine (py/), and the 5000 tests' helpers the rollouts deal with
# (ft_helpers.reshuffled, the hidden-information reshuffle the tests check).
_PY, _HELPERS = os.path.join(_ROOT, "py"), os.path.join(_ROOT, "tests", "five_thousand")
if _PY not in sys.path:
    sys.path.insert(0, _PY)
if _HELPERS not in sys.path:
    sys.path.append(_HELPERS)

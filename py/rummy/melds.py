"""The names docs/engine-api.md gives Gin's meld maths, kept at their old place.

The engine API names `rummy.melds.best_melds`, `deadwood_points` and
`deadwood_after_discard`; the maths is Gin's and lives in `rummy.gin.melds`
(5000 Rummy has its own, `rummy.five_thousand.melds`). Nothing in the
package imports this module: it exists so those contract names keep working.
"""

from .gin.melds import best_melds, deadwood_after_discard, deadwood_points

__all__ = ["best_melds", "deadwood_points", "deadwood_after_discard"]

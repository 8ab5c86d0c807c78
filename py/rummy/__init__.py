"""The rummy family: shared card and meld maths, and one package per game.

`rummy.cards` and `rummy.melds` know nothing of any game's state; Gin Rummy
lives in `rummy.gin`, 5000 Rummy in `rummy.five_thousand` (its own meld
maths with wild cards); `rummy.games` lists them.
"""

__version__ = "0.1.0"

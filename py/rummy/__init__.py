"""The rummy family: shared card and meld maths, and one package per game.

`rummy.cards` and `rummy.melds` know nothing of any game's state; Gin Rummy
lives in `rummy.gin`.
"""

__version__ = "0.1.0"

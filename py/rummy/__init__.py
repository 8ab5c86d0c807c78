"""The rummy family: the shared card codes and house, and one package per game.

`rummy.cards` (card codes and decks), `rummy.seeding`, `rummy.match` and
the other top-level modules know nothing of any game's rules; Gin Rummy
lives in `rummy.gin` (with its own meld maths), 5000 Rummy in
`rummy.five_thousand` (its meld maths with wild cards); `rummy.games` lists
them. `rummy.melds` keeps the names docs/engine-api.md gives Gin's meld maths.
"""

__version__ = "0.1.0"

"""The games of the house: a game id -> its match, its CPU and its options.

Code that serves every game (the bridge `rummy.web`, self-play, the build's
smoke session) reaches a game only through this table and knows none of
its rules. A third game is a package `rummy.<id>` and one line in GAMES.
A game's modules are imported at first use, so a page playing one game
never loads the other.

What the house asks of a game package (`rummy.gin` is the example):
- `Match(seed=None, **options)`, where `Match.OPTIONS` names the options a
  new match may set (the match checks their values: ValueError naming the
  field); `Match.GAME` is the game id, also `save["game"]`.
- `match.view(seat)`: everything that seat may know, JSON-ready, with
  "phase", "to_act" and "legal" (the one exit for hidden information).
- `match.apply(seat, action)`, refusing with a subclass of
  `rummy.errors.IllegalAction` and changing nothing.
- `match.to_save()` / `Match.from_save(save)` (seed + action log; ValueError
  for a save it cannot use).
- `match.seed`, `match.level`, `match.log`, `match.to_act`, `match.players`
  (how many seats), and
  `match.in_play`: a deal is being played, so the seat to act must move
  (False between deals and once the match is over).
- `match.events`, a list that only grows, and `match.public_events(seat,
  start)`: the events from index `start` as that seat may know them.
- `<package>.cpu.decide(view, level, rng)`: the CPU's action from a view.
"""

import importlib
from dataclasses import dataclass


@dataclass(frozen=True)
class Game:
    """One registered game: its id and the package that plays it."""

    id: str
    package: str

    @property
    def match_class(self):
        return importlib.import_module(self.package).Match

    def new_match(self, seed=None, **options):
        """A new match with `options` (only the game's own option names);
        ValueError for an unknown option or a bad value."""
        match_class = self.match_class
        unknown = sorted(set(options) - set(match_class.OPTIONS))
        if unknown:
            raise ValueError(f"{self.id} has no option {unknown[0]!r}")
        return match_class(seed=seed, **options)

    def from_save(self, save):
        return self.match_class.from_save(save)

    def decide(self, view, level, rng):
        """The CPU's action for the seat of `view` (its modules load at first use)."""
        return importlib.import_module(self.package + ".cpu").decide(view, level, rng)


GAMES = {game.id: game for game in (
    Game("gin", "rummy.gin"),
    Game("five_thousand", "rummy.five_thousand"),
)}
DEFAULT = "gin"


def get(game_id):
    """The registered game `game_id`; ValueError naming it otherwise."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        raise ValueError(f"unknown game {game_id!r}: one of {sorted(GAMES)}")
    return GAMES[game_id]

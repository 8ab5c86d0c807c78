"""Command line front door: the CPUs of one game play each other.

    python -m rummy.selfplay --matches 200 --level normal --seed 1
    python -m rummy.selfplay --game five_thousand --players 4 --matches 200 --level strong --vs normal

`--game` picks the game (a `rummy.games` id; Gin when absent) and every
other option goes to that game's own self-play, `rummy.<game>.selfplay`
(`rummy.gin.selfplay`, `rummy.five_thousand.selfplay`), which prints its
own statistics; `--help` after the game shows its options.
"""

import argparse
import importlib
import sys

from . import games


def main(argv=None):
    front = argparse.ArgumentParser(prog="python -m rummy.selfplay", add_help=False)
    front.add_argument("--game", default=games.DEFAULT, choices=sorted(games.GAMES))
    known, rest = front.parse_known_args(sys.argv[1:] if argv is None else argv)
    game_selfplay = importlib.import_module(games.get(known.game).package + ".selfplay")
    return game_selfplay.main(rest)


if __name__ == "__main__":
    sys.exit(main())

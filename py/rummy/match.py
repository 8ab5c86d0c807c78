"""What every game's Match shares: its save, and replaying one.

A match is its seed, its options and its action log (style habit 4): the
save is exactly that, and a save is rebuilt by making the same match and
applying the log again, so the same seed and actions give the same match.
A game's Match sets GAME and OPTIONS (the option names new_match and the
save use), keeps `self.seed` and `self.log`, and says in `save_options()`
how each option is written into a save.
"""

SAVE_VERSION = 1
UNNAMED_GAME = "gin"   # saves made before games were named are Gin's


class SavedMatch:
    """Save and replay for a game's Match (a mixin). The game's Match gives
    `save_options()`: {option name: value as saved} for every name in OPTIONS."""

    GAME = None
    OPTIONS = ()

    def to_save(self):
        """The match as data: its game, seed, options and action log."""
        return {"game": self.GAME, "version": SAVE_VERSION, "seed": self.seed, **self.save_options(),
                "log": _copy_log(self.log)}

    @classmethod
    def from_save(cls, save):
        """Rebuild a match by replaying its log; ValueError for an unusable save."""
        if not isinstance(save, dict) or save.get("version") != SAVE_VERSION:
            raise ValueError(f"save: not a version-{SAVE_VERSION} match save")
        if save.get("game", UNNAMED_GAME) != cls.GAME:
            raise ValueError(f"save: a save of {save.get('game')!r}, not of {cls.GAME!r}")
        try:
            # Every option is passed, None when absent: the match refuses a
            # missing one it needs rather than quietly taking its default.
            return cls.replay(save["seed"], save["log"], **{name: save.get(name) for name in cls.OPTIONS})
        except (KeyError, TypeError, ValueError) as exc:   # IllegalAction is a ValueError
            raise ValueError(f"save: cannot be replayed ({exc})") from None

    @classmethod
    def replay(cls, seed, log, **options):
        """A new match with these options, after applying every [player, action] of `log`."""
        match = cls(seed=seed, **options)
        for player, action in log:
            match.apply(player, action)
        return match


def _copy_log(log):
    """A copy of an action log: [player, action] pairs, each action a dict of
    strings, integers, None or lists of those. copy.deepcopy took half of each
    bridge step with 8 players at 5000 (the save rides on every reply)."""
    return [[player, {k: list(v) if isinstance(v, list) else v for k, v in action.items()}]
            for player, action in log]

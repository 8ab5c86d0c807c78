"""Gin's house rules: `Rules`, the switches of one match, frozen and validated.

The defaults are the standard game of docs/rules-gin.md; every house rule is off.
(What a seat may do in each phase is `rules`, as in every game's package.)
"""

from dataclasses import asdict, dataclass, fields

from .meldtables import points

NEXT_DEALER = ("loser", "winner", "alternate")
GIN_BONUSES = (20, 25)
UNDERCUT_BONUSES = (10, 20, 25)
BIG_GIN_BONUS = 31
DEFAULT_KNOCK_LIMIT = 10


@dataclass(frozen=True)
class Rules:
    oklahoma: bool = False        # upcard value is the knock limit; a spade upcard doubles
    straight: bool = False        # no knocking: only gin ends a round
    big_gin: bool = False         # 11 melded cards go out without a discard: deadwood + 31
    final_settlement: bool = False  # game bonus 100 (200 shutout) and 25 a round won
    next_dealer: str = "loser"    # who deals after a scored round
    gin_bonus: int = 25
    undercut_bonus: int = 25

    def __post_init__(self):
        for name in ("oklahoma", "straight", "big_gin", "final_settlement"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"Rules.{name} must be True or False, not {getattr(self, name)!r}")
        if self.next_dealer not in NEXT_DEALER:
            raise ValueError(f"Rules.next_dealer must be one of {NEXT_DEALER}, not {self.next_dealer!r}")
        if type(self.gin_bonus) is not int or self.gin_bonus not in GIN_BONUSES:
            raise ValueError(f"Rules.gin_bonus must be one of {GIN_BONUSES}, not {self.gin_bonus!r}")
        if type(self.undercut_bonus) is not int or self.undercut_bonus not in UNDERCUT_BONUSES:
            raise ValueError(f"Rules.undercut_bonus must be one of {UNDERCUT_BONUSES}, not {self.undercut_bonus!r}")

    @classmethod
    def from_dict(cls, data):
        """Rules from a dict such as `to_dict()` gives; unknown keys raise ValueError."""
        if data is None:
            return cls()
        if isinstance(data, Rules):
            return data
        if not isinstance(data, dict):
            raise ValueError(f"rules must be a dict, not {type(data).__name__}")
        known = {f.name for f in fields(cls)}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown rule {unknown[0]!r}")
        return cls(**data)

    def to_dict(self):
        return asdict(self)

    def knock_limit(self, upcard):
        """Most deadwood a knock may leave this round (0 = gin only)."""
        if self.straight:
            return 0
        if self.oklahoma:
            return 0 if upcard[0] == "A" else points(upcard)
        return DEFAULT_KNOCK_LIMIT

    def multiplier(self, upcard):
        """Factor on all of a round's points: 2 for an Oklahoma spade upcard."""
        return 2 if self.oklahoma and upcard[1] == "S" else 1

    def describe(self):
        """Short English summary of the switches that are on, for logs and tests."""
        on = [f.name for f in fields(self) if getattr(self, f.name) is True]
        if self.next_dealer != "loser":
            on.append(f"next_dealer={self.next_dealer}")
        if self.gin_bonus != 25:
            on.append(f"gin_bonus={self.gin_bonus}")
        if self.undercut_bonus != 25:
            on.append(f"undercut_bonus={self.undercut_bonus}")
        return ", ".join(on) or "standard"

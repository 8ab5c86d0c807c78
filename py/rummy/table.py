"""Who sits at the table: which seats are people and their names (pass-and-play).

The bridge (`rummy.web`) keeps this beside the match: the game knows nothing
of it, its CPU decides for every seat the bridge asks it to. Pure functions
of plain data, so `new_match`'s options and a save's "table" are checked by
the same rules (docs/protocol.md, "Pass-and-play"):

- `people`: one bool per seat, seat 0 included, at least one true;
- `names`: one entry per seat, a name (str) or None for each person, None
  for every CPU; a name is 1..MAX_NAME characters once trimmed (stored
  trimmed) and holds no control or invisible format character.

Every check raises ValueError with a message that names the seat.
"""

import unicodedata

MAX_NAME = 16
# Controls (tab, newline...), invisible format characters (bidi overrides,
# zero-width joiners), lone surrogates and the line/paragraph separators:
# a name is shown as one line of plain text, so none of these belong in it.
REFUSED_CATEGORIES = {"Cc", "Cf", "Cs", "Zl", "Zp"}


def default_people(seats):
    """Seat 0 a person, every other seat a CPU (every match before pass-and-play)."""
    return [seat == 0 for seat in range(seats)]


def check_people(people, seats):
    """`people` as a list of bools for a table of `seats` seats, or ValueError."""
    if not isinstance(people, list) or len(people) != seats:
        raise ValueError(f"people must be a list of {seats} booleans (one per seat, seat 0 included)")
    for seat, person in enumerate(people):
        if not isinstance(person, bool):
            raise ValueError(f"people[{seat}] must be true or false, not {person!r}")
    if not any(people):
        raise ValueError("people: at least one seat must be a person")
    return list(people)


def check_name(name, seat):
    """The name trimmed, or ValueError saying what is wrong with seat `seat`'s name."""
    if not isinstance(name, str):
        raise ValueError(f"names[{seat}] must be a string or null, not {type(name).__name__}")
    trimmed = name.strip()
    if not 1 <= len(trimmed) <= MAX_NAME:
        raise ValueError(f"names[{seat}] must be 1 to {MAX_NAME} characters once trimmed,"
                         f" not {len(trimmed)}")
    bad = next((c for c in trimmed if unicodedata.category(c) in REFUSED_CATEGORIES), None)
    if bad is not None:
        raise ValueError(f"names[{seat}] holds a control character (U+{ord(bad):04X})")
    return trimmed


def check_names(names, people):
    """`names` checked against `people` (None: nobody named), or ValueError."""
    if names is None:
        return [None] * len(people)
    if not isinstance(names, list) or len(names) != len(people):
        raise ValueError(f"names must be a list of {len(people)} entries (a name or null per seat)")
    checked = []
    for seat, (name, person) in enumerate(zip(names, people)):
        if name is not None and not person:
            raise ValueError(f"names[{seat}]: seat {seat} is a CPU, it takes no name")
        checked.append(None if name is None else check_name(name, seat))
    return checked


def from_options(people, names, seats):
    """new_match's "people" and "names" checked (people None: the default
    table); returns (people, names) or ValueError."""
    people = default_people(seats) if people is None else check_people(people, seats)
    return people, check_names(names, people)


def check_table(table, seats):
    """A save's "table" {"people", "names"} checked (None: a save from before
    pass-and-play, one person at seat 0); returns (people, names) or ValueError."""
    if table is None:
        people = default_people(seats)
        return people, [None] * seats
    if not isinstance(table, dict) or set(table) != {"people", "names"}:
        raise ValueError('table must be {"people": [...], "names": [...]}')
    people = check_people(table["people"], seats)
    if table["names"] is None:
        raise ValueError(f"names must be a list of {seats} entries (a name or null per seat)")
    return people, check_names(table["names"], people)


def seats_of(people, names):
    """The replies' "seats": [{"person", "name"}, ...] (None before any match)."""
    if people is None:
        return None
    return [{"person": person, "name": name} for person, name in zip(people, names)]

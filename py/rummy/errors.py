"""IllegalAction: the one error type a refused action raises, with a stable code.

Each game subclasses it with the codes it may raise (`CODES`), so a code
outside its list is a bug caught at once; code that serves every game (the
bridge) catches this base class. A refused action changes nothing.
"""


class IllegalAction(ValueError):
    """An action the match refused; the match is unchanged."""

    CODES = ()   # a game's subclass lists its stable codes

    def __init__(self, code, message):
        assert code in self.CODES, code
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message

    def to_dict(self):
        return {"code": self.code, "message": self.message}

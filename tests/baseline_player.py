"""The simple expert baseline as a test opponent (re-exported from the package).

Take the upcard or the pile's top card only if it makes a meld, discard the
card leaving the least deadwood (the highest on a tie), knock as soon as
possible, always go gin. The policy itself lives in
`rummy.gin.cpu.baseline` so that `python -m rummy.selfplay --vs baseline`
can use it; this module is the tests' handle on it.
"""

from rummy.gin.cpu.baseline import decide

__all__ = ["decide"]

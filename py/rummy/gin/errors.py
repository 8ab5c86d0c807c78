"""Gin Rummy's IllegalAction and its stable codes.

Codes (stable strings other code may test for):
  bad_action     not an action dict of a known type with well-formed fields
  bad_player     the player is not 0 or 1
  bad_card       a field that should be a card is not a card code
  not_your_turn  the other player is to act
  wrong_phase    this kind of action is not allowed in this phase
  not_in_hand    the card is not in the player's hand
  just_drew      the card taken from the pile may not be discarded this turn
  cannot_knock   deadwood after that discard is above the knock limit
  pile_closed    the passed upcard may no longer be taken
  cannot_big_gin big gin is off, or the 11 cards are not all melded
"""

from .. import errors

CODES = (
    "bad_action", "bad_player", "bad_card", "not_your_turn", "wrong_phase",
    "not_in_hand", "just_drew", "cannot_knock", "pile_closed", "cannot_big_gin",
)


class IllegalAction(errors.IllegalAction):
    """An action a Gin match refused; the match is unchanged."""

    CODES = CODES

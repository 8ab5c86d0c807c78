"""5000 Rummy's IllegalAction and its stable codes.

Codes (stable strings other code may test for):
  bad_action      not an action dict of a known type with well-formed fields
  bad_player      the player is not a seat of this match
  bad_card        a field that should be a card is not a card code
  not_your_turn   another seat is to act
  wrong_phase     this kind of action is not allowed in this phase (stop: only
                  with an empty stock)
  not_in_hand     a card (or as many copies of it) is not in the player's hand
  bad_meld        the cards make no meld (or fewer than 3, or `as` contradicts them)
  ambiguous_wild  the wild cards' places are ambiguous: name them with `as`
                  (a meld), or name the place (a lay-off or rummy call on a
                  run with two open ends)
  cannot_lay_off  the card fits no place (or not that place) of that meld, or
                  there is no meld with that id
  must_play       a discard before the deep draw's target has been played
  no_discard      the pile's top card taken this turn (or its twin) may not be discarded
  cannot_go_out   the last card in hand fits a table meld: lay it off instead
  cannot_take     no such draw (empty stock, fewer cards in the pile), a deep
                  target that cannot be played, or a draw leaving no way to
                  finish the turn
  cannot_finish   a meld or lay-off (a rummy call too) after which the turn
                  could not be finished (the caller of rummy: no legal discard left)
"""

from .. import errors

CODES = (
    "bad_action", "bad_player", "bad_card", "not_your_turn", "wrong_phase", "not_in_hand",
    "bad_meld", "ambiguous_wild", "cannot_lay_off", "must_play", "no_discard",
    "cannot_go_out", "cannot_take", "cannot_finish",
)


class IllegalAction(errors.IllegalAction):
    """An action a 5000 Rummy match refused; the match is unchanged."""

    CODES = CODES

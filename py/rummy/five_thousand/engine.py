"""Match: the state of a 5000 Rummy match and every change to it.

Phases: "draw" (the turn's draw, or stop on an empty stock), "play" (melds,
lay-offs, then the discard), "rummy" (a seat is asked whether it calls the
card just discarded), "rummy_discard" (the caller discards), "deal_over"
and "match_over". What each phase allows is `rules` (one legal-actions
function per phase, one check per action type); here, one apply function
per action type. `apply` checks an action completely before anything
changes, so a refused action leaves the match exactly as it was. A match is
its seed, options and action log: `Match.from_save(match.to_save())`
rebuilds it. Steps the engine takes by itself (the end of a turn that
emptied a hand, the end of a deal with no legal take) follow the action
that caused them.
"""

import copy

from ..match import SavedMatch
from ..seeding import check_seed
from . import deal as dealing
from . import rules
from .actions import normalize
from .errors import IllegalAction
from .finish import can_take
from .melds import card_points, lay_off
from .scoring import deal_points, match_winner, settlement

TARGETS = (1000, 2500, 5000)
LEVELS = ("easy", "normal", "strong")
PHASES = ("draw", "play", "rummy", "rummy_discard", "deal_over", "match_over")
MAX_TURNS_PER_DEAL = 1000    # guard: taking from the pile forever cannot make a deal endless


class Match(SavedMatch):
    """A whole match: seat 0 is the person, seats 1..players-1 the CPUs."""

    GAME = "five_thousand"
    OPTIONS = ("players", "target", "level", "deal")   # what new_match may set besides the seed

    def __init__(self, seed=None, players=4, target=5000, level="normal", deal=None):
        if isinstance(players, bool) or players not in range(3, 9):
            raise ValueError(f"players must be 3 to 8, not {players!r}")
        if isinstance(target, bool) or target not in TARGETS:
            raise ValueError(f"target must be one of {TARGETS}, not {target!r}")
        if level not in LEVELS:
            raise ValueError(f"level must be one of {LEVELS}, not {level!r}")
        self.seed = dealing.new_seed() if seed is None else check_seed(seed)
        self.first_deal = None if deal is None else dealing.normalize_code(deal)
        self.players, self.target, self.level = players, target, level
        self.scores = [0] * players
        self.log, self.events, self.results = [], [], []
        self.deal_no = 0
        self.draw_rounds, self.dealer = dealing.first_dealer_draw(self._code(1), players)
        self.events.append({"type": "first_dealer", "draw": copy.deepcopy(self.draw_rounds),
                            "dealer": self.dealer})
        self._legal_cache = None
        self._start_deal()

    def _code(self, deal_no):
        if deal_no == 1 and self.first_deal:
            return self.first_deal
        return dealing.deal_code_of(self.seed, deal_no)

    # --- deals and turns ----------------------------------------------------
    def _start_deal(self):
        self.deal_no += 1
        self.deal_code = self._code(self.deal_no)
        self.hands, self.face_up, self.pile, self.stock = dealing.deal_cards(
            self.deal_code, self.players, self.dealer)
        self.wild = self.face_up[self.dealer][0]
        self.melds, self.history, self.result = [], [], None
        self.took = [[] for _ in range(self.players)]
        self.melded = [0] * self.players
        self.quiet_turns, self.turns = 0, 0
        self.events.append({"type": "deal", "deal": self.deal_no, "dealer": self.dealer, "wild": self.wild,
                            "face_up": list(self.face_up), "discard": self.pile[-1],
                            "hand_counts": [len(h) for h in self.hands], "stock_count": len(self.stock)})
        self._start_turn((self.dealer + 1) % self.players)

    def _start_turn(self, seat):
        self.turn_player = self.to_act = seat
        self.phase = "draw"
        self.no_discard = self.must_play = self.rummy_card = self.rummy_from = None
        self.started_empty, self.turn_played = not self.stock, False
        self.turns += 1
        if self.turns > MAX_TURNS_PER_DEAL:
            self._end_deal("stock_out", "turn_limit")
        elif not self.stock and not any(can_take(self.hands[seat], self.pile, k, self.melds, self.wild)
                                        for k in range(1, len(self.pile) + 1)):
            self._end_deal("stock_out", "no_take")

    def _end_turn(self):
        if self.started_empty:
            self.quiet_turns = 0 if self.turn_played else self.quiet_turns + 1
            if self.quiet_turns >= self.players:
                self._end_deal("stock_out", "quiet_circle")
                return
        else:
            self.quiet_turns = 0
        self._start_turn((self.turn_player + 1) % self.players)

    def _end_deal(self, kind, reason, out=None):
        held, points = deal_points(self.melded, self.hands, self.wild)
        self.scores = [s + p for s, p in zip(self.scores, points)]
        winner = match_winner(self.scores, self.target)
        self.result = {
            "kind": kind, "reason": reason, "out": out, "deal": self.deal_no, "dealer": self.dealer,
            "wild": self.wild, "deal_code": self.deal_code, "hands": [list(h) for h in self.hands],
            "melded_points": list(self.melded), "hand_points": held, "points": points,
            "scores": list(self.scores), "winner": winner,
            "settlement": None if winner is None else settlement(self.scores)}
        self.results.append(copy.deepcopy(self.result))
        self.phase, self.to_act = ("deal_over" if winner is None else "match_over"), 0
        self.no_discard = self.must_play = self.rummy_card = None
        self.events.append({"type": "deal_over", "deal": self.deal_no, "kind": kind, "reason": reason,
                            "out": out, "hands": [list(h) for h in self.hands], "points": points,
                            "scores": list(self.scores)})
        if winner is not None:
            self.events.append({"type": "match_over", "winner": winner, "scores": list(self.scores),
                                "settlement": settlement(self.scores)})

    # --- legal actions --------------------------------------------------------
    def legal(self, player):
        """Every action `player` may take now (a list of action dicts); melds
        are not listed (too many), any valid meld that keeps the turn
        finishable is legal too (see `is_legal`)."""
        if self.phase == "match_over":
            return []
        if self.phase == "deal_over":
            return [{"type": "next_deal"}]
        if player != self.to_act:
            return []
        if self._legal_cache is None:
            self._legal_cache = getattr(rules, "legal_" + self.phase)(self)
        return [dict(a) for a in self._legal_cache]

    def is_legal(self, player, action):
        """Would `apply(player, action)` be accepted now? (Changes nothing.)"""
        try:
            self._check(player, action)
        except IllegalAction:
            return False
        return True

    def _check(self, player, action):
        """(resolved action, what its apply needs) or IllegalAction."""
        if isinstance(player, bool) or not isinstance(player, int) or not 0 <= player < self.players:
            raise IllegalAction("bad_player", f"player must be a seat 0..{self.players - 1}, not {player!r}")
        act = normalize(action)
        kind, phase = act["type"], self.phase
        where = f"{kind} by player {player} in phase {phase!r}"
        allowed = rules.PHASE_ACTIONS[phase]
        if phase in ("deal_over", "match_over") or kind == "next_deal":
            if kind not in allowed:
                why = {"match_over": "the match is over", "deal_over": "the deal is over: next_deal"}
                raise IllegalAction("wrong_phase", f"{where}: {why.get(phase, 'the deal is not over')}")
            return act, None
        if player != self.to_act:
            raise IllegalAction("not_your_turn", f"{where}: player {self.to_act} is to act")
        if kind not in allowed:
            raise IllegalAction("wrong_phase", f"{where}: allowed are {', '.join(allowed)}")
        checked = getattr(rules, "check_" + kind)(self, act)
        return (checked if kind == "meld" else (checked, None))

    # --- apply, one function per action type ----------------------------------
    def apply(self, player, action):
        """Perform `action` for `player`, or raise IllegalAction and change nothing."""
        act, extra = self._check(player, action)
        self.log.append([player, act])
        self._legal_cache = None
        getattr(self, "_apply_" + act["type"])(player, act, extra)

    def _record(self, player, action, secret=None, **public):
        """One step into the deal's public history and the match's events
        (`secret`: what only `player` may know of it, e.g. the stock card drawn)."""
        self.history.append({"player": player, "action": action, **copy.deepcopy(public)})
        event = {"type": action, "player": player, **copy.deepcopy(public)}
        if secret:
            event["secret"] = secret
        self.events.append(event)

    def _apply_draw(self, player, act, _):
        hand = self.hands[player]
        if act["from"] == "stock":
            card = self.stock.pop()
            hand.append(card)
            self._record(player, "draw", secret={"card": card}, **{"from": "stock"})
        else:
            k = act["count"]
            taken = self.pile[len(self.pile) - k:]
            del self.pile[len(self.pile) - k:]
            hand.extend(taken)
            self.took[player].extend(taken)
            if k == 1:
                self.no_discard = taken[0]
            else:
                self.must_play = taken[0]
            self._record(player, "draw", **{"from": "discard", "count": k, "cards": taken})
        self.phase = "play"

    def _apply_stop(self, player, act, _):
        self._record(player, "stop")
        self._end_deal("stock_out", "stop")

    def _apply_meld(self, player, act, reading):
        for c in act["cards"]:
            self._played(player, c)
        meld = {"id": len(self.melds), "owner": player, "kind": reading["kind"],
                "suit": reading.get("suit"), "rank": reading.get("rank"),
                "cards": [{"card": e["card"], "as": e["as"], "by": player} for e in reading["cards"]]}
        self.melds.append(meld)
        self.melded[player] += sum(card_points(c, self.wild) for c in act["cards"])
        if self.must_play in act["cards"]:
            self.must_play = None
        self.turn_played = True
        self._record(player, "meld", meld=meld["id"], kind=meld["kind"],
                     cards=[{"card": e["card"], "as": e["as"]} for e in meld["cards"]])
        self._after_play(player)

    def _apply_layoff(self, player, act, _):
        card = act["card"]
        self._played(player, card)
        self._lay(player, card, act["meld"], act["as"])
        if card == self.must_play:
            self.must_play = None
        self._record(player, "layoff", card=card, meld=act["meld"], **{"as": act["as"]})
        self._after_play(player)

    def _lay(self, player, card, index, place):
        self.melds[index] = lay_off(self.melds[index], card, place, player, self.wild)
        self.melded[player] += card_points(card, self.wild)
        self.turn_played = True

    def _after_play(self, player):
        if not self.hands[player]:   # an empty hand ends the turn: no discard, not going out
            self.no_discard = None
            self._record(player, "hand_empty")
            self._end_turn()

    def _apply_discard(self, player, act, _):
        card = act["card"]
        self._played(player, card)
        self.pile.append(card)
        out = not self.hands[player]
        self._record(player, "discard", card=card, **({"out": True} if out else {}))
        if out:
            self._end_deal("out", "out", out=player)
            return
        self.no_discard = self.must_play = None
        self.rummy_card, self.rummy_from = card, player
        self._ask_next(player)

    def _ask_next(self, after):
        """Ask the next seat that may call rummy on the card, or end the turn."""
        callers = rules.rummy_callers(self, self.rummy_from)
        order = [(s - self.rummy_from) % self.players for s in callers]
        start = (after - self.rummy_from) % self.players
        ahead = [s for s, k in zip(callers, order) if k > start]
        if ahead:
            self.phase, self.to_act = "rummy", ahead[0]
        else:
            self.rummy_card = None
            self._end_turn()

    def _apply_pass(self, player, act, _):
        self._record(player, "pass", card=self.rummy_card)
        self._ask_next(player)

    def _apply_rummy(self, player, act, _):
        card = self.pile.pop()
        self._lay(player, card, act["meld"], act["as"])
        self._record(player, "rummy", card=card, meld=act["meld"], **{"as": act["as"]})
        self.rummy_card = None
        self.phase, self.to_act = "rummy_discard", player

    def _apply_next_deal(self, player, act, _):
        self.dealer = (self.dealer + 1) % self.players
        self._start_deal()

    def _played(self, player, card):
        """`card` leaves `player`'s hand; what the table knew it held follows."""
        self.hands[player].remove(card)
        if card in self.took[player]:
            self.took[player].remove(card)
        elif self.face_up[player] == card:
            self.face_up[player] = None

    # --- saving, replay, inspection ---------------------------------------------
    @property
    def in_play(self):
        """A deal is being played: the seat `to_act` must move."""
        return self.phase not in ("deal_over", "match_over")

    def view(self, player):
        """Everything `player` may know, JSON-ready (see rummy.five_thousand.view)."""
        from .view import view
        return view(self, player)

    def query(self, player, question):
        """Answer a question about this position without changing it: would
        this meld (or action) be accepted, and why not (rummy.five_thousand.query)."""
        from .query import answer
        return answer(self, player, question)

    def public_events(self, player, start=0):
        """The events from index `start` on, as `player` may know them."""
        from .view import public_events
        return public_events(self, player, start)

    def save_options(self):
        """The options as a save keeps them (rummy.match.SavedMatch)."""
        return {"deal": self.first_deal, "players": self.players, "target": self.target,
                "level": self.level}

    def snapshot(self):
        """The whole state, hidden cards included (for tests and debugging)."""
        keys = ("seed", "first_deal", "players", "target", "level", "scores", "log", "events", "results",
                "deal_no", "draw_rounds", "dealer", "deal_code", "hands", "face_up", "pile", "stock",
                "wild", "melds", "history", "result", "took", "melded", "quiet_turns", "turns",
                "turn_player", "to_act", "phase", "no_discard", "must_play", "rummy_card",
                "rummy_from", "started_empty", "turn_played")
        return {k: copy.deepcopy(getattr(self, k)) for k in keys}

    def __repr__(self):
        return (f"<Match seed={self.seed!r} players={self.players} deal={self.deal_no}"
                f" phase={self.phase} to_act={self.to_act} scores={self.scores}>")


"""Match: the state of a Gin Rummy match and every change to it.

One legal-actions function per phase (in `rules`) and one apply function
per action (here); `apply` checks an action against `legal` before
anything changes, so a refused action leaves the match exactly as it was. A match is its seed, options and
action log: `Match.from_save(match.to_save())` rebuilds it.
"""

import copy

from ..match import SavedMatch
from ..seeding import check_seed
from . import deal as dealing
from . import rules
from .actions import normalize
from .errors import IllegalAction
from .house_rules import Rules
from .melds import best_melds, deadwood_points
from .scoring import score_showdown

TARGETS = (50, 100)
LEVELS = ("easy", "normal", "strong")
PHASES = ("upcard", "draw", "discard", "round_over", "match_over")
VOID_STOCK = 2               # a plain discard leaving this many in the stock voids the round
MAX_DRAWS_PER_ROUND = 120    # guard: pile-swapping cannot make a round endless


class Match(SavedMatch):
    """A whole match: player 0 is the person, player 1 the CPU."""

    GAME = "gin"
    OPTIONS = ("target", "level", "rules", "deal")   # what new_match may set besides the seed
    players = 2                                      # seats (as 5000's match.players)

    def __init__(self, seed=None, target=100, level="normal", rules=None, deal=None):
        if target not in TARGETS or isinstance(target, bool):
            raise ValueError(f"target must be one of {TARGETS}, not {target!r}")
        if level not in LEVELS:
            raise ValueError(f"level must be one of {LEVELS}, not {level!r}")
        self.seed = dealing.new_seed() if seed is None else check_seed(seed)
        self.first_deal = None if deal is None else dealing.normalize_code(deal)
        self.target, self.level = target, level
        self.rules = Rules.from_dict(rules)
        self.scores, self.rounds_won = [0, 0], [0, 0]
        self.dealer, self.round_no = 1, 0   # the CPU deals the first round
        self.log, self.round_results = [], []
        self.events = []            # everything that happened, hidden parts marked (view.public_events)
        self.match_result = None
        self._legal_cache, self._after_cache = None, (None, {})
        self._start_round()

    # --- rounds -----------------------------------------------------------
    def _start_round(self):
        self.round_no += 1
        if self.round_no == 1 and self.first_deal:
            self.deal_code = self.first_deal
        else:
            self.deal_code = dealing.round_code(self.seed, self.round_no)
        self.hands, self.upcard, self.stock = dealing.deal_round(self.deal_code)
        self.discard = [self.upcard]
        self.knock_limit = self.rules.knock_limit(self.upcard)
        self.phase, self.to_act = "upcard", 1 - self.dealer
        self.just_drew, self.pile_closed = None, False
        self.history, self.draws, self.result = [], 0, None
        # What each seat did with the pile this round (public; the CPU reads it from the view).
        self.pile_record = [{"took": [], "holds": [], "discarded": [], "passed": [], "draws": 0}
                            for _ in (0, 1)]
        self.events.append({"type": "deal", "round": self.round_no, "dealer": self.dealer,
                            "upcard": self.upcard})

    def _end_round(self, result):
        result.update(round=self.round_no, dealer=self.dealer, deal_code=self.deal_code,
                      knock_limit=self.knock_limit)
        winner = result["winner"]
        if winner is not None:
            self.scores[winner] += result["points"]
            self.rounds_won[winner] += 1
            self.dealer = {"loser": 1 - winner, "winner": winner,
                           "alternate": 1 - self.dealer}[self.rules.next_dealer]
        result["scores"] = list(self.scores)
        self.result = result
        self.round_results.append(result)
        self.phase, self.to_act, self.just_drew = "round_over", 0, None
        self.events.append({"type": "round_over", "round": self.round_no, "kind": result["kind"],
                            "winner": winner, "points": result["points"], "scores": list(self.scores)})
        if winner is not None and self.scores[winner] >= self.target:
            self.phase = "match_over"
            self.match_result = self._settle(winner)
            self.events.append({"type": "match_over", "winner": winner, "scores": list(self.scores)})

    def _settle(self, winner):
        loser = 1 - winner
        on = self.rules.final_settlement
        game = (200 if self.rounds_won[loser] == 0 else 100) if on else 0
        box = [25 * n if on else 0 for n in self.rounds_won]
        totals = [self.scores[p] + box[p] + (game if p == winner else 0) for p in (0, 1)]
        return {"winner": winner, "scores": list(self.scores), "rounds_won": list(self.rounds_won),
                "settlement": on, "game_bonus": game, "shutout": on and self.rounds_won[loser] == 0,
                "box_bonus": box, "totals": totals, "net": totals[winner] - totals[loser],
                "deciding_points": self.result["points"]}

    # --- legal actions (one function per phase: rummy.gin.rules) --------------
    def legal(self, player):
        """Every action `player` may take now (a list of action dicts)."""
        if self.phase == "match_over":
            return []
        if self.phase == "round_over":
            return [{"type": "next_round"}]
        if player != self.to_act:
            return []
        key = (len(self.log), self.round_no)
        if self._legal_cache is None or self._legal_cache[0] != key:
            self._legal_cache = (key, getattr(rules, "legal_" + self.phase)(self))
        return copy.deepcopy(self._legal_cache[1])

    def deadwood_after(self, card):
        """Deadwood of the player to act after discarding `card` (cached per state:
        the legal knocks and the view's preview ask for the same numbers)."""
        key = (len(self.log), self.round_no)
        if self._after_cache[0] != key:
            self._after_cache = (key, {})
        cache = self._after_cache[1]
        if card not in cache:
            cache[card] = deadwood_points([c for c in self.hands[self.to_act] if c != card])
        return cache[card]

    # --- apply ------------------------------------------------------------
    def apply(self, player, action):
        """Perform `action` for `player`, or raise IllegalAction and change nothing."""
        if isinstance(player, bool) or player not in (0, 1):
            raise IllegalAction("bad_player", f"player must be 0 or 1, not {player!r}")
        act = normalize(action)
        if act not in self.legal(player):
            raise self._why_illegal(player, act)
        self.log.append([player, act])
        self._legal_cache = None
        getattr(self, "_apply_" + act["type"])(player, act)

    def _why_illegal(self, player, act):
        kind, phase = act["type"], self.phase
        where = f"{kind} by player {player} in phase {phase!r}"
        if phase in ("round_over", "match_over") or kind == "next_round":
            return IllegalAction("wrong_phase", f"{where}: the round is {'not ' if kind == 'next_round' else ''}over")
        if player != self.to_act:
            return IllegalAction("not_your_turn", f"{where}: player {self.to_act} is to act")
        allowed = rules.PHASE_ACTIONS[phase]
        if kind not in allowed:
            return IllegalAction("wrong_phase", f"{where}: allowed are {', '.join(allowed)}")
        if kind == "draw":
            return IllegalAction("pile_closed", f"{where}: the passed upcard can no longer be taken")
        if kind == "big_gin":
            return IllegalAction("cannot_big_gin", f"{where}: big gin is off or the 11 cards are not all melded")
        card = act["card"]
        if card not in self.hands[player]:
            return IllegalAction("not_in_hand", f"{kind} {card} by player {player}: not in hand")
        if card == self.just_drew:
            return IllegalAction("just_drew", f"{kind} {card}: just taken from the pile")
        return IllegalAction("cannot_knock", f"knock {card}: deadwood {self.deadwood_after(card)}"
                                             f" is above the limit {self.knock_limit}")

    def _record(self, player, action, secret=None, **extra):
        """One step into the round's public history and the match's events
        (`secret`: what only `player` may know of it, e.g. the stock card drawn)."""
        self.history.append({"player": player, "action": action, **extra})
        event = {"type": action, "player": player, **extra}
        if secret:
            event["secret"] = secret
        self.events.append(event)

    def _took_from_pile(self, player, card):
        record = self.pile_record[player]
        record["took"].append(card)
        record["holds"].append(card)
        record["draws"] += 1

    def _apply_take(self, player, act):
        card = self.discard.pop()
        self.hands[player].append(card)
        self.just_drew, self.phase = card, "discard"
        self._took_from_pile(player, card)
        self._record(player, "take", card=card)

    def _apply_pass(self, player, act):
        self.pile_record[player]["passed"].append(self.discard[-1])
        self._record(player, "pass")
        if player == self.dealer:   # both passed: the non-dealer draws, the upcard is dead
            self.phase, self.to_act, self.pile_closed = "draw", 1 - self.dealer, True
        else:
            self.to_act = self.dealer

    def _apply_draw(self, player, act):
        if act["from"] == "stock":
            if self.discard and not self.pile_closed:   # the pile's top card passed over
                self.pile_record[player]["passed"].append(self.discard[-1])
            self.pile_record[player]["draws"] += 1
            card = self.stock.pop()
            self.hands[player].append(card)
            self.just_drew = None
            self._record(player, "draw", secret={"card": card}, **{"from": "stock"})
        else:
            card = self.discard.pop()
            self.hands[player].append(card)
            self.just_drew = card
            self._took_from_pile(player, card)
            self._record(player, "draw", **{"from": "discard", "card": card})
        self.draws += 1
        self.phase = "discard"

    def _apply_discard(self, player, act):
        self._put_down(player, act["card"])
        self._record(player, "discard", card=act["card"])
        if len(self.stock) <= VOID_STOCK or self.draws >= MAX_DRAWS_PER_ROUND:
            self._end_void("stock" if len(self.stock) <= VOID_STOCK else "turn_limit")
        else:
            self.phase, self.to_act = "draw", 1 - player

    def _put_down(self, player, card):
        self.hands[player].remove(card)
        self.discard.append(card)
        record = self.pile_record[player]
        record["discarded"].append(card)
        if card in record["holds"]:
            record["holds"].remove(card)
        self.just_drew, self.pile_closed = None, False

    def _apply_knock(self, player, act):
        self._put_down(player, act["card"])
        self._record(player, "knock", card=act["card"])
        self._showdown(player, gin=deadwood_points(self.hands[player]) == 0)

    def _apply_big_gin(self, player, act):
        self._record(player, "big_gin")
        self._showdown(player, big_gin=True)

    def _apply_next_round(self, player, act):
        self._start_round()

    def _showdown(self, knocker, gin=False, big_gin=False):
        res = score_showdown(self.hands[knocker], self.hands[1 - knocker], gin=gin,
                             rules=self.rules, big_gin=big_gin, upcard=self.upcard)
        by_seat = lambda d: [d["knocker"], d["defender"]][:: 1 if knocker == 0 else -1]
        res.update(knocker=knocker, melds=by_seat(res["melds"]), deadwood=by_seat(res["deadwood"]),
                   winner=knocker if res["winner"] == "knocker" else 1 - knocker)
        self._end_round(res)

    def _end_void(self, reason):
        arranged = [best_melds(h) for h in self.hands]
        self._end_round({"kind": "void", "reason": reason, "knocker": None, "winner": None,
                         "points": 0, "bonus": 0, "difference": 0, "multiplier": 1,
                         "knocker_deadwood": None, "defender_deadwood": None,
                         "hand_deadwood": [a[2] for a in arranged],
                         "melds": [a[0] for a in arranged], "deadwood": [a[1] for a in arranged],
                         "layoffs": []})

    # --- saving, replay, inspection ----------------------------------------
    @property
    def in_play(self):
        """A round is being played: the seat `to_act` must move."""
        return self.phase in ("upcard", "draw", "discard")

    def view(self, player):
        """Everything `player` may know, JSON-ready (see rummy.gin.view)."""
        from .view import view
        return view(self, player)

    def public_events(self, player, start=0):
        """The events from index `start` on, as `player` may know them."""
        from .view import public_events
        return public_events(self, player, start)

    def save_options(self):
        """The options as a save keeps them (rummy.match.SavedMatch)."""
        return {"deal": self.first_deal, "target": self.target, "level": self.level,
                "rules": self.rules.to_dict()}

    def snapshot(self):
        """The whole state, hidden cards included (for tests and debugging)."""
        keys = ("seed", "first_deal", "target", "level", "scores", "rounds_won", "dealer",
                "round_no", "log", "round_results", "match_result", "deal_code", "hands",
                "upcard", "stock", "discard", "knock_limit", "phase", "to_act", "just_drew",
                "pile_closed", "history", "draws", "result", "pile_record", "events")
        state = {k: copy.deepcopy(getattr(self, k)) for k in keys}
        state["rules"] = self.rules.to_dict()
        return state

    def __repr__(self):
        return (f"<Match seed={self.seed!r} round={self.round_no} phase={self.phase}"
                f" to_act={self.to_act} scores={self.scores}>")

"""The worker's JSON bridge: one match of any game, JSON text in, JSON text out.

The page never touches a match: the web worker hands each request (JSON
text) to `Bridge.handle` and posts the returned JSON text back. This module
owns docs/protocol.md (version 2). It knows no game's rules: games come from
the registry (`rummy.games`), and it imports no `js`, so CPython tests drive
it exactly as Pyodide does.

Only seat 0's view and seat 0's public events ever leave through it. The CPU
seats are played here, one action per `cpu` request, by the game's
`cpu.decide` on the view of the seat to act. A reply that changes the match
carries its save (the worker seals it before it leaves).
"""

import json
import random
import re

from . import games
from .errors import IllegalAction

PROTOCOL = 2
PERSON = 0
MAX_DEPTH = 32          # JSON nesting a request may have (a real one needs about 6)
REQUEST_FIELDS = {      # besides "id" and "op"; new_match also takes the game's own options
    "new_match": {"game", "seed"},
    "view": set(),
    "act": {"action", "state"},
    "cpu": {"state"},
    "save": set(),
    "load": {"save"},
    "query": {"question", "state"},
}
REPLY = {"id": None, "ok": False, "game": None, "view": None, "state": 0, "events": [],
         "cpu_turn": False, "save": None, "error": None, "cpu_action": None}


class BridgeError(Exception):
    """A refused request: a stable code and a message for the developer."""

    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
        self.message = message


def cpu_rng(seed, log_length):
    """The CPU's random source for one decision: a replayed save makes the same move."""
    return random.Random(f"rummy.web/cpu/{seed}/{log_length}")


STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
BRACKET = re.compile(r"[\[\]{}]")


def _too_deep(text):
    """Whether the JSON text nests more than MAX_DEPTH deep (strings skipped):
    checked before parsing, so no parser ever recurses into a hostile request
    (Pyodide's stack is far smaller than CPython's)."""
    depth = 0
    for bracket in BRACKET.findall(STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        if depth > MAX_DEPTH:
            return True
    return False


TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]|-?\d+')


def _top_level_id(text):
    """The "id" of a request that is not parsed (too deep), read from its
    tokens at the outer level, so even its refusal reaches the page's waiter."""
    depth, after_key = 0, False
    for token in TOKEN.findall(text):
        if token in "[{":
            depth += 1
        elif token in "]}":
            depth -= 1
        elif depth == 1 and after_key:
            return json.loads(token)
        after_key = depth == 1 and token == '"id"'
    return None


def _load_request(text):
    if not isinstance(text, str):
        raise BridgeError("bad_request", "a request is JSON text")
    if _too_deep(text):
        error = BridgeError("bad_request", f"nested more than {MAX_DEPTH} deep")
        error.request_id = _top_level_id(text)
        raise error
    try:
        request = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise BridgeError("bad_request", f"not JSON: {exc}") from None
    if not isinstance(request, dict):
        raise BridgeError("bad_request", "a request is a JSON object")
    return request


def _check_fields(request, allowed):
    unknown = set(request) - allowed - {"id", "op"}
    if unknown:
        raise BridgeError("bad_request", f"{request['op']}: unknown field {sorted(unknown)[0]!r}")


class Bridge:
    """One match, its game, a state counter that rises with every change, and
    how far the person has been told (the events already sent)."""

    def __init__(self):
        self.game = None
        self.match = None
        self.state = 0
        self.told = 0          # index of the first event not yet sent

    def handle(self, text):
        """Answer one request (JSON text) with one reply (JSON text)."""
        request_id = None
        try:
            request = _load_request(text)
            request_id = request.get("id")
            op = request.get("op")
            if not isinstance(op, str) or op not in REQUEST_FIELDS:
                raise BridgeError("bad_request", f"unknown op {op!r}")
            reply = {"ok": True, **getattr(self, "_op_" + op)(request)}
        except (BridgeError, IllegalAction) as exc:
            request_id = getattr(exc, "request_id", request_id)
            reply = self._error(exc.code, exc.message)
        except Exception as exc:  # the page must always get its one reply
            reply = self._error("internal", f"{type(exc).__name__}: {exc}")
        if not isinstance(request_id, (str, int, type(None))) or isinstance(request_id, bool):
            request_id = None
        envelope = {**REPLY, "id": request_id, "state": self.state,
                    "game": self.game.id if self.game else None}
        return json.dumps({**envelope, **reply}, separators=(",", ":"))

    def _error(self, code, message):
        return {"ok": False, "error": {"code": code, "message": message}}

    def _reply(self, changed=False, **extra):
        """The person's view and the events since the last reply; a change
        also carries the save (none once the match is over: nothing to resume)."""
        match = self.match
        view = match.view(PERSON)
        events = match.public_events(PERSON, self.told)
        self.told = len(match.events)
        reply = {"view": view, "events": events, "cpu_turn": match.in_play and match.to_act != PERSON,
                 **extra}
        if changed:
            reply["save"] = None if view["phase"] == "match_over" else match.to_save()
        return reply

    def _need_match(self):
        if self.match is None:
            raise BridgeError("no_match", "no match yet: send new_match or load first")
        return self.match

    def _check_state(self, request):
        state = request.get("state")
        if isinstance(state, bool) or not isinstance(state, int):
            raise BridgeError("bad_request", f"{request['op']}: state must be an integer")
        if state != self.state:
            raise BridgeError("stale_state", f"{request['op']} was made on state {state},"
                                             f" the match is at state {self.state}")

    def _replace(self, game, match, told):
        self.game, self.match, self.told = game, match, told
        self.state += 1

    # --- ops ------------------------------------------------------------------
    def _op_new_match(self, request):
        try:
            game = games.get(request.get("game") or games.DEFAULT)
        except ValueError as exc:
            raise BridgeError("bad_request", f"new_match: {exc}") from None
        options = set(game.match_class.OPTIONS)
        _check_fields(request, REQUEST_FIELDS["new_match"] | options)
        chosen = {k: request[k] for k in sorted(options) if request.get(k) is not None}
        try:
            match = game.new_match(seed=request.get("seed"), **chosen)
        except (TypeError, ValueError) as exc:
            raise BridgeError("bad_request", f"new_match: {exc}") from None
        self._replace(game, match, told=0)
        return self._reply(changed=True)

    def _op_view(self, request):
        _check_fields(request, REQUEST_FIELDS["view"])
        self._need_match()
        return self._reply()

    def _op_act(self, request):
        _check_fields(request, REQUEST_FIELDS["act"])
        match = self._need_match()
        self._check_state(request)
        action = request.get("action")
        if not isinstance(action, dict):
            raise BridgeError("bad_request", "act: action must be an object")
        match.apply(PERSON, action)   # IllegalAction leaves the match as it was
        self.state += 1
        return self._reply(changed=True)

    def _op_cpu(self, request):
        _check_fields(request, REQUEST_FIELDS["cpu"])
        match = self._need_match()
        self._check_state(request)
        seat = match.to_act
        if not match.in_play:
            raise BridgeError("wrong_phase", "cpu: no deal is being played (the person moves on)")
        if seat == PERSON:
            raise BridgeError("not_your_turn", f"cpu: the person (seat {PERSON}) is to act")
        before = len(match.events)
        action = self.game.decide(match.view(seat), match.level, cpu_rng(match.seed, len(match.log)))
        match.apply(seat, action)
        self.state += 1
        step = match.public_events(PERSON, before)
        return self._reply(changed=True, cpu_action=step[0] if step else None)

    def _op_save(self, request):
        _check_fields(request, REQUEST_FIELDS["save"])
        return {"save": self._need_match().to_save()}

    def _op_query(self, request):
        """A read-only question to the game's match (`match.query(seat, question)`):
        no change, no events, no save. A game that answers none, or a question
        it does not know, is bad_request."""
        _check_fields(request, REQUEST_FIELDS["query"])
        match = self._need_match()
        self._check_state(request)
        ask = getattr(match, "query", None)
        if ask is None:
            raise BridgeError("bad_request", f"query: {self.game.id} answers no questions")
        try:
            answer = ask(PERSON, request.get("question"))
        except (TypeError, ValueError) as exc:
            raise BridgeError("bad_request", f"query: {exc}") from None
        return {"answer": answer}

    def _op_load(self, request):
        _check_fields(request, REQUEST_FIELDS["load"])
        save = request.get("save")
        if isinstance(save, dict) and "unopened" in save:
            # The worker could not open a sealed save (edited, another profile's key).
            raise BridgeError("bad_save", str(save["unopened"]))
        try:
            game = games.get(save.get("game", games.DEFAULT) if isinstance(save, dict) else None)
            match = game.from_save(save)
        except (TypeError, ValueError) as exc:
            raise BridgeError("bad_save", str(exc)) from None
        self._replace(game, match, told=len(match.events))
        return self._reply(changed=True)


def warm_up():
    """Make one match of every registered game and play it until its first CPU
    move (the person's moves made by the game's own CPU), so each game's
    modules, its CPU's included, are imported and warm before the person's
    first request. Returns the games warmed."""
    warmed = []
    for game_id in sorted(games.GAMES):
        game, rng = games.get(game_id), random.Random(0)
        bridge = Bridge()
        reply = json.loads(bridge.handle(json.dumps({"op": "new_match", "game": game_id,
                                                     "seed": "WARMUP"})))
        for _ in range(8):
            if reply["cpu_turn"]:
                bridge.handle(json.dumps({"op": "cpu", "state": reply["state"]}))
                break
            action = game.decide(reply["view"], "easy", rng)
            if action is None:
                break
            reply = json.loads(bridge.handle(json.dumps({"op": "act", "action": action,
                                                         "state": reply["state"]})))
        warmed.append(game_id)
    return warmed

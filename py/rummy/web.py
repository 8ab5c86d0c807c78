"""The worker's JSON bridge: one match of any game, JSON text in, JSON text out.

The page never touches a match: the web worker hands each request (JSON
text) to `Bridge.handle` and posts the returned JSON text back. This module
owns docs/protocol.md (version 2). It knows no game's rules: games come from
the registry (`rummy.games`), and it imports no `js`, so CPython tests drive
it exactly as Pyodide does. A request is read (depth checked, parsed) by
`rummy.wire`.

Any seat may be a person or a CPU (pass-and-play, `rummy.table`). Only one
view leaves per reply: the viewer's (the only person, or the person who
said "show my hand" with `reveal` and is to act), else the public view,
seat None; events leave as that viewer may know them. The CPU seats are
played here, one action per `cpu` request, by the game's `cpu.decide` on the
view of the seat to act. A reply that changes the match carries its save,
with the table's people and names (the worker seals it before it leaves).
"""

import json
import random

from . import games, table
from .errors import IllegalAction
from .wire import BridgeError, read_request

PROTOCOL = 2
REQUEST_FIELDS = {      # besides "id" and "op"; new_match also takes the game's own options
    "new_match": {"game", "seed", "people", "names"},
    "view": set(),
    "act": {"action", "state"},
    "cpu": {"state"},
    "reveal": {"seat", "state"},
    "save": set(),
    "load": {"save"},
    "query": {"question", "state"},
}
REPLY = {"id": None, "ok": False, "game": None, "view": None, "state": 0, "events": [],
         "cpu_turn": False, "save": None, "error": None, "cpu_action": None,
         "viewer": None, "seats": None}


def cpu_rng(seed, log_length):
    """The CPU's random source for one decision: a replayed save makes the same move."""
    return random.Random(f"rummy.web/cpu/{seed}/{log_length}")


def _check_fields(request, allowed):
    unknown = set(request) - allowed - {"id", "op"}
    if unknown:
        raise BridgeError("bad_request", f"{request['op']}: unknown field {sorted(unknown)[0]!r}")


class Bridge:
    """One match, its game, who sits at it, a state counter that rises with
    every change, and how far the page has been told (the events already sent)."""

    def __init__(self):
        self.game = None
        self.match = None
        self.state = 0
        self.told = 0          # index of the first event not yet sent
        self.people = None     # one bool per seat: a person (True) or a CPU
        self.names = None      # one name (or None: the page names them) per seat
        self.shown = None      # with 2+ people: the seat whose hand is shown, or None

    def handle(self, text):
        """Answer one request (JSON text) with one reply (JSON text)."""
        request_id = None
        try:
            request = read_request(text)
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
                    "game": self.game.id if self.game else None,
                    "viewer": self._viewer(), "seats": table.seats_of(self.people, self.names)}
        return json.dumps({**envelope, **reply}, separators=(",", ":"))

    def _error(self, code, message):
        return {"ok": False, "error": {"code": code, "message": message}}

    def _viewer(self):
        """The seat whose view leaves: the only person; with more, the seat
        shown (None: the public view, while the device is handed over)."""
        if self.people is None:
            return None
        persons = [seat for seat, person in enumerate(self.people) if person]
        return persons[0] if len(persons) == 1 else self.shown

    def _reply(self, changed=False, **extra):
        """The viewer's view and the events since the last reply; a change
        also carries the save (none once the match is over: nothing to resume)."""
        match = self.match
        if changed and not (match.in_play and match.to_act == self.shown):
            self.shown = None      # that person's turn is over: hide their hand at once
        viewer = self._viewer()
        view = match.view(viewer)
        events = match.public_events(viewer, self.told)
        self.told = len(match.events)
        reply = {"view": view, "events": events, "viewer": viewer,
                 "cpu_turn": match.in_play and not self.people[match.to_act], **extra}
        if changed:
            reply["save"] = None if view["phase"] == "match_over" else self._save()
        return reply

    def _save(self):
        """The engine's save with the table's people and names."""
        return {**self.match.to_save(), "table": {"people": list(self.people), "names": list(self.names)}}

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

    def _replace(self, game, match, told, people=None, names=None):
        """Hold `match` (people None: one person, at seat 0, as before pass-and-play)."""
        self.game, self.match, self.told = game, match, told
        self.people = people or table.default_people(match.players)
        self.names = names or [None] * match.players
        self.shown = None   # with 2+ people: the handoff first, never a hand
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
            people, names = table.from_options(request.get("people"), request.get("names"), match.players)
        except (TypeError, ValueError) as exc:
            raise BridgeError("bad_request", f"new_match: {exc}") from None
        self._replace(game, match, 0, people, names)
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
        seat = match.to_act   # between deals any person may move on: the engine's seat
        if match.in_play:
            if not self.people[seat]:
                raise BridgeError("not_your_turn", f"act: seat {seat}, a CPU, is to act")
            if self._viewer() != seat and action not in match.view(None)["legal"]:
                raise BridgeError("not_your_turn", f"act: seat {seat} is to act: reveal first")
        match.apply(seat, action)   # IllegalAction leaves the match as it was
        self.state += 1
        return self._reply(changed=True)

    def _op_cpu(self, request):
        _check_fields(request, REQUEST_FIELDS["cpu"])
        match = self._need_match()
        self._check_state(request)
        seat = match.to_act
        if not match.in_play:
            raise BridgeError("wrong_phase", "cpu: no deal is being played (the person moves on)")
        if self.people[seat]:
            raise BridgeError("not_your_turn", f"cpu: seat {seat} is a person and is to act")
        before = len(match.events)
        action = self.game.decide(match.view(seat), match.level, cpu_rng(match.seed, len(match.log)))
        match.apply(seat, action)
        self.state += 1
        reply = self._reply(changed=True)
        step = match.public_events(reply["viewer"], before)
        return {**reply, "cpu_action": step[0] if step else None}

    def _op_reveal(self, request):
        """Person `seat` says "it is me: show my hand" when it is their turn.
        Changes no match state (no save); the reply carries their view."""
        _check_fields(request, REQUEST_FIELDS["reveal"])
        match = self._need_match()
        self._check_state(request)
        seat = request.get("seat")
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(self.people):
            raise BridgeError("bad_request", f"reveal: seat must be 0..{len(self.people) - 1}, not {seat!r}")
        if not self.people[seat]:
            raise BridgeError("bad_request", f"reveal: seat {seat} is a CPU")
        if not (match.in_play and match.to_act == seat):
            raise BridgeError("not_your_turn", f"reveal: seat {seat} is not to act")
        self.shown = seat
        return self._reply()

    def _op_save(self, request):
        _check_fields(request, REQUEST_FIELDS["save"])
        self._need_match()
        return {"save": self._save()}

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
        viewer = self._viewer()
        if viewer is None:
            raise BridgeError("not_your_turn", "query: no hand is shown (reveal first)")
        try:
            answer = ask(viewer, request.get("question"))
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
            match = game.from_save({k: v for k, v in save.items() if k != "table"})
        except (TypeError, ValueError) as exc:
            raise BridgeError("bad_save", str(exc)) from None
        try:   # who sits at the table: absent in saves from before pass-and-play
            people, names = table.check_table(save.get("table"), match.players)
        except ValueError as exc:
            raise BridgeError("bad_save", f"save: table: {exc}") from None
        self._replace(game, match, len(match.events), people, names)
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

"""Pass-and-play in the browser (issue 54): start a match with people at
several seats, play it by clicks through every handoff, and check at each
handoff that no person's hidden card shows anywhere on the page.

The people play as pass_play.py says (the CPU's own choice in their
place, a rummy call made aloud at the first place offered), read from the
view of the worker's latest reply (recorded by RECORDER, the only thing
read beside the DOM). A person's hidden cards are those of the hand the
person was last shown (their last reply as viewer) that are not public:
not on the table now, and not named by the public steps of this deal or
the previous one (the move log may still say those).
"""

from pass_play import person_choice
from polling import wait_until
from ui_helpers import TIMEOUT, press_start, tid

# Every reply the page receives, reduced to what the test needs, queued until the test takes it.
RECORDER = """
(() => {
  const NativeWorker = window.Worker;
  const pass = window.__pass = { queue: [], last: null, seq: 0, key: "" };
  pass.take = () => { const out = pass.queue; pass.queue = []; return out; };
  window.Worker = class extends NativeWorker {
    constructor(url, options) {
      super(url, options);
      this.addEventListener("message", (event) => {
        const data = event.data;
        if (!data || data.type !== "reply") return;
        let reply = null;
        try { reply = JSON.parse(data.text); } catch { return; }
        if (!reply.ok || !reply.view) return;
        pass.last = { view: reply.view, state: reply.state, viewer: reply.viewer, seats: reply.seats };
        if (reply.save) pass.save = JSON.stringify(reply.save);
        pass.queue.push({ viewer: reply.viewer, hand: reply.view.hand, events: reply.events || [],
          deal: reply.view.deal ?? reply.view.round, first: reply.view.first_dealer_draw || [] });
        const key = `${reply.state}/${reply.viewer}`;
        if (key !== pass.key) { pass.key = key; pass.seq += 1; }
      });
    }
  };
})();
"""

# What the page waits for now: "handoff", "turn" (the shown hand's turn), "aloud" (5000's
# public rummy prompt), "between" (a deal's result), "match_over"; "" while it plays or waits.
STATE = """() => {
  const d = document.documentElement.dataset;
  if (d.screen !== 'table' || d.busy === 'true') return '';
  const handoff = document.querySelector('#handoff');
  if (handoff && !handoff.hidden) return document.querySelector('[data-testid=handoff-ready]').disabled ? '' : 'handoff';
  if (d.phase === 'match_over') return document.querySelector('#match-end').open ? 'match_over' : '';
  if (d.phase === 'deal_over') return document.querySelector('#ft-result').open ? 'between' : '';
  if (d.phase === 'round_over') return document.querySelector('#result').open ? 'between' : '';
  if (d.viewer !== undefined && d.viewer !== '' && d.viewer === d.toAct) return 'turn';
  const rummy = document.querySelector('#ft-rummy');
  if (d.viewer === '' && d.phase === 'rummy' && rummy && !rummy.hidden) return 'aloud';
  return '';
}"""

SUIT_EN = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_EN = {"A": "ace", "T": "10", "J": "jack", "Q": "queen", "K": "king"}
SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def card_words(code):
    """The ways the page writes a card in English: its name and its short form."""
    return [f"{RANK_EN.get(code[0], code[0])} of {SUIT_EN[code[1]]}", f"{'10' if code[0] == 'T' else code[0]}{SYMBOL[code[1]]}"]


def event_cards(event):
    """The cards a public step names (a stock draw's card is the drawer's secret: not these)."""
    kind = event.get("type")
    if kind == "deal":
        return [c for c in (event.get("face_up") or []) if c] + ([event["upcard"]] if event.get("upcard") else [])
    if kind == "draw":
        return list(event.get("cards") or ([event["card"]] if event.get("card") else [])) if event.get("from") == "discard" else []
    if kind == "meld":
        return [e["card"] for e in event.get("cards", [])]
    if kind in ("layoff", "rummy", "pass", "discard", "knock", "take"):
        return [event["card"]] if event.get("card") else []
    return []


class Watch:
    """What the test knows of the match from the replies: each person's last shown hand,
    the cards named in public per deal."""

    def __init__(self, page):
        self.page = page
        self.hands = {}
        self.public = {}    # deal -> cards named in public
        self.deal = None

    def absorb(self):
        for record in self.page.evaluate("window.__pass.take()"):
            if record["viewer"] is not None:
                self.hands[record["viewer"]] = list(record["hand"])
            for event in record["events"]:
                if event.get("type") == "deal":
                    self.deal = event.get("deal", event.get("round"))
                self.public.setdefault(self.deal if self.deal is not None else record["deal"], set()).update(event_cards(event))
            if record["deal"] == 1:
                self.public.setdefault(1, set()).update(c for row in record["first"] for c in row if c)
            if self.deal is None:
                self.deal = record["deal"]

    def last(self):
        return self.page.evaluate("window.__pass.last")

    def hidden(self, seats, table_cards):
        """{seat: cards} of every person's last shown hand not public now."""
        named = set(table_cards)
        for deal in (self.deal, (self.deal or 0) - 1):
            named |= self.public.get(deal, set())
        return {seat: sorted(set(hand) - named) for seat, hand in self.hands.items() if seats[seat]["person"]}


PAGE_TEXT = r"""() => {
  const seen = (e) => (typeof e.checkVisibility === 'function' ? e.checkVisibility() : e.offsetParent !== null);
  const labels = [...document.querySelectorAll('[aria-label]')].filter(seen).map((e) => e.getAttribute('aria-label'));
  const cards = [...document.querySelectorAll('[data-card]')].filter(seen).map((e) => e.dataset.card);
  // The move log's every line, shown or not (a wider screen shows more of them; the live region said them).
  const logs = [...document.querySelectorAll('#log, #ft-log')].map((e) => e.textContent).join('\n');
  return { text: `${document.body.innerText}\n${logs}`, labels, cards };
}"""


def check_private(page, watch, hand_cards_selector, table_cards):
    """No card in the hand area, and no person's hidden card in the page's text (the
    move log's hidden lines too), its visible aria labels or its visible card elements."""
    assert page.locator(hand_cards_selector).count() == 0, "a card in the hand area during a handoff"
    last = watch.last()
    hidden = watch.hidden(last["seats"], table_cards(last["view"]))
    shown = page.evaluate(PAGE_TEXT)
    labels = "\n".join(shown["labels"])
    for seat, cards in hidden.items():
        for card in cards:
            assert card not in shown["cards"], (seat, card, "a hidden card drawn")
            for words in card_words(card):
                assert words not in shown["text"], (seat, card, words, "a hidden card in the page text")
                assert words not in labels, (seat, card, words, "a hidden card in an aria label")
    return sum(len(cards) for cards in hidden.values())


def saved(page, game):
    """Until the game's stored save is the latest one the worker sent."""
    wait_until(page, f"""() => {{
        const raw = localStorage.getItem('rummy:{game}:save');
        return Boolean(raw && window.__pass.save) && JSON.stringify(JSON.parse(raw).match) === window.__pass.save;
    }}""")


def state(page, timeout=TIMEOUT):
    return wait_until(page, STATE, timeout=timeout)


def after_reply(page, seq, timeout=TIMEOUT):
    """Until a reply newer than `seq` came and the page waits again; its state."""
    wait_until(page, f"window.__pass.seq > {seq}", timeout=timeout)
    return state(page, timeout)


def seq(page):
    return page.evaluate("window.__pass.seq")


def root(page, key):
    return page.evaluate(f"document.documentElement.dataset.{key}")


def start_table(page, game, people, names, deal=None, **choices):
    """The start screen: the game and its options, each seat a person or a CPU, the names; Start."""
    page.click(tid(f"game-{game}"))
    page.wait_for_selector(f"html[data-game='{game}']")
    for key, value in choices.items():
        page.click(tid(f"{key}-{value}"))
    for seat, person in enumerate(people):
        if seat:
            toggle = page.locator(tid(f"seat-person-{seat}"))
            if (toggle.get_attribute("aria-pressed") == "true") != person:
                toggle.click()
        if person and names[seat]:
            page.fill(f"#start-screen {tid(f'name-{seat}')}", names[seat])
    if deal or page.input_value("#deal-code"):
        page.evaluate("document.querySelector('.code-box:not(.rules-box)').open = true")
        page.fill("#deal-code", deal or "")
    press_start(page)


def reveal(page, watch):
    """handoff-ready, and the shown hand's turn after it: the seat it was for."""
    seat = int(page.get_attribute("#handoff", "data-seat"))
    before = seq(page)
    page.click(tid("handoff-ready"))
    assert after_reply(page, before) == "turn"
    assert root(page, "viewer") == str(seat) == root(page, "toAct")
    watch.absorb()
    return seat


def decide(game, level):
    """The person's choice of the view in the latest reply (pass_play.person_choice)."""
    if game == "gin":
        from rummy.gin.cpu import decide as cpu
    else:
        from rummy.five_thousand.cpu import decide as cpu
    return lambda last: person_choice(cpu, last["view"], last["state"], level)


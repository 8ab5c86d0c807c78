// One tab plays the match; another tab of the same game waits.
//
// Every tab of the site shares one save and one set of statistics, so two
// tabs playing at once would overwrite each other's match. The tab holding
// the Web Lock "rummy-match" owns the match (only it writes the save);
// a tab that opens while another owns it is told so and offered "Play here",
// which steals the lock: the old tab stops at once (it is told the match
// moved) and the new one resumes from the save the old one wrote after its
// last action. When the owning tab closes, a waiting tab takes over by
// itself. Browsers without Web Locks (an insecure http:// origin) fall back
// to a BroadcastChannel: the newest tab claims the match and older tabs stop.
//
// Use:
//   const tabs = createTabs({ onOwned, onBlocked, onLost });
//   tabs.owner()      // may this tab write the save?
//   tabs.takeOver()   // "Play here"

const LOCK = "rummy-match";       // one tab plays, whichever game
const CHANNEL = "rummy-tabs";

export function createTabs({ onOwned = () => {}, onBlocked = () => {}, onLost = () => {} } = {}) {
  let owner = false;
  let waiting = null;  // AbortController of our queued request

  function gained() {
    owner = true;
    waiting = null;   // a granted request's signal no longer matters
    onOwned();
  }

  function lost() {
    if (!owner) return;
    owner = false;
    onLost();
  }

  // Holding the lock = a callback whose promise stays pending. A stolen lock
  // rejects its holder's request (AbortError): the match moved elsewhere.
  function request(options, whenBusy = null, whenRefused = null) {
    let held = false;
    const pending = navigator.locks.request(LOCK, options, (lock) => {
      if (!lock) {
        if (whenBusy) whenBusy();
        return null;
      }
      held = true;
      gained();
      return new Promise(() => {});
    });
    pending.then(() => {}, () => {
      if (!held) {
        // A queued request we cancelled ourselves, or locks refused here (e.g.
        // an iframe without storage access): then this tab simply plays.
        if (whenRefused) whenRefused();
        return;
      }
      lost();
      queue();
    });
  }

  // Wait in line: granted when the owning tab closes.
  function queue() {
    if (waiting || owner) return;
    waiting = new AbortController();
    request({ signal: waiting.signal });
  }

  if (navigator.locks && navigator.locks.request) {
    request({ ifAvailable: true }, () => {
      onBlocked();
      queue();
    }, () => owner || gained());
    return {
      owner: () => owner,
      takeOver() {
        if (owner) return;
        if (waiting) waiting.abort();
        waiting = null;
        request({ steal: true });
      },
    };
  }

  // Fallback: the newest tab to claim the match owns it.
  let channel = null;
  try {
    channel = new BroadcastChannel(CHANNEL);
  } catch {
    channel = null;
  }
  function claim() {
    if (channel) channel.postMessage({ type: "claim" });
    if (!owner) gained();
  }
  if (channel) {
    channel.onmessage = (event) => {
      if (event.data && event.data.type === "claim") lost();
    };
  }
  claim();
  return { owner: () => owner, takeOver: claim };
}

// Sealed saves: the engine's save holds the match seed, and with it every
// hidden card, so it never reaches the page in clear. The engine worker seals
// it (AES-GCM) with a key of its own and the page stores the sealed form:
//
//   {version: <the engine's save version>, sealed: "<iv base64>.<ciphertext base64>"}
//
// The key is a non-extractable CryptoKey kept in IndexedDB ("rummy-engine"),
// made once per browser profile (the single-game release kept it in
// "gin-rummy-engine": that key moves over, so its saves still open); where
// IndexedDB is blocked it lives in memory for the worker's life, so a sealed
// save then lasts only as long as the worker. Opening fails (an Error) when
// the text was edited or sealed under another key.
//
// What the seal is for: it keeps the save (and with it the seed, so the
// stock and the CPU's hand) from casual reading and from other sites. The
// key lives in the game's own origin, so a player with the browser's
// developer tools can open their own save: it is no protection against that.

const DB_NAME = "rummy-engine";
const LEGACY_DB_NAME = "gin-rummy-engine";
const STORE = "keys";
const KEY_ID = "save-seal";
const ALGORITHM = { name: "AES-GCM", length: 256 };
const IV_BYTES = 12;

function toBase64(bytes) {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(text);
}

function fromBase64(text) {
  const raw = atob(text);   // throws on anything that is not base64
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function openDb(name) {
  const open = indexedDB.open(name, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  return request(open);
}

/** The key the single-game release stored, or null (its database is then deleted
 *  once the key has moved). Never creates that database. */
async function legacyKey() {
  if (typeof indexedDB.databases !== "function") return null;
  const names = (await indexedDB.databases()).map((d) => d.name);
  if (!names.includes(LEGACY_DB_NAME)) return null;
  const db = await openDb(LEGACY_DB_NAME);
  try {
    return (await request(db.transaction(STORE, "readonly").objectStore(STORE).get(KEY_ID))) || null;
  } finally {
    db.close();
  }
}

/** The stored key, or `fresh` stored now: one readwrite transaction, so two tabs agree. */
async function storedKey(fresh) {
  const legacy = await legacyKey().catch(() => null);
  const db = await openDb(DB_NAME);
  try {
    const store = db.transaction(STORE, "readwrite").objectStore(STORE);
    const found = await new Promise((resolve, reject) => {
      const get = store.get(KEY_ID);
      get.onerror = () => reject(get.error);
      get.onsuccess = () => {
        if (get.result) return resolve(get.result);
        const put = store.put(legacy || fresh, KEY_ID);
        put.onerror = () => reject(put.error);
        put.onsuccess = () => resolve(legacy || fresh);
      };
    });
    if (legacy) indexedDB.deleteDatabase(LEGACY_DB_NAME);   // its key lives on in DB_NAME
    return found;
  } finally {
    db.close();
  }
}

/** The sealing key: IndexedDB's, or a memory one when IndexedDB is blocked. */
export async function sealingKey() {
  const fresh = await crypto.subtle.generateKey(ALGORITHM, false, ["encrypt", "decrypt"]);
  try {
    return await storedKey(fresh);
  } catch {
    return fresh;
  }
}

/** The engine's save object, sealed: {version, sealed}. */
export async function seal(key, save) {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const plain = new TextEncoder().encode(JSON.stringify(save));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, plain));
  return { version: save.version, sealed: `${toBase64(iv)}.${toBase64(cipher)}` };
}

/** The engine's save object inside a sealed one; an Error when it cannot be opened. */
export async function unseal(key, sealedSave) {
  const parts = typeof sealedSave.sealed === "string" ? sealedSave.sealed.split(".") : [];
  let plain;
  try {
    if (parts.length !== 2) throw new Error("malformed");
    const [iv, cipher] = parts.map(fromBase64);
    plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv }, key, cipher);
  } catch {
    throw new Error("the sealed save cannot be opened (edited, or sealed in another browser profile)");
  }
  return JSON.parse(new TextDecoder().decode(plain));
}

/** True for the sealed form (the page's saves since sealing); false for a plain engine save. */
export const isSealed = (save) => save !== null && typeof save === "object" && "sealed" in save;

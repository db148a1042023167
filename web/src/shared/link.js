// The link's state — location.hash: n, fixtures, mode, tolerance and the fix panel's solve — has
// one owner, this module, shared by every element on the page (failure-map.js hands it to the
// panels' files). A sync-url element reads the link here, writes only its own keys (the others
// are kept), and subscribes to changes: the reader's (hashchange) and another element's (which
// history.replaceState does not announce). The grammar is the core's (readFragment,
// writeFragment); this module holds none.
const subscribers = new Set();

const notify = (from) => {
  for (const subscriber of [...subscribers]) if (subscriber !== from) subscriber();
};
if (typeof window !== 'undefined') window.addEventListener('hashchange', () => notify(null));

// The link's state ({} for none); throws on a link that cannot be read.
export function readLink(api) {
  return location.hash ? api.readFragment(location.hash) : {};
}

// Sets `changes` in the link (null removes a key) and keeps every other key; tells the other
// subscribers. `from` is the writer's subscriber, which is not called. Throws when the core
// refuses the state (code over the link's limit) or the browser the URL; the link is then kept.
export function writeLink(api, changes, from) {
  let state;
  try {
    state = readLink(api);
  } catch (error) {
    state = {}; // a bad link: nothing of it to keep
  }
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined) delete state[key];
    else state[key] = value;
  }
  const hash = api.writeFragment(state);
  if (hash === location.hash) return;
  history.replaceState(history.state, '', hash);
  notify(from);
}

// subscriber() is called after each change another writer or the reader made; returns the call
// that ends the subscription.
export function subscribeLink(subscriber) {
  subscribers.add(subscriber);
  return () => subscribers.delete(subscriber);
}

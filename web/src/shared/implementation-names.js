// The implementations' titles and methods as the core's registry names them
// (FailureMap.load().implementations()), for the panels, which print them in legends, tables and
// sentences. Read once, when a panel loads; reading before then is a mistake, and says so.
import { FailureMap } from '../api.js';

let names = null; // id -> {id, title, method}

export async function loadImplementationNames() {
  if (!names) {
    const api = await FailureMap.load();
    names = new Map(api.implementations().map((impl) => [impl.id, impl]));
  }
  return names;
}

// {id, title, method} of one implementation, or undefined for an id the core does not know.
export function implementationNamed(id) {
  if (!names) throw new Error(`implementation names read before loadImplementationNames() resolved (${id})`);
  return names.get(id);
}

// The three in the record's order.
export function implementationsInOrder() {
  if (!names) throw new Error('implementation names read before loadImplementationNames() resolved');
  return [...names.values()];
}

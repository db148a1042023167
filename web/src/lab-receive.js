// failure-map-lab.js: the modules it takes from failure-map.js (bundle-web.js turns each import of
// one into bindings that a receiver registered here fills). lab.js calls receive() before it
// defines any panel; until then those bindings are undefined.
const receivers = [];

export function onReceive(receiver) {
  receivers.push(receiver);
}

export function receive(modules) {
  for (const receiver of receivers) receiver(modules);
}

// Loaded into the serving process before Next.js (`node --require ./lib/http/preload.cjs …/next start`, as
// `npm start`, `npm run serve` and the test servers do): hands every request, and every request Node's
// parser refuses, to the store's front door (lib/http/front-door.ts) before Next.js sees it. That code is
// the store's own TypeScript, bundled by Next.js; instrumentation.ts puts its hooks on globalThis when the
// server starts, before Next.js answers anything. Until then (and under a server that never installs
// them) requests pass through unchanged.
//
// Plain CommonJS with no imports: it runs before any loader, and hooks one method.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, loaded before any module loader
const http = require('node:http');

const key = Symbol.for('store.frontDoor');
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function storeFrontDoor(event, ...args) {
  const hooks = globalThis[key];
  if (hooks && event === 'request' && hooks.request(args[0], args[1])) return true;
  if (hooks && event === 'clientError') {
    hooks.clientError(args[0], args[1]);
    return true;
  }
  return emit.call(this, event, ...args);
};

// Loaded into the serving process before Next.js (`node --require ./lib/http/preload.cjs …/next start`):
// the little that must happen to a request before Next.js sees it, and that neither proxy.ts nor a setting
// can do, because Next.js fails before the proxy runs or Node answers by itself.
//
// - A method the store never serves (TRACE, TRACK, CONNECT, …) gets 405 JSON. Next.js builds a fetch
//   Request for proxy.ts, which refuses those methods, and answers a plain 500.
// - A request Node's parser refuses (headers over 16 KB, a malformed request line) gets a JSON 431 or 400
//   instead of an empty answer.
// - The TCP peer's address is appended to X-Forwarded-For, so lib/rate-limit/ip.ts reads the chain right
//   to left as far as TRUST_PROXY allows (Next.js only sets the header when the client sent none, so a
//   client talking to the instance directly could choose its address). With no trusted proxy, the other
//   forwarding headers a client sent are dropped.
//
// Plain CommonJS with no imports of the store's code: it runs before any loader, and hooks one event.
'use strict';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, loaded before any module loader
const http = require('node:http');

const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const served = new Set(SERVED_METHODS);
const FORWARDING = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** TRUST_PROXY as lib/env.ts reads it: unset, empty, false, off or 0 trusts no proxy. */
function trustsNoProxy(env = process.env) {
  return ['', 'false', 'off', '0'].includes((env.TRUST_PROXY ?? '').trim().toLowerCase());
}

function json(status, message, headers = {}) {
  const body = JSON.stringify({ success: false, message });
  return {
    status,
    body,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
      ...headers,
    },
  };
}

function recordPeer(req, noProxy) {
  const peer = req.socket.remoteAddress ?? 'unknown';
  const claimed = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = [Array.isArray(claimed) ? claimed.join(', ') : claimed, peer]
    .filter(Boolean)
    .join(', ');
  if (noProxy) for (const name of FORWARDING) delete req.headers[name];
}

/** The answer to a request Node's parser refused, as JSON. */
function parseFailure(error) {
  if (error.code === 'HPE_HEADER_OVERFLOW') return json(431, 'Request headers are too large.');
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return json(408, 'The request took too long to arrive.');
  if (error.code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return json(413, 'Request body is too large.');
  return json(400, 'The request is malformed.');
}

function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage?.headersSent) {
    socket.destroy();
    return;
  }
  const answer = parseFailure(error);
  const head = Object.entries({ ...answer.headers, connection: 'close' })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  socket.end(
    `HTTP/1.1 ${answer.status} ${http.STATUS_CODES[answer.status]}\r\n${head}\r\n\r\n${answer.body}`,
  );
}

const emit = http.Server.prototype.emit;
const noProxy = trustsNoProxy();

http.Server.prototype.emit = function storeFrontDoor(event, ...args) {
  if (event === 'request') {
    const [req, res] = args;
    if (!served.has(req.method)) {
      const answer = json(405, `${req.method} is not allowed.`, {
        allow: SERVED_METHODS.join(', '),
        connection: 'close',
      });
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
      return true;
    }
    recordPeer(req, noProxy);
  } else if (event === 'clientError') {
    answerClientError(...args);
    return true;
  }
  return emit.call(this, event, ...args);
};

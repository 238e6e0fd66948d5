// Hashes of a page's inline scripts, for the policy of a page that is cached whole (no nonce per answer).
import { createHash } from 'node:crypto';
import { scriptPolicy } from './script-policy.mjs';

// An inline script: no src attribute. JSON-LD blocks are data, not run, so they need no hash.
const inlineScript =
  /<script\b(?![^>]*\bsrc\s*=)(?![^>]*\btype=["']?application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/gi;

/** sha256 sources for every inline script of a page, so a cached copy needs no per-response nonce. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(inlineScript)) {
    const content = match[1] ?? '';
    if (content.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy of a page that is the same for everyone: only its own inline scripts and this origin's
 * files run. Without a nonce, 'strict-dynamic' would also switch off 'self', so it is not used.
 */
export function hashedPagePolicy(html, options = {}) {
  return scriptPolicy(inlineScriptHashes(html), options);
}

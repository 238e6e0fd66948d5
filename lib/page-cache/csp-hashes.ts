import { createHash } from 'node:crypto';

const inlineScript = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** sha256 sources for every inline script of a page, so a cached copy needs no per-response nonce. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const content = match[1] ?? '';
    if (content.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The page's CSP with its nonce source replaced by the hashes of its own inline scripts. Without a
 * nonce 'strict-dynamic' would also disable 'self', so it goes too: scripts come from this origin or
 * are exactly the inline scripts rendered into this page.
 */
export function hashedPolicy(policy: string, hashes: string[]): string {
  return policy
    .split(';')
    .map((d) => {
      const directive = d.trim();
      if (!directive.startsWith('script-src')) return directive;
      const sources = directive
        .split(/\s+/)
        .slice(1)
        .filter((s) => !s.startsWith("'nonce-") && s !== "'strict-dynamic'");
      return ['script-src', ...sources, ...hashes].join(' ');
    })
    .join('; ');
}

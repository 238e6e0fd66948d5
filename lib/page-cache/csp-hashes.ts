export { inlineScriptHashes } from '@/lib/cache/handlers/script-hashes.mjs';

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

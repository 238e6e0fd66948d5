/** A footer link as pages and the API show it. */
export type FooterLink = { _id: string; title: string; link: string; position: number };

export type FooterGroupName = 'Shop' | 'Help' | 'Policies';
export type FooterGroup = { name: FooterGroupName; links: FooterLink[] };

const policyPaths = new Set(['/terms-conditions', '/privacy-policy']);

/** Which footer column a link belongs in, from where it leads. */
export function footerGroupOf(link: string): FooterGroupName {
  const path = link.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  if (path.endsWith('-policy') || policyPaths.has(path)) return 'Policies';
  if (/^\/(shop|collection|product)(\/|$)/.test(path)) return 'Shop';
  return 'Help';
}

/**
 * Every footer link, in Shop, Help and Policies columns (empty columns left out), each in position
 * order. The grouping follows the links, so links an administrator adds land in a sensible column.
 */
export function groupFooterLinks(links: FooterLink[]): FooterGroup[] {
  const order: FooterGroupName[] = ['Shop', 'Help', 'Policies'];
  return order
    .map((name) => ({ name, links: links.filter((l) => footerGroupOf(l.link) === name) }))
    .filter((g) => g.links.length > 0);
}

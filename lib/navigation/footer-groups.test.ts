import { describe, expect, it } from 'vitest';
import { footerFor } from '@/lib/seed/navigation';
import { footerGroupOf, groupFooterLinks } from './footer-groups';

const asLinks = (catalogue: 'fashion' | 'furniture') =>
  footerFor(catalogue).map((l) => ({ _id: l.id, title: l.title, link: l.link, position: l.position }));

describe('footer groups', () => {
  it('files a link by where it leads', () => {
    expect(footerGroupOf('/shop?category=Watches')).toBe('Shop');
    expect(footerGroupOf('/collection?category=bed')).toBe('Shop');
    expect(footerGroupOf('/shipping-policy')).toBe('Policies');
    expect(footerGroupOf('/terms-conditions')).toBe('Policies');
    expect(footerGroupOf('/privacy-policy/')).toBe('Policies');
    expect(footerGroupOf('/contact')).toBe('Help');
    expect(footerGroupOf('https://wa.me/911140582290')).toBe('Help');
    expect(footerGroupOf('/shopping-guide')).toBe('Help');
  });

  it.each(['fashion', 'furniture'] as const)('shows every seeded %s link, once, in position order', (c) => {
    const links = asLinks(c);
    expect(links.length).toBeGreaterThan(10);
    const groups = groupFooterLinks(links);
    expect(groups.map((g) => g.name)).toEqual(['Shop', 'Help', 'Policies']);
    const shown = groups.flatMap((g) => g.links);
    expect(shown.map((l) => l._id).sort()).toEqual(links.map((l) => l._id).sort());
    for (const g of groups) {
      const positions = g.links.map((l) => l.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    const titles = (name: string) => groups.find((g) => g.name === name)?.links.map((l) => l.title);
    expect(titles('Policies')).toContain('Terms & Conditions');
    if (c === 'furniture')
      expect(titles('Shop')).toEqual(expect.arrayContaining(['Beds', 'Sofas', 'Chairs']));
  });

  it('leaves out an empty group', () => {
    expect(groupFooterLinks([{ _id: 'a', title: 'About', link: '/about', position: 1 }])).toEqual([
      { name: 'Help', links: [{ _id: 'a', title: 'About', link: '/about', position: 1 }] },
    ]);
  });
});

import type { MenuItemType } from '@/models';
import { seedId } from './random';
import type { Catalogue } from './types';

export type SeedMenuItem = {
  id: string;
  type: MenuItemType;
  title: string;
  link: string;
  image: string;
  position: number;
  bgColor: string;
  textColor: string;
};

export type SeedFooterLink = { id: string; title: string; link: string; position: number };

export const storeNames: Record<Catalogue, string> = { fashion: 'Kapas & Co.', furniture: 'Kaath Home' };

const shopCategory = (category: string) => `/shop?category=${encodeURIComponent(category)}`;

type MenuDraft = Omit<SeedMenuItem, 'id' | 'image' | 'bgColor' | 'textColor'> &
  Partial<Pick<SeedMenuItem, 'image' | 'bgColor' | 'textColor'>>;

/** The navigation bar of a catalogue: logo, theme, plain links, then the search, profile and cart icons. */
export function menuFor(catalogue: Catalogue): SeedMenuItem[] {
  const fashion = catalogue === 'fashion';
  const drafts: MenuDraft[] = [
    {
      type: 'logo',
      title: storeNames[catalogue],
      link: '/',
      // No logo image: the brand artwork is the store name set in type, which the bar already shows
      // as text (at 36 px the artwork's lettering was unreadable). The artwork stays the favicon.
      image: '',
      position: 0,
    },
    {
      type: 'theme',
      title: 'theme',
      link: '',
      bgColor: fashion ? '#ffffff' : '#fbf7f1',
      textColor: fashion ? '#1f2937' : '#3b2a22',
      position: 0,
    },
    { type: 'link', title: 'Home', link: '/', position: 1 },
    { type: 'link', title: 'Shop', link: '/shop', position: 2 },
    ...(fashion
      ? [
          // Every product of a men's or women's category is also filed under 'Men' or 'Women':
          // one crawlable listing of all of them, no JavaScript needed.
          { type: 'link' as const, title: 'Men', link: shopCategory('Men'), position: 3 },
          { type: 'link' as const, title: 'Women', link: shopCategory('Women'), position: 4 },
        ]
      : []),
    { type: 'link', title: 'collection', link: '/collection', position: 5 },
    { type: 'link', title: 'About', link: '/about', position: 6 },
    { type: 'link', title: 'Contact', link: '/contact', position: 7 },
    { type: 'icon', title: 'search', link: '/shop', position: 10 },
    { type: 'icon', title: 'profile', link: '/profile', position: 11 },
    { type: 'icon', title: 'cart', link: '/cart', position: 12 },
  ];
  return drafts.map((d) => ({
    image: '',
    bgColor: '',
    textColor: '',
    ...d,
    id: seedId('menu', `${catalogue}:${d.type}:${d.title}`),
  }));
}

/** Footer links; the storefront shows all of them, in Shop, Help and Policies columns. */
export function footerFor(catalogue: Catalogue): SeedFooterLink[] {
  const categoryLinks: Array<[string, string]> =
    catalogue === 'fashion'
      ? [
          ['Watches', shopCategory('Watches')],
          ["Men's Glasses", shopCategory("Men's Glasses")],
          ['Women', shopCategory('Women')],
        ]
      : [
          ['Beds', '/collection?category=bed'],
          ['Sofas', '/collection?category=sofa'],
          ['Chairs', '/collection?category=chairs'],
          ['Wardrobes', '/collection?category=wardrobes'],
        ];
  const links: Array<[string, string]> = [
    ['About Us', '/about'],
    ['Contact Us', '/contact'],
    ['Shop All', '/shop'],
    ['Track Order', '/orders'],
    ['My Account', '/profile'],
    ['Wishlist', '/wishlist'],
    ['Shipping Policy', '/shipping-policy'],
    ['Return Policy', '/return-policy'],
    ['Cancellation Policy', '/cancellation-policy'],
    ['Privacy Policy', '/privacy-policy'],
    ['Terms & Conditions', '/terms-conditions'],
    ...categoryLinks,
  ];
  return links.map(([title, link], i) => ({
    id: seedId('footer', `${catalogue}:${title}`),
    title,
    link,
    position: i + 1,
  }));
}

import type { MenuItemType } from '@/models';
import { seedId } from './random';
import type { Catalogue } from './types';

export type SeedMenuItem = {
  id: string;
  type: MenuItemType;
  title: string;
  /** The link's title in Hindi; null for the logo (the store's name), the theme and the icons (keys). */
  titleHi: string | null;
  link: string;
  image: string;
  position: number;
  bgColor: string;
  textColor: string;
};

export type SeedFooterLink = {
  id: string;
  title: string;
  titleHi: string;
  link: string;
  position: number;
};

export const storeNames: Record<Catalogue, string> = { fashion: 'Kapas & Co.', furniture: 'Kaath Home' };

const shopCategory = (category: string) => `/shop?category=${encodeURIComponent(category)}`;

type MenuDraft = Omit<SeedMenuItem, 'id' | 'titleHi' | 'image' | 'bgColor' | 'textColor'> &
  Partial<Pick<SeedMenuItem, 'titleHi' | 'image' | 'bgColor' | 'textColor'>>;

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
    { type: 'link', title: 'Home', titleHi: 'मुखपृष्ठ', link: '/', position: 1 },
    { type: 'link', title: 'Shop', titleHi: 'ख़रीदारी', link: '/shop', position: 2 },
    ...(fashion
      ? [
          // Every product of a men's or women's category is also filed under 'Men' or 'Women':
          // one crawlable listing of all of them, no JavaScript needed.
          { type: 'link' as const, title: 'Men', titleHi: 'पुरुष', link: shopCategory('Men'), position: 3 },
          {
            type: 'link' as const,
            title: 'Women',
            titleHi: 'महिलाएँ',
            link: shopCategory('Women'),
            position: 4,
          },
        ]
      : []),
    { type: 'link', title: 'collection', titleHi: 'संग्रह', link: '/collection', position: 5 },
    { type: 'link', title: 'About', titleHi: 'हमारे बारे में', link: '/about', position: 6 },
    { type: 'link', title: 'Contact', titleHi: 'संपर्क', link: '/contact', position: 7 },
    { type: 'icon', title: 'search', link: '/shop', position: 10 },
    { type: 'icon', title: 'profile', link: '/profile', position: 11 },
    { type: 'icon', title: 'cart', link: '/cart', position: 12 },
  ];
  return drafts.map((d) => ({
    titleHi: null,
    image: '',
    bgColor: '',
    textColor: '',
    ...d,
    id: seedId('menu', `${catalogue}:${d.type}:${d.title}`),
  }));
}

/** Footer links; the storefront shows all of them, in Shop, Help and Policies columns. */
export function footerFor(catalogue: Catalogue): SeedFooterLink[] {
  const categoryLinks: Array<[string, string, string]> =
    catalogue === 'fashion'
      ? [
          ['Watches', 'घड़ियाँ', shopCategory('Watches')],
          ["Men's Glasses", 'पुरुषों के चश्मे', shopCategory("Men's Glasses")],
          ['Women', 'महिलाएँ', shopCategory('Women')],
        ]
      : [
          ['Beds', 'पलंग', '/collection?category=bed'],
          ['Sofas', 'सोफ़े', '/collection?category=sofa'],
          ['Chairs', 'कुर्सियाँ', '/collection?category=chairs'],
          ['Wardrobes', 'अलमारियाँ', '/collection?category=wardrobes'],
        ];
  const links: Array<[string, string, string]> = [
    ['About Us', 'हमारे बारे में', '/about'],
    ['Contact Us', 'संपर्क करें', '/contact'],
    ['Shop All', 'सभी उत्पाद', '/shop'],
    ['Track Order', 'ऑर्डर की स्थिति', '/orders'],
    ['My Account', 'मेरा खाता', '/profile'],
    ['Wishlist', 'पसंदीदा', '/wishlist'],
    ['Shipping Policy', 'डिलीवरी नीति', '/shipping-policy'],
    ['Return Policy', 'वापसी नीति', '/return-policy'],
    ['Cancellation Policy', 'रद्द करने की नीति', '/cancellation-policy'],
    ['Privacy Policy', 'गोपनीयता नीति', '/privacy-policy'],
    ['Terms & Conditions', 'नियम और शर्तें', '/terms-conditions'],
    ...categoryLinks,
  ];
  return links.map(([title, titleHi, link], i) => ({
    id: seedId('footer', `${catalogue}:${title}`),
    title,
    titleHi,
    link,
    position: i + 1,
  }));
}

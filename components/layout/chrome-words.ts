import 'server-only';
import { getTranslations } from 'next-intl/server';

/**
 * The words of the header, the phone menu and the search box in the page's language, read on the server
 * and handed to their client components as plain strings (only the words they show, no message file).
 * A word that holds a number or a name only the browser knows (a count, the shopper's name) is sent as a
 * template keeping its `{placeholder}`, filled in with `fillWords`.
 */
export async function searchWords() {
  const t = await getTranslations('Search');
  return {
    label: t('label'),
    placeholder: t('placeholder'),
    menuPlaceholder: t('menuPlaceholder'),
    submit: t('submit'),
    close: t('close'),
    suggestions: t('suggestions'),
    didYouMean: t('didYouMean'),
    category: t('category'),
  };
}

/** The phone menu's words (the ☰ dialog and the /menu page). */
export async function menuWords() {
  const [t, nav, search] = await Promise.all([
    getTranslations('Menu'),
    getTranslations('Nav'),
    searchWords(),
  ]);
  return {
    menu: t('menu'),
    open: t('open'),
    close: t('close'),
    loading: t('loading'),
    hello: t('hello', { name: '{name}' }),
    collections: t('collections'),
    shopCategories: nav('shopCategories'),
    viewAll: t('viewAll'),
    profile: t('profile'),
    wishlist: t('wishlist'),
    cart: t('cart'),
    orders: t('orders'),
    login: nav('login'),
    logout: nav('logout'),
    search: { label: search.label, placeholder: search.menuPlaceholder, submit: search.submit },
  };
}

/** The header's words: the bar, its icons and the profile dropdown, the phone menu and the search box. */
export async function navWords(storeName: string) {
  const [t, menu, search] = await Promise.all([getTranslations('Nav'), menuWords(), searchWords()]);
  return {
    main: t('main'),
    home: t('home', { name: storeName }),
    shopCategories: t('shopCategories'),
    exploreCollections: t('exploreCollections'),
    icons: {
      wishlistCount: t('wishlistCount', { count: '{count}' }),
      cartCount: t('cartCount', { count: '{count}' }),
      signIn: t('signIn'),
      login: t('login'),
      logout: t('logout'),
      accountMenu: t('accountMenu'),
      signedInAs: t('signedInAs', { name: '{name}' }),
      profileSettings: t('profileSettings'),
      shoppingCart: t('shoppingCart'),
      trackOrder: t('trackOrder'),
      backOffice: t('backOffice'),
    },
    menu,
    search,
  };
}

export type SearchWords = Awaited<ReturnType<typeof searchWords>>;
export type MenuWords = Awaited<ReturnType<typeof menuWords>>;
export type NavWords = Awaited<ReturnType<typeof navWords>>;
export type NavIconWords = NavWords['icons'];

/**
 * The store's pages of plain information (about, contact, the policies): the same for every visitor,
 * so the page cache keeps them and the sitemap lists them.
 */
export const infoPagePaths = [
  '/about',
  '/contact',
  '/shipping-policy',
  '/return-policy',
  '/cancellation-policy',
  '/privacy-policy',
  '/terms-conditions',
] as const;

/** The three furniture tiles of the collection dropdown and the mobile menu (spec section 2). */
export const collectionTiles = [
  { label: 'Bed', category: 'bed', image: '/media/categories/bed.webp' },
  { label: 'Sofa', category: 'sofa', image: '/media/categories/sofa.webp' },
  { label: 'Chairs', category: 'chairs', image: '/media/categories/chairs.webp' },
] as const;

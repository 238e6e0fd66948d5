import { categoryImage } from '@/lib/media/catalogue-art';

/** The three furniture tiles of the collection dropdown and the mobile menu (spec section 2). */
export const collectionTiles = [
  { label: 'Bed', category: 'bed', image: categoryImage('bed') },
  { label: 'Sofa', category: 'sofa', image: categoryImage('sofa') },
  { label: 'Chairs', category: 'chairs', image: categoryImage('chairs') },
] as const;

import { displayName } from '@/lib/catalog/shared/display';
import { pricedBySize } from '@/lib/catalog/shared/size-variants';
import { cutAtWord } from '@/lib/catalog/shared/text';
import type { ApiProduct } from '@/lib/catalog/types';

/** The fields of a product a card reads (a listing's product, a home section's, a wishlist's). */
export type CardProduct = Pick<
  ApiProduct,
  | '_id'
  | 'name'
  | 'image'
  | 'price'
  | 'regularPrice'
  | 'shortDescription'
  | 'description'
  | 'category'
  | 'colors'
  | 'averageRating'
  | 'totalReviews'
  | 'isFeatured'
  | 'inStock'
> &
  Partial<Pick<ApiProduct, 'sizeVariants'>>;

/** What a product card shows, and nothing else: the props of the client `ProductCard`, sent in the page's payload. */
export type CardData = Pick<
  CardProduct,
  | '_id'
  | 'name'
  | 'price'
  | 'regularPrice'
  | 'colors'
  | 'averageRating'
  | 'totalReviews'
  | 'isFeatured'
  | 'inStock'
> & {
  /** The first image, as stored. */
  image: string | undefined;
  /** The short description, or the description when there is none (the card clamps it to two lines). */
  text: string;
  /** The category as shoppers read it. */
  category: string;
  /** Priced by size (beds): the price reads "from". */
  from: boolean;
};

/** A long description cut at a word near 200 characters: the card shows two lines of it. */
function clip(text: string, max = 200): string {
  return text.length <= max ? text : `${cutAtWord(text, max)}…`;
}

export function toCard(p: CardProduct): CardData {
  return {
    _id: p._id,
    name: p.name,
    image: p.image[0],
    price: p.price,
    regularPrice: p.regularPrice,
    text: p.shortDescription || clip(p.description),
    category: displayName(p.category),
    colors: p.colors,
    averageRating: p.averageRating,
    totalReviews: p.totalReviews,
    isFeatured: p.isFeatured,
    inStock: p.inStock,
    from: p.sizeVariants ? pricedBySize({ price: p.price, sizeVariants: p.sizeVariants }) : false,
  };
}

/** What a home section's small tile shows (image, name, price): the props of the client `ProductTiles`. */
export type TileData = Pick<CardProduct, '_id' | 'name' | 'price' | 'regularPrice'> & {
  image: string | undefined;
};

export function toTile(p: Pick<CardProduct, '_id' | 'name' | 'image' | 'price' | 'regularPrice'>): TileData {
  return { _id: p._id, name: p.name, image: p.image[0], price: p.price, regularPrice: p.regularPrice };
}

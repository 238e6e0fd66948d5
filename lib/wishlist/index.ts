export {
  getWishlist,
  addToWishlist,
  removeFromWishlist,
  clearWishlist,
  mergeWishlist,
  MAX_WISHLIST_ITEMS,
  ALREADY_IN_WISHLIST_MESSAGE,
} from './wishlist';
export { wishlistProductSchema, mergeWishlistSchema } from './schemas';

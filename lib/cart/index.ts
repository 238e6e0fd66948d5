export {
  getCart,
  addToCart,
  updateCart,
  mergeCart,
  clearCart,
  countCartItems,
  OUT_OF_STOCK_MESSAGE,
  PRODUCT_NOT_FOUND_MESSAGE,
} from './cart';
export {
  addToCartSchema,
  updateCartSchema,
  mergeCartSchema,
  type AddToCartInput,
  type UpdateCartInput,
} from './schemas';
export { planCartMerge, localCartLines, resolveSize, toCartData, type CartMergePlan } from './merge';
export {
  DEFAULT_SIZE,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  type CartData,
  type CartLine,
  type CartProduct,
} from './types';

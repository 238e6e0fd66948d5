export {
  getCart,
  getCartWithLines,
  addToCart,
  updateCart,
  mergeCart,
  clearCart,
  removeCartLines,
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
export {
  planCartMerge,
  localCartLines,
  resolveColor,
  resolveSize,
  toApiCartLines,
  toCartData,
  variantStock,
  type CartMergePlan,
} from './merge';
export {
  DEFAULT_SIZE,
  NO_COLOR,
  variantKey,
  type ApiCartLine,
  MAX_CART_LINES,
  MAX_LINE_QUANTITY,
  type CartData,
  type CartLine,
  type CartProduct,
} from './types';

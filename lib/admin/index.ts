export { writeAudit, changedFields, listAuditLog, type AuditEntry, type AuditRow } from './audit';
export {
  listAdminOrders,
  getAdminOrder,
  changeOrderStatus,
  countOrdersByStatus,
  type AdminOrderSummary,
  type AdminOrderDetail,
} from './orders';
export {
  orderStatusBodySchema,
  SHIPMENT_REQUIRED_MESSAGE,
  SHIPMENT_ONLY_WHEN_SHIPPED_MESSAGE,
  type OrderStatusBody,
} from './order-status-schema';
export { adminOrderQuerySchema, orderSearchTerms, type AdminOrderQuery } from './order-filters';
export {
  createProduct,
  updateProduct,
  getAdminProduct,
  listAdminProducts,
  listLowStockProducts,
  toProductValues,
  toAdminProduct,
  type AdminProduct,
  type AdminProductDetail,
} from './products';
export { type VariantCell } from './product-variants';
export {
  adminProductQuerySchema,
  stockFilters,
  LOW_STOCK_THRESHOLD,
  type AdminProductQuery,
  type StockFilter,
} from './product-filters';
export {
  productFields,
  productCreateSchema,
  productPatchSchema,
  slugify,
  gstRates,
  stockCell,
  gridAxes,
  cellLabel,
  type StockCell,
  type ProductCreateInput,
  type ProductPatchInput,
  type ProductFormInput,
} from './product-schema';
export {
  saveUploadedImage,
  imageTooLarge,
  checkUpload,
  MAX_UPLOAD_BYTES,
  UPLOAD_TYPES,
  type UploadedImage,
} from './uploads';
export {
  listAdminMenuItems,
  createMenuItem,
  updateMenuItem,
  deleteMenuItem,
  listAdminFooterLinks,
  createFooterLink,
  updateFooterLink,
  deleteFooterLink,
  type AdminMenuItem,
  type AdminFooterLink,
} from './navigation';
export {
  menuItemCreateSchema,
  menuItemPatchSchema,
  footerLinkCreateSchema,
  footerLinkPatchSchema,
} from './navigation-schema';
export { getDashboard, revenueCondition, type Dashboard, type PeriodFigures } from './dashboard';
export { createOrPromoteAdmin, type AdminAccountInput, type AdminAccountResult } from './users';
export {
  ADMIN_MAX_LIMIT,
  ADMIN_DEFAULT_LIMIT,
  pageParams,
  totalPagesFor,
  firstValues,
  firstIssueMessage,
  escapeLike,
} from './pagination';
export {
  istDayStart,
  istMonthStart,
  istDateStart,
  istDateEnd,
  formatIstDateTime,
  IST_OFFSET_MS,
} from './time';
export {
  listAdminSynonymGroups,
  createSynonymGroup,
  updateSynonymGroup,
  deleteSynonymGroup,
  type AdminSynonymGroup,
} from './synonyms';
export { synonymGroupSchema, MAX_SYNONYM_TERMS, type SynonymGroupInput } from './synonym-schema';
export {
  listAdminCustomers,
  getAdminCustomer,
  CUSTOMER_DETAIL_LIMIT,
  type AdminCustomerSummary,
  type AdminCustomerList,
  type AdminCustomerDetail,
  type AdminCustomerOrder,
  type AdminCustomerReturn,
  type AdminCustomerReview,
} from './customers';
export {
  blockCustomer,
  unblockCustomer,
  CANNOT_BLOCK_SELF_MESSAGE,
  CANNOT_BLOCK_OWNER_MESSAGE,
} from './customer-block';
export {
  adminCustomerQuerySchema,
  customerBlockSchema,
  BLOCK_REASON_MIN,
  BLOCK_REASON_MAX,
  CUSTOMER_STATUSES,
  type AdminCustomerQuery,
  type CustomerBlockInput,
} from './customer-schema';

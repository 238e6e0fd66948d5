export { httpStatus } from './errors';
export {
  apiRoute,
  errorResponse,
  readBodyBytes,
  readBodyText,
  toErrorResponse,
  type ApiContext,
} from './api';

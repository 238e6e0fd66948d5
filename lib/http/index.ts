export * from './errors';
export { apiRoute, errorResponse, readBodyText, toErrorResponse, type ApiContext } from './api';

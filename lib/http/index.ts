export * from './errors';
export { apiRoute, errorResponse, toErrorResponse, type ApiContext } from './api';

export { type ApiClient, type ApiClientOptions, createApiClient, DEFAULT_TIMEOUT } from './client';
export {
  ApiError,
  type ApiErrorInit,
  catalogueMessage,
  ERROR_MESSAGES,
  FALLBACK_ERROR_MESSAGE,
  isApiError,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
} from './errors';
export { type ApiDownload, parseContentDispositionFilename } from './http/download';
export { type Envelope, isEnvelope } from './http/envelope';
export { serializeQuery } from './http/query';
export type { RequestOptions } from './http/request';
export { NICKNAME_LENGTH, PASSWORD_MIN_LENGTH } from './limits';
export {
  ORDER_CHECKID_TIMEOUT,
  ORDER_CREATE_TIMEOUT,
  ORDER_DETAIL_TIMEOUT,
  ORDER_PAY_TIMEOUT,
  type RouteDefinition,
  routes,
} from './routes';

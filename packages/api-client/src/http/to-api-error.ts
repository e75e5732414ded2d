import axios, { type AxiosError, type AxiosResponse } from 'axios';
import {
  ApiError,
  catalogueMessage,
  ERROR_MESSAGES,
  NETWORK_ERROR_CODE,
  NETWORK_ERROR_MESSAGE,
} from '../errors';
import { isEnvelope, readBody } from './envelope';

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * A 200 answer whose body carries a non-zero code (the code picks the catalogue message), or whose
 * body is no envelope at all (the status does).
 */
export function errorFromEnvelope(response: AxiosResponse, body: unknown): ApiError {
  const code = isEnvelope(body) ? body.code : response.status;
  return new ApiError({
    code,
    message: serverMessage(body) ?? catalogueMessage(code),
    status: response.status,
    statusText: response.statusText,
    data: body,
  });
}

/** Turns a failed axios request into the SDK's error, following the spec's catalogue. */
export async function errorFromAxios(error: AxiosError): Promise<ApiError> {
  const { response } = error;
  if (!response) {
    return new ApiError({
      code: NETWORK_ERROR_CODE,
      message: NETWORK_ERROR_MESSAGE,
      status: 0,
      cause: error,
    });
  }
  const body = await readBody(response.data);
  if (response.status === 502) {
    return new ApiError({
      code: 502,
      message: ERROR_MESSAGES[502],
      status: 502,
      statusText: response.statusText,
      data: body,
      cause: error,
    });
  }
  const bodyCode = isEnvelope(body) && body.code !== 0 ? body.code : null;
  return new ApiError({
    code: bodyCode ?? response.status,
    message: serverMessage(body) ?? catalogueMessage(response.status),
    status: response.status,
    statusText: response.statusText,
    data: body,
    cause: error,
  });
}

export function isCancellation(error: unknown): boolean {
  return axios.isCancel(error);
}

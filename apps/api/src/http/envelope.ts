import { z } from 'zod';

/** Every answer of the API: `code` 0 on success, non-zero (normally the HTTP status) on failure. */
export interface Envelope<Data> {
  code: number;
  message: string;
  data: Data;
}

export function success<Data>(data: Data): Envelope<Data> {
  return { code: 0, message: 'success', data };
}

export function failure(code: number, message: string, data: unknown = null): Envelope<unknown> {
  return { code, message, data };
}

/** The envelope around a response schema, for the OpenAPI document. */
export function envelopeOf(data: z.ZodType) {
  return z.object({ code: z.literal(0), message: z.string(), data });
}

export const ErrorEnvelope = z.object({
  code: z.int().meta({ description: 'Non-zero: the HTTP status unless documented otherwise' }),
  message: z.string().meta({ description: 'Localised by accept-language' }),
  data: z.unknown(),
});

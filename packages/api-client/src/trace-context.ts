/**
 * W3C Trace Context (`traceparent`, version 00): one trace id from the edge to the last log line.
 * The gateway takes a valid incoming one (or starts a trace); each server makes its own span id and
 * sends it on as the parent of the next hop (the apps' SSR calls to the API included).
 */
export const TRACEPARENT_HEADER = 'traceparent';

export interface TraceContext {
  /** 32 lowercase hex digits, never all zeros. */
  traceId: string;
  /** The caller's span (16 hex digits): this hop's parent. */
  parentId: string;
  /** This hop's own span (16 hex digits): the next hop's parent. */
  spanId: string;
  /** Trace flags (`01`: sampled). */
  flags: string;
}

const TRACEPARENT_PATTERN = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ALL_ZEROS = /^0+$/;

function randomHex(bytes: number): string {
  const values = globalThis.crypto.getRandomValues(new Uint8Array(bytes));
  let hex = '';
  for (const value of values) hex += value.toString(16).padStart(2, '0');
  return ALL_ZEROS.test(hex) ? randomHex(bytes) : hex;
}

/** This hop's context for a `traceparent` header: kept when valid (the first, if repeated), else a new trace. */
export function traceContextOf(header: string | string[] | undefined): TraceContext {
  const value = (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
  const match = TRACEPARENT_PATTERN.exec(value);
  const spanId = randomHex(8);
  if (match && !ALL_ZEROS.test(match[1] as string) && !ALL_ZEROS.test(match[2] as string)) {
    return {
      traceId: match[1] as string,
      parentId: match[2] as string,
      spanId,
      flags: match[3] as string,
    };
  }
  return { traceId: randomHex(16), parentId: '', spanId, flags: '01' };
}

/** The `traceparent` this hop sends to the next: its trace id, its own span id as the parent. */
export function traceparentFor(
  context: Pick<TraceContext, 'traceId' | 'spanId' | 'flags'>,
): string {
  return `00-${context.traceId}-${context.spanId}-${context.flags}`;
}

/** Every answer of the storefront API: `code` 0 is success, anything else a failure. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

export function isEnvelope(body: unknown): body is Envelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'number'
  );
}

/** Reads a JSON body that arrived as text or bytes (download requests ask for bytes). */
export async function readBody(data: unknown): Promise<unknown> {
  let text: string | null = null;
  if (typeof data === 'string') text = data;
  else if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    text = new TextDecoder().decode(data as ArrayBuffer | ArrayBufferView);
  } else if (typeof Blob !== 'undefined' && data instanceof Blob) text = await data.text();
  if (text === null) return data;
  try {
    return JSON.parse(text);
  } catch {
    return text === '' ? null : text;
  }
}

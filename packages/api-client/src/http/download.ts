import type { AxiosResponse } from 'axios';

/** A file answer (status 200 with `content-disposition`), passed through unchanged. */
export type ApiDownload<Body = Blob | ArrayBuffer> = AxiosResponse<Body> & {
  /** The file name from `content-disposition` (`filename*` preferred), or null. */
  filename: string | null;
};

export function isDownloadResponse(response: AxiosResponse): boolean {
  return response.status === 200 && Boolean(response.headers['content-disposition']);
}

export function parseContentDispositionFilename(header: string | undefined | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed percent-encoding: fall back to the plain filename parameter.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const quoted = plain[2];
  return quoted !== undefined ? quoted.replace(/\\(.)/g, '$1') : (plain[1]?.trim() ?? null);
}

export function toDownload(response: AxiosResponse): ApiDownload {
  const header = response.headers['content-disposition'];
  const { data } = response;
  // Node hands back a Buffer, often a view into a shared pool: copy out exactly its bytes.
  if (ArrayBuffer.isView(data)) {
    response.data = data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength);
  }
  return Object.assign(response, {
    filename: parseContentDispositionFilename(typeof header === 'string' ? header : null),
  });
}

/** Blob where the runtime has a browser-style response, raw bytes elsewhere (Node). */
export function downloadResponseType(): 'blob' | 'arraybuffer' {
  return typeof window !== 'undefined' && typeof Blob !== 'undefined' ? 'blob' : 'arraybuffer';
}

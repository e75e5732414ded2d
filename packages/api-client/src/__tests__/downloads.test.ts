import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, parseContentDispositionFilename } from '../index';
import { sendJson, useTestServer } from './support/server';

const server = useTestServer();

const CSV =
  'date,type,amount,remark\n"2026-11-21",deposit,15000,"Top-up via DANA, café ☕"\n"2026-11-20",payment,-5000,Ödeme für Spiel 🎮\n';

function bytesOf(data: unknown): Uint8Array {
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data))
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  throw new Error(`Not bytes: ${Object.prototype.toString.call(data)}`);
}

function serveCsv(disposition: string, body = CSV): void {
  server.handle((_request, res) => {
    const bytes = Buffer.from(body, 'utf8');
    res.writeHead(200, {
      'content-type': 'text/csv',
      'content-disposition': disposition,
      'content-length': String(bytes.length),
    });
    res.end(bytes);
  });
}

describe('legacy.user.accountDetailFile in Node', () => {
  it('is a GET with the query params and resolves to the response passed through plus filename', async () => {
    serveCsv('attachment; filename="account-detail-2026-11-21.csv"');
    const onError = vi.fn();
    const client = createApiClient({ baseURL: server.url, getToken: () => 'tok', onError });
    const file = await client.legacy.user.accountDetailFile({ currencyId: 1, from: '2026-11-01' });

    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/api/user/accountDetailFile?currencyId=1&from=2026-11-01');
    expect(request?.headers.authorization).toBe('Bearer tok');

    expect(file.status).toBe(200);
    expect(file.statusText).toBe('OK');
    expect(file.headers['content-type']).toBe('text/csv');
    expect(file.headers['content-disposition']).toBe(
      'attachment; filename="account-detail-2026-11-21.csv"',
    );
    expect(file.config.responseType).toBe('arraybuffer');
    expect(file.filename).toBe('account-detail-2026-11-21.csv');
    const bytes = bytesOf(file.data);
    expect(bytes.byteLength).toBe(Buffer.byteLength(CSV));
    expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toBe(CSV);
    expect(onError).not.toHaveBeenCalled();
  });

  it('data is an ArrayBuffer holding exactly the body in Node', async () => {
    serveCsv('attachment; filename="account-detail-2026-11-21.csv"');
    const client = createApiClient({ baseURL: server.url });
    const file = await client.legacy.user.accountDetailFile({ currencyId: 1 });
    expect(file.data).toBeInstanceOf(ArrayBuffer);
    expect(new TextDecoder().decode(file.data as ArrayBuffer)).toBe(CSV);
  });

  it('passes a body that arrives in several chunks through whole', async () => {
    server.handle((_request, res) => {
      const bytes = Buffer.from(CSV, 'utf8');
      res.writeHead(200, {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename=chunked.csv',
      });
      // Split inside the multi-byte "☕" so a decoder that works per chunk would fail.
      const cut = bytes.indexOf(Buffer.from('☕')) + 1;
      res.write(bytes.subarray(0, cut));
      setTimeout(() => res.end(bytes.subarray(cut)), 20);
    });
    const client = createApiClient({ baseURL: server.url });
    const file = await client.legacy.user.accountDetailFile();
    expect(file.filename).toBe('chunked.csv');
    expect(new TextDecoder('utf-8', { fatal: true }).decode(bytesOf(file.data))).toBe(CSV);
  });

  it("takes the RFC 5987 filename* (UTF-8'') form", async () => {
    serveCsv('attachment; filename="saldo.csv"; filename*=UTF-8\'\'saldo%20%C3%A9.csv');
    const client = createApiClient({ baseURL: server.url });
    const file = await client.legacy.user.accountDetailFile();
    expect(file.filename).toBe('saldo é.csv');
    expect(server.requests[0]?.url).toBe('/api/user/accountDetailFile');
  });

  it.each([
    [401, '', 'Login status expired, please log in again'],
    [401, 'Please log in to export', 'Please log in to export'],
    [500, '', 'Server internal error'],
  ])(
    'a JSON error envelope (HTTP 200, code %i, message %j) rejects with %j',
    async (code, message, expected) => {
      server.handle((_request, res) => sendJson(res, 200, { code, message, data: null }));
      const onError = vi.fn();
      const onUnauthorized = vi.fn();
      const client = createApiClient({ baseURL: server.url, onError, onUnauthorized });
      const error = await client.legacy.user.accountDetailFile({ currencyId: 1 }).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ code, status: 200, message: expected });
      // The bytes were decoded back into the envelope.
      expect((error as ApiError).data).toEqual({ code, message, data: null });
      expect(onError).toHaveBeenCalledTimes(1);
      expect(onUnauthorized).toHaveBeenCalledTimes(code === 401 ? 1 : 0);
    },
  );

  it('an HTTP error on the download decodes the JSON body', async () => {
    server.handle((_request, res) =>
      sendJson(res, 403, { code: 40301, message: 'Export disabled' }),
    );
    const client = createApiClient({ baseURL: server.url });
    const error = await client.legacy.user.accountDetailFile().then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toMatchObject({ code: 40301, status: 403, message: 'Export disabled' });
    expect((error as ApiError).data).toEqual({ code: 40301, message: 'Export disabled' });
  });
});

describe('parseContentDispositionFilename', () => {
  it.each<[string | null | undefined, string | null]>([
    ['attachment; filename="report.csv"', 'report.csv'],
    ['attachment; filename=report.csv', 'report.csv'],
    ['attachment; filename=report.csv; size=10', 'report.csv'],
    ['attachment; filename="a \\"quoted\\" name.csv"', 'a "quoted" name.csv'],
    ['attachment; filename="semi;colon.csv"', 'semi;colon.csv'],
    [
      'attachment; filename="fallback.csv"; filename*=UTF-8\'\'na%C3%AFve%20file.csv',
      'naïve file.csv',
    ],
    [
      'attachment; filename*=UTF-8\'\'%E2%82%AC%20rates.csv; filename="EUR rates.csv"',
      '€ rates.csv',
    ],
    ["attachment; filename*=utf-8'en'caf%C3%A9.csv", 'café.csv'],
    ['attachment; filename*=UTF-8\'\'bad%E0%A4%A.csv; filename="plain.csv"', 'plain.csv'],
    ['attachment', null],
    ['inline', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j -> %j', (header, filename) => {
    expect(parseContentDispositionFilename(header)).toBe(filename);
  });
});

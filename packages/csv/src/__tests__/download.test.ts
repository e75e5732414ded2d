// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadCsv, toCsv } from '../index';

function readBytes(blob: Blob): Promise<number[]> {
  // jsdom's Blob has no arrayBuffer()/text(); FileReader is its way to read one.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(Array.from(new Uint8Array(reader.result as ArrayBuffer)));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const OBJECT_URL = 'blob:http://localhost/csv-under-test';
const originalCreateObjectURL = Object.getOwnPropertyDescriptor(URL, 'createObjectURL');
const originalRevokeObjectURL = Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL');

describe('downloadCsv', () => {
  const createObjectURL = vi.fn((_blob: Blob) => OBJECT_URL);
  const revokeObjectURL = vi.fn((_url: string) => {});
  const clickedAnchors: HTMLAnchorElement[] = [];
  const anchorsInDocumentAtClick: boolean[] = [];

  function recordClick(event: MouseEvent): void {
    const anchor = event.target as HTMLAnchorElement;
    clickedAnchors.push(anchor);
    anchorsInDocumentAtClick.push(anchor.isConnected);
    // jsdom cannot navigate to the blob URL; the browser would start the download here.
    event.preventDefault();
  }

  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no object URLs, so define them for the test.
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: createObjectURL });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: revokeObjectURL });
    document.addEventListener('click', recordClick);
  });

  afterEach(() => {
    document.removeEventListener('click', recordClick);
    for (const [name, descriptor] of [
      ['createObjectURL', originalCreateObjectURL],
      ['revokeObjectURL', originalRevokeObjectURL],
    ] as const) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    clickedAnchors.length = 0;
    anchorsInDocumentAtClick.length = 0;
    vi.useRealTimers();
  });

  it('clicks a temporary <a download> pointing at the object URL', () => {
    downloadCsv('account-detail-2026-11-21.csv', 'a\r\n1\r\n');

    expect(clickedAnchors).toHaveLength(1);
    const anchor = clickedAnchors[0];
    expect(anchor?.getAttribute('download')).toBe('account-detail-2026-11-21.csv');
    expect(anchor?.getAttribute('href')).toBe(OBJECT_URL);
    expect(anchorsInDocumentAtClick).toEqual([true]);
    expect(anchor?.isConnected).toBe(false);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });

  it('wraps the text, BOM included, in a text/csv UTF-8 Blob', async () => {
    const csv = toCsv([{ note: 'café, 😀' }], { bom: true });
    downloadCsv('export.csv', csv);

    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob).toBeInstanceOf(Blob);
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    // jsdom's FileReader reports on a timer.
    vi.useRealTimers();
    const bytes = await readBytes(blob as Blob);
    expect(bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes).toEqual(Array.from(new TextEncoder().encode(csv)));
  });

  it('revokes the object URL after the click, in a later task', () => {
    downloadCsv('export.csv', 'a\r\n1\r\n');

    expect(clickedAnchors).toHaveLength(1);
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledExactlyOnceWith(OBJECT_URL);
  });
});

import { expect, it } from 'vitest';
import { downloadCsv } from '../index';

it('downloadCsv throws a clear error where there is no document', () => {
  expect(typeof document).toBe('undefined');
  expect(() => downloadCsv('export.csv', 'a\r\n1\r\n')).toThrow(
    /downloadCsv\(\) only works in a browser: there is no `document` here/,
  );
});

import { describe, expect, it } from 'vitest';
import { isRequestId, requestIdOf } from '../index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('honours a valid incoming id', () => {
    expect(requestIdOf('test-abc-123')).toBe('test-abc-123');
    expect(requestIdOf('trace:01.ABC_z')).toBe('trace:01.ABC_z');
    expect(requestIdOf('a'.repeat(128))).toBe('a'.repeat(128));
    expect(requestIdOf(['first-1', 'second-2'])).toBe('first-1');
  });

  it('replaces a missing, empty, too long or unsafe id with a new UUID', () => {
    for (const bad of [undefined, '', 'a'.repeat(129), 'two words', 'x\nforged', 'id<script>']) {
      const id = requestIdOf(bad);
      expect(id).toMatch(UUID);
      expect(isRequestId(id)).toBe(true);
    }
    expect(requestIdOf(undefined)).not.toBe(requestIdOf(undefined));
  });
});

import { describe, expect, it } from 'vitest';
import { traceContextOf, traceparentFor } from '../index';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';
const VALID = `00-${TRACE}-${PARENT}-01`;
const TRACEPARENT = /^00-[0-9a-f]{32}-[0-9a-f]{16}-[0-9a-f]{2}$/;

describe('trace context', () => {
  it('keeps a valid incoming trace, with a span of its own', () => {
    const context = traceContextOf(VALID);
    expect(context).toMatchObject({ traceId: TRACE, parentId: PARENT, flags: '01' });
    expect(context.spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(context.spanId).not.toBe(PARENT);
    expect(traceContextOf([VALID, 'junk']).traceId).toBe(TRACE);
  });

  it('starts a new trace for a missing or invalid header', () => {
    const invalid = [
      undefined,
      '',
      'junk',
      `01-${TRACE}-${PARENT}-01`,
      `00-${'0'.repeat(32)}-${PARENT}-01`,
      `00-${TRACE}-${'0'.repeat(16)}-01`,
      `00-${TRACE.toUpperCase()}-${PARENT}-01`,
      `00-${TRACE}-${PARENT}-01-extra`,
    ];
    for (const header of invalid) {
      const context = traceContextOf(header);
      expect(context.traceId).not.toBe(TRACE);
      expect(context.traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(context.parentId).toBe('');
    }
    expect(traceContextOf(undefined).traceId).not.toBe(traceContextOf(undefined).traceId);
  });

  it('sends its own span on as the next hop parent', () => {
    const context = traceContextOf(VALID);
    const next = traceparentFor(context);
    expect(next).toMatch(TRACEPARENT);
    expect(traceContextOf(next)).toMatchObject({ traceId: TRACE, parentId: context.spanId });
  });
});

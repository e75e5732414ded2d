import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import { HEAD_GUARD_SCRIPT } from '@storefront/ui-shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANSWER_DEFAULT_HEADERS, PAGE_CSP } from '../security-headers';
import { rawRequest, type Stack, startStack } from './harness';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack.close();
});
beforeEach(() => {
  for (const upstream of Object.values(stack.upstreams)) upstream.seen.length = 0;
});

function seenByAnyUpstream(): number {
  return Object.values(stack.upstreams).reduce((sum, upstream) => sum + upstream.seen.length, 0);
}

describe('security headers', () => {
  it.each(['/', '/mobile/help', '/api/health', '/healthz'])('are on %s', async (path) => {
    const response = await fetch(`${stack.url}${path}`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toBe(PAGE_CSP);
  });

  it('keep pages to this origin and out of frames', () => {
    const directives = new Map(
      PAGE_CSP.split('; ').map((directive) => {
        const [name, ...values] = directive.split(' ');
        return [name, values];
      }),
    );
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    // Issue 26: the pages' one inline script, the head guard, by the hash of its exact text.
    const guardHash = createHash('sha256').update(HEAD_GUARD_SCRIPT).digest('base64');
    expect(directives.get('script-src')).toEqual(["'self'", `'sha256-${guardHash}'`]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
  });

  it('leave a stricter policy an app sent alone', async () => {
    stack.upstreams.pc.handle((_req, res) => {
      res.writeHead(200, {
        'content-type': 'text/html',
        'content-security-policy': "default-src 'none'",
      });
      res.end('<p>strict</p>');
    });
    const response = await fetch(`${stack.url}/pc/help`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
  });
});

describe('no open proxy, no path tricks', () => {
  it.each([
    ['absolute-form target', 'http://evil.example/'],
    ['absolute-form target naming an upstream', () => `${stack.upstreams.api.url}/api/health`],
    ['protocol-relative path', '//evil.example/x'],
    ['encoded dot-dot and slash', '/..%2f..%2fetc/passwd'],
    ['dot-dot under an asset prefix', '/_pc/..%2f..%2fapi/health'],
    ['encoded dot segments', '/%2e%2e/%2E%2E/etc/passwd'],
    ['dot-dot out of /api', '/api/%2e%2e/healthz'],
    ['plain dot-dot', '/api/../pc/help'],
    ['single dot segment', '/./api/health'],
    ['encoded slash', '/api%2f..%2fhealthz'],
    ['backslash', '/mobile\\..\\api'],
    ['encoded backslash', '/pc/%5c%5cevil.example'],
    ['double slash inside', '/games//evil'],
    ['encoded NUL', '/help%00.html'],
    ['malformed escape', '/help%zz'],
    ['asterisk-form target', '*'],
  ])('refuses %s', async (_label, target) => {
    const path = typeof target === 'function' ? target() : target;
    const answer = await rawRequest(stack.port, path, { method: path === '*' ? 'OPTIONS' : 'GET' });
    expect(answer.status).toBe(400);
    expect(seenByAnyUpstream()).toBe(0);
  });

  // Issue 25: the router's own 400 for a target it cannot decode had none of this, and echoed it.
  it.each(['/_pc/%c0%ae', '/api/%c0%ae', '/%ff', '/help%zz', '//evil.example/%c0'])(
    'answers %s with 400, the usual headers and request id, and no echo',
    async (target) => {
      const answer = await rawRequest(stack.port, target, {
        headers: { 'x-request-id': 'bad-url-1' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toBe('Bad Request');
      expect(answer.headers['x-request-id']).toBe('bad-url-1');
      expect(answer.headers['server-timing']).toBe('request;desc="bad-url-1"');
      expect(answer.headers['cache-control']).toBe('no-store');
      for (const [name, value] of Object.entries(ANSWER_DEFAULT_HEADERS)) {
        expect(answer.headers[name]).toBe(value);
      }
      expect(seenByAnyUpstream()).toBe(0);
    },
  );

  it('refuses CONNECT tunnels', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(stack.port, '127.0.0.1', () => {
        socket.write('CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n');
      });
      let data = '';
      socket.on('data', (chunk) => {
        data += chunk;
      });
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
    });
    expect(reply).not.toMatch(/^HTTP\/1\.1 200/);
    expect(seenByAnyUpstream()).toBe(0);
  });

  it('sends a spoofed Host header to the configured upstream only', async () => {
    const answer = await rawRequest(stack.port, '/api/health', {
      headers: { host: 'evil.example' },
    });
    expect(answer.status).toBe(200);
    const seen = stack.upstreams.api.seen[0];
    expect(seen?.headers.host).toBe(new URL(stack.upstreams.api.url).host);
  });

  it('still forwards ordinary encoded paths', async () => {
    const answer = await rawRequest(stack.port, '/games/caf%C3%A9%20game?q=a%2Fb');
    expect(answer.status).toBe(200);
    expect(stack.upstreams.pc.seen[0]?.url).toBe('/games/caf%C3%A9%20game?q=a%2Fb');
  });
});

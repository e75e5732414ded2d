import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      upstreams: {
        pc: ['http://127.0.0.1:3001'],
        mobile: ['http://127.0.0.1:3002'],
        api: ['http://127.0.0.1:3003'],
      },
      trustProxy: false,
      upstreamTimeoutMs: 120_000,
      htmlCacheMs: 5_000,
      slowClients: { headersMs: 10_000, requestMs: 30_000 },
      logLevel: 'info',
      metrics: null,
    });
  });

  it('reads PORT and the upstream addresses', () => {
    const config = loadConfig({
      PORT: '8080',
      GATEWAY_PC_URL: 'http://pc.internal:4001/',
      GATEWAY_API_URL: 'https://api.internal',
      GATEWAY_TRUST_PROXY: '10.0.0.0/8',
    });
    expect(config.port).toBe(8080);
    expect(config.upstreams.pc).toEqual(['http://pc.internal:4001']);
    expect(config.upstreams.api).toEqual(['https://api.internal']);
    expect(config.trustProxy).toBe('10.0.0.0/8');
  });

  it('reads a comma-separated list of instances for each upstream', () => {
    const config = loadConfig({
      GATEWAY_API_URL: 'http://10.0.0.1:3003, http://10.0.0.2:3003/',
      GATEWAY_PC_URL: 'http://pc-a:3001,http://pc-b:3001,http://pc-c:3001',
    });
    expect(config.upstreams.api).toEqual(['http://10.0.0.1:3003', 'http://10.0.0.2:3003']);
    expect(config.upstreams.pc).toEqual([
      'http://pc-a:3001',
      'http://pc-b:3001',
      'http://pc-c:3001',
    ]);
    expect(config.upstreams.mobile).toEqual(['http://127.0.0.1:3002']);
  });

  it.each([
    ['GATEWAY_API_URL', 'http://10.0.0.1:3003,10.0.0.2:3003', '"10.0.0.2:3003"'],
    ['GATEWAY_PC_URL', 'http://pc-a:3001,http://pc-b:3001/app', '"http://pc-b:3001/app"'],
    ['GATEWAY_MOBILE_URL', 'http://m-a:3002,,http://m-b:3002', 'empty entry at position 2'],
    ['GATEWAY_API_URL', 'http://a:3003,http://a:3003/', 'lists http://a:3003 twice'],
  ])('refuses a bad entry in %s=%s, naming the variable and the entry', (name, value, entry) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
    expect(() => loadConfig({ [name]: value })).toThrow(entry);
  });

  it('reads the slow-client limits', () => {
    const config = loadConfig({
      GATEWAY_HEADERS_TIMEOUT_MS: '5000',
      GATEWAY_REQUEST_TIMEOUT_MS: '20000',
    });
    expect(config.slowClients).toEqual({ headersMs: 5_000, requestMs: 20_000 });
  });

  it.each([
    ['PORT', 'http'],
    ['GATEWAY_PC_URL', 'ftp://pc.internal'],
    ['GATEWAY_MOBILE_URL', 'http://mobile.internal/app'],
    ['GATEWAY_API_URL', 'not a url'],
    ['GATEWAY_HEADERS_TIMEOUT_MS', '0'],
    ['GATEWAY_REQUEST_TIMEOUT_MS', 'soon'],
    ['GATEWAY_TRUST_PROXY', 'balancer.internal'],
    ['GATEWAY_TRUST_PROXY', '10.0.0.0/40'],
  ])('refuses a bad %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});

import { Agent } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerProbes } from '../probes';
import { createShutdown } from '../shutdown';
import { get, until } from './http';

/** Longer than any test: the drain ends only when the test signals a second time. */
const UNTIL_SECOND_SIGNAL = 3_600_000;

let app: FastifyInstance | null = null;
afterEach(async () => {
  app?.server.closeAllConnections();
  await app?.close();
  app = null;
});

/** A server with the probes, `/fast`, and `/slow` which answers once `release()` is called. */
async function serve({ holdOnClose = false } = {}) {
  let release = () => {};
  let entered = () => {};
  const slowEntered = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const server = Fastify();
  app = server;
  registerProbes(server);
  server.get('/fast', async () => 'fast');
  server.get('/slow', async () => {
    entered();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return 'slow';
  });
  let onCloseRan = false;
  let finishOnClose = () => {};
  const onCloseFinished = new Promise<void>((resolve) => {
    finishOnClose = resolve;
  });
  // The server's own closing work (the API's mail worker): held until the test lets it finish.
  server.addHook('onClose', async () => {
    onCloseRan = true;
    if (holdOnClose) await onCloseFinished;
  });
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return {
    server,
    url,
    slowEntered,
    release: () => release(),
    onCloseRan: () => onCloseRan,
    finishOnClose: () => finishOnClose(),
  };
}

function exits() {
  const codes: number[] = [];
  return { codes, exit: (code: number) => void codes.push(code) };
}

describe('createShutdown', () => {
  it('drains: not ready at once, serves during the drain, finishes in-flight work, refuses after', async () => {
    const { server, url, slowEntered, release, onCloseRan, finishOnClose } = await serve({
      holdOnClose: true,
    });
    const { codes, exit } = exits();
    let afterCloseRan = false;
    const shutdown = createShutdown(server, {
      settings: { drainMs: UNTIL_SECOND_SIGNAL, timeoutMs: UNTIL_SECOND_SIGNAL },
      exit,
      afterClose: () => {
        afterCloseRan = true;
      },
    });
    expect((await get(`${url}/readyz`)).status).toBe(200);
    const slow = get(`${url}/slow`);
    await slowEntered;

    const done = shutdown.shutdown('SIGTERM');
    expect((await get(`${url}/readyz`)).status).toBe(503);
    const keepAlive = new Agent({ keepAlive: true });
    const duringDrain = await get(`${url}/fast`, keepAlive);
    keepAlive.destroy();
    expect([duringDrain.status, duringDrain.body]).toEqual([200, 'fast']);
    expect(duringDrain.headers.connection).toBe('close');
    expect(codes).toEqual([]);

    void shutdown.shutdown('SIGINT');
    await until(() => !server.server.listening);
    await expect(get(`${url}/fast`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(onCloseRan()).toBe(false);

    release();
    const finished = await slow;
    expect([finished.status, finished.body]).toEqual([200, 'slow']);
    await until(onCloseRan);
    expect([afterCloseRan, codes]).toEqual([false, []]);
    finishOnClose();
    await done;
    expect(afterCloseRan).toBe(true);
    expect(codes).toEqual([0]);
  });

  it('serves the next request of a kept-alive connection whose answer was under way at the close', async () => {
    const { server, url, slowEntered, release } = await serve();
    const { codes, exit } = exits();
    // One connection: the second request waits for the first answer, then goes on the same socket.
    const oneConnection = new Agent({ keepAlive: true, maxSockets: 1 });
    const slow = get(`${url}/slow`, oneConnection);
    await slowEntered;
    const shutdown = createShutdown(server, {
      settings: { drainMs: UNTIL_SECOND_SIGNAL, timeoutMs: UNTIL_SECOND_SIGNAL },
      exit,
    });
    const done = shutdown.shutdown('SIGTERM');
    void shutdown.shutdown('SIGTERM');
    await until(() => !server.server.listening);
    const next = get(`${url}/fast`, oneConnection);
    release();
    expect((await slow).status).toBe(200);
    const answer = await next;
    oneConnection.destroy();
    expect([answer.status, answer.body, answer.headers.connection]).toEqual([200, 'fast', 'close']);
    await done;
    expect(codes).toEqual([0]);
  });

  it('with no drain, stops accepting at once and exits 0', async () => {
    const { server, url } = await serve();
    const { codes, exit } = exits();
    await createShutdown(server, { settings: { drainMs: 0, timeoutMs: 1000 }, exit }).shutdown(
      'SIGTERM',
    );
    expect(codes).toEqual([0]);
    await expect(get(`${url}/fast`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('cuts requests still running at the time-out and exits 1', async () => {
    const { server, url, slowEntered, onCloseRan } = await serve();
    const { codes, exit } = exits();
    const slow = get(`${url}/slow`);
    await slowEntered;
    await createShutdown(server, { settings: { drainMs: 0, timeoutMs: 50 }, exit }).shutdown(
      'SIGTERM',
    );
    await expect(slow).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(onCloseRan()).toBe(true);
    expect(codes).toEqual([1]);
  });

  it('exits 1 when the work after closing fails', async () => {
    const { server } = await serve();
    const { codes, exit } = exits();
    await createShutdown(server, {
      settings: { drainMs: 0, timeoutMs: 1000 },
      exit,
      afterClose: () => Promise.reject(new Error('database close failed')),
    }).shutdown('SIGTERM');
    expect(codes).toEqual([1]);
  });

  it('reads SHUTDOWN_DRAIN_MS and SHUTDOWN_TIMEOUT_MS when given no settings', async () => {
    const { server } = await serve();
    const saved = process.env.SHUTDOWN_DRAIN_MS;
    process.env.SHUTDOWN_DRAIN_MS = 'soon';
    try {
      expect(() => createShutdown(server)).toThrow(/^SHUTDOWN_DRAIN_MS must be/);
    } finally {
      if (saved === undefined) delete process.env.SHUTDOWN_DRAIN_MS;
      else process.env.SHUTDOWN_DRAIN_MS = saved;
    }
  });
});

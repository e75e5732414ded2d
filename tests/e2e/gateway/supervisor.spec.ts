import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../../support/fixtures';
import {
  addGatewayMetricsPort,
  freePort,
  LOGS,
  localUrl,
  ROOT,
  Supervised,
} from '../../support/stack';

/** The servers a supervisor runs: its child processes, as `pid args`. */
function childrenOf(pid: number | undefined): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)])
      .toString()
      .trim()
      .split('\n')
      .filter(Boolean);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

function pidOf(children: string[], entry: string): number {
  return Number.parseInt(children.find((line) => line.includes(entry)) ?? '', 10);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// The one command's supervisor (scripts/start.mjs), which every run of this suite also starts the
// store with. Processes, not pages: only the desktop project runs it (see playwright.config.ts).
test.describe('the supervisor', () => {
  test.beforeEach(({ stack }) => {
    stack.requireApp('pc');
  });

  test('gives PORT to the gateway only, restarts a server that dies while the others serve, and stops them all on SIGTERM', async ({
    request,
    stack,
  }) => {
    test.setTimeout(120_000);
    const [gatewayPort, pcPort] = [await freePort(), await freePort()];
    const env: Record<string, string> = {
      PORT: String(gatewayPort),
      PC_PORT: String(pcPort),
      API_PORT: new URL(stack.url('api')).port,
      MOBILE_PORT: new URL(stack.url('mobile')).port,
    };
    const healthURL = await addGatewayMetricsPort(env);
    const group = new Supervised(['pc', 'gateway'], env, `supervisor-${gatewayPort}.log`);
    const gateway = localUrl(gatewayPort);
    await group.start();
    try {
      // PORT reached the gateway, and the pc app listens on PC_PORT (it never read PORT).
      const gatewayHealth = await request.get(healthURL);
      expect((await gatewayHealth.json()).upstreams.pc.status).toBe('up');
      expect((await request.get(`${localUrl(pcPort)}/healthz`)).ok()).toBe(true);

      const before = childrenOf(group.pid);
      expect(before).toHaveLength(2);
      const pc = pidOf(before, 'apps/pc/server.mjs');
      const gatewayPid = pidOf(before, 'apps/gateway/dist/main.js');
      process.kill(pc, 'SIGKILL');

      // The gateway keeps answering (its health says pc is down until it is back)...
      const meanwhile = await request.get(`${gateway}/healthz`);
      expect([200, 503]).toContain(meanwhile.status());
      // ...the pc app is started again, and the pages come back (the public /healthz may answer
      // its last check for a second, so the page itself is what is awaited).
      await expect
        .poll(async () => (await request.get(`${gateway}/pc/help`)).status(), { timeout: 60_000 })
        .toBe(200);
      const after = childrenOf(group.pid);
      expect(pidOf(after, 'apps/pc/server.mjs')).not.toBe(pc);
      expect(pidOf(after, 'apps/gateway/dist/main.js')).toBe(gatewayPid);
      expect(readFileSync(join(LOGS, `supervisor-${gatewayPort}.log`), 'utf8')).toMatch(
        /pc stopped \(SIGKILL\); starting it again in/,
      );

      // SIGTERM to the supervisor stops every server it runs, and nothing is left behind.
      const servers = after.map((line) => Number.parseInt(line, 10));
      await group.stop();
      expect(await group.exitCode()).toBe(0);
      for (const pid of servers) expect(isRunning(pid)).toBe(false);
      await expect(request.get(`${gateway}/healthz`)).rejects.toThrow();
    } finally {
      await group.stop();
    }
  });

  test('gives up, stopping everything, when a server keeps dying before it answers', async () => {
    test.setTimeout(120_000);
    const port = await freePort();
    const log = `supervisor-giving-up-${port}.log`;
    // An upstream address with a path is refused by the gateway's config at every start.
    const group = new Supervised(
      ['gateway'],
      { PORT: String(port), GATEWAY_PC_URL: 'http://127.0.0.1:1/not-an-origin' },
      log,
    );
    await expect(group.start()).rejects.toThrow(/exited \(1\)/);
    expect(await group.exitCode()).toBe(1);
    const output = readFileSync(join(LOGS, log), 'utf8');
    expect(output).toMatch(/gateway died 5 times in a row before answering/);
    expect(output.match(/starting it again in/g)).toHaveLength(4);
  });

  test('stops every server when its parent goes away (npm start under a shell, then kill -TERM)', async ({
    request,
  }) => {
    const port = await freePort();
    // npm runs the start script under `sh -c`; killing npm ends that shell, not the supervisor.
    const shell = spawn(
      'sh',
      ['-c', `node ${join(ROOT, 'scripts', 'start.mjs')} --no-build --only=gateway; true`],
      { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' },
    );
    let supervisor = 0;
    await expect
      .poll(async () => {
        supervisor = pidOf(childrenOf(shell.pid), 'scripts/start.mjs');
        const gateway = pidOf(childrenOf(supervisor), 'apps/gateway/dist/main.js');
        const health = await request.get(`${localUrl(port)}/healthz`).catch(() => null);
        return Boolean(gateway) && health !== null;
      })
      .toBe(true);
    const gateway = pidOf(childrenOf(supervisor), 'apps/gateway/dist/main.js');
    shell.kill('SIGTERM');
    await expect.poll(() => isRunning(supervisor)).toBe(false);
    await expect.poll(() => isRunning(gateway)).toBe(false);
  });
});

import { execFileSync } from 'node:child_process';
import { expect, test } from '../../support/fixtures';
import { freePort, localUrl, Supervised } from '../../support/stack';

// The one command's supervisor (scripts/start.mjs), which every run of this suite also starts the
// store with. Processes, not pages: only the desktop project runs it (see playwright.config.ts).
test.describe('the supervisor', () => {
  test.beforeEach(({ stack }) => {
    test.skip(!stack.has('pc'), 'the pc app is not built');
  });

  test('gives PORT to the gateway only, and stops everything when one server dies', async ({
    request,
    stack,
  }) => {
    const [gatewayPort, pcPort] = [await freePort(), await freePort()];
    const group = new Supervised(
      ['pc', 'gateway'],
      {
        PORT: String(gatewayPort),
        PC_PORT: String(pcPort),
        API_PORT: new URL(stack.url('api')).port,
        MOBILE_PORT: new URL(stack.url('mobile')).port,
      },
      `supervisor-${gatewayPort}.log`,
    );
    await group.start();
    try {
      // PORT reached the gateway, and the pc app listens on PC_PORT (it never read PORT).
      const gatewayHealth = await request.get(`${localUrl(gatewayPort)}/healthz`);
      expect((await gatewayHealth.json()).upstreams.pc.status).toBe('up');
      expect((await request.get(`${localUrl(pcPort)}/healthz`)).ok()).toBe(true);

      const children = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(group.pid)])
        .toString()
        .trim()
        .split('\n');
      const pc = children.find((line) => line.includes('apps/pc/server.mjs'));
      expect(children).toHaveLength(2);
      process.kill(Number.parseInt(pc ?? '', 10), 'SIGKILL');

      expect(await group.exitCode()).toBe(1);
      await expect(request.get(`${localUrl(gatewayPort)}/healthz`)).rejects.toThrow();
    } finally {
      await group.stop();
    }
  });
});

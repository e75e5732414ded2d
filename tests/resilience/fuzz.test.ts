import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REQUEST_BODY_LIMIT_BYTES } from '@storefront/api-client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reportFigures } from './support/figures';
import { everyHostileParameter, type HostileRequest, hostileRequests } from './support/hostile';
import {
  DEMO,
  guestId,
  type Identities,
  inBatches,
  login,
  problemWith,
  send,
} from './support/http';
import { type Operation, operationsOf } from './support/openapi';
import {
  type ApiDatabase,
  apiServer,
  freshPostgres,
  gatewayServer,
  type Server,
} from './support/servers';
import { changedTables, pgliteSums, postgresSums, type TableSums } from './support/tables';

/** `RESILIENCE_SEED` replays a run (every run prints its seed); `RESILIENCE_RUNS` cases per operation. */
const SEED = Number(process.env.RESILIENCE_SEED || Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.RESILIENCE_RUNS || 6);
const IN_FLIGHT = 4;

function seedOf(operation: Operation): number {
  let hash = SEED;
  for (const char of `${operation.method} ${operation.path}`) {
    hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  }
  return hash;
}

interface Tally {
  tried: number;
  fiveXx: number;
  problems: string[];
}

function describeRequest(request: HostileRequest): string {
  const target =
    request.target.length > 120 ? `${request.target.slice(0, 120)}...` : request.target;
  return `${request.method} ${target} [${request.kind}, ${request.identity}]`;
}

/**
 * A server may answer 413 to a body over its limit as soon as the headers arrive and close the
 * connection while the client is still uploading; the client then sees the socket close, not the
 * answer. For a giant body that is a refusal, not a missing answer (the stored-change check still
 * proves nothing was kept).
 */
function refusedUpload(request: HostileRequest): boolean {
  return (
    request.kind.startsWith('giant body') && (request.body?.length ?? 0) > REQUEST_BODY_LIMIT_BYTES
  );
}

/** Counts into `tally` as it goes, so that a run cut off by its time-out still has its figures. */
async function fuzz(
  origin: string,
  operations: Operation[],
  identities: Identities,
  tally: Tally,
): Promise<void> {
  for (const operation of operations) {
    const requests = [
      ...everyHostileParameter(operation),
      ...fc.sample(hostileRequests(operation), { seed: seedOf(operation), numRuns: RUNS }),
    ];
    await inBatches(requests, IN_FLIGHT, async (request) => {
      tally.tried++;
      const answer = await send(origin, request, identities).catch((error: Error) =>
        refusedUpload(request)
          ? { status: 413, body: '' }
          : { status: 599, body: `no answer: ${error.message}` },
      );
      const problem = problemWith(answer);
      if (answer.status >= 500) tally.fiveXx++;
      if (problem) {
        tally.problems.push(
          `${problem}: ${describeRequest(request)} -> ${answer.body.slice(0, 160)}`,
        );
      }
    });
  }
}

for (const kind of ['pglite', 'postgres'] as const) {
  describe(`hostile input on ${kind}`, () => {
    let database: ApiDatabase;
    let api: Server;
    let gateway: Server;
    let identities: Identities;
    let operations: Operation[];
    let before: TableSums;
    const tallies: Record<string, Tally> = {};

    /** PGlite is one process: its tables are read with the API stopped (and started again if asked). */
    async function sums(restart: boolean): Promise<TableSums> {
      if (database.url) return postgresSums(database.url);
      await api.stop();
      const read = await pgliteSums(database.env.API_DATA_DIR as string);
      if (restart) await api.start();
      return read;
    }

    beforeAll(async () => {
      if (kind === 'postgres') {
        database = await freshPostgres();
      } else {
        const dir = mkdtempSync(join(tmpdir(), 'storefront-resilience-'));
        database = {
          env: { API_DATA_DIR: dir },
          url: null,
          drop: async () => rmSync(dir, { recursive: true, force: true }),
        };
      }
      api = await apiServer(`fuzz-api-${kind}`, database.env);
      await api.start();
      console.log(
        `[resilience] fuzzing with seed ${SEED}, ${RUNS} cases per operation: RESILIENCE_SEED=${SEED} replays it`,
      );
      identities = {
        guestId: await guestId(api.url),
        token: await login(api.url, DEMO.email, DEMO.password),
      };
      const document = await (await fetch(`${api.url}/api/openapi.json`)).json();
      operations = operationsOf(document as Record<string, unknown>);
      before = await sums(true);
      gateway = await gatewayServer(`fuzz-gateway-${kind}`, api.url);
      await gateway.start();
    });

    afterAll(async () => {
      await gateway?.stop();
      await api?.stop();
      await database?.drop();
    });

    test.each(['directly', 'through the gateway'])(
      '%s: no 5xx, no stack or SQL text',
      async (path) => {
        const origin = path === 'directly' ? api.url : gateway.url;
        const tally: Tally = { tried: 0, fiveXx: 0, problems: [] };
        tallies[path] = tally;
        await fuzz(origin, operations, identities, tally);
        expect(tally.tried).toBeGreaterThan(operations.length);
        expect(tally.problems, `seed ${SEED}`).toEqual([]);
      },
    );

    test('no stored change: every table but the limits is as before', async () => {
      const changes = changedTables(before, await sums(false));
      const figures: Record<string, string | number> = {
        seed: SEED,
        operations: operations.length,
      };
      for (const [path, tally] of Object.entries(tallies)) {
        figures[`requests tried (${path})`] = tally.tried;
        figures[`5xx seen (${path})`] = tally.fiveXx;
        figures[`problems (${path})`] = tally.problems.length;
      }
      figures['stored changes'] = changes.length;
      reportFigures(`fuzzer on ${kind}`, figures);
      expect(changes, `seed ${SEED}`).toEqual([]);
    });
  });
}

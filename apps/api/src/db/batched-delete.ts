import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from './schema';

export interface BatchedDeleteOptions {
  /** Rows one statement deletes at most. */
  batchRows: number;
  /** The pause between two statements. */
  pauseMs: number;
  /** Checked before each statement: true ends the run early (the process is stopping). */
  stopped?: () => boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Deletes the rows of `table` matching `condition`, `batchRows` at a time, pausing between
 * statements: each statement holds its locks briefly, and rows another process (or a request) has
 * locked are skipped (`FOR UPDATE SKIP LOCKED`), so two workers never wait on each other. Ends when
 * a statement deletes less than a full batch. Returns the rows deleted.
 */
export async function deleteInBatches(
  db: Kysely<DB>,
  table: keyof DB,
  condition: RawBuilder<boolean>,
  { batchRows, pauseMs, stopped }: BatchedDeleteOptions,
): Promise<number> {
  let deleted = 0;
  for (let first = true; !stopped?.(); first = false) {
    if (!first && pauseMs > 0) await sleep(pauseMs);
    const result = await sql`
      delete from ${sql.table(table)} where ctid = any(array(
        select ctid from ${sql.table(table)} where ${condition}
        limit ${batchRows} for update skip locked))`.execute(db);
    const count = Number(result.numAffectedRows ?? 0);
    deleted += count;
    if (count < batchRows) break;
  }
  return deleted;
}

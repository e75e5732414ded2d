// The next release's expand step, for the rolling deploy with a migration (never shipped): a new
// table, and a nullable column on a table every balance purchase writes. Old code names the columns
// it writes and never reads that table with `select *`, so it goes on working beside it.

/** @param {import('kysely').Kysely<unknown>} db */
export async function up(db) {
  await db.schema
    .createTable('release_probes')
    .addColumn('id', 'serial', (column) => column.primaryKey())
    .addColumn('note', 'text')
    .execute();
  await db.schema.alterTable('balance_logs').addColumn('release_note', 'text').execute();
}

/** @param {import('kysely').Kysely<unknown>} db */
export async function down(db) {
  await db.schema.alterTable('balance_logs').dropColumn('release_note').execute();
  await db.schema.dropTable('release_probes').execute();
}

import pg from 'pg';

/** Named statements one connection keeps at most; later new texts run unnamed (parsed each time). */
const MAX_PREPARED_PER_CONNECTION = 200;

/** PostgreSQL's answer when a table under a prepared statement changed its columns. */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';
/** pg's error when `query_timeout` passed without an answer. */
const READ_TIMEOUT = 'Query read timeout';

/**
 * A pg client that sends every statement with parameters as a named prepared statement: PostgreSQL
 * parses and plans its text once per connection instead of at every call (on the purchase path that
 * was half of the server's time per statement). A statement whose table changed its columns since
 * (a migration by another process) fails once on that connection, then is prepared again.
 * A statement the server never answered (`query_timeout`) closes the connection: the pool then
 * drops it instead of lending out a connection still waiting for that answer.
 */
export class PreparingClient extends pg.Client {
  readonly #names = new Map<string, string>();
  #generation = 0;

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this adds a name to one of them
  override query(...args: any[]): any {
    const [text, values, callback] = args;
    if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0 || callback) {
      const result: unknown = super.query(...(args as Parameters<pg.Client['query']>));
      return result instanceof Promise ? result.catch((error) => this.#failed(error)) : result;
    }
    const name = this.#nameOf(text);
    if (!name) return super.query(text, values).catch((error) => this.#failed(error));
    return super.query({ name, text, values }).catch((error: unknown) => {
      if ((error as Error | null)?.message === RESULT_TYPE_CHANGED) this.#names.delete(text);
      return this.#failed(error);
    });
  }

  #failed(error: unknown): never {
    if ((error as Error | null)?.message === READ_TIMEOUT) this.connection.stream.destroy();
    throw error;
  }

  #nameOf(text: string): string | null {
    const known = this.#names.get(text);
    if (known) return known;
    if (this.#generation >= MAX_PREPARED_PER_CONNECTION) return null;
    this.#generation += 1;
    const name = `s${this.#generation}`;
    this.#names.set(text, name);
    return name;
  }
}

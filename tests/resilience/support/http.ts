import type { HostileRequest } from './hostile';

/** Who a request comes from: the fuzzer's guest id and a logged-in demo token. */
export interface Identities {
  guestId: string;
  token: string;
}

const STACK_TRACE = /\n\s+at \S+ \(|\(file:\/\/|node:internal|node_modules\/|\.(ts|js|mjs):\d+:\d+/;
/** Database error text and generated SQL (kysely quotes identifiers: `from "games"`). */
const SQL_TEXT =
  /syntax error at or near|relation "|column "[^"]*" (does not|of relation)|violates [a-z ]*constraint|duplicate key value|invalid input syntax for|out of range for type|invalid byte sequence|unterminated quoted|PostgresError|\bfrom\s+"\w+"|\binsert into\s+"|\bupdate\s+"\w+"\s+set\b/i;

export interface Answer {
  status: number;
  body: string;
}

/** What is wrong with an answer to a hostile request, or null. */
export function problemWith(answer: Answer): string | null {
  if (answer.status >= 500) return `${answer.status}`;
  if (STACK_TRACE.test(answer.body)) return 'stack trace in the body';
  if (SQL_TEXT.test(answer.body)) return 'SQL text in the body';
  return null;
}

function headersFor(request: HostileRequest, identities: Identities): Record<string, string> {
  const headers: Record<string, string> = {};
  if (request.contentType) headers['content-type'] = request.contentType;
  if (request.identity === 'guest' || request.identity === 'user')
    headers.guestId = identities.guestId;
  if (request.identity === 'user') headers.authorization = `Bearer ${identities.token}`;
  if (request.identity === 'forged') {
    headers.guestId = "' OR '1'='1";
    headers.authorization = 'Bearer x.y.z';
  }
  return headers;
}

export async function send(
  origin: string,
  request: HostileRequest,
  identities: Identities,
): Promise<Answer> {
  const response = await fetch(`${origin}${request.target}`, {
    method: request.method,
    headers: headersFor(request, identities),
    body: request.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, body: await response.text() };
}

/** POSTs JSON to the API and answers its `{ code, message, data }` envelope with the status. */
export async function call<Data = unknown>(
  origin: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; code: number; message: string; data: Data }> {
  const response = await fetch(`${origin}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await response.text();
  try {
    const envelope = JSON.parse(text) as { code: number; message: string; data: Data };
    return { status: response.status, ...envelope };
  } catch {
    throw new Error(
      `${path} answered ${response.status} without an envelope: ${text.slice(0, 200)}`,
    );
  }
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

export async function guestId(origin: string): Promise<string> {
  const answer = await call<{ guestId: string }>(origin, 'ShopHome/InitData', {});
  if (answer.status !== 200)
    throw new Error(`InitData answered ${answer.status}: ${answer.message}`);
  return answer.data.guestId;
}

export async function login(origin: string, email: string, password: string): Promise<string> {
  const answer = await call<{ userDetail: { token: string } }>(origin, 'User/Login', {
    email,
    password,
  });
  if (answer.status !== 200)
    throw new Error(`login of ${email} answered ${answer.status}: ${answer.message}`);
  return answer.data.userDetail.token;
}

export const DEMO = { email: 'demo@storefront.test', password: 'demo1234' };

/** The id of a pack of a Login-type game: its password is sealed with the secrets key. */
export async function loginPack(origin: string): Promise<number> {
  const answer = await call<{ packs: { id: number; title: string }[] }>(origin, 'ShopGame/Detail', {
    name: 'mobile-legends-adventure',
  });
  const pack = answer.data.packs?.find((entry) => entry.title === '60 Diamonds');
  if (answer.status !== 200 || !pack)
    throw new Error(`no 60 Diamonds pack: ShopGame/Detail answered ${answer.status}`);
  return pack.id;
}

/** Runs `work` over `items` with at most `width` at a time, in order of the items. */
export async function inBatches<Item, Result>(
  items: readonly Item[],
  width: number,
  work: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as Item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/** A desktop and a phone browser: the gateway picks the device app by user agent. */
export const USER_AGENT = {
  pc: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
  mobile:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
} as const;

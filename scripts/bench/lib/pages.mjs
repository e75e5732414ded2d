// The pages the benchmark measures, as a visitor reaches them through the gateway.
import { DESKTOP_UA, get, PHONE_UA } from './load.mjs';

export const DEVICES = { pc: DESKTOP_UA, mobile: PHONE_UA };

/** The first product linked from the games list: `/games/<name>`. */
export async function productPath(gatewayUrl, userAgent = DESKTOP_UA) {
  const list = await get(`${gatewayUrl}/games`, { headers: { 'user-agent': userAgent } });
  const match = /href="(\/games\/[^"?#]+)"/.exec(list.body.toString('utf8'));
  if (!match) throw new Error('no product link on /games: is the catalogue seeded?');
  return match[1];
}

/** home, list and product paths. */
export async function benchPaths(gatewayUrl) {
  return { home: '/', list: '/games', product: await productPath(gatewayUrl) };
}

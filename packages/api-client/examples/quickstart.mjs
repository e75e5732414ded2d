// Quick start: `pnpm build`, then `node examples/quickstart.mjs` from packages/api-client.
// Point it at a running API with STOREFRONT_API (default http://127.0.0.1:3003).
import { createApiClient, isApiError } from '@storefront/api-client';

let guestId = null; // a browser app keeps it in local storage

const client = createApiClient({
  baseURL: process.env.STOREFRONT_API ?? 'http://127.0.0.1:3003',
  getLocaleCode: () => 'en',
  getGuestId: () => guestId,
  getToken: () => null, // logged out: no Authorization header
  onUnauthorized: () => console.error('Logged out: open the login.'),
});

try {
  const data = await client.shopHome.initData();
  guestId = data.guestId;
  console.log(`Guest id: ${data.guestId}`);
  console.log(`Categories: ${data.gameCateList.map((category) => category.name).join(', ')}`);
} catch (error) {
  if (!isApiError(error)) throw error; // not from the API: a bug, let it crash
  // `message` is ready to show: the server's, or the catalogue's for the status.
  console.error(`Failed (code ${error.code}, HTTP ${error.status}): ${error.message}`);
  process.exitCode = 1;
}

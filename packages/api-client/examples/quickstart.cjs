// The same from CommonJS: `node examples/quickstart.cjs` after `pnpm build`.
const { createApiClient, isApiError } = require('@storefront/api-client');

const client = createApiClient({
  baseURL: process.env.STOREFRONT_API ?? 'http://127.0.0.1:3003',
  getLocaleCode: () => 'en',
});

client.shopHome.initData().then(
  (data) => console.log(`Guest id: ${data.guestId}`),
  (error) => {
    if (!isApiError(error)) throw error;
    console.error(`Failed (code ${error.code}, HTTP ${error.status}): ${error.message}`);
    process.exitCode = 1;
  },
);

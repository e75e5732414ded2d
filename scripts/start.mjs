#!/usr/bin/env node
// Starts the whole store. The servers (api, pc, mobile, gateway) are not built yet: see the open
// issues. Until they exist this says so plainly instead of pretending to start anything.
console.error(
  'The storefront servers (apps/api, apps/pc, apps/mobile, apps/gateway) are not built yet.\n' +
    'What exists today are the packages @storefront/api-client, @storefront/state and @storefront/csv;\n' +
    'run `npm test` to build and test them.',
);
process.exit(1);

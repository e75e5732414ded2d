import { contract } from '@storefront/api-client/contract';
import { handle, requireUser } from '../../context';
import { accountDetailDownload } from './csv';
import { balanceLogEntries, balanceLogPage } from './service';

export const walletHandlers = {
  'user.balanceLog': handle(contract.user.balanceLog, (input, ctx) =>
    balanceLogPage(ctx.deps, requireUser(ctx).id, input),
  ),
  'legacy.user.accountDetailList': handle(contract.legacy.user.accountDetailList, (input, ctx) =>
    balanceLogPage(ctx.deps, requireUser(ctx).id, input),
  ),
  'legacy.user.accountDetailFile': handle(
    contract.legacy.user.accountDetailFile,
    async (input, ctx) => {
      const userId = requireUser(ctx).id;
      // The first batch runs before the headers go out, so a bad filter is still a 400.
      const entries = balanceLogEntries(ctx.deps, userId, input);
      const first = await entries.next();
      async function* all() {
        if (first.done) return;
        yield first.value;
        yield* entries;
      }
      const { filename, body } = accountDetailDownload(all(), ctx);
      // Resolves once the whole file has been sent.
      return ctx.reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(body);
    },
  ),
};

import type { PageContextServer } from 'vike/types';
import { requestCurrencyId } from '../src/catalog/request-currency.server';

/** The currency the server prices in: the visitor's stored one, told by its cookie mirror. */
export async function onCreatePageContext(pageContext: PageContextServer): Promise<void> {
  pageContext.currencyId = await requestCurrencyId(pageContext.headers?.cookie);
}

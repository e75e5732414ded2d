import { type ApiClient, moneyLimitsOf } from '@storefront/api-client';
import type { BalanceLogEntry, UserBalance } from '@storefront/api-client/contract';
import type { Locale } from '@storefront/state';
import { type QueryClient, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import {
  DEPOSIT_POLL_LOOKS,
  DEPOSIT_POLL_MS,
  depositEntryOf,
  depositReturnFromSearch,
  parseTopUpAmount,
  type TopUpCurrency,
  type TopUpProblem,
  topUpAmountText,
  topUpMinimum,
  topUpPresets,
  topUpProblem,
} from '../checkout/top-up';
import { formatMoney } from '../format/money';
import { type TopUpMessageKey, topUpText } from '../messages/top-up';
import { accountKeys } from './queries/account';
import { walletKeys } from './queries/wallet';

/** The SDK resource of the top-up. */
export type TopUpApi = Pick<ApiClient, 'user'>;

type Params = Readonly<Record<string, string | number>>;

const money = (currency: TopUpCurrency, amount: number, locale: Locale) =>
  formatMoney({ amount, currencyCode: currency.code, decimals: currency.decimals }, locale);

/** The form's problem in words, naming the limit in the chosen currency's own format. */
export function topUpProblemText(
  locale: Locale,
  problem: TopUpProblem,
  currency: TopUpCurrency,
): string {
  const text = (key: TopUpMessageKey, params?: Params) => topUpText(locale, key, params);
  switch (problem.kind) {
    case 'required':
      return text('topUp.required');
    case 'invalid':
      return text('topUp.invalid', {
        example: problem.decimals === 0 ? '50000' : `10.${'5'.padEnd(problem.decimals, '0')}`,
      });
    case 'tooSmall':
      return text('topUp.tooSmall', { min: money(currency, problem.min, locale) });
    case 'depositLimit':
      return text('topUp.depositLimit', { max: money(currency, problem.max, locale) });
    case 'balanceLimit':
      return text('topUp.balanceLimit', {
        max: money(currency, problem.max, locale),
        room: money(currency, problem.room, locale),
      });
  }
}

function limitsTextOf(currency: TopUpCurrency, locale: Locale): string {
  return topUpText(locale, 'topUp.limits', {
    min: money(currency, topUpMinimum(currency), locale),
    max: money(currency, moneyLimitsOf(currency.code).deposit, locale),
  });
}

function submitLabelOf(locale: Locale, redirecting: boolean, amountLabel: string | null): string {
  if (redirecting) return topUpText(locale, 'topUp.redirecting');
  return amountLabel
    ? topUpText(locale, 'topUp.submitAmount', { amount: amountLabel })
    : topUpText(locale, 'topUp.submit');
}

export interface TopUpOptions<C extends TopUpCurrency = TopUpCurrency> {
  api: TopUpApi;
  locale: Locale;
  /** The store's currencies (the form offers each). */
  currencies: readonly C[];
  /** The currency picked first: the visitor's active one, else the first offered. */
  initialCurrencyId?: number;
  /** The user's balances, for the balance limit. */
  balances: readonly Pick<UserBalance, 'currencyId' | 'balance'>[];
  /** Where the provider sends the customer back (a path of this store: the page they were on). */
  returnUrl: string;
  /** Opens the provider's page; the browser's own navigation unless a test gives another. */
  redirect?: (url: string) => void;
}

export interface TopUpPreset {
  amount: number;
  label: string;
  selected: boolean;
}

/**
 * The "Top up balance" form, kit-free: the currency, its one-tap amounts, a free amount checked
 * with the same limits `User/Deposit` enforces (shown once the customer pressed submit, and until
 * fixed), then `User/Deposit` and off to the payment provider's page.
 */
export function useTopUp<C extends TopUpCurrency>({
  api,
  locale,
  currencies,
  initialCurrencyId,
  balances,
  returnUrl,
  redirect = (url) => window.location.assign(url),
}: TopUpOptions<C>) {
  const [chosenId, setChosenId] = useState(initialCurrencyId);
  const currency =
    currencies.find((entry) => entry.id === chosenId) ??
    currencies.find((entry) => entry.id === initialCurrencyId) ??
    currencies[0];
  const [amountText, setAmountText] = useState('');
  const [tried, setTried] = useState(false);
  const deposit = useMutation({
    mutationKey: ['wallet', 'deposit'],
    mutationFn: (body: { currencyId: number; amount: number }) =>
      api.user.deposit({ ...body, returnUrl }),
    onSuccess: (answer) => redirect(answer.redirectUrl),
  });

  const balance = balances.find((entry) => entry.currencyId === currency?.id)?.balance ?? 0;
  const currentProblem = currency ? topUpProblem(amountText, currency, balance) : null;
  const amount = currency ? parseTopUpAmount(amountText, currency.decimals) : null;
  const presets: TopUpPreset[] = currency
    ? topUpPresets(currency).map((preset) => ({
        amount: preset,
        label: money(currency, preset, locale),
        selected: preset === amount,
      }))
    : [];

  /** The amount to pay, formatted, once the field holds a valid one. */
  const amountLabel =
    currency && amount !== null && !currentProblem ? money(currency, amount, locale) : null;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setTried(true);
    if (!currency || currentProblem || amount === null || deposit.isPending) return;
    deposit.mutate({ currencyId: currency.id, amount });
  };

  return {
    currencies,
    currency,
    chooseCurrency: (id: number) => {
      setChosenId(id);
      setAmountText('');
      setTried(false);
      deposit.reset();
    },
    presets,
    choosePreset: (preset: number) => {
      if (currency) setAmountText(topUpAmountText(preset, currency.decimals));
    },
    amountText,
    setAmountText,
    amountLabel,
    /** "From Rp 1 to Rp 165.000.000 at once". */
    limitsText: currency ? limitsTextOf(currency, locale) : '',
    problem:
      tried && currentProblem && currency
        ? topUpProblemText(locale, currentProblem, currency)
        : null,
    submit,
    sending: deposit.isPending,
    redirecting: deposit.isSuccess,
    /** Sending, or on the way to the provider's page: the form's buttons wait. */
    busy: deposit.isPending || deposit.isSuccess,
    /** "Redirecting…", "Top up Rp 50.000" once the amount is valid, else "Top up". */
    submitLabel: submitLabelOf(locale, deposit.isSuccess, amountLabel),
    /** Why the server refused the top-up (its own words, e.g. a limit), or null. */
    error: deposit.error
      ? topUpText(locale, 'topUp.failed', { reason: deposit.error.message })
      : null,
    text: (key: TopUpMessageKey, params?: Params) => topUpText(locale, key, params),
  };
}

export type TopUpForm<C extends TopUpCurrency = TopUpCurrency> = ReturnType<typeof useTopUp<C>>;

/** The look-up of one deposit's line in the balance history (under the wallet's keys). */
export function depositEntryQuery(api: TopUpApi, paymentNo: string) {
  return queryOptions({
    queryKey: [...walletKeys.all, 'deposit', paymentNo] as const,
    queryFn: async ({ signal }): Promise<BalanceLogEntry | null> => {
      const page = await api.user.balanceLog({ type: 'deposit', pageSize: 20 }, { signal });
      return depositEntryOf(page.list, paymentNo);
    },
    retry: false,
  });
}

const paymentNoOf = (back: { paymentNo: string } | null) => back?.paymentNo ?? '';

export type DepositReturnPhase = 'none' | 'waiting' | 'landed' | 'cancelled' | 'late';

export interface DepositReturnOptions {
  api: TopUpApi;
  queryClient: QueryClient;
  locale: Locale;
  /** The page's query string, where the provider put `paymentNo` and `status`. */
  search: string;
  /** False until the page may read the user's data (mounted, logged in). */
  enabled: boolean;
}

/**
 * Back from the provider's page: a paid deposit is looked for in the balance history until its
 * line is there (the provider's webhook may land after the customer), then the balances and the
 * history are refetched and the customer told the new balance; a cancelled one says so.
 */
export function useDepositReturn({
  api,
  queryClient,
  locale,
  search,
  enabled,
}: DepositReturnOptions) {
  const back = useMemo(() => depositReturnFromSearch(search), [search]);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const awaited = back !== null && (back.status === 'paid' || back.status === 'pending');
  const found = useQuery({
    ...depositEntryQuery(api, paymentNoOf(back)),
    enabled: enabled && awaited,
    refetchInterval: (query) =>
      query.state.data || query.state.dataUpdateCount >= DEPOSIT_POLL_LOOKS
        ? false
        : DEPOSIT_POLL_MS,
  });
  const entry = found.data ?? null;
  // Read so that each look re-renders (the data stays null until the line is in).
  void found.dataUpdatedAt;
  const looks =
    queryClient.getQueryState(depositEntryQuery(api, paymentNoOf(back)).queryKey)
      ?.dataUpdateCount ?? 0;
  const landedId = entry?.id;

  useEffect(() => {
    if (landedId === undefined) return;
    void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    void queryClient.invalidateQueries({
      queryKey: walletKeys.all,
      predicate: (query) => query.queryKey[1] !== 'deposit',
    });
  }, [landedId, queryClient]);

  const phase: DepositReturnPhase =
    back === null || dismissed === back.paymentNo
      ? 'none'
      : back.status === 'cancelled'
        ? 'cancelled'
        : !awaited
          ? 'none'
          : entry
            ? 'landed'
            : found.isError || looks >= DEPOSIT_POLL_LOOKS
              ? 'late'
              : 'waiting';

  const text = (key: TopUpMessageKey, params?: Params) => topUpText(locale, key, params);
  const paymentNo = back?.paymentNo ?? '';
  const message =
    phase === 'landed' && entry
      ? text('topUp.landed', {
          amount: formatMoney(entry, locale),
          currency: entry.currencyCode,
          balance: formatMoney({ ...entry, amount: entry.balanceAfter }, locale),
        })
      : phase === 'cancelled'
        ? text('topUp.cancelled', { paymentNo })
        : phase === 'late'
          ? text('topUp.late', { paymentNo })
          : phase === 'waiting'
            ? text('topUp.waiting', { paymentNo })
            : null;

  return {
    phase,
    paymentNo,
    entry,
    message,
    dismiss: () => setDismissed(paymentNo),
    dismissLabel: text('topUp.dismiss'),
  };
}

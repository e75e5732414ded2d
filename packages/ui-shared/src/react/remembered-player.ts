import type { GameDetail } from '@storefront/api-client/contract';
import { isLoginAtom, playersAtom, rememberPlayer } from '@storefront/state';
import { useQuery } from '@tanstack/react-query';
import { useAtom, useAtomValue } from 'jotai/react';
import { useEffect, useRef } from 'react';
import { type AccountValues, playerPrefill } from '../product';
import type { AccountForm } from './account-form';
import { type ProductApi, rememberedPlayerQuery } from './queries/product';

/**
 * The player of a product page is remembered: the fields start with this browser's last player
 * of the game, else (logged in) the account's last one, once, without overwriting what was typed;
 * `remember` keeps what is typed in this browser (never a secret field).
 */
export function useRememberedPlayer(api: ProductApi, game: GameDetail, account: AccountForm) {
  const [players, setPlayers] = useAtom(playersAtom);
  const isLogin = useAtomValue(isLoginAtom);
  const inBrowser = players[game.name];
  const onAccount = useQuery({
    ...rememberedPlayerQuery(api, game.name),
    enabled: isLogin && !inBrowser,
  });
  const prefill = playerPrefill(game.accountFields, inBrowser, onAccount.data?.account);
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || !prefill) return;
    prefilled.current = true;
    account.prefill(prefill);
  });
  return {
    remember(values: AccountValues) {
      prefilled.current = true;
      setPlayers((current) => rememberPlayer(current, game.name, game.accountFields, values));
    },
  };
}

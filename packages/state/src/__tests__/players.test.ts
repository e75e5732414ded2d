// @vitest-environment jsdom
import type { AccountField } from '@storefront/api-client/contract';
import { createStore } from 'jotai/vanilla';
import { afterEach, describe, expect, it } from 'vitest';
import { playersAtom } from '../atoms/players';
import { STORAGE_KEYS } from '../keys';
import { rememberPlayer } from '../players';
import { resetBrowser } from './helpers/browser';

afterEach(() => resetBrowser());

const field = (key: string, secret = false): AccountField =>
  ({ key, label: key, kind: secret ? 'password' : 'text', required: true, secret }) as AccountField;

const GAMES_FIELDS = [field('userId'), field('zoneId')];
const LOGIN_FIELDS = [field('email'), field('password', true), field('server')];

describe('rememberPlayer', () => {
  it('keeps the account per game name, replacing that game only', () => {
    const first = rememberPlayer({}, 'mobile-legends', GAMES_FIELDS, { userId: '1', zoneId: '2' });
    const both = rememberPlayer(first, 'free-fire', [field('userId')], { userId: '9' });
    const again = rememberPlayer(both, 'mobile-legends', GAMES_FIELDS, {
      userId: '3',
      zoneId: '4',
    });
    expect(again).toEqual({
      'free-fire': { userId: '9' },
      'mobile-legends': { userId: '3', zoneId: '4' },
    });
  });

  it('never keeps a secret field, nor a field the game does not have', () => {
    const values = { email: 'a@b.co', password: 'hunter22', server: 'asia', extra: 'x' };
    expect(rememberPlayer({}, 'genshin-login', LOGIN_FIELDS, values)).toEqual({
      'genshin-login': { email: 'a@b.co', server: 'asia' },
    });
  });

  it('forgets a game whose fields were all emptied', () => {
    const kept = rememberPlayer({}, 'mobile-legends', GAMES_FIELDS, { userId: '1' });
    expect(rememberPlayer(kept, 'mobile-legends', GAMES_FIELDS, { userId: ' ' })).toEqual({});
  });
});

describe('playersAtom', () => {
  it('persists under its key and is read back by a fresh store once mounted', () => {
    const writer = createStore();
    writer.set(playersAtom, (players) =>
      rememberPlayer(players, 'mobile-legends', GAMES_FIELDS, { userId: '1', zoneId: '2' }),
    );
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.players) ?? 'null')).toEqual({
      'mobile-legends': { userId: '1', zoneId: '2' },
    });
    const reader = createStore();
    const unsubscribe = reader.sub(playersAtom, () => {});
    expect(reader.get(playersAtom)).toEqual({ 'mobile-legends': { userId: '1', zoneId: '2' } });
    unsubscribe();
  });

  it('ignores a stored value of another shape', () => {
    localStorage.setItem(STORAGE_KEYS.players, '{"mobile-legends": {"userId": 5}}');
    const store = createStore();
    const unsubscribe = store.sub(playersAtom, () => {});
    expect(store.get(playersAtom)).toEqual({});
    unsubscribe();
  });
});

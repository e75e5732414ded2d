import { describe, expect, it } from 'vitest';
import { accountSummary } from '../LineItem';

describe('accountSummary', () => {
  it('lists the values as the server returned them, masked secrets included', () => {
    expect(accountSummary({ loginVia: 'steam', username: 'player_one', password: '******' })).toBe(
      'loginVia: steam · username: player_one · password: ******',
    );
  });

  it('is empty for an account with no values', () => {
    expect(accountSummary({})).toBe('');
  });
});

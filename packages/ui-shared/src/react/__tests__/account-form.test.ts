// @vitest-environment jsdom
import { ApiError } from '@storefront/api-client';
import type { AccountField } from '@storefront/api-client/contract';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { accountFieldId, useAccountForm } from '../account-form';

const FIELDS: AccountField[] = [
  {
    key: 'userId',
    label: 'Player ID',
    kind: 'number',
    required: true,
    placeholder: null,
    pattern: '\\d{6,12}',
    options: null,
    secret: false,
  },
  {
    key: 'zoneId',
    label: 'Zone ID',
    kind: 'number',
    required: false,
    placeholder: null,
    pattern: '\\d{2,6}',
    options: null,
    secret: false,
  },
];

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

/** The fields' inputs in the page, holding what was typed into them before hydration. */
function renderForm(typedBefore: Record<string, string> = {}) {
  for (const field of FIELDS) {
    const input = document.createElement('input');
    input.id = accountFieldId(field.key);
    input.value = typedBefore[field.key] ?? '';
    document.body.append(input);
  }
  return renderHook(() => useAccountForm(FIELDS, 'en'));
}

describe('useAccountForm (the account step of both apps)', () => {
  it('keeps what the customer typed before the page hydrated, and sends it', () => {
    const { result } = renderForm({ userId: '812345678', zoneId: '' });
    expect(result.current.values).toEqual({ userId: '812345678' });
    let sent: ReturnType<typeof result.current.filled> = null;
    act(() => {
      sent = result.current.filled();
    });
    expect(sent).toEqual({ userId: '812345678' });
  });

  it('"Check" sends the typed values trimmed, and nothing while a required field is empty', () => {
    const { result } = renderForm();
    act(() => result.current.change('zoneId', ' 2001 '));
    let sent: ReturnType<typeof result.current.filled> = null;
    act(() => {
      sent = result.current.filled();
    });
    expect(sent).toBeNull();
    expect(Object.keys(result.current.errors)).toEqual(['userId']);
    expect(document.activeElement?.id).toBe('account-userId');

    act(() => result.current.change('userId', '  812345678 '));
    act(() => {
      sent = result.current.filled();
    });
    expect(sent).toEqual({ userId: '812345678', zoneId: '2001' });
    expect(result.current.errors).toEqual({});
  });

  it('"Check" leaves a wrongly shaped id to the ID-check service to judge', () => {
    const { result } = renderForm();
    act(() => result.current.change('userId', '12'));
    let sent: ReturnType<typeof result.current.filled> = null;
    act(() => {
      sent = result.current.filled();
    });
    expect(sent).toEqual({ userId: '12' });
  });

  it('buying checks every field and shows each refusal beside its field', () => {
    const { result } = renderForm();
    act(() => {
      result.current.change('userId', '12');
      result.current.change('zoneId', 'x');
    });
    let sent: ReturnType<typeof result.current.validate> = null;
    act(() => {
      sent = result.current.validate();
    });
    expect(sent).toBeNull();
    expect(Object.keys(result.current.errors).sort()).toEqual(['userId', 'zoneId']);
    act(() => result.current.change('userId', '123456'));
    expect(result.current.errors.userId).toBeUndefined();
  });

  it('checks a field as it is left, but not an empty one', () => {
    const { result } = renderForm();
    act(() => result.current.blur('userId'));
    expect(result.current.errors).toEqual({});
    act(() => result.current.change('userId', 'abc'));
    act(() => result.current.blur('userId'));
    expect(result.current.errors.userId).toBeTruthy();
  });

  it("shows the server's refusal beside the field it names, and only for its own fields", () => {
    const { result } = renderForm();
    const refusal = (field: string) =>
      new ApiError({
        code: 422,
        status: 422,
        message: 'No such player',
        data: { code: 422, message: 'No such player', data: { field } },
      });
    let shown = false;
    act(() => {
      shown = result.current.showServerError(refusal('userId'));
    });
    expect(shown).toBe(true);
    expect(result.current.errors).toEqual({ userId: 'No such player' });
    act(() => {
      shown = result.current.showServerError(refusal('email'));
    });
    expect(shown).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  contactEmailProblem,
  contactEmailToSend,
  normalizeOrderNo,
  trackFormProblems,
  trackPath,
} from '../contact';

describe('the checkout email field', () => {
  it('is optional: empty is fine and sends nothing', () => {
    expect(contactEmailProblem('  ')).toBeNull();
    expect(contactEmailToSend('  ')).toBeUndefined();
  });

  it('sends a good address trimmed and lower-cased', () => {
    expect(contactEmailProblem(' Buyer@Example.com ')).toBeNull();
    expect(contactEmailToSend(' Buyer@Example.com ')).toBe('buyer@example.com');
  });

  it.each([
    'buyer',
    'buyer@',
    'buyer@example',
    'a b@example.com',
    `${'a'.repeat(250)}@example.com`,
  ])('refuses %s', (text) => {
    expect(contactEmailProblem(text)).toBe('contact.emailInvalid');
  });
});

describe('the tracking form', () => {
  it('needs both fields', () => {
    expect(trackFormProblems({ orderNo: '', email: '' })).toEqual({
      orderNo: 'track.orderNoRequired',
      email: 'contact.emailRequired',
    });
  });

  it('takes a lower-case number with spaces around it', () => {
    expect(normalizeOrderNo(' sf20261121-7kq2m9 ')).toBe('SF20261121-7KQ2M9');
    expect(trackFormProblems({ orderNo: ' sf20261121-7kq2m9 ', email: 'a@b.co' })).toEqual({});
  });

  it('names what is malformed', () => {
    expect(trackFormProblems({ orderNo: 'SF123', email: 'nope' })).toEqual({
      orderNo: 'track.orderNoInvalid',
      email: 'contact.emailInvalid',
    });
  });

  it('links to the page with the number filled in', () => {
    expect(trackPath()).toBe('/track');
    expect(trackPath('SF20261121-7KQ2M9')).toBe('/track?orderNo=SF20261121-7KQ2M9');
  });
});

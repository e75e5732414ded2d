import { describe, expect, it } from 'vitest';
import { inertTitle, type Receipt, receiptHtml, receiptText } from '../modules/mail/receipts';

/** A receipt whose one line has the title a buyer chose (a link's `item`). */
function receiptWith(title: string): Receipt {
  return {
    locale: 'en',
    subject: 'Payment received',
    intro: 'Thank you',
    reference: { label: 'Order number', value: 'SO1' },
    lines: [
      { title: `Roblox - ${title}`, quantity: 1, amount: '$4.99', codes: [], nickname: null },
    ],
    total: '$4.99',
    trackUrl: 'https://shop.example/track?orderNo=SO1',
  };
}

const HOSTILE =
  '<a href="https://evil.example/claim">Refund</a> visit https://evil.example/claim or www.evil.example, mail help@evil.example';

// Issue 25, hole 8: a buyer-chosen link title went into receipts as it was.
describe('a buyer-chosen title in a receipt', () => {
  it('turns no address into a link, in the text form', () => {
    const text = receiptText(receiptWith(HOSTILE));
    expect(text).not.toContain('https://evil');
    expect(text).not.toContain('evil.example');
    expect(text).toContain('https[:]//evil[.]example/claim');
    expect(text).toContain('www[.]evil[.]example');
    expect(text).toContain('help@evil[.]example');
    // The store's own link stays a link.
    expect(text).toContain('https://shop.example/track?orderNo=SO1');
  });

  it('turns no address into a link and renders no markup, in the HTML form', () => {
    const html = receiptHtml(receiptWith(HOSTILE));
    expect(html).not.toContain('<a href="https://evil');
    expect(html).not.toContain('evil.example');
    expect(html).toContain(
      '&#60;a href=&#34;https[:]//evil[.]example/claim&#34;&#62;Refund&#60;/a&#62;',
    );
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('leaves an ordinary title as it is', () => {
    for (const title of ['86 Diamonds', '1.5x Weekly Pass', 'Rp 20.000 Voucher', 'Robux (800)']) {
      expect(inertTitle(title)).toBe(title);
    }
  });
});

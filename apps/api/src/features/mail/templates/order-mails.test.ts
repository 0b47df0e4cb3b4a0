import { describe, expect, it } from 'vitest';
import { ORDER_PAYMENT_TYPE } from '@spesa/domain';
import {
  orderCancelledMail,
  orderCancelledUnpaidMail,
  orderConfirmationMail,
  type OrderMailData,
} from './order-mails';
import { escapeHtml } from '../../../lib/html';

/** Intl puts a non-breaking space between the amount and the euro sign. */
const eur = (amount: string) => `${amount}\u00a0€`;

const order = (overrides: Partial<OrderMailData> = {}): OrderMailData => ({
  brand: {
    name: 'Fresco',
    primaryColor: '#0b5394',
    origin: 'https://www.fresco.example',
    logoUrl: 'https://www.fresco.example/img/brand/fresco/logo.png',
  },
  orderId: 100001,
  firstName: 'Mario',
  deliveryServiceId: 2,
  addressTypeId: 2,
  place: ['Casa', 'Via dell’Indipendenza 12', '40121 Bologna (BO)'],
  deliveryDate: '2025-06-14',
  beginTime: '10:00:00',
  endTime: '12:00:00',
  lines: [
    { name: 'Mele Golden sfuse', quantity: '800 g', totalCents: 239, estimated: true },
    {
      name: 'Biscotti "Gran Cereale" <new> & co.',
      quantity: '2 pz',
      totalCents: 598,
      estimated: false,
    },
  ],
  goodsCents: 4520,
  packaging: { name: 'Sacchetti compostabili', totalCents: 30 },
  discounts: [{ label: 'Codice sconto BENVENUTO', amountCents: 500 }],
  deliveryFeeCents: 490,
  totalCents: 4540,
  paymentTypeId: ORDER_PAYMENT_TYPE.ONLINE,
  prebilledCents: 5230,
  edited: false,
  ...overrides,
});

describe('the order confirmation mail', () => {
  it('names the order and the brand in its subject', () => {
    expect(orderConfirmationMail(order()).subject).toBe('Conferma ordine n. 100001 — Fresco');
  });

  it('says the order was changed, once the shopper has edited it (issue 34)', () => {
    const mail = orderConfirmationMail(order({ edited: true }));
    expect(mail.subject).toBe('Ordine n. 100001 modificato — Fresco');
    expect(mail.text).toContain(
      'abbiamo registrato le modifiche al tuo ordine. Ecco il riepilogo aggiornato.',
    );
    expect(mail.text).not.toContain('grazie per il tuo ordine');
    expect(mail.html).toContain('Ecco il riepilogo aggiornato.');
  });

  it('tells the order in Italian in its text version', () => {
    const { text } = orderConfirmationMail(order());
    for (const expected of [
      'Ciao Mario,',
      'Ordine n. 100001',
      'Consegna a domicilio:',
      'Via dell’Indipendenza 12',
      '40121 Bologna (BO)',
      'Quando: sabato 14 giugno 2025, dalle 10:00 alle 12:00',
      `- Mele Golden sfuse — 800 g — circa ${eur('2,39')} (prezzo indicativo, calcolato sul peso effettivo)`,
      `- Biscotti "Gran Cereale" <new> & co. — 2 pz — ${eur('5,98')}`,
      `Prodotti: circa ${eur('45,20')}`,
      `Sacchetti compostabili: ${eur('0,30')}`,
      `Codice sconto BENVENUTO: −${eur('5,00')}`,
      `Spese di consegna: ${eur('4,90')}`,
      `Totale: circa ${eur('45,40')}`,
      'Pagamento: Carta di credito',
      `Importo pre-autorizzato: ${eur('52,30')}`,
      'l’addebito avviene alla consegna, per il peso effettivo dei prodotti pesati',
      'Vedi il tuo ordine: https://www.fresco.example/profile/orders/100001',
    ])
      expect(text).toContain(expected);
  });

  it('says a weighed line’s price, the goods and the total are estimates, and only then', () => {
    const { html } = orderConfirmationMail(order());
    expect(html).toContain(`circa ${eur('2,39')}`);
    expect(html).toContain('prezzo indicativo, calcolato sul peso effettivo');
    expect(html).toContain(`circa ${eur('45,40')}`);
    expect(html).not.toContain(`circa ${eur('5,98')}`);
    const counted = orderConfirmationMail(
      order({ lines: [{ name: 'Pasta', quantity: '2 pz', totalCents: 598, estimated: false }] }),
    );
    expect(counted.text).not.toContain('circa');
    expect(counted.html).not.toContain('circa');
  });

  it('escapes product names in the HTML and keeps them whole in the text', () => {
    const mail = orderConfirmationMail(order());
    expect(mail.html).toContain('Biscotti &quot;Gran Cereale&quot; &lt;new&gt; &amp; co.');
    expect(mail.html).not.toContain('<new>');
    expect(mail.html).not.toContain('"Gran Cereale"');
  });

  it('escapes whatever the shopper typed: the first name and the address', () => {
    const mail = orderConfirmationMail(
      order({ firstName: '<script>alert(1)</script>', place: ['Casa "mia" & <b>'] }),
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Ciao &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).toMatch(/>\s*Casa &quot;mia&quot; &amp; &lt;b&gt;\s*<\/p>/);
  });

  it('shows the brand’s logo, the amounts, the brand colour and the link to the order in the HTML', () => {
    const { html } = orderConfirmationMail(order());
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('background:#0b5394');
    expect(html).toMatch(
      /<img\s+src="https:\/\/www\.fresco\.example\/img\/brand\/fresco\/logo\.png"\s+width="220"\s+height="48"\s+alt="Fresco"/,
    );
    expect(html).toContain('href="https://www.fresco.example/profile/orders/100001"');
    expect(html).toContain('Vedi il tuo ordine');
    for (const amount of ['2,39', '5,98', '45,20', '0,30', '4,90', '45,40', '52,30'])
      expect(html).toContain(eur(amount));
    expect(html).toContain(`−${eur('5,00')}`);
    expect(html).toContain('sabato 14 giugno 2025, dalle 10:00 alle 12:00');
    expect(html).toContain(escapeHtml('L’importo viene solo riservato ora'));
  });

  it('leaves the pre-authorised amount out for payment on delivery, and says when delivery is free', () => {
    const mail = orderConfirmationMail(
      order({
        paymentTypeId: ORDER_PAYMENT_TYPE.ON_DELIVERY,
        deliveryFeeCents: 0,
        packaging: null,
      }),
    );
    expect(mail.text).toContain('Pagamento: Pagamento alla consegna');
    expect(mail.text).toContain('Spese di consegna: Gratis');
    expect(mail.text).not.toContain('pre-autorizzato');
    expect(mail.text).not.toContain('Sacchetti');
    expect(mail.html).not.toContain('pre-autorizzato');
  });

  it('names the store for a pickup', () => {
    const { text } = orderConfirmationMail(
      order({
        deliveryServiceId: 1,
        addressTypeId: 3,
        place: ['Fresco Bologna Centro', 'Via Rizzoli 3, Bologna'],
      }),
    );
    expect(text).toContain('Ritiro in negozio:\nFresco Bologna Centro\nVia Rizzoli 3, Bologna');
  });

  it('calls a locker a locker, in both versions', () => {
    const mail = orderConfirmationMail(
      order({ deliveryServiceId: 1, addressTypeId: 5, place: ['Locker Bologna Mazzini'] }),
    );
    expect(mail.text).toContain('Ritiro al locker:\nLocker Bologna Mazzini');
    expect(mail.text).not.toContain('Ritiro in negozio');
    expect(mail.html).toContain('<strong>Ritiro al locker</strong>');
  });

  it('never writes a brand colour that is not a plain hex value into a style', () => {
    const { html } = orderConfirmationMail(
      order({
        brand: {
          name: 'Fresco',
          primaryColor: 'red;background:url(https://evil.example/x)',
          origin: 'https://www.fresco.example',
          logoUrl: 'https://www.fresco.example/img/brand/fresco/logo.png',
        },
      }),
    );
    expect(html).not.toContain('evil.example');
    expect(html).toContain('background:#333333');
  });
});

describe('the unpaid-order cancellation mail', () => {
  it('says the order was cancelled for want of payment and nothing was charged', () => {
    const mail = orderCancelledUnpaidMail(order());
    expect(mail.subject).toBe('Ordine n. 100001 annullato — Fresco');
    expect(mail.text).toContain('Ciao Mario,');
    expect(mail.text).toContain(
      `l’ordine n. 100001 di ${eur('45,40')} per sabato 14 giugno 2025, dalle 10:00 alle 12:00 è stato annullato perché il pagamento non è stato completato.`,
    );
    expect(mail.text).toContain('Non ti è stato addebitato nulla.');
    expect(mail.text).toContain('https://www.fresco.example/profile/orders/100001');
    expect(mail.html).toContain('href="https://www.fresco.example/"');
    expect(mail.html).toContain(escapeHtml('è stato annullato perché il pagamento'));
  });
});

describe('the mail of an order the shopper cancelled', () => {
  it('says the order was cancelled as asked, in the brand’s mail', () => {
    const mail = orderCancelledMail(order({ paymentTypeId: ORDER_PAYMENT_TYPE.ON_DELIVERY }));
    expect(mail.subject).toBe('Ordine n. 100001 annullato — Fresco');
    expect(mail.text).toContain('Ciao Mario,');
    expect(mail.text).toContain(
      `l’ordine n. 100001 di ${eur('45,40')} per sabato 14 giugno 2025, dalle 10:00 alle 12:00 è stato annullato come hai richiesto.`,
    );
    expect(mail.text).toContain('Non ti è stato addebitato nulla.');
    expect(mail.text).toContain('https://www.fresco.example/profile/orders/100001');
    expect(mail.html).toContain('background:#0b5394');
    expect(mail.html).toContain(escapeHtml('è stato annullato come hai richiesto'));
  });

  it('tells a card or PayPal payment that the reserved amount is released', () => {
    for (const paymentTypeId of [ORDER_PAYMENT_TYPE.ONLINE, ORDER_PAYMENT_TYPE.PAYPAL])
      expect(orderCancelledMail(order({ paymentTypeId })).text).toContain(
        'L’importo riservato per il pagamento viene rilasciato: non ti sarà addebitato nulla.',
      );
  });
});

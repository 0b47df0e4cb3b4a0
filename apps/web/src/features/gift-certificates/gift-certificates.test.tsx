import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserGiftCertificate, UserPointsResponse } from '@spesa/domain';
import { GIFT_CERTIFICATES_PATH } from '../../config/paths';
import { mockServer, type Call } from '../../test/fixtures';
import { jsonResponse, okEnvelope, refusal, renderWithProviders } from '../../test/render';
import { GiftCertificatesRoute } from './routes/gift-certificates-route';

function certificate(patch: Partial<UserGiftCertificate> = {}): UserGiftCertificate {
  return {
    userGiftCertificateId: 1,
    giftCertificateId: 9,
    code: 'GRAZIEMARIO5',
    description: 'Un regalo per te: 5 € di sconto sulla prossima spesa',
    kind: 'amount',
    value: 5,
    minSpend: 25,
    validFrom: null,
    validUntil: '2027-12-31T22:59:59.000Z',
    expired: false,
    used: false,
    orderId: null,
    ...patch,
  };
}

const POINTS: UserPointsResponse = {
  balance: 1250,
  reserved: 1032,
  history: [
    {
      movementId: 4,
      date: '2026-11-20T09:30:00.000Z',
      reason: 'welcome',
      description: 'Punti regalo del programma fedeltà',
      points: 1202,
      orderId: null,
    },
    {
      movementId: 3,
      date: '2026-03-12T16:00:00.000Z',
      reason: 'voucher',
      description: '500 punti diventati il buono PUNTIAB23CD45 da 5,00 €',
      points: -500,
      orderId: null,
    },
    {
      movementId: 2,
      date: '2026-03-12T16:00:00.000Z',
      reason: 'order',
      description: 'Punti della spesa n. 100101, consegnata',
      points: 48,
      orderId: 100101,
    },
    {
      movementId: 1,
      date: '2026-01-10T09:30:00.000Z',
      reason: 'welcome',
      description: 'Punti di benvenuto nel programma fedeltà',
      points: 500,
      orderId: null,
    },
  ],
};

const ok = (data: unknown) => () => jsonResponse(okEnvelope(data));

function renderPage(routes: Partial<Record<string, (c: Call) => Response>> = {}) {
  const calls = mockServer({
    '/ebsn/api/giftcertificate/list-manual-assigned': ok({ giftCertificates: [] }),
    '/ebsn/api/giftcertificate/list': ok({ giftCertificates: [] }),
    '/ebsn/api/user-points/list': ok({ balance: 0, reserved: 0, history: [] }),
    ...(routes as Record<string, (c: Call) => Response>),
  });
  renderWithProviders(<GiftCertificatesRoute />, {
    path: GIFT_CERTIFICATES_PATH,
    route: GIFT_CERTIFICATES_PATH,
  });
  return calls;
}

describe("'Buoni e punti' (/profile/gift-certificates)", () => {
  it('shows each certificate with its value, code, conditions and state, and the points with their history', async () => {
    renderPage({
      '/ebsn/api/giftcertificate/list-manual-assigned': ok({
        giftCertificates: [
          certificate(),
          certificate({
            userGiftCertificateId: 2,
            code: 'ESTATE2020',
            description: "20% di sconto per l'estate 2020",
            kind: 'percent',
            value: 20,
            minSpend: 0,
            validUntil: '2020-08-31T22:00:00.000Z',
            expired: true,
          }),
        ],
      }),
      '/ebsn/api/giftcertificate/list': ok({
        giftCertificates: [
          certificate({
            userGiftCertificateId: 3,
            code: 'BENVENUTO10',
            kind: 'percent',
            value: 10,
            minSpend: 0,
            validUntil: null,
            used: true,
            orderId: 100101,
          }),
        ],
      }),
      '/ebsn/api/user-points/list': ok(POINTS),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Buoni e punti' })).toBeVisible();
    const personal = await screen.findByRole('article', { name: /^5,00\s€ di sconto$/ });
    expect(within(personal).getByText('GRAZIEMARIO5')).toBeVisible();
    expect(within(personal).getByText('Da usare')).toBeVisible();
    expect(within(personal).getByText('Con una spesa minima di 25,00 €')).toBeVisible();
    expect(within(personal).getByText('Valido fino al 31 dicembre 2027')).toBeVisible();

    const expired = screen.getByRole('article', { name: '20% di sconto' });
    expect(within(expired).getByText('Scaduto')).toBeVisible();
    expect(within(expired).getByText('Scaduto il 1 settembre 2020')).toBeVisible();

    const used = screen.getByRole('article', { name: '10% di sconto' });
    expect(within(used).getByText('Usato')).toBeVisible();
    expect(within(used).getByText('Senza scadenza')).toBeVisible();
    expect(
      within(used).getByRole('link', { name: "Usato con l'ordine n. 100101" }),
    ).toHaveAttribute('href', '/profile/orders/100101');

    // Thousands grouped as the shop groups euros: '1.250', not CLDR's '1250'.
    expect(await screen.findByText('1.250 punti')).toBeVisible();
    expect(
      screen.getByText('Più 1.032 punti in arrivo con gli ordini non ancora consegnati.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        /^Guadagni 1 punto per ogni euro di spesa, .* ogni 500 punti del saldo diventano un buono da 5,00\s€/,
      ),
    ).toBeVisible();
    const history = screen.getByRole('region', { name: 'Storico dei punti' });
    const rows = within(history).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Punti regalo del programma fedeltà');
    expect(rows[0]).toHaveTextContent('20 novembre 2026');
    expect(rows[0]).toHaveTextContent('+1.202 punti');
    expect(rows[1]).toHaveTextContent('−500 punti');
    expect(rows[1]).toHaveTextContent('PUNTIAB23CD45');
    expect(rows[2]).toHaveTextContent('+48 punti');
    expect(within(rows[2]!).getByRole('link', { name: 'Vedi l’ordine n. 100101' })).toHaveAttribute(
      'href',
      '/profile/orders/100101',
    );
    expect(within(rows[0]!).queryByRole('link')).toBeNull();
  });

  it('says so when the shopper has no certificates and no points', async () => {
    renderPage();
    expect(await screen.findByText('Non hai buoni.')).toBeVisible();
    expect(await screen.findByText('0 punti')).toBeVisible();
    expect(
      screen.getByText('Non hai ancora accumulato punti: li guadagni con ogni spesa consegnata.'),
    ).toBeVisible();
  });

  it('shows an error with a retry when the certificates cannot be read', async () => {
    let failing = true;
    const calls = renderPage({
      '/ebsn/api/giftcertificate/list': () =>
        failing
          ? jsonResponse(refusal('error', 'Errore'), 500)
          : jsonResponse(okEnvelope({ giftCertificates: [] })),
    });
    expect(
      await screen.findByText(
        'Non è stato possibile caricare i tuoi buoni.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Non hai buoni.')).toBeVisible();
    expect(calls.filter((c) => c.path === '/ebsn/api/giftcertificate/list').length).toBeGreaterThan(
      1,
    );
  });
});

import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CalendarSlot, StaffCalendar } from '@spesa/domain';
import { jsonResponse, okEnvelope, refusal, renderWithProviders } from '../../test/render';
import { callsTo, mockServer } from '../../test/fixtures/server';
import { CalendarRoute } from './routes/calendar-route';
import { BoardRoute } from './routes/board-route';

const MANAGER = { userId: 8, name: 'Marta Direttrice', role: 'manager', storeId: 2 };
const PICKER = { userId: 7, name: 'Paolo Raccoglitore', role: 'picker', storeId: 2 };

const slot = (patch: Partial<CalendarSlot> = {}): CalendarSlot => ({
  timeslotDayId: 501,
  name: 'Mattina',
  beginTime: '09:00',
  endTime: '11:00',
  booked: 2,
  ordered: 2,
  capacity: 12,
  fee: 0,
  cutoffAt: '2026-12-08T07:00:00Z',
  closedReason: null,
  ...patch,
});

const calendar = (patch: Partial<StaffCalendar> = {}): StaffCalendar => ({
  warehouseId: 89,
  warehouseName: 'Magazzino Bologna Roveri',
  days: [
    {
      date: '2026-12-08',
      closedReason: 'Festività nazionale',
      owners: [],
    },
    {
      date: '2026-12-09',
      closedReason: null,
      owners: [
        {
          key: 'a12',
          kind: 'counter',
          name: 'Bologna Mazzini',
          slots: [
            slot(),
            slot({
              timeslotDayId: 502,
              beginTime: '18:00',
              endTime: '20:00',
              booked: 0,
              ordered: 0,
              fee: 3.9,
            }),
          ],
        },
      ],
    },
  ],
  ...patch,
});

const field = (code: string, error: string, name: string) => ({
  response: { status: 1, errors: [{ code, error, field: name }], infos: [], warnings: [] },
  data: null,
});

describe('the manager calendar page', () => {
  it('shows the days as sections, each slot with booked / capacity, a closed day with its reason', async () => {
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/calendar': () => jsonResponse(okEnvelope(calendar())),
    });
    renderWithProviders(<CalendarRoute />, { path: '/admin/calendario' });
    const day = await screen.findByRole('region', { name: /mercoledì 9 dicembre/i });
    const counter = within(day).getByRole('list', { name: 'Ritiro in negozio · Bologna Mazzini' });
    expect(within(counter).getAllByRole('listitem')).toHaveLength(2);
    expect(within(counter).getByText('Prenotati 2 su 12')).toBeInTheDocument();
    expect(within(counter).getByText(/Costo 3,90/)).toBeInTheDocument();
    const holiday = screen.getByRole('region', { name: /martedì 8 dicembre/i });
    expect(within(holiday).getByText('Giorno chiuso: Festività nazionale')).toBeInTheDocument();
    expect(within(holiday).queryByRole('button', { name: 'Chiudi giorno' })).toBeNull();
    expect(await screen.findByRole('link', { name: 'Calendario' })).toHaveAttribute(
      'href',
      '/admin/calendario',
    );
  });

  it('saves a capacity, and keeps what was typed with the reason when it is below the booked places', async () => {
    let answer: unknown = field(
      'calendar.below_booked',
      'Capacità: non può scendere sotto i posti già prenotati (2 prenotati).',
      'capacity',
    );
    const calls = mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/calendar': () => jsonResponse(okEnvelope(calendar())),
      '/ebsn/api/staff/calendar/capacity': () => jsonResponse(answer),
    });
    const user = userEvent.setup();
    renderWithProviders(<CalendarRoute />, { path: '/admin/calendario' });
    const input = await screen.findByRole('spinbutton', {
      name: 'Capacità della fascia 09:00–11:00',
    });
    await user.clear(input);
    await user.type(input, '1');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText(
        'Capacità: non può scendere sotto i posti già prenotati (2 prenotati).',
      ),
    ).toBeVisible();
    expect(input).toHaveValue(1);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, '/ebsn/api/staff/calendar/capacity')[0]!.json).toEqual({
      timeslot_day_id: 501,
      capacity: 1,
    });

    const raised = calendar();
    raised.days[1]!.owners[0]!.slots[0] = slot({ capacity: 20 });
    answer = okEnvelope(raised);
    await user.clear(input);
    await user.type(input, '20');
    await user.click(screen.getAllByRole('button', { name: 'Salva' })[0]!);
    expect(await screen.findByText('Prenotati 2 su 20')).toBeVisible();
  });

  it('closes a day with orders only once the manager keeps them, by keyboard', async () => {
    const closed = calendar();
    closed.days[1] = {
      ...closed.days[1]!,
      closedReason: 'Sciopero',
      owners: [{ ...closed.days[1]!.owners[0]!, slots: [slot({ capacity: 2 })] }],
    };
    const calls = mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/calendar': () => jsonResponse(okEnvelope(calendar())),
      '/ebsn/api/staff/calendar/close-day': (call) =>
        jsonResponse(
          okEnvelope(
            (call.json as { orders?: string }).orders === 'keep'
              ? { closed: true, orders: [], calendar: closed }
              : {
                  closed: false,
                  orders: [
                    {
                      orderId: 100031,
                      timeslotDayId: 501,
                      ownerKey: 'a12',
                      customerName: 'Luca Verdi',
                      beginTime: '09:00',
                      endTime: '11:00',
                      ownerName: 'Bologna Mazzini',
                    },
                  ],
                  calendar: calendar(),
                },
          ),
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<CalendarRoute />, { path: '/admin/calendario' });
    const day = await screen.findByRole('region', { name: /mercoledì 9 dicembre/i });
    within(day).getByRole('button', { name: 'Chiudi giorno' }).focus();
    await user.keyboard('{Enter}');
    const reason = within(day).getByRole('textbox', { name: /Motivo/ });
    expect(reason).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(within(day).getByText('Motivo: scrivi perché chiudi.')).toBeVisible();
    expect(callsTo(calls, '/ebsn/api/staff/calendar/close-day')).toHaveLength(0);
    await user.type(reason, 'Sciopero{Enter}');
    const orders = await within(day).findByRole('list', { name: 'Ordini del giorno da chiudere' });
    expect(
      within(orders).getByText('N. 100031 · Luca Verdi · 09:00–11:00 · Bologna Mazzini'),
    ).toBeVisible();
    await user.click(within(day).getByRole('button', { name: 'Mantieni' }));
    expect(await within(day).findByText('Giorno chiuso: Sciopero')).toBeVisible();
    expect(within(day).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(callsTo(calls, '/ebsn/api/staff/calendar/close-day').map((c) => c.json)).toEqual([
      { date: '2026-12-09', reason: 'Sciopero' },
      { date: '2026-12-09', reason: 'Sciopero', orders: 'keep' },
    ]);
  });

  it('moves the order of a day to close to a free slot of its counter, then closes the day', async () => {
    const open = () => {
      const cal = calendar();
      cal.days[1]!.owners[0]!.slots[1] = slot({
        timeslotDayId: 502,
        beginTime: '18:00',
        endTime: '20:00',
        booked: 0,
        ordered: 0,
        cutoffAt: '2099-12-09T15:00:00Z',
      });
      return cal;
    };
    let full = false;
    const calls = mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/calendar': () => jsonResponse(okEnvelope(open())),
      '/ebsn/api/staff/calendar/move-order': () =>
        full
          ? jsonResponse(
              field(
                'calendar.target_full',
                'Fascia: è piena (12 posti prenotati su 12).',
                'timeslot_day_id',
              ),
            )
          : jsonResponse(
              okEnvelope({
                orderId: 100031,
                deliveryDate: '2026-12-09',
                beginTime: '18:00',
                endTime: '20:00',
                calendar: open(),
              }),
            ),
      '/ebsn/api/staff/calendar/close-day': () =>
        jsonResponse(
          okEnvelope(
            callsTo(calls, '/ebsn/api/staff/calendar/close-day').length > 1
              ? { closed: true, orders: [], calendar: calendar() }
              : {
                  closed: false,
                  orders: [
                    {
                      orderId: 100031,
                      timeslotDayId: 501,
                      ownerKey: 'a12',
                      customerName: 'Luca Verdi',
                      beginTime: '09:00',
                      endTime: '11:00',
                      ownerName: 'Bologna Mazzini',
                    },
                  ],
                  calendar: open(),
                },
          ),
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<CalendarRoute />, { path: '/admin/calendario' });
    const day = await screen.findByRole('region', { name: /mercoledì 9 dicembre/i });
    await user.click(within(day).getByRole('button', { name: 'Chiudi giorno' }));
    await user.type(within(day).getByRole('textbox', { name: /Motivo/ }), 'Sciopero{Enter}');
    const target = await within(day).findByRole('combobox', {
      name: "Nuova fascia per l'ordine n. 100031",
    });
    await user.selectOptions(target, '502');
    full = true;
    await user.click(within(day).getByRole('button', { name: 'Sposta' }));
    expect(
      await within(day).findByText('Fascia: è piena (12 posti prenotati su 12).'),
    ).toBeVisible();
    expect(target).toHaveValue('502');
    full = false;
    await user.click(within(day).getByRole('button', { name: 'Sposta' }));
    expect(
      await within(day).findByText(
        'Ordine n. 100031 spostato a mercoledì 9 dicembre, 18:00–20:00.',
      ),
    ).toBeVisible();
    expect(callsTo(calls, '/ebsn/api/staff/calendar/move-order').at(-1)!.json).toEqual({
      order_id: 100031,
      timeslot_day_id: 502,
      reason: 'Sciopero',
    });
    await vi.waitFor(() =>
      expect(callsTo(calls, '/ebsn/api/staff/calendar/close-day').map((c) => c.json)).toEqual([
        { date: '2026-12-09', reason: 'Sciopero' },
        { date: '2026-12-09', reason: 'Sciopero' },
      ]),
    );
  });

  it('shows a picker the reason, and no calendar link in the frame', async () => {
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(PICKER)),
      '/ebsn/api/staff/calendar': () =>
        jsonResponse(
          refusal(
            'staff.manager_only',
            'Solo il responsabile del negozio può cambiare il calendario delle consegne.',
          ),
          403,
        ),
      '/ebsn/api/staff/orders': () =>
        jsonResponse(okEnvelope({ storeName: 'Bologna Mazzini', dates: [], orders: [] })),
    });
    const page = renderWithProviders(<CalendarRoute />, { path: '/admin/calendario' });
    expect(
      await screen.findByText(
        'Solo il responsabile del negozio può cambiare il calendario delle consegne.',
      ),
    ).toBeVisible();
    page.unmount();
    renderWithProviders(<BoardRoute />, { path: '/admin' });
    expect(await screen.findByText('Paolo Raccoglitore')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Gestione del negozio' })).toBeNull();
  });

  it('tells a screen reader the calendar is loading', async () => {
    mockServer({
      '/ebsn/api/staff/me': () => jsonResponse(okEnvelope(MANAGER)),
      '/ebsn/api/staff/calendar': () => new Promise<Response>(() => undefined),
    });
    renderWithProviders(<CalendarRoute />, { path: '/admin/calendario' });
    expect(
      await screen.findByRole('status', { name: 'Caricamento del calendario' }),
    ).toHaveAttribute('aria-busy', 'true');
  });
});

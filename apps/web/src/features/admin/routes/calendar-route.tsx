import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarX, CalendarDays } from 'lucide-react';
import {
  CALENDAR_MESSAGES,
  SHOP_TIME_ZONE,
  onFirstUse,
  type CalendarDay,
  type CalendarDayOrder,
  type CalendarSlot,
  type StaffCalendar,
} from '@spesa/domain';
import { Alert, Button, Input, Skeleton, TextField } from '../../../ui';
import { isApiError } from '../../../lib/api';
import { useCalendarChange, useCloseDay, useMoveOrder, useStaffCalendar } from '../api/calendar';
import { StaffLayout } from '../components/staff-layout';
import { dayLabel, euro } from '../model';

const clockFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('it-IT', {
      weekday: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: SHOP_TIME_ZONE,
    }),
);

/** The server's words for a field, when it named that one; null otherwise. */
const fieldError = (error: unknown, field: string): string | null =>
  isApiError(error) && error.field === field ? error.message : null;

/** A refusal that names no field of the form: said above it. */
const otherError = (error: unknown, fields: readonly string[]): string | null =>
  error && !(isApiError(error) && error.field && fields.includes(error.field))
    ? error instanceof Error
      ? error.message
      : null
    : null;

function ReasonForm({
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staff');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit(reason);
  };
  const other = otherError(error, ['reason']);
  return (
    <form onSubmit={submit} noValidate className="mt-2 flex flex-wrap items-end gap-2">
      <TextField
        label={t('calendar.reason')}
        hint={t('calendar.reasonHint')}
        requiredMark
        autoFocus
        maxLength={200}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={
          missing ? CALENDAR_MESSAGES.reasonRequired : (fieldError(error, 'reason') ?? undefined)
        }
        className="min-w-60 flex-1"
      />
      <Button type="submit" size="sm" disabled={pending}>
        {submitLabel}
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
        {t('calendar.cancel')}
      </Button>
      {other ? (
        <p role="alert" className="w-full text-sm text-danger">
          {other}
        </p>
      ) : null}
    </form>
  );
}

function SlotRow({
  slot,
  dayOpen,
  onChanged,
}: {
  slot: CalendarSlot;
  /** A slot of a closed day opens with its day, not by itself. */
  dayOpen: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('staff');
  const change = useCalendarChange();
  const [capacity, setCapacity] = useState(String(slot.capacity));
  const [closing, setClosing] = useState(false);
  const time = t('calendar.slotTime', { begin: slot.beginTime, end: slot.endTime });
  const saveCapacity = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({
      kind: 'capacity',
      timeslotDayId: slot.timeslotDayId,
      capacity: Number(capacity),
    });
  };
  const capacityError =
    change.variables?.kind === 'capacity' ? fieldError(change.error, 'capacity') : null;
  const capacityId = `capacita-${slot.timeslotDayId}`;
  return (
    <li className="rounded-xl border border-line bg-white px-4 py-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-40 flex-1">
          <span className="block font-bold text-ink tabular-nums">
            {time} <span className="font-normal text-ink-muted">{slot.name}</span>
          </span>
          <span className="block text-sm text-ink-muted">
            {t('calendar.fee', { fee: euro(slot.fee) })} ·{' '}
            {t('calendar.cutoff', { when: clockFormat().format(new Date(slot.cutoffAt)) })}
          </span>
        </p>
        <p className="font-semibold text-ink tabular-nums">
          {t('calendar.booked', { booked: slot.booked, capacity: slot.capacity })}
        </p>
        {slot.closedReason === null ? (
          <>
            <form onSubmit={saveCapacity} noValidate className="flex items-center gap-2">
              <div className="flex flex-col gap-1">
                <label htmlFor={capacityId} className="sr-only">
                  {t('calendar.capacityFor', { slot: time })}
                </label>
                <Input
                  id={capacityId}
                  type="number"
                  inputMode="numeric"
                  min={slot.booked}
                  step={1}
                  value={capacity}
                  onChange={(e) => setCapacity(e.target.value)}
                  aria-invalid={capacityError ? true : undefined}
                  aria-describedby={capacityError ? `${capacityId}-errore` : undefined}
                  className="w-24"
                />
              </div>
              <Button type="submit" size="sm" variant="outline" disabled={change.isPending}>
                {t('calendar.save')}
              </Button>
            </form>
            {!closing ? (
              <Button
                type="button"
                size="sm"
                variant="outline-neutral"
                onClick={() => setClosing(true)}
              >
                {t('calendar.closeSlot')}
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <p className="rounded-full bg-surface-muted px-3 py-1 text-sm font-semibold text-ink">
              {t('calendar.slotClosed', { reason: slot.closedReason })}
            </p>
            {dayOpen ? (
              <Button
                type="button"
                size="sm"
                variant="outline-neutral"
                disabled={change.isPending}
                onClick={() =>
                  change.mutate(
                    { kind: 'reopen-slot', timeslotDayId: slot.timeslotDayId },
                    { onSuccess: onChanged },
                  )
                }
              >
                {t('calendar.reopenSlot')}
              </Button>
            ) : null}
          </>
        )}
      </div>
      {change.variables?.kind === 'reopen-slot' && change.error ? (
        <p role="alert" className="mt-1 text-sm text-danger">
          {change.error.message}
        </p>
      ) : null}
      {capacityError ? (
        <p id={`${capacityId}-errore`} role="alert" className="mt-1 text-sm text-danger">
          {capacityError}
        </p>
      ) : null}
      {change.isSuccess && change.variables.kind === 'capacity' ? (
        <p role="status" className="mt-1 text-sm text-ink-muted">
          {t('calendar.saved')}
        </p>
      ) : null}
      {closing && slot.closedReason === null ? (
        <ReasonForm
          submitLabel={t('calendar.confirmCloseSlot')}
          pending={change.isPending}
          error={change.variables?.kind === 'close-slot' ? change.error : null}
          onCancel={() => setClosing(false)}
          onSubmit={(reason) =>
            change.mutate(
              { kind: 'close-slot', timeslotDayId: slot.timeslotDayId, reason },
              {
                onSuccess: () => {
                  setClosing(false);
                  onChanged();
                },
              },
            )
          }
        />
      ) : null}
    </li>
  );
}

/** The slots an order may move to: its owner's, open, before their cut-off, with a place free. */
function targetsFor(calendar: StaffCalendar | undefined, order: CalendarDayOrder, now: number) {
  if (!calendar) return [];
  return calendar.days.flatMap((day) =>
    day.closedReason !== null
      ? []
      : day.owners
          .filter((owner) => owner.key === order.ownerKey)
          .flatMap((owner) =>
            owner.slots
              .filter(
                (s) =>
                  s.timeslotDayId !== order.timeslotDayId &&
                  s.closedReason === null &&
                  s.booked < s.capacity &&
                  new Date(s.cutoffAt).getTime() > now,
              )
              .map((s) => ({ ...s, date: day.date })),
          ),
  );
}

function MoveOrder({
  order,
  reason,
  onMoved,
}: {
  order: CalendarDayOrder;
  reason: string;
  onMoved: (message: string) => void;
}) {
  const { t } = useTranslation('staff');
  const calendar = useStaffCalendar();
  const move = useMoveOrder();
  const [now] = useState(() => Date.now());
  const [target, setTarget] = useState('');
  const selectId = useId();
  const targets = targetsFor(calendar.data, order, now);
  const error = fieldError(move.error, 'timeslot_day_id') ?? otherError(move.error, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (target === '') return;
    move.mutate(
      { orderId: order.orderId, timeslotDayId: Number(target), reason },
      {
        onSuccess: (answer) =>
          onMoved(
            t('calendar.moved', {
              id: answer.orderId,
              day: dayLabel(answer.deliveryDate),
              begin: answer.beginTime,
              end: answer.endTime,
            }),
          ),
      },
    );
  };
  return (
    <li className="rounded-lg border border-line px-3 py-2">
      <p className="text-sm text-ink">
        {t('calendar.orderLine', {
          id: order.orderId,
          customer: order.customerName,
          slot: `${order.beginTime}–${order.endTime}`,
          owner: order.ownerName,
        })}
      </p>
      {targets.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{t('calendar.moveNone')}</p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-1 flex flex-wrap items-end gap-2">
          <div className="flex min-w-60 flex-1 flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-semibold text-ink">
              {t('calendar.moveTo', { id: order.orderId })}
            </label>
            <select
              id={selectId}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${selectId}-errore` : undefined}
              className="min-h-11 rounded-lg border border-line bg-white px-3 text-ink focus-visible:outline-3 focus-visible:outline-primary"
            >
              <option value="">{t('calendar.moveChoose')}</option>
              {targets.map((s) => (
                <option key={s.timeslotDayId} value={s.timeslotDayId}>
                  {t('calendar.moveOption', {
                    day: dayLabel(s.date),
                    begin: s.beginTime,
                    end: s.endTime,
                    free: s.capacity - s.booked,
                  })}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" size="sm" disabled={move.isPending || target === ''}>
            {t('calendar.move')}
          </Button>
          {error ? (
            <p id={`${selectId}-errore`} role="alert" className="w-full text-sm text-danger">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </li>
  );
}

function DayOrders({
  orders,
  reason,
  pending,
  onKeep,
  onMoved,
  onAllMoved,
  onCancel,
}: {
  orders: CalendarDayOrder[];
  reason: string;
  pending: boolean;
  onKeep: () => void;
  /** Told what was moved, in words the day's section keeps after the list is gone. */
  onMoved: (message: string) => void;
  onAllMoved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staff');
  const [moved, setMoved] = useState<number[]>([]);
  const left = orders.filter((o) => !moved.includes(o.orderId));
  return (
    <div className="mt-3 rounded-xl border border-warning bg-white p-4">
      <p role="alert" className="font-semibold text-ink">
        {t('calendar.dayOrders', { count: orders.length })}
      </p>
      <p className="mt-1 text-sm text-ink-muted">{t('calendar.keepHint')}</p>
      <ul aria-label={t('calendar.dayOrdersList')} className="my-2 space-y-2">
        {left.map((o) => (
          <MoveOrder
            key={o.orderId}
            order={o}
            reason={reason}
            onMoved={(message) => {
              onMoved(message);
              const now = [...moved, o.orderId];
              setMoved(now);
              if (orders.every((x) => now.includes(x.orderId))) onAllMoved();
            }}
          />
        ))}
      </ul>
      {left.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={pending} onClick={onKeep}>
            {t('calendar.keep')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t('calendar.cancel')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function DaySection({ day }: { day: CalendarDay }) {
  const { t } = useTranslation('staff');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const closeDay = useCloseDay();
  const reopen = useCalendarChange();
  const [closing, setClosing] = useState(false);
  const [said, setSaid] = useState('');
  const [reason, setReason] = useState('');
  const asked = closeDay.data && !closeDay.data.closed ? closeDay.data.orders : null;
  // The form that held the focus is gone: the day's heading takes it, so keyboard users stay here.
  const focusDay = () => headingRef.current?.focus();
  const finish = () => {
    setClosing(false);
    closeDay.reset();
    focusDay();
  };
  const headingId = `giorno-${day.date}`;
  const hasSlots = day.owners.length > 0;
  return (
    <section aria-labelledby={headingId} className="mb-6">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="mb-2 text-lg font-bold text-ink first-letter:uppercase focus-visible:outline-3 focus-visible:outline-primary"
      >
        {dayLabel(day.date)}
      </h2>
      {day.closedReason !== null ? (
        <div className="mb-2 rounded-xl border border-dashed border-line bg-white px-4 py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="flex items-center gap-2 font-semibold text-ink">
              <CalendarX aria-hidden className="size-5 text-primary" />
              {t('calendar.dayClosed', { reason: day.closedReason })}
            </p>
            {day.closedReason !== CALENDAR_MESSAGES.holiday ? (
              <Button
                size="sm"
                variant="outline-neutral"
                disabled={reopen.isPending}
                onClick={() =>
                  reopen.mutate({ kind: 'reopen-day', date: day.date }, { onSuccess: focusDay })
                }
              >
                {t('calendar.reopenDay')}
              </Button>
            ) : null}
          </div>
          {reopen.error ? (
            <p role="alert" className="mt-1 text-sm text-danger">
              {reopen.error.message}
            </p>
          ) : null}
        </div>
      ) : null}
      {!hasSlots && day.closedReason === null ? (
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-3 text-ink-muted">
          {t('calendar.noSlots')}
        </p>
      ) : null}
      {day.owners.map((owner) => {
        const ownerId = `${headingId}-${owner.key}`;
        return (
          <div key={owner.key} className="mb-3">
            <h3 id={ownerId} className="mb-1.5 text-sm font-bold text-ink-muted">
              {t(`calendar.kind.${owner.kind}`)} · {owner.name}
            </h3>
            <ul className="space-y-2" aria-labelledby={ownerId}>
              {owner.slots.map((slot) => (
                <SlotRow
                  key={`${slot.timeslotDayId}-${slot.capacity}-${slot.closedReason ?? ''}`}
                  slot={slot}
                  dayOpen={day.closedReason === null}
                  onChanged={focusDay}
                />
              ))}
            </ul>
          </div>
        );
      })}
      {hasSlots && day.closedReason === null ? (
        !closing ? (
          <Button variant="outline" size="sm" onClick={() => setClosing(true)}>
            <CalendarDays aria-hidden />
            {t('calendar.closeDay')}
          </Button>
        ) : asked ? (
          <DayOrders
            orders={asked}
            reason={reason}
            pending={closeDay.isPending}
            onCancel={finish}
            onKeep={() =>
              closeDay.mutate({ date: day.date, reason, keep: true }, { onSuccess: finish })
            }
            onMoved={setSaid}
            onAllMoved={() =>
              closeDay.mutate({ date: day.date, reason, keep: false }, { onSuccess: finish })
            }
          />
        ) : (
          <ReasonForm
            submitLabel={t('calendar.confirmCloseDay')}
            pending={closeDay.isPending}
            error={closeDay.error}
            onCancel={finish}
            onSubmit={(typed) => {
              setReason(typed);
              closeDay.mutate(
                { date: day.date, reason: typed, keep: false },
                { onSuccess: (answer) => (answer.closed ? finish() : undefined) },
              );
            }}
          />
        )
      ) : null}
      <p role="status" className="mt-2 text-sm font-semibold text-ink empty:hidden">
        {said}
      </p>
    </section>
  );
}

/** /admin/calendario: the manager's dated slots of the coming weeks, by day and by owner. */
export function CalendarRoute() {
  const { t } = useTranslation('staff');
  const calendar = useStaffCalendar();
  return (
    <StaffLayout title={t('calendar.title')}>
      {calendar.isPending ? (
        <div
          role="status"
          className="space-y-3"
          aria-busy="true"
          aria-label={t('calendar.loading')}
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-16 w-full rounded-xl" />
          ))}
        </div>
      ) : calendar.isError ? (
        <Alert variant="error" role="alert">
          <div>
            <p>{calendar.error.message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => calendar.refetch()}>
              {t('calendar.retry')}
            </Button>
          </div>
        </Alert>
      ) : (
        <>
          <p className="-mt-2 mb-4 text-ink-muted">{calendar.data.warehouseName}</p>
          {calendar.data.days.every((d) => d.owners.length === 0) ? (
            <p className="rounded-xl border border-dashed border-line bg-white px-4 py-3 text-ink-muted">
              {t('calendar.empty')}
            </p>
          ) : (
            calendar.data.days.map((day) => <DaySection key={day.date} day={day} />)
          )}
        </>
      )}
    </StaffLayout>
  );
}

import { HANDOVER_LABELS, staffMay, type StaffRole } from '@spesa/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft, History, ReceiptText, Replace, ShoppingBag, Undo2 } from 'lucide-react';
import type { PickLine, StaffNextStatus, StaffOrder } from '@spesa/domain';
import { ADMIN_PATH } from '../../../config/paths';
import { isApiError } from '../../../lib/api';
import { Alert, Button, Skeleton } from '../../../ui';
import { useStaffChange, useStaffMe, useStaffOrder, type StaffChange } from '../api/staff';
import { CaptureStatus } from '../components/capture-status';
import { CustomerContact } from '../components/customer-contact';
import { ManagerActions } from '../components/manager-actions';
import { HandoverConfirm, needsHandoverConfirmation } from '../components/handover-confirm';
import { StaffLayout } from '../components/staff-layout';
import { StatusPill } from '../components/status-pill';
import { SubstitutePicker } from '../components/substitute-picker';
import { WeighForm } from '../components/weigh-form';
import { euro, kg, stampLabel } from '../model';

export interface StaffOrderRouteProps {
  /** The department a sector id names (the app reads them from the catalogue). */
  sectorName: (sectorId: number) => string | undefined;
}

function Line({
  orderId,
  line,
  picking,
  busy,
  onChange,
}: {
  orderId: number;
  line: PickLine;
  picking: boolean;
  busy: boolean;
  onChange: (change: StaffChange) => Promise<unknown>;
}) {
  const { t } = useTranslation('staff');
  const [substituting, setSubstituting] = useState(false);
  // WCAG 2.4.3: the picker replaces «Sostituisci» and then goes: focus moves into it, and
  // back to the line once it closes, to «Sostituisci» or, after a substitution, to the
  // line's new state («Annulla sostituzione»), instead of falling to the page.
  const [focusNext, setFocusNext] = useState<'substitute' | 'undo' | null>(null);
  const substituteButton = useRef<HTMLButtonElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = focusNext === 'substitute' ? substituteButton.current : undoButton.current;
    if (!focusNext || !target || target.disabled) return;
    target.focus();
    setFocusNext(null);
    // Its button shows, and is enabled, once the change is answered.
  }, [focusNext, busy, line.substitutedBy]);
  // Every line has the same buttons: the product in their names tells them apart, after
  // the words they show, so that a voice command saying those words still finds them.
  const onThisLine = (action: string) => t('line.actionOn', { action, product: line.name });
  const isSubstitute = line.replacesOrderItemId !== null;
  return (
    <li
      className={`rounded-xl border bg-white p-3 ${isSubstitute ? 'ml-4 border-secondary' : 'border-line'}`}
    >
      <div className="flex gap-3">
        <img
          src={line.mediaURL}
          alt=""
          width={56}
          height={56}
          className="size-14 shrink-0 rounded-lg"
        />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-ink">
            {isSubstitute ? (
              <span className="text-secondary-dark">{t('line.substitute')} </span>
            ) : null}
            {line.name}
          </p>
          <p className="text-sm text-ink-muted">
            {line.brand} · {line.quantityDisplay}
            {line.variableWeight && line.weight
              ? ` · ${t('line.estimated', { weight: kg(line.weight) })}`
              : ''}
          </p>
          {line.notes ? (
            <p className="text-sm text-ink">{t('line.note', { note: line.notes })}</p>
          ) : null}
          {!isSubstitute ? (
            <p className="text-sm text-ink-muted">
              {t(
                line.acceptAlternatives ? 'line.alternativesAccepted' : 'line.alternativesRefused',
              )}
            </p>
          ) : null}
        </div>
        <div className="text-right text-sm">
          {line.missing ? (
            <span
              className={`font-bold ${line.substitutedBy ? 'text-secondary-dark' : 'text-danger'}`}
            >
              {t(line.substitutedBy ? 'line.substituted' : 'line.missing')}
            </span>
          ) : (
            <>
              <span className="block font-semibold text-ink tabular-nums">
                {euro(line.finalGrossTotal ?? line.grossTotal)}
              </span>
              {line.deliveredWeight !== null ? (
                <span className="block text-ink-muted">
                  {t('line.weighed', { weight: kg(line.deliveredWeight) })}
                </span>
              ) : null}
            </>
          )}
        </div>
      </div>
      {picking && !isSubstitute ? (
        <div className="mt-3 space-y-2 border-t border-line pt-3">
          {line.variableWeight && !line.missing ? (
            <WeighForm line={line} busy={busy} onChange={onChange} />
          ) : null}
          <div className="flex flex-wrap gap-2">
            {line.missing ? (
              <Button
                ref={line.substitutedBy ? undoButton : undefined}
                variant="outline-neutral"
                size="sm"
                disabled={busy}
                onClick={() => void onChange({ kind: 'found', orderItemId: line.orderItemId })}
                aria-label={onThisLine(
                  t(line.substitutedBy ? 'line.undoSubstitution' : 'line.found'),
                )}
              >
                <Undo2 aria-hidden />
                {t(line.substitutedBy ? 'line.undoSubstitution' : 'line.found')}
              </Button>
            ) : (
              <Button
                variant="outline-neutral"
                size="sm"
                disabled={busy}
                onClick={() => void onChange({ kind: 'missing', orderItemId: line.orderItemId })}
                aria-label={onThisLine(t('line.markMissing'))}
              >
                {t('line.markMissing')}
              </Button>
            )}
            {line.acceptAlternatives && !line.substitutedBy && !substituting ? (
              <Button
                ref={substituteButton}
                variant="outline-neutral"
                size="sm"
                disabled={busy}
                onClick={() => setSubstituting(true)}
                aria-label={onThisLine(t('line.substituteAction'))}
              >
                <Replace aria-hidden />
                {t('line.substituteAction')}
              </Button>
            ) : null}
          </div>
          {substituting ? (
            <SubstitutePicker
              orderId={orderId}
              line={line}
              busy={busy}
              onChange={onChange}
              onClose={(substituted) => {
                setSubstituting(false);
                setFocusNext(substituted ? 'undo' : 'substitute');
              }}
            />
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

function Money({
  order,
  role,
  busy,
  onChange,
}: {
  order: StaffOrder;
  role: StaffRole | null;
  busy: boolean;
  onChange: (change: StaffChange) => Promise<unknown>;
}) {
  const { t } = useTranslation('staff');
  const { money } = order;
  const rows: [string, string][] = [
    [t('money.goods'), euro(money.goods)],
    ...(money.discount > 0
      ? [[t('money.discount'), `−${euro(money.discount)}`] as [string, string]]
      : []),
    [t('money.bags'), euro(money.packages)],
    [t('money.delivery'), euro(money.deliveryFee)],
  ];
  return (
    <section aria-labelledby="importi" className="rounded-xl border border-line bg-white p-4">
      <h2 id="importi" className="mb-2 flex items-center gap-2 font-bold text-ink">
        <ReceiptText aria-hidden className="size-5" /> {t('money.title')}
      </h2>
      <dl className="text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between py-0.5">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between border-t border-line pt-2 text-base font-extrabold">
          <dt>{t(order.order.finalTotal === null ? 'money.currentTotal' : 'money.finalTotal')}</dt>
          <dd className="tabular-nums">{euro(money.total)}</dd>
        </div>
        {money.authorized > 0 ? (
          <div className="flex justify-between py-0.5">
            <dt className="text-ink-muted">{t('money.authorized')}</dt>
            <dd className="tabular-nums">{euro(money.authorized)}</dd>
          </div>
        ) : null}
        {money.captured > 0 ? (
          <div className="flex justify-between py-0.5">
            <dt className="text-ink-muted">{t('money.captured')}</dt>
            <dd className="tabular-nums">{euro(money.captured)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-2 text-sm text-ink-muted">{t(`payment.${order.order.paymentState}`)}</p>
      {order.bags.length > 0 ? (
        <p className="mt-2 text-sm text-ink">
          {order.bags.map((b) => `${b.quantity} × ${b.descr}`).join(', ')}
        </p>
      ) : null}
      {order.picking && order.bags.length > 0 ? (
        <Button
          variant="outline-neutral"
          size="sm"
          className="mt-2"
          disabled={busy}
          onClick={() => void onChange({ kind: 'bag' })}
        >
          <ShoppingBag aria-hidden />
          {t('money.addBag')}
        </Button>
      ) : null}
      <CaptureStatus
        order={order}
        mayRetry={role !== null && staffMay(role, 'capture')}
        busy={busy}
        onRetry={() => void onChange({ kind: 'capture' })}
      />
      {money.waived > 0 ? (
        <Alert variant="warning" className="mt-3">
          <p>
            {t('money.waived', {
              waived: euro(money.waived),
              authorized: euro(money.authorized),
            })}
          </p>
        </Alert>
      ) : null}
    </section>
  );
}

function Details({
  order,
  role,
  sectorName,
  onChange,
  busy,
}: {
  order: StaffOrder;
  /** The signed-in staff member's; null until known, when only what every role may do shows. */
  role: StaffRole | null;
  sectorName: StaffOrderRouteProps['sectorName'];
  onChange: (change: StaffChange) => Promise<unknown>;
  busy: boolean;
}) {
  const { t } = useTranslation('staff');
  const { order: summary } = order;
  const sectors = [...new Set(order.lines.map((l) => l.sectorId))];
  const [confirming, setConfirming] = useState<StaffNextStatus | null>(null);
  // The buttons of the next statuses are replaced by those of the one reached: focus goes
  // to the status the order now has instead of falling to the page with the button pressed.
  const status = useRef<HTMLDivElement>(null);
  const moveTo = (next: StaffNextStatus) =>
    void onChange({ kind: 'status', statusId: next.orderStatusId }).then(() =>
      status.current?.focus(),
    );
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <div className="space-y-4">
        <section
          aria-label={t('order.summary')}
          className="rounded-xl border border-line bg-white p-4"
        >
          <div ref={status} tabIndex={-1} className="flex flex-wrap items-center gap-2">
            <StatusPill statusId={summary.orderStatusId} label={summary.orderStatusDescr} />
            <span className="text-sm text-ink-muted">
              {HANDOVER_LABELS[summary.handover]} · {summary.beginTime}–{summary.endTime}
            </span>
          </div>
          <p className="mt-2 font-semibold text-ink">{summary.customerName}</p>
          <p className="text-sm text-ink-muted">{summary.deliveryAddressDescr}</p>
          {order.note ? (
            <p className="mt-1 text-sm">{t('order.customerNote', { note: order.note })}</p>
          ) : null}
          {order.next.length > 0 ? (
            <div className="mt-3 flex flex-wrap gap-2">
              {order.next.map((n) => (
                <Button
                  key={n.orderStatusId}
                  disabled={busy}
                  variant={n.orderStatusId === 12 || n.orderStatusId === 9 ? 'outline' : 'primary'}
                  onClick={() =>
                    needsHandoverConfirmation(order, n.orderStatusId) ? setConfirming(n) : moveTo(n)
                  }
                >
                  {n.label}
                </Button>
              ))}
            </div>
          ) : null}
          <HandoverConfirm
            order={order}
            next={confirming}
            busy={busy}
            onCancel={() => setConfirming(null)}
            onConfirm={() => {
              if (confirming) moveTo(confirming);
              setConfirming(null);
            }}
          />
        </section>
        <section aria-labelledby="lista">
          <h2 id="lista" className="mb-2 text-lg font-bold text-ink">
            {t('order.pickList')}
          </h2>
          {!order.picking && summary.orderStatusId === 3 ? (
            <p className="mb-2 text-sm text-ink-muted">{t('order.takeInCharge')}</p>
          ) : null}
          {sectors.map((sectorId) => (
            <div key={sectorId ?? 'altro'} className="mb-3">
              <h3 className="mb-1.5 text-sm font-bold tracking-wide text-ink-muted uppercase">
                {(sectorId !== null && sectorName(sectorId)) || t('order.otherSector')}
              </h3>
              <ul className="space-y-2">
                {order.lines
                  .filter((l) => l.sectorId === sectorId)
                  .map((line) => (
                    <Line
                      key={line.orderItemId}
                      orderId={summary.orderId}
                      line={line}
                      picking={order.picking}
                      busy={busy}
                      onChange={onChange}
                    />
                  ))}
              </ul>
            </div>
          ))}
        </section>
      </div>
      <div className="space-y-4">
        <CustomerContact order={order} />
        <Money order={order} role={role} busy={busy} onChange={onChange} />
        <ManagerActions
          order={order}
          mayRefund={role !== null && staffMay(role, 'refund')}
          mayReopen={role !== null && staffMay(role, 'reopen')}
          busy={busy}
          onRefund={() => void onChange({ kind: 'refund' })}
          onReopen={() => void onChange({ kind: 'reopen' })}
        />
        <section aria-labelledby="storia" className="rounded-xl border border-line bg-white p-4">
          <h2 id="storia" className="mb-2 flex items-center gap-2 font-bold text-ink">
            <History aria-hidden className="size-5" /> {t('order.history')}
          </h2>
          <ol className="space-y-1 text-sm">
            {order.history.map((h, i) => (
              <li key={i}>
                <span className="font-semibold">{h.orderStatusDescr}</span>{' '}
                <span className="text-ink-muted">
                  {stampLabel(h.at)}
                  {h.actor ? ` · ${h.actor}` : ''}
                </span>
                {h.note ? <span className="block text-ink">{h.note}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}

/** /admin/ordini/:orderId: take in charge, pick by sector, weigh, substitute, hand over. */
export function StaffOrderRoute({ sectorName }: StaffOrderRouteProps) {
  const { t } = useTranslation('staff');
  const orderId = Number(useParams().orderId);
  const order = useStaffOrder(orderId);
  const me = useStaffMe();
  const change = useStaffChange(orderId);
  const [lastError, setLastError] = useState<string | null>(null);
  const onChange = async (next: StaffChange) => {
    setLastError(null);
    try {
      return await change.mutateAsync(next);
    } catch (error) {
      // A weight's own form shows its message beside the field.
      if (next.kind !== 'weigh')
        setLastError(isApiError(error) ? error.message : t('order.changeFailed'));
      throw error;
    }
  };
  const safeChange = (next: StaffChange) => onChange(next).catch(() => undefined);
  return (
    <StaffLayout title={t('order.title', { id: Number.isFinite(orderId) ? orderId : '' })}>
      <Link
        to={ADMIN_PATH}
        className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-primary"
      >
        <ArrowLeft aria-hidden className="size-4" /> {t('order.back')}
      </Link>
      {lastError ? (
        <Alert variant="error" role="alert" className="mb-4">
          {lastError}
        </Alert>
      ) : null}
      {order.isPending ? (
        <div role="status" className="space-y-3" aria-busy="true" aria-label={t('order.loading')}>
          <Skeleton className="h-28 w-full rounded-xl" />
          <Skeleton className="h-20 w-full rounded-xl" />
        </div>
      ) : order.isError ? (
        <Alert variant="error" role="alert">
          {isApiError(order.error) && order.error.status === 404
            ? t('order.notFound')
            : order.error.message}
        </Alert>
      ) : (
        <Details
          order={order.data}
          role={me.data?.role ?? null}
          sectorName={sectorName}
          busy={change.isPending}
          onChange={(next) => (next.kind === 'weigh' ? onChange(next) : safeChange(next))}
        />
      )}
    </StaffLayout>
  );
}

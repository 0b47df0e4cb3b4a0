import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Search, X } from 'lucide-react';
import {
  OFFER_STATES,
  checkOfferForm,
  italianDay,
  offerGroupOf,
  offerOverlap,
  shopDayOf,
  type HeldOffer,
  type OfferState,
  type StaffOffer,
  type StaffOfferField,
} from '@spesa/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api';
import { Alert, Button, FieldError, Skeleton, TextField } from '../../../ui';
import { useStaffMe } from '../api/staff';
import {
  useEndOffer,
  useOffers,
  useProductSearch,
  useSaveOffer,
  type FoundProduct,
} from '../api/offers';
import { ManagerOnly } from '../components/manager-only';
import { LoadFailed } from '../components/load-failed';
import { StaffLayout } from '../components/staff-layout';

type OfferType = StaffOffer['type'];
const OFFER_TYPES: readonly OfferType[] = ['multibuy', 'percent', 'special_price'];

/** What the form holds, as typed: a refusal leaves it as it is. */
interface Draft {
  offerId: string | null;
  type: OfferType;
  value: string;
  start: string;
  end: string;
  warehouse: string;
  products: FoundProduct[];
}

const emptyDraft = (): Draft => {
  const today = shopDayOf(new Date());
  return {
    offerId: null,
    type: 'multibuy',
    value: '',
    start: today,
    end: today,
    warehouse: '',
    products: [],
  };
};

const draftOf = (offer: StaffOffer): Draft => ({
  offerId: offer.offerId,
  type: offer.type,
  value: offer.value,
  start: offer.start,
  end: offer.end,
  warehouse: offer.warehouse === null ? '' : String(offer.warehouse),
  products: offer.products.map((p) => ({ productId: p.productId, name: p.name })),
});

type Refusal = { field: StaffOfferField | null; text: string };

const selectClass = 'min-h-11 rounded-lg border border-line bg-white px-3 text-ink';

/** The offers already held, as the overlap rule reads them: the form's fast message. */
const heldOf = (offers: readonly StaffOffer[]): HeldOffer[] =>
  offers.flatMap((o) =>
    o.products.map((p) => ({
      offerId: offerGroupOf(o.offerId),
      productId: p.productId,
      productName: p.name,
      warehouse: o.warehouse ?? ('*' as const),
      start: o.start,
      end: o.end,
    })),
  );

function ProductPicker({
  chosen,
  error,
  onChange,
}: {
  chosen: FoundProduct[];
  error: string | undefined;
  onChange: (products: FoundProduct[]) => void;
}) {
  const { t } = useTranslation('staff');
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const found = useProductSearch(q);
  const search = () => setQ(typed);
  const isChosen = (p: FoundProduct) => chosen.some((c) => c.productId === p.productId);
  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-ink">{t('offers.form.products')}</legend>
      <div>
        <h3 className="mb-1 text-sm text-ink-muted">{t('offers.form.chosen')}</h3>
        {chosen.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('offers.form.noneChosen')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {chosen.map((p) => (
              <li
                key={p.productId}
                className="flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm text-ink"
              >
                {p.name}
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={t('offers.form.removeNamed', { name: p.name })}
                  onClick={() => onChange(chosen.filter((c) => c.productId !== p.productId))}
                >
                  <X aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FieldError id={`${id}-error`}>{error}</FieldError>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <TextField
          className="min-w-0 flex-1"
          label={t('offers.form.search')}
          hint={t('offers.form.searchHint')}
          type="search"
          name="q"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches here: it must not send the offer's form.
            if (event.key === 'Enter') {
              event.preventDefault();
              search();
            }
          }}
        />
        <Button type="button" variant="outline-neutral" onClick={search}>
          <Search aria-hidden />
          {t('offers.form.search')}
        </Button>
      </div>
      {q.trim().length >= 2 ? (
        found.isPending ? (
          <p role="status" className="text-sm text-ink-muted">
            {t('offers.form.searching')}
          </p>
        ) : found.isError ? (
          <Alert variant="error" role="alert">
            {found.error.message}
          </Alert>
        ) : found.data.length === 0 ? (
          <p role="status" className="text-sm text-ink-muted">
            {t('offers.form.noneFound')}
          </p>
        ) : (
          <ul
            aria-label={t('offers.form.found')}
            className="divide-y divide-line rounded-lg border border-line"
          >
            {found.data.map((p) => (
              <li key={p.productId} className="flex items-center justify-between gap-2 px-3 py-1.5">
                <span className="text-sm text-ink">{p.name}</span>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={isChosen(p)}
                  aria-label={t('offers.form.addNamed', { name: p.name })}
                  onClick={() => onChange([...chosen, p])}
                >
                  <Plus aria-hidden />
                  {t('offers.form.add')}
                </Button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </fieldset>
  );
}

function OfferForm({
  initial,
  held,
  warehouses,
  onDone,
}: {
  initial: Draft;
  held: HeldOffer[];
  warehouses: { warehouseId: number; name: string }[];
  onDone: (offer: StaffOffer) => void;
}) {
  const { t } = useTranslation('staff');
  const save = useSaveOffer();
  const [draft, setDraft] = useState(initial);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const on = (field: StaffOfferField) => (refusal?.field === field ? refusal.text : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      type: draft.type,
      value: draft.value,
      start: draft.start,
      end: draft.end,
      warehouse: draft.warehouse === '' ? null : Number(draft.warehouse),
      productIds: draft.products.map((p) => p.productId),
    };
    const check = checkOfferForm(body, {
      warehouses: warehouses.map((w) => w.warehouseId),
      today: shopDayOf(new Date()),
      ...(initial.offerId ? { keptStart: initial.start } : {}),
    });
    if (!check.ok) {
      setRefusal({ field: check.field, text: check.message });
      return;
    }
    const overlap = offerOverlap(check.offer, held, initial.offerId ?? undefined);
    if (overlap) {
      setRefusal({ field: 'start', text: overlap.message });
      return;
    }
    setRefusal(null);
    save.mutate(
      { offerId: initial.offerId, body },
      {
        onSuccess: onDone,
        // What was typed stays, the server's reason on the field it names.
        onError: (failure) => {
          const field =
            isApiError(failure) &&
            (['type', 'value', 'start', 'end', 'warehouse', 'productIds'] as const).find(
              (f) => f === failure.field,
            );
          setRefusal({ field: field || null, text: failure.message });
        },
      },
    );
  };

  const title = initial.offerId
    ? t('offers.form.editing', { code: initial.offerId })
    : t('offers.form.create');
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="offerta-form"
      className="space-y-4 rounded-xl border-2 border-primary bg-white p-4"
    >
      <h2 id="offerta-form" className="font-bold text-ink">
        {title}
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="offerta-tipo" className="text-sm font-semibold text-ink">
            {t('offers.form.type')}
          </label>
          <select
            id="offerta-tipo"
            name="type"
            value={draft.type}
            aria-invalid={on('type') ? true : undefined}
            aria-describedby={on('type') ? 'offerta-tipo-error' : undefined}
            onChange={(event) => set('type', event.target.value as OfferType)}
            className={selectClass}
          >
            {OFFER_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`offers.types.${type}`)}
              </option>
            ))}
          </select>
          <FieldError id="offerta-tipo-error">{on('type')}</FieldError>
        </div>
        <TextField
          label={t('offers.form.value')}
          hint={t(`offers.form.valueHints.${draft.type}`)}
          requiredMark
          name="value"
          autoComplete="off"
          value={draft.value}
          maxLength={40}
          error={on('value')}
          onChange={(event) => set('value', event.target.value)}
        />
        <TextField
          label={t('offers.form.start')}
          requiredMark
          type="date"
          name="start"
          value={draft.start}
          error={on('start')}
          onChange={(event) => set('start', event.target.value)}
        />
        <TextField
          label={t('offers.form.end')}
          requiredMark
          type="date"
          name="end"
          value={draft.end}
          error={on('end')}
          onChange={(event) => set('end', event.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="offerta-magazzino" className="text-sm font-semibold text-ink">
            {t('offers.form.warehouse')}
          </label>
          <select
            id="offerta-magazzino"
            name="warehouse"
            value={draft.warehouse}
            aria-invalid={on('warehouse') ? true : undefined}
            aria-describedby={on('warehouse') ? 'offerta-magazzino-error' : undefined}
            onChange={(event) => set('warehouse', event.target.value)}
            className={selectClass}
          >
            <option value="">{t('offers.everyWarehouse')}</option>
            {warehouses.map((w) => (
              <option key={w.warehouseId} value={String(w.warehouseId)}>
                {`${w.warehouseId} · ${w.name}`}
              </option>
            ))}
          </select>
          <FieldError id="offerta-magazzino-error">{on('warehouse')}</FieldError>
        </div>
      </div>
      <ProductPicker
        chosen={draft.products}
        error={on('productIds')}
        onChange={(products) => set('products', products)}
      />
      {refusal && refusal.field === null ? (
        <Alert variant="error" role="alert">
          {refusal.text}
        </Alert>
      ) : null}
      {refusal ? (
        <p role="alert" className="sr-only">
          {refusal.text}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {initial.offerId ? t('offers.form.save') : t('offers.form.createSubmit')}
        </Button>
      </div>
    </form>
  );
}

function OfferCard({
  offer,
  onEdit,
  onEnd,
}: {
  offer: StaffOffer;
  onEdit: () => void;
  onEnd: () => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <li className="space-y-2 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-bold text-ink">
          <span className="mr-2 rounded-md bg-primary-soft px-2 py-0.5 text-primary-dark">
            {t(`offers.terms.${offer.type}`, { value: offer.value })}
          </span>
          {t(`offers.types.${offer.type}`)}
        </h3>
        <p className="text-sm text-ink-muted">{t('offers.code', { code: offer.offerId })}</p>
      </div>
      <p className="text-sm text-ink">
        {t('offers.days', { start: italianDay(offer.start), end: italianDay(offer.end) })}
        {' · '}
        {offer.warehouse === null
          ? t('offers.everyWarehouse')
          : t('offers.warehouseNamed', { id: offer.warehouse })}
        {' · '}
        {t(`offers.states.${offer.state}`)}
      </p>
      <p className="text-sm text-ink">
        <span className="font-semibold">{t('offers.products')}: </span>
        {offer.products.map((p) => p.name).join(', ')}
      </p>
      {offer.state === 'ended' ? null : (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="outline-neutral"
            aria-label={t('offers.editNamed', { code: offer.offerId })}
            onClick={onEdit}
          >
            {t('offers.edit')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-label={t('offers.endNamed', { code: offer.offerId })}
            onClick={onEnd}
          >
            {t('offers.end')}
          </Button>
        </div>
      )}
    </li>
  );
}

function OffersConsole() {
  const { t } = useTranslation('staff');
  const me = useStaffMe();
  const manager = me.data?.role === 'manager';
  const [state, setState] = useState<OfferState>('current');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Draft | null>(null);
  const [ending, setEnding] = useState<StaffOffer | null>(null);
  const [notice, setNotice] = useState('');
  const offers = useOffers(state, page, manager);
  // The running and coming offers, for the form's fast overlap message.
  const current = useOffers('current', 1, manager && editing !== null);
  const future = useOffers('future', 1, manager && editing !== null);
  const end = useEndOffer();
  const warehouses = offers.data?.warehouses ?? [];
  const held = heldOf([...(current.data?.offers ?? []), ...(future.data?.offers ?? [])]);

  const list = () => {
    if (offers.isPending)
      return (
        <div role="status" aria-busy="true" aria-label={t('offers.loading')} className="space-y-2">
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
      );
    if (offers.isError)
      return <LoadFailed message={offers.error.message} onRetry={() => void offers.refetch()} />;
    const { total, pageSize } = offers.data;
    const pages = Math.max(1, Math.ceil(total / pageSize));
    if (offers.data.offers.length === 0)
      return (
        <p className="rounded-xl border border-dashed border-line bg-white px-4 py-3 text-ink-muted">
          {t(`offers.empty.${state}`)}
        </p>
      );
    return (
      <>
        <ul className="space-y-3">
          {offers.data.offers.map((offer) => (
            <OfferCard
              key={offer.offerId}
              offer={offer}
              onEdit={() => {
                setNotice('');
                setEditing(draftOf(offer));
              }}
              onEnd={() => setEnding(offer)}
            />
          ))}
        </ul>
        {pages > 1 ? (
          <nav aria-label={t('offers.pages')} className="flex items-center justify-between gap-3">
            <Button
              size="sm"
              variant="outline-neutral"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('offers.previous')}
            </Button>
            <p className="text-sm text-ink-muted">{t('offers.page', { page, pages })}</p>
            <Button
              size="sm"
              variant="outline-neutral"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t('offers.next')}
            </Button>
          </nav>
        ) : null}
      </>
    );
  };

  return (
    <div className="space-y-5">
      <p className="text-ink-muted">{t('offers.intro')}</p>
      <p role="status" className="font-semibold text-primary-dark empty:hidden">
        {notice}
      </p>
      {editing ? (
        <div className="space-y-2">
          <OfferForm
            key={editing.offerId ?? 'new'}
            initial={editing}
            held={held}
            warehouses={warehouses}
            onDone={(saved) => {
              setEditing(null);
              setNotice(t('offers.saved', { code: saved.offerId }));
            }}
          />
          <Button variant="outline-neutral" size="sm" onClick={() => setEditing(null)}>
            {t('offers.cancel')}
          </Button>
        </div>
      ) : (
        <Button
          onClick={() => {
            setNotice('');
            setEditing(emptyDraft());
          }}
        >
          <Plus aria-hidden />
          {t('offers.new')}
        </Button>
      )}
      <section aria-labelledby="offerte-elenco" className="space-y-3">
        <h2 id="offerte-elenco" className="font-bold text-ink">
          {t('offers.list')}
        </h2>
        <div role="group" aria-label={t('offers.filters')} className="flex flex-wrap gap-2">
          {OFFER_STATES.map((s) => (
            <Button
              key={s}
              size="sm"
              variant={s === state ? 'primary' : 'outline-neutral'}
              aria-pressed={s === state}
              onClick={() => {
                setState(s);
                setPage(1);
              }}
            >
              {t(`offers.states.${s}`)}
            </Button>
          ))}
        </div>
        {list()}
      </section>
      <ConfirmDialog
        open={ending !== null}
        title={t('offers.endTitle')}
        message={t('offers.endMessage', { code: ending?.offerId ?? '' })}
        confirmLabel={t('offers.end')}
        cancelLabel={t('offers.cancel')}
        pending={end.isPending}
        error={end.error?.message ?? null}
        onCancel={() => {
          setEnding(null);
          end.reset();
        }}
        onConfirm={() =>
          end.mutate(ending?.offerId ?? '', {
            onSuccess: (answer) => {
              const code = ending?.offerId ?? '';
              setEnding(null);
              setNotice(t(answer.withdrawn ? 'offers.withdrawn' : 'offers.ended', { code }));
            },
          })
        }
      />
    </div>
  );
}

/** /admin/offerte: the offers, made, changed and ended by hand (manager only). */
export function OffersRoute() {
  const { t } = useTranslation('staff');
  return (
    <StaffLayout title={t('offers.title')}>
      <ManagerOnly action="catalogue">
        <OffersConsole />
      </ManagerOnly>
    </StaffLayout>
  );
}

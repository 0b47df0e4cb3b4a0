import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RotateCcw, Save } from 'lucide-react';
import {
  FEED_TAGS,
  VAT_RATES,
  parseCents,
  productFormOf,
  type Product,
  type StaffProduct,
  type StaffProductSave,
} from '@spesa/domain';
import { ProductCard } from '../../../components/product/product-card';
import { ADMIN_PRODUCTS_PATH } from '../../../config/paths';
import { isApiError } from '../../../lib/api';
import { Alert, Button, Skeleton, TextField, Textarea } from '../../../ui';
import { useStaffMe } from '../api/staff';
import { useSaveProduct, useStaffProduct } from '../api/products';
import { LoadFailed } from '../components/load-failed';
import { ProductChanges } from '../components/product-changes';
import { ManagerOnly } from '../components/manager-only';
import { StaffLayout } from '../components/staff-layout';

/** The tags a product may carry, once each (the feeds' words name them too). */
const TAGS = [...new Set(Object.values(FEED_TAGS))];

/**
 * The shopper's own card with what is being typed: name, short description
 * and the prices of the card's warehouse, as far as they read as prices.
 */
function previewOf(preview: Product, form: StaffProductSave): Product {
  const shelf = form.shelves.find((s) => s.warehouseId === preview.deliveryWarehouse.warehouseId);
  const price = shelf ? parseCents(shelf.price) : null;
  const list = shelf ? parseCents(shelf.listPrice) : null;
  const typedPrice = price !== null && price > 0 ? price / 100 : preview.priceDisplay;
  const typedList = shelf?.listPrice.trim() === '' ? null : list !== null ? list / 100 : null;
  return {
    ...preview,
    name: form.name,
    shortDescr: form.shortDescription,
    description: form.description,
    priceDisplay: typedPrice,
    priceStandardDisplay:
      typedList !== null && typedList > typedPrice
        ? typedList
        : preview.warehousePromo?.promoType === 'special_price'
          ? null
          : preview.priceStandardDisplay,
    features: form.tags,
  };
}

/** The server's words for a field, when it named that one. */
const fieldError = (error: unknown, field: string): string | undefined =>
  isApiError(error) && error.field === field ? error.message : undefined;

const selectClass = 'min-h-11 rounded-lg border border-line-strong bg-white px-3 text-ink';

function ProductForm({ product, onReload }: { product: StaffProduct; onReload: () => void }) {
  const { t } = useTranslation('staff');
  const save = useSaveProduct();
  const [form, setForm] = useState(() => productFormOf(product));
  const [saved, setSaved] = useState(false);
  const stale = isApiError(save.error) && save.error.code === 'product.changed';
  const notice = useRef<HTMLDivElement>(null);
  // A refusal that names no field, or the product changed meanwhile: said above the button, and focused.
  useEffect(() => {
    if (save.error) notice.current?.focus();
  }, [save.error]);

  const edit = (changes: Partial<StaffProductSave>) => {
    setSaved(false);
    setForm((current) => ({ ...current, ...changes }));
  };
  const editShelf = (warehouseId: number, key: 'price' | 'listPrice' | 'stock', value: string) =>
    edit({
      shelves: form.shelves.map((s) =>
        s.warehouseId === warehouseId ? { ...s, [key]: value } : s,
      ),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate(form, {
      onSuccess: (next) => {
        setForm(productFormOf(next));
        setSaved(true);
      },
    });
  };
  const namedField = isApiError(save.error) && save.error.field && save.error.field !== 'version';
  const preview = product.preview ? previewOf(product.preview, form) : null;

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_15rem] lg:grid-cols-[minmax(0,1fr)_18rem]">
      <form
        onSubmit={submit}
        noValidate
        aria-labelledby="prodotto-dati"
        className="space-y-4 rounded-xl border border-line bg-white p-4"
      >
        <h2 id="prodotto-dati" className="sr-only">
          {t('product.form')}
        </h2>
        <p className="text-sm text-ink-muted">
          {product.brand} · {product.sku} · {t('product.version', { version: product.version })}
        </p>
        <TextField
          label={t('product.name')}
          requiredMark
          name="name"
          value={form.name}
          error={fieldError(save.error, 'name')}
          onChange={(event) => edit({ name: event.target.value })}
        />
        <div className="grid gap-4 lg:grid-cols-2">
          <TextField
            label={t('product.ean')}
            hint={t('product.eanHint')}
            name="ean"
            inputMode="numeric"
            value={form.ean}
            error={fieldError(save.error, 'ean')}
            onChange={(event) => edit({ ean: event.target.value })}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="prodotto-iva" className="text-sm font-semibold text-ink">
              {t('product.vatRate')}
            </label>
            <select
              id="prodotto-iva"
              className={selectClass}
              value={form.vatRate}
              aria-invalid={fieldError(save.error, 'vatRate') ? true : undefined}
              aria-describedby={
                fieldError(save.error, 'vatRate') ? 'prodotto-iva-errore' : undefined
              }
              onChange={(event) => edit({ vatRate: event.target.value })}
            >
              {VAT_RATES.map((rate) => (
                <option key={rate} value={String(rate)}>
                  {t('product.vat', { rate })}
                </option>
              ))}
            </select>
            {fieldError(save.error, 'vatRate') ? (
              <p id="prodotto-iva-errore" className="text-sm text-danger">
                {fieldError(save.error, 'vatRate')}
              </p>
            ) : null}
          </div>
        </div>
        <TextField
          label={t('product.shortDescription')}
          name="shortDescription"
          value={form.shortDescription}
          error={fieldError(save.error, 'shortDescription')}
          onChange={(event) => edit({ shortDescription: event.target.value })}
        />
        <TextField
          label={t('product.description')}
          name="description"
          value={form.description}
          error={fieldError(save.error, 'description')}
          control={(props) => (
            <Textarea
              {...(props as object)}
              rows={4}
              name="description"
              value={form.description}
              onChange={(event) => edit({ description: event.target.value })}
            />
          )}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="prodotto-categoria" className="text-sm font-semibold text-ink">
            {t('product.category')}
          </label>
          <select
            id="prodotto-categoria"
            className={selectClass}
            value={form.categoryId}
            aria-invalid={fieldError(save.error, 'categoryId') ? true : undefined}
            aria-describedby={
              fieldError(save.error, 'categoryId') ? 'prodotto-categoria-errore' : undefined
            }
            onChange={(event) => edit({ categoryId: Number(event.target.value) })}
          >
            {product.categories.map((c) => (
              <option key={c.categoryId} value={c.categoryId}>
                {c.path}
              </option>
            ))}
          </select>
          {fieldError(save.error, 'categoryId') ? (
            <p id="prodotto-categoria-errore" className="text-sm text-danger">
              {fieldError(save.error, 'categoryId')}
            </p>
          ) : null}
        </div>
        <fieldset
          className="space-y-2"
          aria-describedby={fieldError(save.error, 'tags') ? 'prodotto-tag-errore' : undefined}
        >
          <legend className="text-sm font-semibold text-ink">{t('product.tags')}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {TAGS.map((tag) => (
              <label key={tag} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-5 accent-primary"
                  checked={form.tags.includes(tag)}
                  onChange={(event) =>
                    edit({
                      tags: event.target.checked
                        ? [...form.tags, tag]
                        : form.tags.filter((x) => x !== tag),
                    })
                  }
                />
                {t(`product.tagNames.${tag}`, { defaultValue: tag })}
              </label>
            ))}
          </div>
          {fieldError(save.error, 'tags') ? (
            <p id="prodotto-tag-errore" className="text-sm text-danger">
              {fieldError(save.error, 'tags')}
            </p>
          ) : null}
        </fieldset>
        <fieldset className="space-y-1">
          <legend className="text-sm font-semibold text-ink">{t('product.status')}</legend>
          <div className="flex flex-wrap gap-x-5">
            {[true, false].map((active) => (
              <label key={String(active)} className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="active"
                  className="size-5 accent-primary"
                  checked={form.active === active}
                  onChange={() => edit({ active })}
                />
                {t(active ? 'product.onSale' : 'product.offSale')}
              </label>
            ))}
          </div>
        </fieldset>
        <section aria-labelledby="prodotto-magazzini" className="space-y-3">
          <h3 id="prodotto-magazzini" className="font-bold text-ink">
            {t('product.shelves')}
          </h3>
          <p className="text-sm text-ink-muted">{t('product.listPriceHint')}</p>
          {product.shelves.map((shelf) => {
            const typed = form.shelves.find((s) => s.warehouseId === shelf.warehouseId)!;
            const field = (key: string) =>
              fieldError(save.error, `shelves.${shelf.warehouseId}.${key}`);
            return (
              <fieldset
                key={shelf.warehouseId}
                className="grid gap-3 rounded-lg border border-line p-3 sm:grid-cols-3"
              >
                <legend className="px-1 text-sm font-semibold text-ink">
                  {shelf.warehouseName}
                </legend>
                <TextField
                  label={t('product.price')}
                  name={`price-${shelf.warehouseId}`}
                  inputMode="decimal"
                  disabled={!form.active}
                  value={typed.price}
                  error={field('price')}
                  onChange={(event) => editShelf(shelf.warehouseId, 'price', event.target.value)}
                />
                <TextField
                  label={t('product.listPrice')}
                  name={`list-price-${shelf.warehouseId}`}
                  inputMode="decimal"
                  disabled={!form.active}
                  value={typed.listPrice}
                  error={field('listPrice')}
                  onChange={(event) =>
                    editShelf(shelf.warehouseId, 'listPrice', event.target.value)
                  }
                />
                <TextField
                  label={t('product.stock')}
                  name={`stock-${shelf.warehouseId}`}
                  inputMode="decimal"
                  disabled={!form.active}
                  value={typed.stock}
                  error={field('stock')}
                  onChange={(event) => editShelf(shelf.warehouseId, 'stock', event.target.value)}
                />
                {shelf.offer ? (
                  <p className="text-xs text-ink-muted sm:col-span-3">
                    {t('product.offerRunning')}
                  </p>
                ) : null}
              </fieldset>
            );
          })}
        </section>
        <div ref={notice} tabIndex={-1} className="outline-none">
          {stale ? (
            <Alert variant="warning" role="alert">
              <div>
                <p>{save.error?.message}</p>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="mt-2"
                  onClick={() => {
                    save.reset();
                    onReload();
                  }}
                >
                  <RotateCcw aria-hidden />
                  {t('product.reload')}
                </Button>
              </div>
            </Alert>
          ) : save.error && !namedField ? (
            <Alert variant="error" role="alert">
              {save.error.message}
            </Alert>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            <Save aria-hidden />
            {save.isPending ? t('product.saving') : t('product.save')}
          </Button>
          <p role="status" className="text-sm font-semibold text-primary-dark">
            {saved ? t('product.saved') : ''}
          </p>
        </div>
      </form>
      <aside
        aria-labelledby="prodotto-anteprima"
        className="space-y-2 self-start md:sticky md:top-4"
      >
        <h2 id="prodotto-anteprima" className="font-bold text-ink">
          {t('product.preview')}
        </h2>
        <p className="text-xs text-ink-muted">{t('product.previewHint')}</p>
        {preview && form.active ? (
          <ProductCard product={preview} eager />
        ) : (
          <p className="rounded-xl border border-dashed border-line bg-white px-4 py-3 text-sm text-ink-muted">
            {t('product.previewOffSale')}
          </p>
        )}
      </aside>
    </div>
  );
}

function ProductPage({ productId }: { productId: number }) {
  const { t } = useTranslation('staff');
  const product = useStaffProduct(productId, true);
  // A reload starts the form again from what the product now is.
  const [reading, setReading] = useState(0);
  if (product.isPending)
    return (
      <div role="status" aria-busy="true" aria-label={t('product.loading')} className="space-y-3">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    );
  if (product.isError)
    return <LoadFailed message={product.error.message} onRetry={() => void product.refetch()} />;
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-ink">{product.data.name}</h2>
      <ProductForm
        key={reading}
        product={product.data}
        onReload={() => void product.refetch().then(() => setReading((n) => n + 1))}
      />
      <ProductChanges productId={productId} />
    </div>
  );
}

/** /admin/prodotti/:productId: a product's page, its card's preview beside it (manager only). */
export function ProductRoute() {
  const { t } = useTranslation('staff');
  const { productId } = useParams();
  useStaffMe();
  const id = Number(productId);
  return (
    <StaffLayout title={t('products.title')}>
      <p className="-mt-2 mb-4">
        <Link
          to={ADMIN_PRODUCTS_PATH}
          className="text-sm font-semibold text-primary-dark underline"
        >
          {t('product.back')}
        </Link>
      </p>
      <ManagerOnly action="catalogue">
        {Number.isInteger(id) && id > 0 ? (
          <ProductPage productId={id} />
        ) : (
          <Alert variant="error" role="alert">
            {t('product.notFound')}
          </Alert>
        )}
      </ManagerOnly>
    </StaffLayout>
  );
}

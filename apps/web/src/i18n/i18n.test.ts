import { describe, expect, it } from 'vitest';
import base from './it.json';
import checkout from './it/checkout.json';
import deliveryDialogs from './it/deliveryDialogs.json';
import { applyBrandTexts, createAppI18n, createBrandI18n, i18n, loadNamespaces } from './index';

describe('a first-page namespace’s supplement', () => {
  it('leaves the delivery dialogs’ texts off the first page and merges them on demand, under a brand’s', async () => {
    const instance = createAppI18n(structuredClone(base));
    expect(instance.exists('delivery:selector.title')).toBe(false);
    expect(instance.t('delivery:navbar.choose')).toBe(base.delivery.navbar.choose);
    applyBrandTexts({ delivery: { 'edit.titleNew': 'Il tuo indirizzo' } }, instance);

    await loadNamespaces(['deliveryDialogs'], instance);

    expect(instance.t('delivery:selector.title')).toBe(deliveryDialogs.selector.title);
    expect(instance.t('delivery:edit.titleNew')).toBe('Il tuo indirizzo');
    expect(instance.t('delivery:navbar.choose')).toBe(base.delivery.navbar.choose);
  });
});

describe('namespaces loaded by route', () => {
  it('leaves a later page’s namespace out of the first page and loads it on demand', async () => {
    const instance = createAppI18n(structuredClone(base));
    expect(instance.hasResourceBundle('it', 'checkout')).toBe(false);
    expect(instance.t('shell:dismissToast')).toBe(base.shell.dismissToast);

    await loadNamespaces(['checkout'], instance);

    expect(instance.t('checkout:steps.checkout')).toBe(checkout.steps.checkout);
    expect(instance.t('checkout:steps.payment')).toBe(checkout.steps.payment);
  });

  it('keeps a brand’s text for a namespace that loads after the brand’s texts were applied', async () => {
    const instance = createAppI18n(structuredClone(base));
    applyBrandTexts(
      { checkout: { 'steps.checkout': 'Alla cassa' }, shell: { dismissToast: 'Via' } },
      instance,
    );
    expect(instance.t('shell:dismissToast')).toBe('Via');

    await loadNamespaces(['checkout'], instance);

    expect(instance.t('checkout:steps.checkout')).toBe('Alla cassa');
    expect(instance.t('checkout:steps.payment')).toBe(checkout.steps.payment);
  });

  it('applies a brand’s text over a namespace already loaded', async () => {
    const instance = createAppI18n(structuredClone(base));
    await loadNamespaces(['checkout'], instance);

    applyBrandTexts({ checkout: { 'steps.payment': 'Paga' } }, instance);

    expect(instance.t('checkout:steps.payment')).toBe('Paga');
    expect(instance.t('checkout:steps.checkout')).toBe(checkout.steps.checkout);
  });

  it('gives the server every namespace at once, the brand’s texts over them, the shared texts untouched', () => {
    const instance = createBrandI18n({ checkout: { 'steps.checkout': 'Alla cassa' } });

    expect(instance.t('checkout:steps.checkout')).toBe('Alla cassa');
    expect(instance.t('orders:list.title')).not.toBe('list.title');
    expect(i18n.t('checkout:steps.checkout')).toBe(checkout.steps.checkout);
  });
});

describe('the texts that count', () => {
  const files = import.meta.glob<{ default: Record<string, unknown> }>(
    ['./it.json', './it/*.json'],
    {
      eager: true,
    },
  );
  const leaves = (node: unknown, path: string): [string, string][] =>
    typeof node === 'string'
      ? [[path, node]]
      : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
          leaves(value, path ? `${path}.${key}` : key),
        );

  it('agree the noun with the count through i18next’s plural keys (1 prodotto, 2 prodotti)', () => {
    const counting = Object.entries(files).flatMap(([file, json]) =>
      leaves(json.default, file).filter(([, text]) => /\{\{count\}\} \p{L}/u.test(text)),
    );
    expect(counting.length).toBeGreaterThan(5);
    expect(counting.filter(([key]) => !/_(?:zero|one|other)$/.test(key))).toEqual([]);
  });
});

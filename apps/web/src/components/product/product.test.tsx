import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { quantityRulesOf, type Product } from '@spesa/domain';
import { renderWithProviders } from '../../test/render';
import { promoCarrots, testProduct } from '../../test/fixtures';
import { PriceBlock } from './price-block';
import { QuantityControl } from './quantity-control';

describe('PriceBlock', () => {
  const cases: [string, Product, string[]][] = [
    ['Pezzo', testProduct({ priceDisplay: 2.29 }), ['2,29\u00a0€', '11,45\u00a0€/kg']],
    [
      'Confezione',
      testProduct({
        priceDisplay: 17.19,
        priceStandardDisplay: 21.49,
        weightUnitDisplay: 'kg',
        productInfos: {
          TIPOLOGIA: 'Confezione',
          WEIGHT_SELLING: '800',
          WEIGHT_UNIT_SELLING: 'g',
          WEIGHT_UNIT_BASE: 'kg',
          UNIT_SELLING: 'conf',
        },
      }),
      ['13,75\u00a0€', '17,19\u00a0€', 'Confezione da circa 800 g', '17,19\u00a0€/kg'],
    ],
    [
      'Sfuso',
      testProduct({
        priceDisplay: 2.39,
        weightUnitDisplay: 'kg',
        productInfos: {
          TIPOLOGIA: 'Sfuso',
          STEP_SELLING: '0.1',
          WEIGHT_SELLING: '0.5',
          WEIGHT_UNIT_SELLING: 'kg',
          WEIGHT_UNIT_BASE: 'kg',
          WEIGHT_SELLING_SINGLE_UNIT: '0.22',
          WEIGHT_SELLING_SINGLE_UNIT_UM: 'kg',
        },
      }),
      ['2,39\u00a0€/kg', '1 pezzo pesa circa 220 g'],
    ],
  ];
  it.each(cases)('%s', (_case, product, texts) => {
    renderWithProviders(<PriceBlock product={product} />);
    const block = screen.getByTestId('price-block');
    for (const text of texts) expect(block).toHaveTextContent(text.replace(/\u00a0/g, ' '));
  });

  it('reads the struck price as the price before the promotion', () => {
    renderWithProviders(<PriceBlock product={promoCarrots} />);
    expect(screen.getByTestId('price-block')).toHaveTextContent('Prezzo: 1,09 € invece di 1,29 €');
  });
});

describe('QuantityControl (docs/rules/quantities-and-prices.md Quantity, display before the first add)', () => {
  function Stepper({ product }: { product: Product }) {
    const rules = quantityRulesOf(product);
    const [value, setValue] = useState(rules.first);
    return <QuantityControl rules={rules} value={value} onChange={setValue} />;
  }

  it('steps a Pezzo by QTY_MULT and snaps a typed count (QTY_LOCKED)', async () => {
    const water = testProduct({
      minAcq: 6,
      productInfos: { TIPOLOGIA: 'Pezzo', QTY_MULT: '6', QTY_LOCKED: 'true', UNIT_SELLING: 'pz' },
    });
    renderWithProviders(<Stepper product={water} />);
    const field = screen.getByRole('textbox', { name: 'Quantità (pz)' });
    const minus = screen.getByRole('button', { name: 'Diminuisci la quantità' });
    expect(field).toHaveValue('6');
    expect(minus).toBeDisabled(); // the first add is the least
    await userEvent.click(screen.getByRole('button', { name: 'Aumenta la quantità' }));
    expect(field).toHaveValue('12');
    expect(minus).toBeEnabled();
    await userEvent.clear(field);
    await userEvent.type(field, '16{Enter}');
    expect(field).toHaveValue('18'); // nearest multiple of 6
    await userEvent.clear(field);
    await userEvent.type(field, 'tanti{Enter}');
    expect(field).toHaveValue('18'); // unreadable: unchanged
  });

  it('steps a Sfuso by STEP_SELLING from WEIGHT_SELLING and shows the weight', async () => {
    const apples = testProduct({
      minAcq: 0.5,
      maxAcq: 5,
      weightUnitDisplay: 'kg',
      productInfos: {
        TIPOLOGIA: 'Sfuso',
        STEP_SELLING: '0.1',
        MAXACQ: '5',
        WEIGHT_SELLING: '0.5',
        WEIGHT_UNIT_SELLING: 'kg',
        WEIGHT_UNIT_BASE: 'kg',
      },
    });
    renderWithProviders(<Stepper product={apples} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument(); // no typing for weights
    const group = screen.getByRole('group', { name: 'Quantità' });
    expect(group).toHaveTextContent('500 g');
    await userEvent.click(screen.getByRole('button', { name: 'Aumenta la quantità' }));
    expect(group).toHaveTextContent('600 g');
    await userEvent.click(screen.getByRole('button', { name: 'Diminuisci la quantità' }));
    expect(group).toHaveTextContent('500 g');
  });
});

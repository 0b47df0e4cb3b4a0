import { useTranslation } from 'react-i18next';
import { INTL_LOCALE, type Nutrition, onFirstUse } from '@spesa/domain';

const grams = onFirstUse(() => new Intl.NumberFormat(INTL_LOCALE, { maximumFractionDigits: 2 }));
const whole = onFirstUse(() => new Intl.NumberFormat(INTL_LOCALE, { maximumFractionDigits: 0 }));

const ROWS = [
  ['fat', false],
  ['saturatedFat', true],
  ['carbohydrates', false],
  ['sugars', true],
  ['fibre', false],
  ['protein', false],
  ['salt', false],
] as const;

/** The nutrition declaration as on the label: a real table, per 100 g or 100 ml. */
export function NutritionTable({ nutrition }: { nutrition: Nutrition }) {
  const { t } = useTranslation('catalog');
  return (
    <table className="w-full max-w-lg border-collapse text-left text-[0.9375rem]">
      <caption className="mb-2 text-left text-sm text-ink-muted">
        {t('nutrition.caption', { per: nutrition.per })}
      </caption>
      <thead>
        <tr className="border-b-2 border-ink">
          <th scope="col" className="py-2 pr-4 font-bold">
            {t('nutrition.nutrient')}
          </th>
          <th scope="col" className="py-2 text-right font-bold">
            {t('nutrition.per', { per: nutrition.per })}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr className="border-b border-line">
          <th scope="row" className="py-2 pr-4 font-semibold">
            {t('nutrition.energy')}
          </th>
          <td className="py-2 text-right tabular-nums">
            {whole().format(nutrition.energyKj)} kJ / {whole().format(nutrition.energyKcal)} kcal
          </td>
        </tr>
        {ROWS.map(([key, nested]) => (
          <tr key={key} className="border-b border-line">
            <th
              scope="row"
              className={
                nested ? 'py-2 pr-4 pl-4 font-normal text-ink-muted' : 'py-2 pr-4 font-semibold'
              }
            >
              {t(`nutrition.${key}`)}
            </th>
            <td className="py-2 text-right tabular-nums">{grams().format(nutrition[key])} g</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

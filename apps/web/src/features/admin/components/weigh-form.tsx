import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Scale } from 'lucide-react';
import type { PickLine } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { Button, FieldError, Input, Label } from '../../../ui';
import type { StaffChange } from '../api/staff';

/**
 * Grams as the scale shows them: "540" or "0,540 kg" both read as 540 g. Built
 * from t, so that its messages are the staff texts a brand may have reworded.
 */
const weighSchema = (t: TFunction<'staff'>) =>
  z.object({
    grams: z
      .string()
      .trim()
      .min(1, t('weigh.required'))
      .transform((text) => Number(text.replace(',', '.')))
      .refine((grams) => Number.isFinite(grams) && grams > 0, t('weigh.positive')),
  });
type WeighSchema = ReturnType<typeof weighSchema>;

interface Props {
  line: PickLine;
  busy: boolean;
  onChange: (change: StaffChange) => Promise<unknown>;
}

/** The actual weight of a loose or Peso line, in grams; well above the order it asks to confirm. */
export function WeighForm({ line, busy, onChange }: Props) {
  const { t } = useTranslation('staff');
  const id = useId();
  const resolver = useMemo(() => zodResolver(weighSchema(t)), [t]);
  const [serverError, setServerError] = useState<string | null>(null);
  const [toConfirm, setToConfirm] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<WeighSchema>, unknown, z.output<WeighSchema>>({
    resolver,
    defaultValues: {
      grams: line.deliveredWeight === null ? '' : String(Math.round(line.deliveredWeight * 1000)),
    },
  });
  const send = async (grams: number, confirm: boolean) => {
    setServerError(null);
    try {
      await onChange({
        kind: 'weigh',
        orderItemId: line.orderItemId,
        weight: grams / 1000,
        confirm,
      });
      setToConfirm(null);
    } catch (error) {
      if (isApiError(error) && error.code === 'staff.weight_confirm') setToConfirm(grams);
      setServerError(isApiError(error) ? error.message : t('weigh.failed'));
    }
  };
  const message = errors.grams?.message ?? serverError;
  return (
    <form
      noValidate
      onSubmit={handleSubmit(({ grams }) => send(grams, false))}
      className="flex flex-wrap items-end gap-2"
    >
      <div className="w-36">
        <Label htmlFor={`${id}-grams`}>{t('weigh.label')}</Label>
        <Input
          id={`${id}-grams`}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          {...register('grams')}
        />
      </div>
      <Button type="submit" variant="outline" disabled={busy}>
        <Scale aria-hidden />
        {t('weigh.submit')}
      </Button>
      {toConfirm !== null ? (
        <Button
          type="button"
          variant="primary"
          disabled={busy}
          onClick={() => send(toConfirm, true)}
        >
          {t('weigh.confirm', { grams: toConfirm })}
        </Button>
      ) : null}
      <FieldError id={`${id}-error`} className="basis-full">
        {message}
      </FieldError>
    </form>
  );
}

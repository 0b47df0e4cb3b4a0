import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Scale } from 'lucide-react';
import type { PickLine } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { Button, FieldError, Input, Label } from '../../../ui';
import type { StaffChange } from '../api/staff';

/** Grams as the scale shows them: "540" or "0,540 kg" both read as 540 g. */
const WeighSchema = z.object({
  grams: z
    .string()
    .trim()
    .min(1, 'Inserisci il peso in grammi.')
    .transform((text) => Number(text.replace(',', '.')))
    .refine((grams) => Number.isFinite(grams) && grams > 0, 'Inserisci un peso maggiore di zero.'),
});

interface Props {
  line: PickLine;
  busy: boolean;
  onChange: (change: StaffChange) => Promise<unknown>;
}

/** The actual weight of a loose or Peso line, in grams; well above the order it asks to confirm. */
export function WeighForm({ line, busy, onChange }: Props) {
  const id = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const [toConfirm, setToConfirm] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof WeighSchema>, unknown, z.output<typeof WeighSchema>>({
    resolver: zodResolver(WeighSchema),
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
      setServerError(isApiError(error) ? error.message : 'Peso non registrato: riprova.');
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
        <Label htmlFor={`${id}-grams`}>Peso reale (g)</Label>
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
        Registra peso
      </Button>
      {toConfirm !== null ? (
        <Button
          type="button"
          variant="primary"
          disabled={busy}
          onClick={() => send(toConfirm, true)}
        >
          Conferma {toConfirm} g
        </Button>
      ) : null}
      <FieldError id={`${id}-error`} className="basis-full">
        {message}
      </FieldError>
    </form>
  );
}

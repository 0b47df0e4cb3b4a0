import { useRef, useState } from 'react';
import { useUpdateCheckoutCartInfo } from '../api/update-cart-info';
import type { NoteSaveState } from '../components/order-note-field';

/** The order note's save: its state for the field, and the save 'Continua' waits for. */
export function useOrderNote() {
  const update = useUpdateCheckoutCartInfo();
  const [state, setState] = useState<NoteSaveState>('idle');
  const inFlight = useRef<Promise<unknown> | null>(null);
  const save = (text: string) => {
    setState('saving');
    inFlight.current = update.mutateAsync({ property: 'order_comment', value: text }).then(
      () => setState('saved'),
      () => setState('error'),
    );
  };
  return { state, save, settled: () => inFlight.current };
}

import { Ban, Check, CircleCheck, Hourglass, type LucideIcon } from 'lucide-react';
import type { SlotState } from '../timeslot-rules';

/** How each slot state looks: an icon and a word always go with the colour (never colour alone). */
export const SLOT_LOOK: Record<SlotState, { icon: LucideIcon; button: string; swatch: string }> = {
  empty: {
    icon: CircleCheck,
    button: 'border-secondary/50 bg-white text-ink hover:border-secondary hover:bg-secondary-soft',
    swatch: 'border-secondary/50 bg-white text-secondary-dark',
  },
  intermediate: {
    icon: Hourglass,
    button: 'border-warning/60 bg-warning-soft text-ink hover:border-warning',
    swatch: 'border-warning/60 bg-warning-soft text-warning',
  },
  full: {
    icon: Ban,
    button: 'border-line bg-surface-muted text-ink-muted',
    swatch: 'border-line bg-surface-muted text-ink-muted',
  },
  selected: {
    icon: Check,
    button: 'border-primary bg-primary text-white',
    swatch: 'border-primary bg-primary text-white',
  },
};

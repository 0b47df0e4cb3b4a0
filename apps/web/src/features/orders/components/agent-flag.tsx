import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from 'radix-ui';
import { Headset } from 'lucide-react';

/**
 * docs/rules/orders.md: an order placed by an agent is flagged with a tooltip. The flag is
 * a button so that keyboard focus shows the tooltip, and a tap toggles it
 * (touch screens have no hover); its explanation is its description.
 */
export function AgentFlag() {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root open={open} onOpenChange={setOpen}>
        <Tooltip.Trigger asChild>
          <button
            type="button"
            onClick={() => setOpen((value) => !value)}
            className="inline-flex min-h-8 cursor-help items-center gap-1.5 rounded-full bg-surface-muted px-2.5 text-sm font-semibold text-ink ring-1 ring-line ring-inset hover:bg-surface-sunken"
          >
            <Headset aria-hidden="true" className="size-4 text-primary" />
            {t('agent.flag')}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="top"
            sideOffset={6}
            collisionPadding={12}
            className="z-50 max-w-64 rounded-lg bg-ink px-3 py-2 text-sm text-white shadow-lg"
          >
            {t('agent.tooltip')}
            <Tooltip.Arrow className="fill-ink" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Clock, Package, Scale } from 'lucide-react';
import { readAppState, recordTutorialSeen } from '../../lib/app-state';
import {
  Button,
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../ui';

/** The three things a new shopper of the app needs first: how to receive, weighed goods, orders. */
const STEPS = [
  { icon: Clock, title: 'welcome.deliveryTitle', text: 'welcome.deliveryText' },
  { icon: Scale, title: 'welcome.weightTitle', text: 'welcome.weightText' },
  { icon: Package, title: 'welcome.ordersTitle', text: 'welcome.ordersText' },
] as const;

/**
 * docs/rules/shop-shell.md App wrapper, «tutorial seen»: the installed app's first start
 * shows a short welcome in three steps; once closed, skipped or read to the end, the app
 * state remembers it and it never shows again. The shell mounts it in the app only.
 */
export function WelcomeDialog() {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(() => !readAppState().tutorialSeen);
  const [index, setIndex] = useState(0);
  const step = STEPS[index]!;
  const last = index === STEPS.length - 1;
  const Icon = step.icon;
  const close = () => {
    recordTutorialSeen();
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogContent className="max-w-[420px]">
        {/* Each step is read out as «Avanti» brings it, the focus staying on the button. */}
        <DialogBody
          aria-live="polite"
          className="flex flex-col items-center gap-3 pt-8 text-center"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <Icon aria-hidden="true" className="size-7" />
          </span>
          <p className="text-sm font-medium text-ink-muted">
            {t('welcome.step', { current: index + 1, total: STEPS.length })}
          </p>
          <DialogTitle>{t(step.title)}</DialogTitle>
          <DialogDescription className="text-base">{t(step.text)}</DialogDescription>
        </DialogBody>
        <DialogFooter className="justify-between">
          {last ? (
            <span />
          ) : (
            <Button variant="ghost" onClick={close}>
              {t('welcome.skip')}
            </Button>
          )}
          <Button onClick={last ? close : () => setIndex(index + 1)}>
            {t(last ? 'welcome.start' : 'welcome.next')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

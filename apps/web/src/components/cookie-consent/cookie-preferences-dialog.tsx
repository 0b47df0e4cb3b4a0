import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closeCookiePreferences,
  DEFAULT_CHOICES,
  openCookiePreferences,
  saveCookiePreferences,
  useCookiePreferences,
} from '../../lib/consent';
import { Button, Checkbox, DialogBody, DialogDescription, DialogFooter, Label } from '../../ui';
import { DialogFrame } from '../dialog-frame';

const CATEGORIES = ['technical', 'analytics', 'profilation'] as const;

/** 'Personalizza': the categories, technical always on. */
export function CookiePreferencesDialog({ open }: { open: boolean }) {
  const { t } = useTranslation('consent');
  const preferences = useCookiePreferences();
  const id = useId();
  const current = preferences ?? DEFAULT_CHOICES;
  const [choice, setChoice] = useState({
    analytics: current.analytics,
    profilation: current.profilation,
  });
  // Each opening starts from what is stored, not from a half-made change left before.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChoice({ analytics: current.analytics, profilation: current.profilation });
  }

  return (
    <DialogFrame
      open={open}
      onOpen={openCookiePreferences}
      onClose={closeCookiePreferences}
      title={t('dialogTitle')}
    >
      <DialogBody>
        <DialogDescription className="text-[0.9375rem] text-ink-muted">
          {t('dialogText')}
        </DialogDescription>
        <ul className="divide-y divide-line">
          {CATEGORIES.map((category) => {
            const inputId = `${id}-${category}`;
            const locked = category === 'technical';
            return (
              <li key={category} className="flex items-start gap-3 py-4">
                <Checkbox
                  id={inputId}
                  checked={locked ? true : choice[category]}
                  disabled={locked}
                  aria-describedby={`${inputId}-text`}
                  onCheckedChange={(checked) =>
                    locked ? undefined : setChoice((c) => ({ ...c, [category]: checked === true }))
                  }
                  className="mt-0.5 disabled:cursor-not-allowed disabled:opacity-70"
                />
                <div>
                  <Label htmlFor={inputId} className="text-base font-bold">
                    {t(`${category}.title`)}
                    {locked ? (
                      <span className="ml-2 text-sm font-semibold text-secondary-dark">
                        {t('alwaysOn')}
                      </span>
                    ) : null}
                  </Label>
                  <p id={`${inputId}-text`} className="mt-0.5 text-[0.9375rem] text-ink-muted">
                    {t(`${category}.text`)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </DialogBody>
      <DialogFooter className="gap-2">
        <Button variant="outline" onClick={() => saveCookiePreferences(DEFAULT_CHOICES)}>
          {t('rejectAll')}
        </Button>
        <Button
          variant="outline"
          onClick={() => saveCookiePreferences({ analytics: true, profilation: true })}
        >
          {t('acceptAll')}
        </Button>
        <Button onClick={() => saveCookiePreferences(choice)}>{t('save')}</Button>
      </DialogFooter>
    </DialogFrame>
  );
}

import { sql } from 'drizzle-orm';
import { DISCLAIMER_DEFAULTS } from '@spesa/domain';
import type { Db } from '../db/client';
import { registrationDisclaimers } from '../db/schema';
import { SEEDED_BRANDS } from './brands';

/** What each consent is called, and which brand text carries its wording. */
const CONSENTS = [
  { code: 'privacy', title: null, textKey: 'privacyConsent', required: true },
  { code: 'newsletter', title: 'Newsletter', textKey: 'newsletterConsent', required: false },
  {
    code: 'marketing',
    title: 'Offerte personalizzate',
    textKey: 'marketingConsent',
    required: false,
  },
  { code: 'surveys', title: 'Sondaggi', textKey: 'surveyConsent', required: false },
] as const;

/**
 * The consents of the registration form (docs/rules/account.md Disclaimers, module type
 * 2), one set per brand in its own words, valid in every store; privacy is the
 * one required. The accounts that exist already (the demo shoppers, or those
 * of a database seeded before this step) registered accepting the privacy
 * text of their time: it is recorded as version 1, on the day they registered,
 * so that only a later version asks them again.
 */
export async function seedDisclaimers(db: Db): Promise<void> {
  await db.insert(registrationDisclaimers).values(
    SEEDED_BRANDS.flatMap((brand) => {
      const texts = brand.texts?.brand ?? {};
      return CONSENTS.map((consent, index) => ({
        brandId: brand.brandId,
        registrationModuleTypeId: DISCLAIMER_DEFAULTS.registrationModuleTypeId,
        storeId: null,
        code: consent.code,
        title: consent.title ?? texts.privacyTitle ?? 'Informativa sulla privacy',
        text: texts[consent.textKey] ?? consent.code,
        version: 1,
        required: consent.required,
        sortOrder: index,
      }));
    }),
  );
  await db.execute(sql`
    insert into user_disclaimers (user_id, disclaimer_id, accepted, version, decided_at)
    select u.user_id, d.disclaimer_id, true, d.version, u.created_at
    from users u
    join registration_disclaimers d on d.brand_id = u.brand_id and d.required
    on conflict do nothing
  `);
}

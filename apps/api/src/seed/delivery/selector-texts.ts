import type { Db } from '../../db/client';
import { categories } from '../../db/schema';

/**
 * The headings of the address and timeslot dialogs (docs/rules/delivery-and-slots.md: the content
 * categories address-selector and timeslot-selector, read through
 * GET /ebsn/api/category?slug=…). Top-level categories without products,
 * hidden from the menu and the sitemap like the other content categories.
 * The titles are the dialogs' own; the descriptions add what to expect.
 */
const SELECTOR_TEXTS = [
  {
    categoryId: 99_001,
    slug: 'address-selector',
    title: 'Come vuoi ricevere la spesa?',
    description:
      'Scegli un tuo indirizzo per la consegna a casa, oppure un negozio o un locker dove ritirarla quando ti è comodo.',
  },
  {
    categoryId: 99_002,
    slug: 'timeslot-selector',
    title: 'Scegli giorno e orario',
    description:
      'Scegli il giorno e la fascia oraria. Puoi cambiarla fino alla chiusura degli ordini, indicata su ogni fascia.',
  },
] as const;

export async function seedSelectorTexts(db: Db): Promise<void> {
  await db
    .insert(categories)
    .values(
      SELECTOR_TEXTS.map((c, i) => ({
        categoryId: c.categoryId,
        parentId: null,
        slug: c.slug,
        name: c.title,
        position: 9_000 + i,
        level: 1,
        path: [c.categoryId],
        metaData: {
          category_info: {
            TITLE: c.title,
            DESCRIPTION: c.description,
            MENU_IMAGE: '',
            ICON: '',
            HIDE_IN_MENU: 'true' as const,
          },
        },
        colour: '#6b7280',
        icon: 'info',
      })),
    )
    .onConflictDoNothing();
}

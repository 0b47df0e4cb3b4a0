import { useTranslation } from 'react-i18next';
import type { WishlistDetail } from '@spesa/domain';
import { itemGroupsOf } from '../model/list-view';
import { ListItemRow } from './list-item-row';

/** The list's products by department (show_sectors), each department under its name. */
export function ListItems({ list }: { list: WishlistDetail }) {
  const { t } = useTranslation('lists');
  return (
    <div aria-label={t('detail.itemsLabel')} role="region" className="flex flex-col gap-4">
      {itemGroupsOf(list).map((group) => (
        <section
          key={group.key}
          aria-label={group.name ?? undefined}
          className="rounded-2xl border border-line bg-white px-4 shadow-sm sm:px-5"
        >
          {group.name ? (
            <h2 className="border-b border-line py-3 text-base font-bold text-ink">{group.name}</h2>
          ) : null}
          <ul className="divide-y divide-line">
            {group.items.map((item) => (
              <ListItemRow
                key={item.itemId}
                listId={list.listId}
                item={item}
                editable={list.editable}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Collapsible } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { Category } from '@spesa/domain';
import { Alert, Button, MEDIUM_UP, Skeleton, cn, useMediaQuery } from '../../../ui';
import { useCategoryTree } from '../api/get-category-tree';
import { categoryPath } from '../../../config/paths';
import { menuTree } from '../model/category-tree';

export interface CategoryMenuProps {
  /** Called when a category link is followed (the drawer closes). */
  onNavigate?: () => void;
  /** Forces a layout; by default the tree below the md breakpoint, the masonry from it up. */
  layout?: 'tree' | 'masonry';
}

function CategoryIcon({ category, size }: { category: Category; size: number }) {
  const icon = category.metaData.category_info.ICON;
  if (!icon) return null;
  return (
    <img
      src={icon}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className="shrink-0 rounded-full"
      style={{ width: size, height: size }}
    />
  );
}

const treeRow =
  'flex min-h-12 w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-left text-ink transition-colors hover:bg-surface-muted hover:text-primary';

function TreeNode({
  category,
  level,
  onNavigate,
}: {
  category: Category;
  level: 1 | 2 | 3;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('catalog');
  const rowText = level === 1 ? 'text-base font-bold' : level === 2 ? 'font-semibold' : '';
  if (category.categories.length === 0 || level === 3) {
    return (
      <li>
        <Link to={categoryPath(category)} onClick={onNavigate} className={cn(treeRow, rowText)}>
          {level === 1 ? <CategoryIcon category={category} size={32} /> : null}
          <span className="flex-1">{category.name}</span>
        </Link>
      </li>
    );
  }
  return (
    <li>
      <Collapsible.Root>
        <Collapsible.Trigger className={cn(treeRow, rowText, 'group')}>
          {level === 1 ? <CategoryIcon category={category} size={32} /> : null}
          <span className="flex-1">{category.name}</span>
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-ink-muted transition-transform group-data-[state=open]:rotate-180"
          />
        </Collapsible.Trigger>
        <Collapsible.Content>
          <ul className={cn('ml-5 border-l-2 border-line pl-2', level === 1 && 'ml-7')}>
            <li>
              <Link
                to={categoryPath(category)}
                onClick={onNavigate}
                className={cn(treeRow, 'font-semibold text-primary underline underline-offset-4')}
              >
                {t('menu.seeAll', { name: category.name })}
              </Link>
            </li>
            {category.categories.map((child) => (
              <TreeNode
                key={child.categoryId}
                category={child}
                level={level === 1 ? 2 : 3}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        </Collapsible.Content>
      </Collapsible.Root>
    </li>
  );
}

/** Small screens: three levels, each level a disclosure button (docs/rules/shop-shell.md App shell). */
export function CategoryTree({
  categories,
  onNavigate,
}: {
  categories: Category[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('menu.label')}>
      <ul className="flex flex-col gap-0.5">
        {categories.map((category) => (
          <TreeNode
            key={category.categoryId}
            category={category}
            level={1}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </nav>
  );
}

/** Larger screens: columns of top-level categories with their children. */
export function CategoryMasonry({
  categories,
  onNavigate,
}: {
  categories: Category[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('menu.label')}>
      <ul className="columns-2 gap-8 lg:columns-3 xl:columns-4">
        {categories.map((category) => (
          <li key={category.categoryId} className="mb-6 break-inside-avoid">
            <Link
              to={categoryPath(category)}
              onClick={onNavigate}
              className="group flex min-h-12 items-center gap-3 rounded-lg py-1 text-lg leading-tight font-extrabold text-ink hover:text-primary"
            >
              <CategoryIcon category={category} size={40} />
              <span className="group-hover:underline">{category.name}</span>
            </Link>
            {category.categories.length > 0 ? (
              <ul className="mt-1 ml-[52px] flex flex-col">
                {category.categories.map((child) => (
                  <li key={child.categoryId}>
                    <Link
                      to={categoryPath(child)}
                      onClick={onNavigate}
                      className="flex min-h-11 items-center rounded-md py-1 text-[0.9375rem] leading-snug text-ink-muted hover:text-primary hover:underline"
                    >
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The left drawer's content: the category tree (GET /ebsn/api/category, kept by the GET cache). */
export function CategoryMenu({ onNavigate, layout }: CategoryMenuProps) {
  const { t } = useTranslation('catalog');
  const wide = useMediaQuery(MEDIUM_UP);
  const tree = useCategoryTree();
  const chosen = layout ?? (wide ? 'masonry' : 'tree');

  if (tree.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('menu.loading')}
        </p>
        <div className={cn('gap-4', chosen === 'masonry' ? 'grid grid-cols-3' : 'flex flex-col')}>
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      </div>
    );
  }
  if (tree.isError) {
    return (
      <Alert variant="error" role="alert">
        <p>{t('menu.error')}</p>
        <Button size="sm" variant="outline" className="mt-3" onClick={() => void tree.refetch()}>
          {t('listing.retry')}
        </Button>
      </Alert>
    );
  }
  const categories = menuTree(tree.data);
  if (categories.length === 0) return <p className="text-ink-muted">{t('menu.empty')}</p>;
  return chosen === 'masonry' ? (
    <CategoryMasonry categories={categories} onNavigate={onNavigate} />
  ) : (
    <CategoryTree categories={categories} onNavigate={onNavigate} />
  );
}

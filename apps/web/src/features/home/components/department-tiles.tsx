import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { categoryPath } from '../../../config/paths';
import { Skeleton } from '../../../ui';
import { useDepartments } from '../api/home-api';

/** The catalogue's departments as tiles with their icons: the way in for a shopper who browses. */
export function DepartmentTiles() {
  const { t } = useTranslation('home');
  const departments = useDepartments();
  if (departments.isError || (departments.isSuccess && departments.data.length === 0)) return null;
  return (
    <section
      aria-labelledby="departments-title"
      className="below-fold mx-auto max-w-7xl px-4 pt-6 sm:pt-12 lg:px-6"
    >
      <h2 id="departments-title" className="text-2xl font-extrabold text-ink sm:text-3xl">
        {t('departmentsTitle')}
      </h2>
      <ul className="mt-5 grid grid-cols-3 gap-2 sm:gap-4 lg:grid-cols-6 @max-2xs/page:grid-cols-1">
        {departments.isPending
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={i} aria-hidden="true">
                <Skeleton className="h-[7.5rem] w-full rounded-2xl" />
              </li>
            ))
          : departments.data.map((department) => (
              <li key={department.categoryId}>
                <Link
                  to={categoryPath(department)}
                  className="flex h-[7.5rem] flex-col @max-2xs/page:h-auto @max-2xs/page:min-h-[7.5rem] items-center justify-center gap-2 rounded-2xl border border-line bg-white p-2 text-center text-sm font-bold sm:p-3 sm:text-base text-ink shadow-sm transition-shadow hover:border-primary hover:text-primary hover:shadow-md"
                >
                  <img
                    src={department.metaData.category_info.ICON}
                    alt=""
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12"
                  />
                  <span className="leading-tight">{department.name}</span>
                </Link>
              </li>
            ))}
      </ul>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { useBrand } from '../../../lib/brand';
import { decodeEntities, postBySlugQueryOptions } from '../../../lib/content';
import { usePageTitle } from '../../../lib/navigation';
import { ContentHtml } from '../../../components/content-html';
import { NOT_FOUND_PATH } from '../../../config/paths';
import { ContentError, ContentPage, ContentSkeleton } from '../components/content-states';
import { useMetaDescription } from '../components/use-meta-description';

/** /page/{pageName}: a static page by slug, with breadcrumbs Homepage > title (docs/rules/content.md). */
export function PageRoute() {
  const { pageName = '' } = useParams();
  const brand = useBrand();
  const query = useQuery(postBySlugQueryOptions('pages', pageName));
  const page = query.data;
  const title = page ? decodeEntities(page.title.rendered) : '';
  usePageTitle(
    page ? decodeEntities(page.meta.seo_title) || `${title} | ${brand.name}` : brand.name,
  );
  useMetaDescription(page ? decodeEntities(page.meta.seo_description) : '');

  if (query.isPending) return <ContentSkeleton />;
  if (query.isError)
    return (
      <ContentPage trail={[]} title={brand.name}>
        <ContentError onRetry={() => void query.refetch()} />
      </ContentPage>
    );
  if (!page) return <Navigate to={NOT_FOUND_PATH} replace />;
  return (
    <ContentPage trail={[{ label: title }]} title={title}>
      {page.testo_validit ? (
        <p className="mb-4 font-semibold text-secondary-dark">{page.testo_validit}</p>
      ) : null}
      <ContentHtml html={page.content.rendered} />
    </ContentPage>
  );
}

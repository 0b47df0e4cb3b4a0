export {
  contentQueryKeys,
  faqCategoriesQueryOptions,
  getPosts,
  mailParsQueryOptions,
  postBySlugQueryOptions,
  postsQueryOptions,
  sendContactForm,
  slidesQueryOptions,
} from './content-api';
export { decodeEntities } from './decode';

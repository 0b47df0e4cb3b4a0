import { z } from 'zod';
import {
  emailRule,
  lettersOnlyRule,
  numbersOnlyRule,
  phoneRule,
  requiredRule,
  ruleField,
  type FieldRule,
} from '../validators';
import { CONTACT_MESSAGE_MAX } from '../constants';
import { CONTACT_MESSAGES } from '../texts/content';
import { VALIDATION_MESSAGES } from '../texts/validators';

/**
 * docs/rules/content.md Footer link: ID, title, url, target, classes; groups carry
 * child_items. The content service answers a plain array, WordPress-style.
 */
export interface MenuItem {
  ID: number;
  title: string;
  url: string;
  target: string;
  classes: string;
  child_items?: MenuItem[];
}

export const MenuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    ID: z.number().int(),
    title: z.string(),
    url: z.string(),
    target: z.string().default(''),
    classes: z.string().default(''),
    child_items: z.array(MenuItemSchema).optional(),
  }),
);
export const MenuSchema = z.array(MenuItemSchema);

/** docs/rules/content.md Version info: url carries a {platform} placeholder. */
export const VersionInfoSchema = z.object({
  lastVersion: z.object({
    /** The last published app version (a native wrapper compares its own with it). */
    version: z.string(),
    description: z.string().default(''),
    url: z.string().default(''),
    /**
     * Our addition: the identity of the web build the shop serves now. A page whose
     * own build (page-render.ts BUILD_META_NAME) differs was loaded before a deploy.
     */
    build: z.string().optional(),
  }),
});
export type VersionInfo = z.infer<typeof VersionInfoSchema>;

/*
 * The content service in WordPress REST shapes (docs/rules/content.md Static page
 * Content service): what /p/wp-json/wp answers, so that a real WordPress with
 * the same post types could stand in for it.
 */

const Rendered = z.object({ rendered: z.string() });

/** seo_title / seo_description of every post; a flyer's pages and products ride in meta too. */
export const WpMetaSchema = z
  .object({
    seo_title: z.string().default(''),
    seo_description: z.string().default(''),
  })
  .catchall(z.unknown());

/** One page of a flyer: the image and the catalogue products it shows. */
export const FlyerPageSchema = z.object({
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  products: z.array(
    z.object({
      productId: z.number().int(),
      slug: z.string(),
      name: z.string(),
      /** As printed on the page: '2,49 €', and the struck-through price before the offer. */
      price: z.string(),
      priceStandard: z.string().nullable(),
    }),
  ),
});
export type FlyerPage = z.infer<typeof FlyerPageSchema>;

export const WpPostSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  modified: z.string(),
  slug: z.string(),
  status: z.string(),
  type: z.string(),
  link: z.string(),
  title: Rendered,
  content: Rendered.extend({ protected: z.boolean().default(false) }),
  excerpt: Rendered,
  parent: z.number().int().default(0),
  menu_order: z.number().int().default(0),
  featured_image: z
    .object({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() })
    .nullable()
    .default(null),
  /** The term ids of the post's taxonomies (faq_category, ux_block_term). */
  faq_category: z.array(z.number().int()).optional(),
  ux_block_term: z.array(z.number().int()).optional(),
  /** 'Valido dal 2 al 15 ottobre' on flyers and slides (docs/rules/content.md Static page). */
  testo_validit: z.string().default(''),
  valid_from: z.string().nullable().default(null),
  valid_to: z.string().nullable().default(null),
  link_url: z.string().nullable().default(null),
  meta: WpMetaSchema,
});
export type WpPost = z.infer<typeof WpPostSchema>;
export const WpPostListSchema = z.array(WpPostSchema);

export const WpTermSchema = z.object({
  id: z.number().int(),
  count: z.number().int(),
  description: z.string(),
  link: z.string(),
  name: z.string(),
  slug: z.string(),
  taxonomy: z.string(),
  parent: z.number().int(),
});
export type WpTerm = z.infer<typeof WpTermSchema>;
export const WpTermListSchema = z.array(WpTermSchema);

/** The custom post types the service lists at /p/wp-json/wp/v2/{type}. */
export const CONTENT_LIST_TYPES = {
  pages: 'page',
  posts: 'post',
  volantino: 'volantino',
  faq: 'faq',
  award: 'award',
} as const;
export type ContentListType = keyof typeof CONTENT_LIST_TYPES;

/** WordPress caps per_page at 100; its default is 10. */
export const CONTENT_PER_PAGE_MAX = 100;

/** X-WP-Total and X-WP-TotalPages, as a list call reads them. */
export interface WpPage<T> {
  items: T[];
  total: number;
  totalPages: number;
}

/*
 * The customer-service form (docs/rules/content.md /servizio-clienti, form id 5): the
 * fields get_mail_pars describes, validated alike on the web and the API.
 */
export const CUSTOMER_SERVICE_FORM_ID = 5;

export const CONTACT_TOPICS = [
  { value: 'ordine', label: 'Un mio ordine' },
  { value: 'consegna', label: 'Consegna o ritiro' },
  { value: 'prodotti', label: 'Prodotti e disponibilità' },
  { value: 'pagamenti', label: 'Pagamenti e rimborsi' },
  { value: 'account', label: 'Il mio account' },
  { value: 'altro', label: 'Altro' },
] as const;
const TOPIC_VALUES = CONTACT_TOPICS.map((t) => t.value) as [string, ...string[]];

const maxLengthRule =
  (max: number, message: string): FieldRule =>
  (value) =>
    (value ?? '').length <= max ? true : message;
const acceptedRule: FieldRule = (value) =>
  value === 'true' ? true : CONTACT_MESSAGES.privacyRequired;

export const ContactFieldsSchema = z
  .object({
    nome: ruleField(requiredRule(), lettersOnlyRule()).pipe(z.string().max(80)),
    cognome: ruleField(requiredRule(), lettersOnlyRule()).pipe(z.string().max(80)),
    email: ruleField(requiredRule(), emailRule()).pipe(z.string().max(200)),
    telefono: ruleField(phoneRule()).pipe(z.string().max(30)).optional(),
    numeroOrdine: ruleField(numbersOnlyRule()).pipe(z.string().max(12)).optional(),
    argomento: ruleField(requiredRule()).pipe(
      z.enum(TOPIC_VALUES, { error: () => VALIDATION_MESSAGES.required }),
    ),
    messaggio: ruleField(
      requiredRule(),
      maxLengthRule(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong),
    ),
    /** The accepted privacy notice, 'true' as WordPress forms post a checkbox. */
    privacy: ruleField(acceptedRule),
  })
  .strict();
export type ContactFields = z.infer<typeof ContactFieldsSchema>;

/** What get_mail_pars answers for a form: its fields in order and where it is sent. */
export const MailParsSchema = z.object({
  form_id: z.number().int(),
  title: z.string(),
  recipients: z.array(z.string()),
  fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      type: z.enum(['text', 'email', 'tel', 'select', 'textarea', 'checkbox']),
      required: z.boolean(),
      maxLength: z.number().int().optional(),
      options: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
    }),
  ),
});
export type MailPars = z.infer<typeof MailParsSchema>;

/** POST /p/wp-admin/admin-ajax.php, JSON form of what WordPress takes as formData[id], formData[fields][…]. */
export const AdminAjaxBodySchema = z.object({
  action: z.literal('send_mail_form'),
  security: z.string().max(200).default(''),
  formData: z.object({
    id: z.coerce.number().int(),
    fields: z.record(z.string().max(40), z.string().max(10_000)),
  }),
});
export type AdminAjaxBody = z.infer<typeof AdminAjaxBodySchema>;

/** wp_send_json_success's shape. */
export const AdminAjaxAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ message: z.string() }),
});

import type { FastifyInstance } from 'fastify';
import {
  CONTACT_MAIL_MESSAGES as T,
  CONTACT_MESSAGES,
  CONTACT_MESSAGE_MAX,
  CONTACT_TOPICS,
  ContactFieldsSchema,
  CUSTOMER_SERVICE_FORM_ID,
  type ContactFields,
  type MailPars,
  ERROR_MESSAGES,
} from '@spesa/domain';
import type { BrandRow } from '../brands';
import { brandText } from '../web';
import { AppError } from '../../http/app-error';
import { html } from '../../lib/html';
import { enqueueMail, layoutHtml, mailBrandOf, textFooter } from '../mail';
import { countContactRequests, insertContactRequest } from './repo';

/** The fields of form 5 in the order the page shows them (get_mail_pars). */
const FIELDS: MailPars['fields'] = [
  { name: 'nome', label: 'Nome', type: 'text', required: true, maxLength: 80 },
  { name: 'cognome', label: 'Cognome', type: 'text', required: true, maxLength: 80 },
  { name: 'email', label: 'E-mail', type: 'email', required: true, maxLength: 200 },
  { name: 'telefono', label: 'Telefono', type: 'tel', required: false, maxLength: 30 },
  {
    name: 'numeroOrdine',
    label: 'Numero d’ordine (se la richiesta riguarda un ordine)',
    type: 'text',
    required: false,
    maxLength: 12,
  },
  {
    name: 'argomento',
    label: 'Argomento',
    type: 'select',
    required: true,
    options: CONTACT_TOPICS.map((t) => ({ value: t.value, label: t.label })),
  },
  {
    name: 'messaggio',
    label: 'Messaggio',
    type: 'textarea',
    required: true,
    maxLength: CONTACT_MESSAGE_MAX,
  },
  {
    name: 'privacy',
    label: 'Ho letto l’informativa sulla privacy',
    type: 'checkbox',
    required: true,
  },
];
const FIELD_NAMES = new Set(FIELDS.map((f) => f.name));

/** Where a brand's customer-service mail goes: its published service address. */
export const serviceAddress = (brand: BrandRow): string =>
  brandText(brand, 'contactsEmail', '') || `servizioclienti@${brand.brandId}.example`;

export function mailPars(brand: BrandRow, formId: number): MailPars {
  if (formId !== CUSTOMER_SERVICE_FORM_ID)
    throw new AppError(
      'not_found',
      'content.form_not_found',
      CONTACT_MESSAGES.wrongForm,
      'form_id',
    );
  return {
    form_id: formId,
    title: 'Scrivi al servizio clienti',
    recipients: [serviceAddress(brand)],
    fields: FIELDS,
  };
}

/** A sender may write a few times an hour; more is a script or a loop. */
export const CONTACT_LIMIT = { perHour: 3 } as const;

/**
 * Validates form 5 with the field validators of docs/rules/account.md, naming the first wrong field as the
 * page shows it, then stores the request and queues the mail to the brand's
 * service address in one transaction.
 */
export function validateContactFields(fields: Record<string, string>): ContactFields {
  const unknown = Object.keys(fields).find((name) => !FIELD_NAMES.has(name));
  if (unknown)
    throw new AppError(
      'invalid',
      'content.form.unknown_field',
      CONTACT_MESSAGES.unknownField,
      unknown,
    );
  // An optional field left empty is not sent at all, as the page does.
  const present = Object.fromEntries(
    Object.entries(fields)
      .map(([k, v]) => [k, v.trim()] as const)
      .filter(
        ([k, v]) => v !== '' || k === 'privacy' || FIELDS.find((f) => f.name === k)?.required,
      ),
  );
  const parsed = ContactFieldsSchema.safeParse(present);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = String(issue.path[0] ?? 'formData.fields');
  const shopperMessage =
    issue.code === 'custom' || field === 'argomento'
      ? issue.message
      : ERROR_MESSAGES.invalidField(field);
  throw new AppError('invalid', 'content.form.invalid_field', shopperMessage, field);
}

const topicLabel = (value: string): string =>
  CONTACT_TOPICS.find((t) => t.value === value)?.label ?? value;

export async function submitContactRequest(
  app: FastifyInstance,
  brand: BrandRow,
  origin: string,
  fields: ContactFields,
): Promise<void> {
  const since = new Date(Date.now() - 60 * 60_000);
  if (
    (await countContactRequests(app.db, brand.brandId, fields.email, since)) >=
    CONTACT_LIMIT.perHour
  )
    throw new AppError('too_many', 'content.form.too_many', CONTACT_MESSAGES.tooMany, 'email');
  const mailBrand = mailBrandOf(brand, origin);
  const rows: [string, string][] = [
    [T.name, `${fields.nome} ${fields.cognome}`],
    [T.email, fields.email],
    [T.phone, fields.telefono ?? '—'],
    [T.orderNumber, fields.numeroOrdine ?? '—'],
    [T.topic, topicLabel(fields.argomento)],
  ];
  const subject = T.subject(topicLabel(fields.argomento), `${fields.nome} ${fields.cognome}`);
  const body = html`<p>${T.intro}</p>
    <table role="presentation" cellpadding="4" cellspacing="0">
      ${rows.map(
        ([k, v]) =>
          html`<tr>
            <td><strong>${k}</strong></td>
            <td>${v}</td>
          </tr>`,
      )}
    </table>
    <p><strong>${T.message}</strong></p>
    <p style="white-space:pre-wrap;">${fields.messaggio}</p>`;
  const text = `${T.intro}\n\n${rows
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n')}\n\n${T.message}:\n${fields.messaggio}\n\n${textFooter(mailBrand)}`;
  await app.db.transaction(async (tx) => {
    await insertContactRequest(tx, {
      brandId: brand.brandId,
      formId: CUSTOMER_SERVICE_FORM_ID,
      email: fields.email,
      fields: Object.fromEntries(
        Object.entries(fields).filter(([, v]) => v !== undefined),
      ) as Record<string, string>,
    });
    await enqueueMail(tx, app, {
      brandId: brand.brandId,
      kind: 'contact.request',
      to: serviceAddress(brand),
      subject,
      text,
      html: layoutHtml(mailBrand, subject, body),
    });
  });
}

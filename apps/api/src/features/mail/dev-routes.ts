import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QueryIdSchema, SHOP_TIME_ZONE } from '@spesa/domain';
import { ok } from '../../http/envelope';
import { SafeHtml, html } from '../../lib/html';
import { findMail, listMails, type MailFilter, type MailRow } from './outbox-repo';

export const DEV_MAIL_PAGE_SIZE = 20;

const filterQuery = z.object({
  to: z.string().trim().max(320).optional(),
  kind: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

const timeFormatter = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: SHOP_TIME_ZONE,
});
const when = (date: Date | null): string => (date ? timeFormatter.format(date) : '—');

const STYLE = `body{font-family:system-ui,sans-serif;margin:24px;color:#222}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #ddd;vertical-align:top}
th{background:#f4f4f4}.status-queued{color:#a60}.status-failed{color:#b00}.status-sent,.status-kept{color:#070}
nav{margin:16px 0;display:flex;gap:16px}iframe{width:100%;height:720px;border:1px solid #ccc}
pre{white-space:pre-wrap;background:#f8f8f8;padding:12px;border:1px solid #ddd}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dt{font-weight:bold}dd{margin:0}`;

function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="it">
      <head>
        <meta charset="utf-8" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        ${body}
      </body>
    </html> `.value;
}

const queryOf = (filter: MailFilter, pageNo: number): string => {
  const params = new URLSearchParams();
  if (filter.to) params.set('to', filter.to);
  if (filter.kind) params.set('kind', filter.kind);
  if (pageNo > 1) params.set('page', String(pageNo));
  const query = params.toString();
  return query ? `?${query}` : '';
};

const statusCell = (mail: MailRow): SafeHtml =>
  html`<td class="status-${mail.status}">
    ${mail.status}${mail.attempts > 1 || mail.lastError ? ` (${mail.attempts} tentativi)` : ''}
  </td>`;

function listPage(mails: MailRow[], total: number, filter: MailFilter, pageNo: number): string {
  const pages = Math.max(1, Math.ceil(total / DEV_MAIL_PAGE_SIZE));
  const rows = mails.map(
    (m) =>
      html`<tr>
        <td>${m.mailId}</td>
        <td>${when(m.createdAt)}</td>
        <td>${m.toAddress}</td>
        <td><a href="/dev/mail/${m.mailId}">${m.subject}</a></td>
        <td>${m.kind}</td>
        ${statusCell(m)}
      </tr>`,
  );
  const newer =
    pageNo > 1 ? html`<a href="/dev/mail${queryOf(filter, pageNo - 1)}">← Più recenti</a>` : html``;
  const older =
    pageNo < pages
      ? html`<a href="/dev/mail${queryOf(filter, pageNo + 1)}">Meno recenti →</a>`
      : html``;
  return page(
    'Posta in uscita',
    html`<h1>Posta in uscita</h1>
      <p>
        Le e-mail che il negozio ha scritto, dalla più recente (${total} in tutto). Pagina per
        sviluppatori: non esiste in produzione.
      </p>
      <form method="get" action="/dev/mail">
        <label>Destinatario <input type="email" name="to" value="${filter.to ?? ''}" /></label>
        <button type="submit">Filtra</button>
      </form>
      <table>
        <thead>
          <tr>
            <th>#</th>
            <th>Quando</th>
            <th>A</th>
            <th>Oggetto</th>
            <th>Tipo</th>
            <th>Stato</th>
          </tr>
        </thead>
        <tbody>
          ${
            rows.length
              ? rows
              : html`<tr>
                  <td colspan="6">Nessuna e-mail.</td>
                </tr>`
          }
        </tbody>
      </table>
      <nav>${newer}<span>Pagina ${pageNo} di ${pages}</span>${older}</nav>`,
  );
}

function mailPage(mail: MailRow): string {
  // No scripts run in the frame, and its links open outside it.
  const srcdoc = `<base target="_blank">${mail.html}`;
  return page(
    mail.subject,
    html`<p><a href="/dev/mail">← Posta in uscita</a></p>
      <h1>${mail.subject}</h1>
      <dl>
        <dt>Da</dt>
        <dd>${mail.fromAddress}</dd>
        <dt>A</dt>
        <dd>${mail.toAddress}</dd>
        <dt>Tipo</dt>
        <dd>${mail.kind}</dd>
        <dt>Marchio</dt>
        <dd>${mail.brandId}</dd>
        <dt>Stato</dt>
        <dd class="status-${mail.status}">${mail.status}</dd>
        <dt>Tentativi</dt>
        <dd>${mail.attempts}</dd>
        <dt>Ultimo errore</dt>
        <dd>${mail.lastError ?? '—'}</dd>
        <dt>Scritta</dt>
        <dd>${when(mail.createdAt)}</dd>
        <dt>Inviata</dt>
        <dd>${when(mail.sentAt)}</dd>
      </dl>
      <h2>HTML</h2>
      <iframe
        sandbox="allow-popups allow-popups-to-escape-sandbox"
        title="${mail.subject}"
        srcdoc="${srcdoc}"
      ></iframe>
      <h2>Testo</h2>
      <pre>${mail.text}</pre>`,
  );
}

const toJson = (m: MailRow) => ({
  mailId: m.mailId,
  brandId: m.brandId,
  kind: m.kind,
  from: m.fromAddress,
  to: m.toAddress,
  subject: m.subject,
  text: m.text,
  html: m.html,
  status: m.status,
  attempts: m.attempts,
  lastError: m.lastError,
  createdAt: m.createdAt.toISOString(),
  sentAt: m.sentAt?.toISOString() ?? null,
});

/**
 * The outbox for developers (docs/architecture.md#the-outside-world): what the shop would have sent, as a
 * page and as JSON for tests and e2e journeys. Disabled, it answers 404: a
 * real shop would show its shoppers' mail to anyone.
 */
export const devMailRoutes: FastifyPluginAsyncZod<{ enabled: boolean }> = async (
  app,
  { enabled },
) => {
  if (!enabled) {
    // Answered all the same, so that the web app's catch-all does not take them.
    for (const url of ['/dev/mail', '/dev/mail/*', '/dev/mail.json'])
      app.get(url, { schema: { hide: true } }, async (_request, reply) => {
        reply.callNotFound();
        return reply;
      });
    return;
  }
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/dev/mail',
    { schema: { hide: true, querystring: filterQuery } },
    async (request, reply) => {
      const { page: pageNo, ...filter } = request.query;
      const { mails, total } = await listMails(app.db, filter, pageNo, DEV_MAIL_PAGE_SIZE);
      return reply.type('text/html; charset=utf-8').send(listPage(mails, total, filter, pageNo));
    },
  );

  app.get(
    '/dev/mail/:mailId',
    { schema: { hide: true, params: z.object({ mailId: QueryIdSchema }) } },
    async (request, reply) => {
      const mail = await findMail(app.db, request.params.mailId);
      if (!mail) return reply.callNotFound();
      return reply.type('text/html; charset=utf-8').send(mailPage(mail));
    },
  );

  app.get(
    '/dev/mail.json',
    { schema: { hide: true, querystring: filterQuery } },
    async (request) => {
      const { page: pageNo, ...filter } = request.query;
      const { mails, total } = await listMails(app.db, filter, pageNo, DEV_MAIL_PAGE_SIZE);
      return ok({ mails: mails.map(toJson), total, page: pageNo, pageSize: DEV_MAIL_PAGE_SIZE });
    },
  );
};

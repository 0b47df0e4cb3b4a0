import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config/env';
import { jobs, mailOutbox } from '../../db/schema';
import { installErrorHandler } from '../../http/error-handler';
import { JobRunner, jobsPlugin, type JobLog } from '../../jobs';
import { databasePlugin } from '../../plugins/database';
import { build, type TestApp } from '../../test/helper';
import {
  SmtpMailTransport,
  outboxTransport,
  type MailTransport,
  type OutgoingMail,
} from '../../adapters/mail';
import { startTestSmtpServer, type TestSmtpServer } from '../../../stand-ins/smtp-server';
import {
  enqueueMail,
  mailDeliveryJob,
  mailPlugin,
  MAIL_DELIVER_JOB,
  MAIL_MAX_ATTEMPTS,
  type MailPluginOptions,
  type MailToSend,
} from '.';

let t: TestApp;
const quiet: JobLog = {
  error: () => undefined,
  info: () => undefined,
  child: () => quiet,
};

beforeAll(async () => {
  t = await build({ catalogue: 'small', MAIL_FROM: { fresco: 'Fresco <noreply@fresco.example>' } });
});
afterAll(() => t.close());

/** A transport that records what it is given, or fails while `down` says so. */
class FakeTransport implements MailTransport {
  readonly name = 'smtp' as const;
  sent: OutgoingMail[] = [];
  down: Error | null = null;
  async send(mail: OutgoingMail): Promise<void> {
    if (this.down) throw this.down;
    this.sent.push(mail);
  }
}

let seq = 0;
const aMail = (overrides: Partial<MailToSend> = {}): MailToSend => ({
  brandId: 'fresco',
  kind: 'test.mail',
  to: `shopper-${++seq}@example.it`,
  subject: `Conferma ordine n. ${100000 + seq} — Fresco`,
  text: 'Ciao Mario, grazie per il tuo ordine.',
  html: '<p>Ciao Mario, grazie per il tuo ordine.</p>',
  ...overrides,
});

/** Queues a mail the way a feature does: in a transaction of its own. */
const queue = (mail: MailToSend) => t.database.db.transaction((tx) => enqueueMail(tx, t.app, mail));

const runnerWith = (transport: MailTransport) => {
  const runner = new JobRunner(t.database.db, quiet);
  runner.define(mailDeliveryJob(transport));
  return runner;
};

const mailRow = async (mailId: number) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.mailId, mailId)))[0]!;
const jobOf = async (mailId: number) =>
  (
    await t.database.db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.kind} = ${MAIL_DELIVER_JOB} and ${jobs.payload}->>'mailId' = ${String(mailId)}`,
      )
  )[0]!;
const makeDue = (mailId: number) =>
  t.database.db
    .update(jobs)
    .set({ runAt: sql`now() - interval '1 second'` })
    .where(
      sql`${jobs.kind} = ${MAIL_DELIVER_JOB} and ${jobs.payload}->>'mailId' = ${String(mailId)}`,
    );

describe('queueing a mail', () => {
  it('writes it to the outbox with its brand’s configured sender and queues its delivery', async () => {
    const mail = aMail();
    const mailId = await queue(mail);
    expect(await mailRow(mailId)).toMatchObject({
      brandId: 'fresco',
      kind: 'test.mail',
      fromAddress: 'Fresco <noreply@fresco.example>',
      toAddress: mail.to,
      subject: mail.subject,
      status: 'queued',
      attempts: 0,
      sentAt: null,
    });
    expect(await jobOf(mailId)).toMatchObject({ finishedAt: null, maxAttempts: MAIL_MAX_ATTEMPTS });
  });

  it('sends a brand with no configured sender as its own name at its own host (issue 34)', async () => {
    const mailId = await queue(aMail({ brandId: 'mercato' }));
    expect((await mailRow(mailId)).fromAddress).toBe('Mercatò <noreply@mercato.localhost>');
  });

  it('leaves nothing behind when the caller’s transaction rolls back', async () => {
    const mail = aMail();
    const deliveries = () => t.database.db.$count(jobs, eq(jobs.kind, MAIL_DELIVER_JOB));
    const before = await deliveries();
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, t.app, mail);
        throw new Error('order refused');
      }),
    ).rejects.toThrow('order refused');
    expect(await t.database.db.$count(mailOutbox, eq(mailOutbox.toAddress, mail.to))).toBe(0);
    expect(await deliveries()).toBe(before);
  });
});

describe('the mail.deliver job', () => {
  it('sends the queued mail through the transport and marks it sent', async () => {
    const transport = new FakeTransport();
    const mail = aMail();
    const mailId = await queue(mail);
    await runnerWith(transport).runDue();
    expect(transport.sent.filter((m) => m.to === mail.to)).toEqual([
      {
        from: 'Fresco <noreply@fresco.example>',
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      },
    ]);
    const row = await mailRow(mailId);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
    expect((await jobOf(mailId)).finishedAt).toBeInstanceOf(Date);
  });

  it('keeps the mail in the outbox when the outbox is the transport', async () => {
    const mailId = await queue(aMail());
    await runnerWith(outboxTransport).runDue();
    expect(await mailRow(mailId)).toMatchObject({ status: 'kept', attempts: 1, sentAt: null });
  });

  it('keeps the mail queued while the server is down, and sends it on a later run', async () => {
    const transport = new FakeTransport();
    transport.down = new Error('connect ECONNREFUSED 127.0.0.1:1025');
    const runner = runnerWith(transport);
    const mail = aMail();
    const mailId = await queue(mail);

    await runner.runDue();
    expect(await mailRow(mailId)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:1025',
    });
    const job = await jobOf(mailId);
    expect(job.finishedAt).toBeNull();
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not before its time.
    await runner.runDue();
    expect(transport.sent).toHaveLength(0);

    transport.down = null;
    await makeDue(mailId);
    await runner.runDue();
    expect(transport.sent.map((m) => m.to)).toEqual([mail.to]);
    const row = await mailRow(mailId);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('does not send a mail twice when its job runs again', async () => {
    const transport = new FakeTransport();
    const mailId = await queue(aMail());
    const job = mailDeliveryJob(transport);
    await job.run(t.database.db, { mailId });
    await job.run(t.database.db, { mailId });
    expect(transport.sent).toHaveLength(1);
  });

  it('gives the mail up as failed once its attempts are spent', async () => {
    const transport = new FakeTransport();
    transport.down = new Error('451 4.3.0 Riprova più tardi');
    const mailId = await queue(aMail());
    await t.database.db
      .update(mailOutbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS - 1 })
      .where(eq(mailOutbox.mailId, mailId));
    await expect(mailDeliveryJob(transport).run(t.database.db, { mailId })).rejects.toThrow('451');
    expect(await mailRow(mailId)).toMatchObject({
      status: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      lastError: '451 4.3.0 Riprova più tardi',
    });
  });
});

describe('delivery by SMTP', () => {
  let server: TestSmtpServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('loses nothing while the mail server is down: the mail goes out once it is back', async () => {
    server = await startTestSmtpServer();
    const { port, url } = server;
    await server.close();
    const runner = runnerWith(new SmtpMailTransport(url));
    const mail = aMail({ subject: 'Conferma ordine n. 100001' });
    const mailId = await queue(mail);

    await runner.runDue();
    const waiting = await mailRow(mailId);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);

    server = await startTestSmtpServer({ port });
    await makeDue(mailId);
    await runner.runDue();
    expect(server.received.map((m) => m.to)).toEqual([[mail.to]]);
    expect(server.received[0]!.data).toContain('Subject: Conferma ordine n. 100001');
    expect(await mailRow(mailId)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
});

/** The mail plugin on the test's database: server.ts does not register it (yet). */
async function mailApp(
  overrides: Partial<AppConfig> = {},
  options: MailPluginOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(databasePlugin, {
    database: t.database,
    config: { ...t.app.config, ...overrides },
  });
  await app.register(jobsPlugin);
  await app.register(mailPlugin, { transport: new FakeTransport(), ...options });
  await app.ready();
  return app;
}

interface MailJson {
  mailId: number;
  to: string;
  subject: string;
  kind: string;
  status: string;
  text: string;
  html: string;
  createdAt: string;
}
interface MailListJson {
  response: { status: number };
  data: { mails: MailJson[]; total: number; page: number; pageSize: number };
}

describe('/dev/mail', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await mailApp();
  });
  afterAll(() => app.close());

  it('is a job the plugin defines on the app’s runner', async () => {
    const mailId = await queue(aMail());
    await app.jobs.runDue();
    expect((await mailRow(mailId)).status).toBe('sent');
  });

  it('lists the outbox, newest first, 20 to a page', async () => {
    const to = `pages-${Date.now()}@example.it`;
    for (let n = 1; n <= 23; n++)
      await queue(
        aMail({ to, subject: `Messaggio ${String(n).padStart(2, '0')}`, kind: 'test.page' }),
      );

    const first = await app.inject(`/dev/mail?to=${encodeURIComponent(to)}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    const subjects = [...first.body.matchAll(/Messaggio (\d\d)/g)].map((m) => Number(m[1]));
    expect(subjects).toEqual(Array.from({ length: 20 }, (_, i) => 23 - i));
    expect(first.body).toContain(to);
    expect(first.body).toContain('test.page');
    expect(first.body).toContain('queued');
    expect(first.body).toContain('Pagina 1 di 2');
    expect(first.body).toContain(`href="/dev/mail?to=${encodeURIComponent(to)}&amp;page=2"`);

    const second = await app.inject(`/dev/mail?to=${encodeURIComponent(to)}&page=2`);
    expect([...second.body.matchAll(/Messaggio (\d\d)/g)].map((m) => Number(m[1]))).toEqual([
      3, 2, 1,
    ]);

    const all = await app.inject('/dev/mail');
    expect(all.statusCode).toBe(200);
    expect(all.body).toContain('Posta in uscita');
  });

  it('shows one mail: its HTML in a sandboxed frame, escaped, and its text', async () => {
    const mailId = await queue(
      aMail({
        subject: 'Biscotti <b>"Gran Cereale"</b> & co.',
        html: '<p>Ciao</p><script>alert(1)</script>',
        text: 'Ciao <Mario>',
      }),
    );
    const res = await app.inject(`/dev/mail/${mailId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Biscotti &lt;b&gt;&quot;Gran Cereale&quot;&lt;/b&gt; &amp; co.');
    expect(res.body).toMatch(/<iframe\s+sandbox="allow-popups allow-popups-to-escape-sandbox"/);
    expect(res.body).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p&gt;Ciao&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('<pre>Ciao &lt;Mario&gt;</pre>');
    expect((await app.inject('/dev/mail/999999999')).statusCode).toBe(404);
  });

  it('answers the last mails to an address as JSON, whatever its case', async () => {
    const to = `json-${Date.now()}@example.it`;
    await queue(aMail({ to, subject: 'Primo' }));
    await queue(aMail({ subject: 'A un altro' }));
    await queue(aMail({ to, subject: 'Secondo', kind: 'order.confirmed' }));

    const res = await app.inject(`/dev/mail.json?to=${encodeURIComponent(to.toUpperCase())}`);
    expect(res.statusCode).toBe(200);
    const json = res.json<MailListJson>();
    expect(json.response.status).toBe(0);
    expect(json.data.total).toBe(2);
    expect(json.data.mails.map((m) => m.subject)).toEqual(['Secondo', 'Primo']);
    expect(json.data.mails[0]).toMatchObject({
      to,
      kind: 'order.confirmed',
      status: 'queued',
      text: 'Ciao Mario, grazie per il tuo ordine.',
      html: '<p>Ciao Mario, grazie per il tuo ordine.</p>',
    });

    const byKind = await app.inject(
      `/dev/mail.json?to=${encodeURIComponent(to)}&kind=order.confirmed`,
    );
    expect(byKind.json<MailListJson>().data.mails.map((m) => m.subject)).toEqual(['Secondo']);
    expect((await app.inject('/dev/mail.json?page=0')).statusCode).toBe(400);
  });
});

describe('/dev/mail in production', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await mailApp({ NODE_ENV: 'production' });
  });
  afterAll(() => app.close());

  it.each(['/dev/mail', '/dev/mail/1', '/dev/mail.json?to=mario%40example.it'])(
    '%s is not found',
    async (url) => {
      await queue(aMail({ to: 'mario@example.it' }));
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('mario@example.it');
    },
  );
});

describe('/dev/mail turned on in a production build (e2e)', () => {
  it('lists the mails', async () => {
    const app = await mailApp({ NODE_ENV: 'production' }, { devPages: true });
    try {
      const to = `e2e-${Date.now()}@example.it`;
      await queue(aMail({ to, subject: 'Per il percorso e2e' }));
      const res = await app.inject(`/dev/mail.json?to=${encodeURIComponent(to)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json<MailListJson>().data.mails.map((m) => m.subject)).toEqual([
        'Per il percorso e2e',
      ]);
    } finally {
      await app.close();
    }
  });
});

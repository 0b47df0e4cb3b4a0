import { afterEach, describe, expect, it } from 'vitest';
import { createMailTransport, outboxTransport, SmtpMailTransport, type OutgoingMail } from '.';
import { startTestSmtpServer, type TestSmtpServer } from '../../../stand-ins/smtp-server';

const mail: OutgoingMail = {
  from: 'Spesa online <noreply@spesa.localhost>',
  to: 'mario.rossi@example.it',
  subject: 'Conferma ordine n. 100001',
  text: 'Ciao Mario, grazie per il tuo ordine.',
  html: '<p>Ciao Mario, grazie per il tuo ordine.</p>',
};

let server: TestSmtpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the SMTP transport', () => {
  it('delivers the mail, text and HTML, to an SMTP server', async () => {
    server = await startTestSmtpServer();
    await new SmtpMailTransport(server.url).send(mail);
    expect(server.received).toHaveLength(1);
    const [got] = server.received;
    expect(got!.from).toBe('noreply@spesa.localhost');
    expect(got!.to).toEqual(['mario.rossi@example.it']);
    expect(got!.data).toContain('Subject: Conferma ordine n. 100001');
    expect(got!.data).toContain('Content-Type: text/plain');
    expect(got!.data).toContain('Ciao Mario, grazie per il tuo ordine.');
    expect(got!.data).toContain('Content-Type: text/html');
    expect(got!.data).toContain('<p>Ciao Mario, grazie per il tuo ordine.</p>');
  });

  it('throws when the server refuses the recipient', async () => {
    server = await startTestSmtpServer({ rcptReply: '550 5.1.1 Utente sconosciuto' });
    await expect(new SmtpMailTransport(server.url).send(mail)).rejects.toThrow(/550/);
    expect(server.received).toHaveLength(0);
  });

  it('throws when no server listens', async () => {
    server = await startTestSmtpServer();
    const url = server.url;
    await server.close();
    server = undefined;
    await expect(new SmtpMailTransport(url).send(mail)).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('createMailTransport', () => {
  it('is SMTP when SMTP_URL is set, and the outbox otherwise', () => {
    expect(createMailTransport({ SMTP_URL: 'smtp://127.0.0.1:1025' }).name).toBe('smtp');
    expect(createMailTransport({ SMTP_URL: undefined })).toBe(outboxTransport);
  });
});

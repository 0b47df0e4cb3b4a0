import { expect, type Page } from '@playwright/test';
import { api } from './shop-api';

/*
 * Accounts of a journey's own, registered through the API (register_user, the
 * mailed code, registration_confirm), so that the demo accounts the other
 * journeys share are never changed and a retried journey starts afresh.
 */

export interface Account {
  email: string;
  password: string;
  firstName: string;
}

export interface OutboxMail {
  subject: string;
  text: string;
}

export async function mailsTo(page: Page, email: string): Promise<OutboxMail[]> {
  const data = await api(page.request, 'GET', `/dev/mail.json?to=${encodeURIComponent(email)}`);
  return data.mails as OutboxMail[];
}

/** The link of the newest mail to `email` whose subject starts with `subject`, as a path. */
export async function mailedLink(page: Page, email: string, subject: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await mailsTo(page, email)).find((m) => m.subject.startsWith(subject));
      link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export async function registeredAccount(page: Page, tag: string): Promise<Account> {
  const account = {
    email: `${tag}-${Date.now()}@esempio.it`,
    password: 'Vecchia123',
    firstName: 'Giorgia',
  };
  const { registrationDisclaimers } = await api(
    page.request,
    'GET',
    '/ebsn/api/registration-disclaimer/list?store_id=5&registration_module_type_id=2',
  );
  await api(page.request, 'POST', '/ebsn/api/registration/register_user', {
    firstName: account.firstName,
    lastName: 'Esposito',
    email: account.email,
    confirmEmail: account.email,
    password: account.password,
    phone: '333 765 4321',
    address1: 'Via Zamboni',
    addressNumber: '33',
    postalCode: '40126',
    province: 'BO',
    city: 'Bologna',
    referenceStoreId: '1',
    disclaimers: (registrationDisclaimers as { registrationDisclaimerId: number }[]).map((d) => ({
      disclaimerId: d.registrationDisclaimerId,
      accepted: true,
    })),
  });
  const confirm = new URL(
    await mailedLink(page, account.email, 'Conferma la tua registrazione'),
    'http://shop',
  );
  await api(
    page.request,
    'GET',
    `/ebsn/api/registration/registration_confirm?${new URLSearchParams({
      e_mail: confirm.searchParams.get('e_mail')!,
      reg_control_code: confirm.searchParams.get('reg_control_code')!,
    })}`,
  );
  return account;
}

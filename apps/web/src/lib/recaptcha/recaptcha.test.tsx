import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { RECAPTCHA_TEST_TOKEN, type BrandPublic } from '@spesa/domain';
import { BrandProvider } from '../brand';
import { testBrand } from '../../test/fixtures/brand';
import { recaptchaClientConfig, useRecaptcha } from '.';
import { RECAPTCHA_SCRIPT_URL } from './google';

const SITE_KEY = '6LeTestSiteKeyForTheShop0123456789abcdef';
const CONTACT = '/p/wp-admin/admin-ajax.php';

const brandWith = (siteKey?: string): BrandPublic => {
  const brand = testBrand();
  return {
    ...brand,
    config: { ...brand.config, recaptchaEndpoints: [CONTACT], recaptchaSiteKey: siteKey },
  };
};
const script = () => document.getElementById('recaptcha') as HTMLScriptElement | null;

function Page() {
  useRecaptcha();
  return null;
}
const renderPage = (brand: BrandPublic) =>
  render(
    <BrandProvider brand={brand}>
      <Page />
    </BrandProvider>,
  );

afterEach(() => {
  delete window.grecaptcha;
});

/* The cases run in order: Google's script, once added, stays for the page's life. */
describe('the reCAPTCHA token source', () => {
  it('without a site key: the test token, and Google is never reached', async () => {
    const { recaptchaEndpoints, recaptchaToken } = recaptchaClientConfig(brandWith().config);
    expect(recaptchaEndpoints).toEqual([CONTACT]);
    expect(await recaptchaToken?.(CONTACT)).toBe(RECAPTCHA_TEST_TOKEN);
    renderPage(brandWith());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(script()).toBeNull();
  });

  it('with one whose script cannot load: no token (the server then refuses), and a new try later', async () => {
    const { recaptchaToken } = recaptchaClientConfig(brandWith(SITE_KEY).config);
    const token = recaptchaToken?.(CONTACT);
    await waitFor(() => expect(script()).not.toBeNull());
    script()!.dispatchEvent(new Event('error'));
    expect(await token).toBeNull();
    expect(script()).toBeNull();
  });

  it("with one: the page of a guarded form adds Google's script, a token is asked for the call's action", async () => {
    renderPage(brandWith(SITE_KEY));
    await waitFor(() => expect(script()).not.toBeNull());
    expect(script()!.src).toBe(`${RECAPTCHA_SCRIPT_URL}?render=${SITE_KEY}`);
    const execute = vi.fn(async () => 'token-di-google');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    script()!.dispatchEvent(new Event('load'));

    const { recaptchaToken } = recaptchaClientConfig(brandWith(SITE_KEY).config);
    expect(await recaptchaToken?.(CONTACT)).toBe('token-di-google');
    expect(execute).toHaveBeenCalledWith(SITE_KEY, { action: '/p/wp_admin/admin_ajax_php' });
    expect(document.querySelectorAll('script#recaptcha')).toHaveLength(1);
  });
});

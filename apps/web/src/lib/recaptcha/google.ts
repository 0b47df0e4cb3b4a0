/** What Google's reCAPTCHA v3 script puts on window. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const SCRIPT_ID = 'recaptcha';

let loading: Promise<Grecaptcha> | null = null;

/**
 * Google's v3 script for the site key, added once: v3 scores what it sees of
 * the visit, so the pages with a guarded form add it when they open, and a
 * token asked before that waits for it. A script that cannot load (offline,
 * blocked) may be tried again on the next send.
 */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA script without grecaptcha'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA script not loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    document.getElementById(SCRIPT_ID)?.remove();
    throw error;
  });
  return loading;
}

/**
 * A token for the action, or null when Google cannot give one: the call then
 * goes without, and the server's refusal tells the shopper to reload and retry.
 */
export async function executeRecaptcha(siteKey: string, action: string): Promise<string | null> {
  try {
    const grecaptcha = await loadRecaptcha(siteKey);
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    return null;
  }
}

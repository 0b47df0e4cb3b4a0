import { describe, expect, it } from 'vitest';
import { recaptchaAction, RecaptchaSiteKeySchema } from './brand';

describe('recaptchaAction', () => {
  it.each([
    ['/ebsn/api/registration/register_user', '/ebsn/api/registration/register_user'],
    [
      '/ebsn/api/registration/password_reset_token_request',
      '/ebsn/api/registration/password_reset_token_request',
    ],
    // Google refuses hyphens and dots in an action name
    ['/p/wp-admin/admin-ajax.php', '/p/wp_admin/admin_ajax_php'],
  ])('%s → %s', (path, action) => {
    expect(recaptchaAction(path)).toBe(action);
  });
});

describe('RecaptchaSiteKeySchema', () => {
  it.each([
    ['a key as Google issues it', '6LcAbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-', true],
    ['too short', '6Lc123', false],
    ['anything that would leave the script URL', '6LcAbCdEfGhIjKlMnOpQrS&render=x', false],
  ])('%s', (_name, key, valid) => {
    expect(RecaptchaSiteKeySchema.safeParse(key).success).toBe(valid);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../api';
import { jsonResponse, okEnvelope, testQueryClient } from '../../test/render';
import { mockServer, testUser } from '../../test/fixtures';
import { closeLoginDialog } from '../session';
import { checkoutFlowFor } from './use-checkout-flow';

afterEach(() => {
  api.configure({ fetch: () => Promise.reject(new Error('no server in tests')) });
  api.clearCache();
  closeLoginDialog();
});

describe('the checkout flow wired to the app', () => {
  it('waits for auth/test when the session was not read yet, instead of asking to log in', async () => {
    const calls = mockServer({
      '/ebsn/api/auth/test': () => jsonResponse(okEnvelope({ user: testUser() })),
    });
    const flow = checkoutFlowFor(testQueryClient());
    // Had it asked to log in, the flow would wait for the login dialog to close.
    await expect(flow.needLogin()).resolves.toBe(true);
    expect(calls.filter((call) => call.path === '/ebsn/api/auth/test')).toHaveLength(1);
  });
});

import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { TestAcquirer, returnUrlOf, type Redirect } from './acquirer';
import { cardPage, challengePage, notFoundPage, paypalPage, settledPage } from './pages';

export interface TestAcquirerRoutesOptions {
  acquirer: TestAcquirer;
}

type FormBody = Record<string, unknown> | undefined;
const text = (body: FormBody, name: string): string => {
  const value = body?.[name];
  return typeof value === 'string' ? value : '';
};

const html = (reply: FastifyReply, page: string, status = 200) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(page);

const follow = (reply: FastifyReply, answer: Redirect) =>
  reply.header('cache-control', 'no-store').redirect(answer.location, 303);

interface IdParams {
  id: string;
}
const hidden = { schema: { hide: true } } as const;

/**
 * The test acquirer's hosted pages under /pay/ (decision 014): the card form or
 * PayPal approval, the 3-D Secure challenge, and their answers. The same
 * process serves them, but they use nothing of the shop: no session, no brand.
 */
export const testAcquirerRoutes: FastifyPluginAsync<TestAcquirerRoutesOptions> = async (
  app,
  { acquirer },
) => {
  /** The page a payment shows in its present state. */
  const show = async (reply: FastifyReply, id: string) => {
    const row = await acquirer.findPayment(id);
    if (!row) return html(reply, notFoundPage(), 404);
    if (row.status === 'created')
      return html(
        reply,
        row.method === 'paypal'
          ? paypalPage(row)
          : cardPage(row, { offerKeep: TestAcquirer.offersToKeepCard(row) }),
      );
    if (row.status === 'challenge') return html(reply, challengePage(row));
    return html(reply, settledPage(row, returnUrlOf(row)));
  };

  app.get<{ Params: IdParams }>('/pay/checkout/:id', hidden, (request, reply) =>
    show(reply, request.params.id),
  );
  app.get<{ Params: IdParams }>('/pay/challenge/:id', hidden, (request, reply) =>
    show(reply, request.params.id),
  );

  app.post<{ Params: IdParams; Body: FormBody }>(
    '/pay/checkout/:id',
    hidden,
    async (request, reply) => {
      const row = await acquirer.findPayment(request.params.id);
      if (!row) return html(reply, notFoundPage(), 404);
      if (row.method !== 'card' || row.status !== 'created') return show(reply, row.paymentId);
      const answer = await acquirer.submitCard(row, {
        number: text(request.body, 'number'),
        expiry: text(request.body, 'expiry'),
        cvc: text(request.body, 'cvc'),
        holder: text(request.body, 'holder'),
        remember: text(request.body, 'remember') !== '',
      });
      if (answer.kind === 'redirect') return follow(reply, answer);
      return html(
        reply,
        cardPage(row, {
          offerKeep: TestAcquirer.offersToKeepCard(row),
          errors: answer.errors,
          form: answer.form,
        }),
        422,
      );
    },
  );

  app.post<{ Params: IdParams }>('/pay/checkout/:id/cancel', hidden, async (request, reply) => {
    const row = await acquirer.findPayment(request.params.id);
    if (!row) return html(reply, notFoundPage(), 404);
    return follow(reply, await acquirer.cancel(row));
  });

  app.post<{ Params: IdParams }>('/pay/paypal/:id', hidden, async (request, reply) => {
    const row = await acquirer.findPayment(request.params.id);
    if (!row) return html(reply, notFoundPage(), 404);
    return follow(reply, await acquirer.answerPaypal(row, true));
  });

  app.post<{ Params: IdParams; Body: FormBody }>(
    '/pay/challenge/:id',
    hidden,
    async (request, reply) => {
      const row = await acquirer.findPayment(request.params.id);
      if (!row) return html(reply, notFoundPage(), 404);
      const confirmed = text(request.body, 'answer') === 'confirm';
      return follow(reply, await acquirer.answerChallenge(row, confirmed));
    },
  );
};

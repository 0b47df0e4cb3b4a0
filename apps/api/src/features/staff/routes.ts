import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BoardSchema,
  StaffAlternativeSchema,
  StaffLineBodySchema,
  StaffMeSchema,
  StaffOrderQuerySchema,
  StaffOrderSchema,
  StaffStatusBodySchema,
  StaffSubstituteBodySchema,
  StaffWeighBodySchema,
  envelopeSchema,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import type { JobRunner } from '../../jobs';
import type { OrdersDeps } from '../orders';
import { staffContext } from './context';
import { calendarRoutes } from './calendar-routes';
import {
  addBag,
  alternativesFor,
  changeStatus,
  readBoard,
  readStaffOrder,
  refundOrder,
  reopenOrder,
  retryCapture,
  setLineMissing,
  substituteLine,
  weighLine,
} from './board';

const OrderAnswer = envelopeSchema(StaffOrderSchema);

/**
 * The staff console's calls (/ebsn/api/staff/…), registered inside the staff
 * scope only. Every change answers the order as it now stands.
 */
export const staffRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps; jobs: JobRunner }> = async (
  app,
  { deps, jobs },
) => {
  const ctx = staffContext(deps, jobs);
  await app.register(calendarRoutes, { ctx });

  app.get(
    '/ebsn/api/staff/me',
    {
      schema: {
        tags: ['staff'],
        summary: 'The staff member signed in by SSO: name, role and store',
        response: { 200: envelopeSchema(StaffMeSchema) },
      },
    },
    async (request) => ok(request.staff),
  );

  app.get(
    '/ebsn/api/staff/orders',
    {
      schema: {
        tags: ['staff'],
        summary: "The store's orders for today and tomorrow (Rome), by date and slot",
        response: { 200: envelopeSchema(BoardSchema) },
      },
    },
    async (request) => ok(await readBoard(ctx(request))),
  );

  app.get(
    '/ebsn/api/staff/order',
    {
      schema: {
        tags: ['staff'],
        summary:
          "One of the store's orders: the picking list by sector, history, money, the customer's contact and invoice request",
        querystring: StaffOrderQuerySchema,
        response: { 200: OrderAnswer },
      },
    },
    async (request) => ok(await readStaffOrder(ctx(request), request.query.order_id)),
  );

  app.get(
    '/ebsn/api/staff/alternatives',
    {
      schema: {
        tags: ['staff'],
        summary:
          'Similar products to substitute a line with (empty when alternatives were refused)',
        querystring: StaffLineBodySchema,
        response: {
          200: envelopeSchema(z.object({ alternatives: z.array(StaffAlternativeSchema) })),
        },
      },
    },
    async (request) =>
      ok({
        alternatives: await alternativesFor(
          ctx(request),
          request.query.order_id,
          request.query.order_item_id,
        ),
      }),
  );

  app.post(
    '/ebsn/api/staff/order/status',
    {
      schema: {
        tags: ['staff'],
        summary: 'Move the order: 4 take in charge, 6, 7, 8, 9, 12 (checked by the domain rule)',
        description:
          'On 8/9 the final amount is fixed, never above a card reservation (money.waived says ' +
          'what the goods came to above it), and the card captured for it, the rest released. ' +
          'On 12 the reservation is released. Two staff members moving the same order: the second is refused.',
        body: StaffStatusBodySchema,
        response: { 200: envelopeSchema(StaffOrderSchema) },
      },
    },
    async (request) => {
      await changeStatus(ctx(request), {
        orderId: request.body.order_id,
        statusId: request.body.status_id,
      });
      return ok(await readStaffOrder(ctx(request), request.body.order_id));
    },
  );

  app.post(
    '/ebsn/api/staff/order/weigh',
    {
      schema: {
        tags: ['staff'],
        summary: 'The actual weight (kg) of a weighed line; above +30 % it needs confirm=true',
        body: StaffWeighBodySchema,
        response: { 200: OrderAnswer },
      },
    },
    async (request) => {
      const { order_id, order_item_id, weight, confirm } = request.body;
      await weighLine(ctx(request), {
        orderId: order_id,
        orderItemId: order_item_id,
        weight,
        confirm,
      });
      return ok(await readStaffOrder(ctx(request), order_id));
    },
  );

  for (const [path, missing] of [
    ['/ebsn/api/staff/order/missing', true],
    ['/ebsn/api/staff/order/found', false],
  ] as const)
    app.post(
      path,
      {
        schema: {
          tags: ['staff'],
          summary: missing ? 'Mark a line missing' : 'Undo: the line is there after all',
          body: StaffLineBodySchema,
          response: { 200: OrderAnswer },
        },
      },
      async (request) => {
        const { order_id, order_item_id } = request.body;
        await setLineMissing(ctx(request), {
          orderId: order_id,
          orderItemId: order_item_id,
          missing,
        });
        return ok(await readStaffOrder(ctx(request), order_id));
      },
    );

  for (const [action, summary, description, run] of [
    [
      'capture',
      'Charge again a delivered order whose card capture failed (manager only)',
      "Runs the order's capture job now (a new one once the last gave up), with the same " +
        'idempotency key: a capture that went through is not repeated. staff.capture_running ' +
        'while another process runs it. 403 staff.manager_only for a picker.',
      retryCapture,
    ],
    [
      'refund',
      'Refund a delivered card order in full (manager only)',
      "Through the gateway with the order's key; takes back the points the order credited and " +
        'the vouchers its delivery issued that no order used. Refused when paid on delivery ' +
        '(staff.refund_at_till), not handed over, not charged or refunded already. 403 for a picker.',
      refundOrder,
    ],
    [
      'reopen',
      'Take an order that is ready or on its way back to preparation (manager only)',
      'From 6, 7 or 18 to 4, recorded in the history; staff.not_reopenable otherwise. 403 for a picker.',
      reopenOrder,
    ],
  ] as const)
    app.post(
      `/ebsn/api/staff/order/${action}`,
      {
        schema: {
          tags: ['staff'],
          summary,
          description,
          body: StaffOrderQuerySchema,
          response: { 200: OrderAnswer },
        },
      },
      async (request) => {
        await run(ctx(request), request.body.order_id);
        return ok(await readStaffOrder(ctx(request), request.body.order_id));
      },
    );

  app.post(
    '/ebsn/api/staff/order/bag',
    {
      schema: {
        tags: ['staff'],
        summary: "One more of the order's bag, at its price (while in preparation)",
        body: StaffOrderQuerySchema,
        response: { 200: OrderAnswer },
      },
    },
    async (request) => {
      await addBag(ctx(request), request.body.order_id);
      return ok(await readStaffOrder(ctx(request), request.body.order_id));
    },
  );

  app.post(
    '/ebsn/api/staff/order/substitute',
    {
      schema: {
        tags: ['staff'],
        summary: 'Substitute a line with a similar product (only when alternatives were accepted)',
        body: StaffSubstituteBodySchema,
        response: { 200: OrderAnswer },
      },
    },
    async (request) => {
      const { order_id, order_item_id, product_id } = request.body;
      await substituteLine(ctx(request), {
        orderId: order_id,
        orderItemId: order_item_id,
        productId: product_id,
      });
      return ok(await readStaffOrder(ctx(request), order_id));
    },
  );
};

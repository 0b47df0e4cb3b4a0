import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ORDER_NOTE_MESSAGES,
  OrderNoteBodySchema,
  OrderNoteListBodySchema,
  OrderNoteListResponseSchema,
  OrderNoteResponseSchema,
  OrderNoteUpdateBodySchema,
  PARKING_MAX_DISTANCE,
  PARKING_MESSAGES,
  ParkingReserveQuerySchema,
  ParkingReserveResponseSchema,
  envelopeSchema,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import type { OrdersDeps } from './deps';
import { addOrderNote, listOrderNotes, reserveParking, updateOrderNote } from './notes-parking';

const NOTE_REFUSALS =
  `Refusals (status 1): order.not_found for an unknown order or another shopper's; ` +
  `note.not_delivered '${ORDER_NOTE_MESSAGES.notDelivered}' before the order is delivered (8, 9).`;

/** docs/rules/orders.md note/order and order/reserve: rating a delivered order, a bay at the pickup point. */
export const orderNoteParkingRoutes: FastifyPluginAsyncZod<{ deps: OrdersDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/ebsn/api/note/order/add',
    {
      schema: {
        tags: ['orders'],
        summary: 'Rate a delivered order: 1–5 stars and a comment (one note per order)',
        description:
          `Body { orderId, rating 1..5, text ≤ 1000 chars }. data.data the note. ${NOTE_REFUSALS} ` +
          `note.already_rated '${ORDER_NOTE_MESSAGES.alreadyRated}' when the order has a note: use note/order/update.`,
        body: OrderNoteBodySchema,
        response: { 200: envelopeSchema(OrderNoteResponseSchema) },
      },
    },
    async (request) =>
      ok({ data: await addOrderNote(deps.db, request.shopper.user, request.body) }, [
        { code: 'note.saved', info: ORDER_NOTE_MESSAGES.noteSaved },
      ]),
  );

  app.post(
    '/ebsn/api/note/order/update',
    {
      schema: {
        tags: ['orders'],
        summary: 'Change the rating of a delivered order',
        description: `Body { noteId, orderId, rating, text }. data.data the note. ${NOTE_REFUSALS} note.not_found for another note.`,
        body: OrderNoteUpdateBodySchema,
        response: { 200: envelopeSchema(OrderNoteResponseSchema) },
      },
    },
    async (request) =>
      ok({ data: await updateOrderNote(deps.db, request.shopper.user, request.body) }, [
        { code: 'note.saved', info: ORDER_NOTE_MESSAGES.noteSaved },
      ]),
  );

  app.post(
    '/ebsn/api/note/list/',
    {
      schema: {
        tags: ['orders'],
        summary: 'The shopper’s order ratings',
        description: 'Filter body { orderId? }. data.data the notes, oldest first.',
        body: OrderNoteListBodySchema,
        response: { 200: envelopeSchema(OrderNoteListResponseSchema) },
      },
    },
    async (request) =>
      ok({ data: await listOrderNotes(deps.db, request.shopper.user, request.body) }),
  );

  app.post(
    '/ebsn/api/order/reserve',
    {
      schema: {
        tags: ['orders'],
        summary: 'Hold a parking bay at the pickup point for an order collected today',
        description:
          `Query order_id, distance (metres from the store, 0..100000). data.data { orderId, bay, reservedAt }, ` +
          `info parking.reserved '${PARKING_MESSAGES.reserved(1)}'; asking again answers the same bay. ` +
          `Refusals: order.not_found; parking.not_pickup '${PARKING_MESSAGES.notPickup}'; ` +
          `parking.not_today '${PARKING_MESSAGES.notToday}' (statuses 3–6, delivery date today, Europe/Rome); ` +
          `parking.too_far '${PARKING_MESSAGES.tooFar}' beyond ${PARKING_MAX_DISTANCE} m; parking.full.`,
        querystring: ParkingReserveQuerySchema,
        response: { 200: envelopeSchema(ParkingReserveResponseSchema) },
      },
    },
    async (request) => {
      const reservation = await reserveParking(
        deps.db,
        request.shopper.user,
        request.query.order_id,
        request.query.distance,
      );
      return ok({ data: reservation }, [
        { code: 'parking.reserved', info: PARKING_MESSAGES.reserved(reservation.bay) },
      ]);
    },
  );
};

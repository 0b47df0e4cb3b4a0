import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TimeslotListQuerySchema,
  TimeslotListResponseSchema,
  TimeslotSelectQuerySchema,
  anonymousUser,
  envelopeSchema,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import { toUser } from '../users';
import { CART_RESPONSE, cartContext, liveCart, setCartTimeslot } from '../cart';
import { cartCalendar } from '../delivery';

export const timeslotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ebsn/api/timeslot/list',
    {
      schema: {
        tags: ['timeslot'],
        summary: "The timeslots of the cart's address for the coming days: data.days",
        description:
          'Each day {dateIso, selected, timeslots}; each slot {timeslotId, name, beginTime, endTime, status ' +
          'empty|intermediate (≥ 70% taken)|full, active 1|0 (0 once orders closed), selected, deliveryFee (euros), ' +
          'available, cutoffAt}. Only open slots and days with slots, unless show-closed=true (closed slots too) or ' +
          'all=true (every day of the window). data.user.userId -1: not logged in, days empty.',
        querystring: TimeslotListQuerySchema,
        response: { 200: envelopeSchema(TimeslotListResponseSchema) },
      },
    },
    async (request) => {
      if (!request.session)
        return ok({ user: anonymousUser(), days: [], addressId: null, deliveryServiceId: null });
      const { user } = request.session;
      const cart = await liveCart(app.db, request.brand, user);
      const calendar = await cartCalendar(app.db, cartContext(request.brand, cart), {
        now: new Date(),
        daysAhead: app.config.TIMESLOT_DAYS_AHEAD,
        showClosed: request.query['show-closed'],
        allDays: request.query.all,
      });
      return ok({ user: toUser(user), ...calendar });
    },
  );
};

/** The calls that need a logged-in shopper: server.ts registers them behind `requireShopper`. */
export const timeslotShopperRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ebsn/api/timeslot/select',
    {
      config: { changesState: true },
      schema: {
        tags: ['timeslot'],
        summary: 'Take a place in a timeslot for the cart (same as cart/set-timeslot)',
        description:
          'sel_date YYYY-MM-DD, timeslot_id. Success (status 0): data.data the cart. Refusals (status 1, Italian text): ' +
          'unknown slot, slot of another address, orders closed, slot full.',
        querystring: TimeslotSelectQuerySchema,
        response: CART_RESPONSE,
      },
    },
    async (request) => {
      const cart = await setCartTimeslot(app, request.brand, request.shopper.user, {
        date: request.query.sel_date,
        timeslotId: request.query.timeslot_id,
      });
      return ok({ data: cart });
    },
  );
};

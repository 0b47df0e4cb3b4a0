import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AutocompleteQuerySchema,
  AutocompleteResponseSchema,
  GeocodeQuerySchema,
  GeocodeResponseSchema,
  ReverseGeocodeQuerySchema,
  envelopeSchema,
  type Place,
} from '@spesa/domain';
import { ok } from '../../http/envelope';
import { describePlace, type GeocodedPlace, type GeocodingPort } from '../../adapters/geocoding';

const TAG = 'geocoding';

const toPlace = (place: GeocodedPlace | null): Place | null =>
  place ? { ...place, description: describePlace(place) } : null;

/**
 * The address form's autocomplete, verify and "use my position" (docs/rules/delivery-and-slots.md
 * Address edit), through the geocoding port: restricted to Italy.
 */
export const geocodingRoutes: FastifyPluginAsyncZod<{ geocoder: GeocodingPort }> = async (
  app,
  { geocoder },
) => {
  app.get(
    '/ebsn/api/geocoding/autocomplete',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: [TAG],
        summary: 'Streets and comuni matching a typed text (Italy only)',
        description:
          'text: what the shopper typed (suggestions start above 3 characters); a house number or CAP in it is kept. ' +
          'data.places: address1, addressNumber, city, province, postalcode, latitude, longitude, precision, description.',
        querystring: AutocompleteQuerySchema,
        response: { 200: envelopeSchema(AutocompleteResponseSchema) },
      },
    },
    async (request) =>
      ok({ places: await geocoder.autocomplete(request.query.text, request.query.limit) }),
  );

  app.get(
    '/ebsn/api/geocoding/geocode',
    {
      schema: {
        tags: [TAG],
        summary: 'The place of a structured address; data.place null when the comune is unknown',
        querystring: GeocodeQuerySchema,
        response: { 200: envelopeSchema(GeocodeResponseSchema) },
      },
    },
    async (request) => ok({ place: toPlace(await geocoder.geocode(request.query)) }),
  );

  app.get(
    '/ebsn/api/geocoding/reverse',
    {
      schema: {
        tags: [TAG],
        summary:
          'The nearest known street (or comune) to a point; data.place null outside the area',
        querystring: ReverseGeocodeQuerySchema,
        response: { 200: envelopeSchema(GeocodeResponseSchema) },
      },
    },
    async (request) =>
      ok({
        place: toPlace(await geocoder.reverse(request.query.latitude, request.query.longitude)),
      }),
  );
};

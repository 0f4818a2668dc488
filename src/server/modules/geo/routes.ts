import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { Geocoder, SEARCH_LIMIT } from './service.js';

// A decimal number in range; '' or 'abc' is refused rather than read as 0 or NaN.
const Coordinate = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?$/, 'must be a decimal number')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));
const ReverseQuery = z.object({ lat: Coordinate(90), lon: Coordinate(180) });
// Autocomplete starts at 3 characters (docs/product/campaigns-venues-events.md §9).
const SearchQuery = z.object({ q: z.string().trim().min(3, 'must be at least 3 characters').max(200) });

const Address = z.object({ countryCode: z.string(), postcode: z.string(), state: z.string(), city: z.string(), suburb: z.string(), displayName: z.string() });
const Place = z.object({ displayName: z.string(), lat: z.number(), lon: z.number() });

export async function geoRoutes(app: FastifyInstance, ctx: AppContext) {
  const geocoder = new Geocoder(ctx, ctx.clock);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/1.0/geo/reverse', {
    schema: {
      tags: ['geo'],
      summary: 'The address at a point (reverse geocoding through GEOCODER_URL, cached)',
      querystring: ReverseQuery,
      response: { 200: Address },
    },
    handler: async (request) => geocoder.reverse(request.query.lat, request.query.lon),
  });
  r.get('/api/1.0/geo/search', {
    schema: {
      tags: ['geo'],
      summary: `Up to ${SEARCH_LIMIT} places whose names match q (forward geocoding through GEOCODER_URL, cached)`,
      querystring: SearchQuery,
      response: { 200: z.array(Place) },
    },
    handler: async (request) => geocoder.search(request.query.q),
  });
}

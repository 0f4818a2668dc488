import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { ReverseGeocoder } from './service.js';

// A decimal number in range; '' or 'abc' is refused rather than read as 0 or NaN.
const Coordinate = (limit: number) =>
  z
    .string()
    .regex(/^-?\d{1,3}(\.\d+)?$/, 'must be a decimal number')
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));
const ReverseQuery = z.object({ lat: Coordinate(90), lon: Coordinate(180) });

const Address = z.object({ countryCode: z.string(), postcode: z.string(), state: z.string(), city: z.string(), suburb: z.string(), displayName: z.string() });

export async function geoRoutes(app: FastifyInstance, ctx: AppContext) {
  const geocoder = new ReverseGeocoder(ctx);
  app.withTypeProvider<ZodTypeProvider>().get('/api/1.0/geo/reverse', {
    schema: {
      tags: ['geo'],
      summary: 'The address at a point (reverse geocoding through GEOCODER_URL, cached)',
      querystring: ReverseQuery,
      response: { 200: Address },
    },
    handler: async (request) => geocoder.reverse(request.query.lat, request.query.lon),
  });
}

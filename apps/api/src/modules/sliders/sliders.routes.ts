import { clientSlider, sliders } from '@sufra/contract/resources/sliders';
import { FILE_MAX_BYTES } from '@sufra/contract/validation';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FileAcceptance } from '../../core/http/body.ts';
import { route } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import { systemClock } from '../../core/jobs/clock.ts';
import { registerResource } from '../../core/lists/crud.ts';
import { showingSliders, slidersService } from './sliders.service.ts';

/** One image, and room for a second so that it answers a field error ("one image only"). */
const SLIDER_UPLOADS: FileAcceptance = { maxFiles: 2, maxTotalBytes: 2 * FILE_MAX_BYTES };

/** The platform's sliders (`/api/v1/admin/sliders`) and what the customer app shows of them. */
export function registerSliderRoutes(app: FastifyInstance): void {
  registerResource(app, sliders, slidersService(app.deps.storage), { files: SLIDER_UPLOADS });

  route(app, 'client', {
    method: 'GET',
    path: '/sliders',
    // Like the branches and menus: the app's home shows them before anyone signs in.
    access: { public: true },
    tags: ['client-catalog'],
    summary:
      'The sliders showing now (not blocked, inside their display period), in display order, titled in the request’s language',
    operation: 'sliders',
    response: z.array(clientSlider),
    handler: async (request) => {
      const { db, clock = systemClock } = request.server.deps;
      const rows = await showingSliders(db, clock, request.locale);
      return { data: rows.map((row) => serialize(clientSlider, row)) };
    },
  });
}

import * as endpoints from '@sufra/contract/endpoints/settings';
import {
  LEGAL_PAGES,
  legalPage,
  publicSettings,
  settingLabels,
  settingsRecord,
} from '@sufra/contract/settings';
import { FILE_MAX_BYTES } from '@sufra/contract/validation';
import type { FastifyInstance } from 'fastify';
import { isUploadedFile } from '../../core/http/body.ts';
import { parseInput, route } from '../../core/http/routes.ts';
import { serialize } from '../../core/http/serialize.ts';
import {
  legalPage as readLegalPage,
  publicSettings as readPublicSettings,
  readSettings,
  resetLogo,
  updateSettings,
  uploadLogo,
} from './settings.service.ts';

/** One logo, with room for a second file so that one answers a field error. */
const LOGO_UPLOADS = { maxFiles: 2, maxTotalBytes: 2 * FILE_MAX_BYTES };
const tags = ['settings'];

/**
 * The platform settings (SPEC §2 `/settings/record`, permission `settings`): every group read and
 * saved by the platform's users (a partial save changes only what it sends), the logo through
 * multipart; the public part for the sign-in pages (`/api/v1/settings/public`), and the legal pages
 * for the customer app (`/api/v1/client/pages/terms|privacy`), in the request's language.
 */
export function registerSettingsRoutes(app: FastifyInstance): void {
  const { deps } = app;

  route(app, 'admin', {
    endpoint: endpoints.settings,
    access: { permission: 'read-settings' },
    tags,
    summary:
      'Every group of the platform settings (general, legal, subscriptions, invoices, commission, contact)',
    operation: 'show',
    handler: async (request) => ({ data: serialize(settingsRecord, await readSettings(request.ctx().db)) }),
  });

  route(app, 'admin', {
    endpoint: endpoints.updateSettings,
    access: { permission: 'update-settings' },
    tags,
    summary:
      'Save some of the settings: only the groups and fields sent change, each checked by its rule; rich text ' +
      '(terms, privacy) is sanitised, and the terms must stay written in Arabic and in English. Every change ' +
      'is in the audit trail with its old and new value.',
    operation: 'update',
    handler: async (request) => {
      const input = parseInput(endpoints.updateSettings.body, request.body, settingLabels);
      const saved = await updateSettings(request.ctx(), input);
      return { message: request.t('settings.updated'), data: serialize(settingsRecord, saved) };
    },
  });

  route(app, 'admin', {
    endpoint: endpoints.uploadLogo,
    access: { permission: 'update-settings' },
    tags,
    summary:
      'Upload the platform’s logo (multipart `logo`: JPEG, PNG or SVG by its bytes, at most 2 MB): the sign-in ' +
      'pages, the header and the login answers’ `sys_logo` show it',
    operation: 'logo',
    files: LOGO_UPLOADS,
    handler: async (request) => {
      const { logo } = parseInput(endpoints.uploadLogo.body, request.body, settingLabels);
      const file = logo[0];
      const sysLogo = await uploadLogo(request.ctx(), deps.storage, isUploadedFile(file) ? file : undefined);
      return { message: request.t('settings.logo_updated'), data: { sys_logo: sysLogo } };
    },
  });

  route(app, 'admin', {
    endpoint: endpoints.resetLogo,
    access: { permission: 'update-settings' },
    tags,
    summary: 'Go back to the bundled logo',
    operation: 'logo.reset',
    handler: async (request) => {
      const sysLogo = await resetLogo(request.ctx(), deps.storage);
      return { message: request.t('settings.logo_reset'), data: { sys_logo: sysLogo } };
    },
  });

  route(app, 'settings', {
    endpoint: endpoints.publicSettings,
    access: { public: true },
    tags,
    summary:
      'What the sign-in pages show before anyone signs in: the platform’s name (both languages, and in the ' +
      'request’s), its logo and how to reach support',
    operation: 'public',
    handler: async (request) => ({
      data: serialize(publicSettings, await readPublicSettings(deps.db, request.locale)),
    }),
  });

  for (const page of LEGAL_PAGES) {
    route(app, 'client', {
      method: 'GET',
      path: `/pages/${page}`,
      access: { public: true },
      tags,
      summary: `The ${page === 'terms' ? 'terms and conditions' : 'privacy policy'} in the request’s language (sanitised HTML); 404 until the platform has written it`,
      operation: `page.${page}`,
      response: legalPage,
      errors: [404],
      handler: async (request) => {
        const { titleKey, ...found } = await readLegalPage(deps.db, page, request.locale);
        return { data: serialize(legalPage, { ...found, title: request.t(titleKey) }) };
      },
    });
  }
}

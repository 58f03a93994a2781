import { z } from 'zod';
import {
  logoUpload,
  publicSettings as publicSettingsBody,
  settingsRecord,
  settingsUpdate,
} from '../settings.ts';
import { dataRead, endpoint, writeBody } from './endpoint.ts';

/** The platform settings (admin), their logo, and the public part the sign-in pages read. */

const logoAnswer = z.object({ sys_logo: z.string() });

export const settings = dataRead('/settings', ['admin'], settingsRecord);

/** A partial save: only the groups and fields sent change. */
export const updateSettings = endpoint({
  method: ['PUT', 'PATCH'],
  path: '/settings',
  userTypes: ['admin'],
  body: settingsUpdate,
  responses: { 200: writeBody(settingsRecord) },
});

/** The platform's logo: uploaded (`POST`) or put back to the default (`DELETE`), answered with its URL. */
const logo = {
  path: '/settings/logo',
  userTypes: ['admin'],
  responses: { 200: writeBody(logoAnswer) },
} as const;

export const uploadLogo = endpoint({ method: 'POST', ...logo, body: logoUpload, multipart: logoUpload });

export const resetLogo = endpoint({ method: 'DELETE', ...logo });

/** What the sign-in pages show before anyone signs in (`/api/v1/settings/public`). */
export const publicSettings = dataRead('/public', ['settings'], publicSettingsBody);

import type { EndpointAnswer } from '@sufra/contract/endpoints/endpoint';
import type { publicSettings } from '@sufra/contract/endpoints/settings';
import type { PublicSettings } from '@sufra/contract/settings';
import { useEffect, useState } from 'react';
import { api } from './api-client.ts';
import { useLocale } from './i18n.ts';
import { setSysLogo } from './session.ts';

/**
 * The platform's public settings (`GET /api/v1/settings/public`: its name, logo and support
 * contacts), for the pages shown before anyone signs in. A plain request, not a TanStack query: the
 * sign-in pages load no more than they need. The logo is kept with the session, so the next visit
 * (and the header after signing in) shows it at once.
 */
export function usePublicSettings(): PublicSettings | null {
  const lang = useLocale();
  const [settings, setSettings] = useState<PublicSettings | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // The declaration's answer type only: importing the declaration would bring zod into the
    // sign-in pages' first load, so its path is written here.
    api<EndpointAnswer<typeof publicSettings>>('public', {
      userType: 'settings',
      lang,
      notify: false,
      signal: controller.signal,
    })
      .then(({ data }) => {
        setSettings(data);
        setSysLogo(data.sys_logo);
      })
      // Unreachable settings leave the stored logo and the bundled name in place.
      .catch(() => undefined);
    return () => controller.abort();
  }, [lang]);
  return settings;
}

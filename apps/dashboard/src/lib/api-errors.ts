import type { ApiError } from './api-client.ts';
import { i18n } from './i18n.ts';
import { navigateTo, reloadPage } from './navigation.ts';
import { clearSession } from './session.ts';
import { flashAfterReload, toast } from './toast.ts';

/** SPEC §9: a 422 shows one toast per field for 10 s. */
const FIELD_TOAST_SECONDS = 10;

function fallback(error: ApiError): string {
  if (error.message) return error.message;
  if (error.status === 0) return i18n.t('errors.network');
  if (error.status === 408) return i18n.t('errors.timeout');
  return i18n.t('errors.unexpected');
}

/** The SPEC §8 error catalogue, applied to every failed call that did not opt out. */
export function reportApiError(error: ApiError): void {
  const message = fallback(error);
  switch (error.status) {
    case 401:
      if (error.hadToken) {
        // The session is over: clear it, reload, and show the server's message after the reload.
        flashAfterReload({ kind: 'error', text: message });
        clearSession();
        reloadPage();
      } else {
        toast.error(message);
      }
      return;
    case 403:
      toast.warning(message);
      navigateTo('/home');
      return;
    case 422: {
      const fields = Object.entries(error.errors);
      if (fields.length === 0) {
        toast.error(message, FIELD_TOAST_SECONDS);
        return;
      }
      for (const [field, messages] of fields) {
        const first = messages[0];
        if (first) toast.error(first, FIELD_TOAST_SECONDS, `field-${field}`);
      }
      return;
    }
    default:
      toast.error(message);
  }
}

import type { AppDeps } from '../../core/http/context.ts';
import { AppError } from '../../core/http/errors.ts';
import { type SecretBox, serverSecretBox } from '../../core/security/secret-box.ts';

/**
 * The secret box an e-invoicing unit's private key and CSID secret are sealed with (one per app:
 * SECRETS_KEY, or the embedded database's key file), and the contexts that bind each sealed value
 * to its unit and field.
 */
const boxes = new WeakMap<AppDeps['config'], Promise<SecretBox | undefined>>();

export async function unitSecrets(deps: Pick<AppDeps, 'config'>): Promise<SecretBox> {
  let box = boxes.get(deps.config);
  if (!box) {
    box = serverSecretBox(deps.config);
    boxes.set(deps.config, box);
  }
  const opened = await box;
  // PostgreSQL without SECRETS_KEY: nothing may be sealed, so nothing is onboarded (README).
  if (!opened) throw new AppError(503, 'einvoicing.secrets_key_missing');
  return opened;
}

export const privateKeyContext = (serialNumber: string) => `zatca-unit:${serialNumber}:private-key`;
export const csidSecretContext = (serialNumber: string) => `zatca-unit:${serialNumber}:csid-secret`;

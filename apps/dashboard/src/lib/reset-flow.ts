import { sessionStore } from './storage.ts';

/**
 * The password-reset flow is walked in order (SPEC §4): forget-password → verification-code →
 * change-password → success-message. What was reached lives in session storage.
 */
export type ResetStep = 'code' | 'password' | 'done';

export interface ResetFlow {
  step: ResetStep;
  email: string;
  resetToken?: string;
}

const KEY = 'resetFlow';
const STEPS: readonly ResetStep[] = ['code', 'password', 'done'];

export function readResetFlow(): ResetFlow | null {
  const raw = sessionStore.get(KEY);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { step, email, resetToken } = value as Record<string, unknown>;
    if (typeof email !== 'string' || !STEPS.includes(step as ResetStep)) return null;
    return { step: step as ResetStep, email, ...(typeof resetToken === 'string' ? { resetToken } : {}) };
  } catch {
    return null;
  }
}

export function writeResetFlow(flow: ResetFlow): void {
  sessionStore.set(KEY, JSON.stringify(flow));
}

export function clearResetFlow(): void {
  sessionStore.remove(KEY);
}

/** Whether the page of `step` may be shown now. */
export function canVisitResetStep(flow: ResetFlow | null, step: ResetStep): boolean {
  if (!flow || flow.step !== step) return false;
  return step !== 'password' || Boolean(flow.resetToken);
}

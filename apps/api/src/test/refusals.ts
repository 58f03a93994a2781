import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A validation refusal (422, the body shown otherwise) naming exactly `fields`, in any order. */
export function expectFields(response: LightMyRequestResponse, fields: readonly string[]): void {
  expect(response.statusCode, response.body).toBe(422);
  expect(Object.keys(response.json().errors).sort()).toEqual([...fields].sort());
}

/** A validation refusal (422, the body shown otherwise) with exactly these messages per field. */
export function expectErrors(response: LightMyRequestResponse, errors: Record<string, string[]>): void {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().errors).toEqual(errors);
}

/** Tests only: what the ZATCA module's tests share (a unit's CSR fields, a sale, the no-key check). */
import { expect } from 'vitest';
import { FIRST_PREVIOUS_HASH } from './invoice-hash.ts';
import type { ZatcaDocumentInput } from './ubl-document.ts';
import { unitSerialNumber } from './unit-keys.ts';

/** A unit's CSR fields (a branch of a brand registered for VAT), without its key and environment. */
export const unitFields = {
  commonName: 'Sufra-EGS-310122393500003-12',
  organizationName: 'بيت الشاورما الذهبي',
  organizationUnit: 'فرع العليا',
  vatNumber: '310122393500003',
  serialNumber: unitSerialNumber('1.4.0', '4b7a1c92-6f3d-4c2e-9a8f-1e9b2c7d5f44'),
  invoiceTypes: '1100',
  address: 'RRRD2929',
  businessCategory: 'مطاعم',
} as const;

/** A restaurant in Riyadh as the seller of a document. */
export const seller: ZatcaDocumentInput['seller'] = {
  name: 'مطعم بيت الشاورما',
  vatNumber: '399999999900003',
  commercialRegister: '1010010000',
  address: {
    street: 'طريق العليا',
    building: '2322',
    district: 'العليا',
    city: 'الرياض',
    postalZone: '12211',
    country: 'SA',
  },
};

/** A simplified invoice, the unit's first, of a sale with `lines` and `discount`. */
export function saleDocument(
  lines: ZatcaDocumentInput['lines'],
  discount: number,
  more: Partial<ZatcaDocumentInput> = {},
): ZatcaDocumentInput {
  return {
    kind: 'invoice',
    profile: 'simplified',
    number: 'ORD-261129-0001',
    uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
    issueDate: '2026-11-29',
    issueTime: '14:05:09',
    counter: 1,
    previousHash: FIRST_PREVIOUS_HASH,
    seller,
    lines,
    discount,
    paymentMeans: 'card',
    ...more,
  };
}

/**
 * Each of `failures` throws an `ErrorClass`, and none of `secrets` (a key's PEM, its base64 body,
 * its scalar) is in the error's message, its JSON or its stack.
 */
export function expectSecretsUnsaid(
  failures: readonly (() => unknown)[],
  ErrorClass: new (...args: never[]) => Error,
  secrets: readonly string[],
): void {
  for (const failure of failures) {
    let caught: unknown;
    try {
      failure();
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ErrorClass);
    const error = caught as Error;
    const json = JSON.stringify(error, Object.getOwnPropertyNames(error));
    for (const secret of secrets) {
      expect(error.message).not.toContain(secret);
      expect(json).not.toContain(secret);
      expect(String(error.stack)).not.toContain(secret);
    }
  }
}

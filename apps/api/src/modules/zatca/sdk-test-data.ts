/** Tests only: ZATCA's SDK samples, test certificate and key (apps/api/test-data/zatca-sdk). */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../../../test-data/zatca-sdk');

/** Every sample document, by its path under Samples/. */
export const sdkSamples: ReadonlyMap<string, string> = new Map(
  readdirSync(join(root, 'Samples'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.xml'))
    .sort()
    .map((file) => [file.replaceAll('\\', '/'), readFileSync(join(root, 'Samples', file), 'utf8')]),
);

export function sdkSample(path: string): string {
  const xml = sdkSamples.get(path);
  if (xml === undefined) throw new Error(`No SDK sample ${path}`);
  return xml;
}

/** The SDK's test certificate (Base64 DER without PEM lines) and its secp256k1 key (Base64 SEC1 DER). */
export const sdkCertificateText = readFileSync(join(root, 'Certificates/cert.pem'), 'utf8');
export const sdkPrivateKeyText = readFileSync(join(root, 'Certificates/ec-secp256k1-priv-key.pem'), 'utf8');
export const sdkFirstPreviousHash = readFileSync(join(root, 'PIH/pih.txt'), 'utf8').trim();

/**
 * The SDK samples whose stamp is whole: the invoice hash, the ECDSA signature, the certificate and
 * signed-properties digests all agree with the document and the certificate embedded in it.
 */
export const WHOLE = [
  'Simplified/Credit/Simplified_Credit_Note.xml',
  'Simplified/Debit/Simplified_Debit_Note.xml',
  'Simplified/Invoice/Additional_Simplified_Invoices/Out_Of_Scope_Simplified_Invoice.xml',
  'Simplified/Invoice/Additional_Simplified_Invoices/Simplified_Invoice_USD.xml',
  'Simplified/Invoice/Simplified_Invoice.xml',
  'Standard/Credit/Standard_Credit_Note.xml',
  'Standard/Credit/Standard_Credit_Note_Error.xml',
  'Standard/Debit/Standard_Debit_Note.xml',
  'Standard/Debit/Standard_Debit_Note_Error.xml',
  'Standard/Invoice/Additional_Standard_Invoices/Standard_Invoice_USD.xml',
  'Standard/Invoice/Standard_Invoice_Error.xml',
];

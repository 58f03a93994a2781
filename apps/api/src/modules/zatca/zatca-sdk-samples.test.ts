import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type InvoiceValidation, validateInvoices } from '../../test/zatca-validator.ts';

/**
 * The offline validator the ZATCA tests lean on (`test/zatca-validator.ts`: the UBL 2.1 schema and
 * both Schematron rule sets of ZATCA's SDK) gives ZATCA's own samples the verdicts below, and fails
 * documents broken on purpose. One batch for the whole file, as the other tests use it.
 */

const samples = join(import.meta.dirname, '../../../test-data/zatca-sdk/Samples');
const sample = (path: string) => readFileSync(join(samples, path), 'utf8');

/**
 * ZATCA's valid samples: no schema error, no rule error, and exactly these warnings. The simplified
 * invoices carry an empty buyer name and street, which the KSA length rules warn about.
 */
const validSamples: Record<string, string[]> = {
  'Simplified/Invoice/Simplified_Invoice.xml': ['BR-KSA-F-06-C32', 'BR-KSA-F-06-C24'],
  'Simplified/Invoice/Additional_Simplified_Invoices/Simplified_Invoice_USD.xml': [
    'BR-KSA-F-06-C32',
    'BR-KSA-F-06-C24',
  ],
  'Simplified/Invoice/Additional_Simplified_Invoices/Out_Of_Scope_Simplified_Invoice.xml': [],
  'Simplified/Credit/Simplified_Credit_Note.xml': [],
  'Simplified/Debit/Simplified_Debit_Note.xml': [],
  'Standard/Invoice/Standard_Invoice.xml': [],
  'Standard/Invoice/Sample Invoice[Advance Payements] - 1.xml': [],
  'Standard/Invoice/Sample Invoice[Advance Payements] - 2.xml': [],
  'Standard/Invoice/Additional_Standard_Invoices/Standard_Invoice_USD.xml': [],
  'Standard/Invoice/Additional_Standard_Invoices/Zero_Rate_Standard_Invoice.xml': [],
  'Standard/Invoice/Additional_Standard_Invoices/Exempt_Standard_Invoice.xml': [],
  'Standard/Credit/Standard_Credit_Note.xml': [],
  'Standard/Debit/Standard_Debit_Note.xml': [],
};

/**
 * ZATCA's `_Error` samples: valid against the schema, and the rules they break are all flagged
 * `warning` in the SDK's rule sets (SaxonJS finds the same), so they pass these checks with these
 * warnings (EN 16931's first, then the KSA rules'). The SDK's own hash, signature and QR checks are
 * not part of this validator.
 */
const errorSamples: Record<string, string[]> = {
  'Simplified/Invoice/Simplified_Invoice_Error.xml': ['BR-KSA-66', 'BR-KSA-EN16931-11'],
  'Simplified/Credit/Simplified_Credit_Note_Error.xml': ['BR-KSA-F-06-C4', 'BR-KSA-66'],
  'Simplified/Debit/Simplified_Debit_Note_Error.xml': ['BR-KSA-66'],
  'Standard/Invoice/Standard_Invoice_Error.xml': ['BR-10', 'BR-KSA-63', 'BR-KSA-F-06-C23', 'BR-KSA-10'],
  'Standard/Credit/Standard_Credit_Note_Error.xml': ['BR-KSA-81'],
  'Standard/Debit/Standard_Debit_Note_Error.xml': ['BR-KSA-09'],
};

/** Copies of the simplified invoice broken on purpose, each in one way. */
const invoice = sample('Simplified/Invoice/Simplified_Invoice.xml');
function broken(from: RegExp, to: string): string {
  expect(invoice).toMatch(from);
  return invoice.replace(from, to);
}
const brokenCopies = {
  withoutId: () => broken(/<cbc:ID>SME00010<\/cbc:ID>/, ''),
  wrongTotal: () => broken(/(<cbc:TaxInclusiveAmount currencyID="SAR">)231\.15</, '$1241.15<'),
  withoutCounter: () =>
    broken(
      /<cac:AdditionalDocumentReference>\s*<cbc:ID>ICV<\/cbc:ID>[\s\S]*?<\/cac:AdditionalDocumentReference>/,
      '',
    ),
  notXml: () => broken(/<\/Invoice>\s*$/, ''),
};

const verdicts = new Map<string, InvoiceValidation>();
beforeAll(async () => {
  const documents = [
    ...[...Object.keys(validSamples), ...Object.keys(errorSamples)].map(
      (path) => [path, sample(path)] as const,
    ),
    ...Object.entries(brokenCopies).map(([name, make]) => [name, make()] as const),
  ];
  const results = await validateInvoices(documents.map(([, xml]) => xml));
  for (const [i, [name]] of documents.entries()) verdicts.set(name, results[i] as InvoiceValidation);
});

/** A verdict with its rules reduced to their ids, for comparing whole. */
function ids(name: string) {
  const verdict = verdicts.get(name);
  if (!verdict) throw new Error(`no verdict for ${name}`);
  return {
    schemaErrors: verdict.schemaErrors,
    errors: verdict.errors.map((rule) => rule.id),
    warnings: verdict.warnings.map((rule) => rule.id),
  };
}

describe("ZATCA's SDK samples", () => {
  it('pass the UBL schema and both rule sets, with the warnings they carry', () => {
    for (const [path, warnings] of Object.entries(validSamples))
      expect({ path, ...ids(path) }).toEqual({ path, schemaErrors: [], errors: [], warnings });
  });

  it('the _Error samples break the warning rules they were written for', () => {
    for (const [path, warnings] of Object.entries(errorSamples))
      expect({ path, ...ids(path) }).toEqual({ path, schemaErrors: [], errors: [], warnings });
    const [rule] = verdicts.get('Standard/Debit/Standard_Debit_Note_Error.xml')?.warnings ?? [];
    expect(rule).toEqual({
      id: 'BR-KSA-09',
      text: expect.stringMatching(/^\[BR-KSA-09\]-Seller address must contain street name \(BT-35\)/),
      location: '/ubl:Invoice[1]/cac:AccountingSupplierParty[1]/cac:Party[1]/cac:PostalAddress[1]',
    });
  });
});

describe('a document broken on purpose', () => {
  it('without its invoice number fails the schema (and EN 16931 warns: BR-02)', () => {
    const verdict = ids('withoutId');
    expect(verdict.schemaErrors).toEqual([
      expect.stringMatching(
        /Schemas validity error : Element '\{[^}]*\}UUID': This element is not expected\. Expected is one of \(.*\}ID \)/,
      ),
    ]);
    expect(verdict.warnings).toContain('BR-02');
  });

  it('with a total that is not net plus VAT breaks BR-CO-15', () => {
    expect(ids('wrongTotal')).toEqual({
      schemaErrors: [],
      errors: ['BR-CO-15'],
      warnings: ['BR-CO-16', ...(validSamples['Simplified/Invoice/Simplified_Invoice.xml'] ?? [])],
    });
  });

  it('without its invoice counter (ICV) breaks BR-KSA-33', () => {
    expect(ids('withoutCounter')).toMatchObject({
      schemaErrors: [],
      errors: expect.arrayContaining(['BR-KSA-33']),
    });
  });

  it('that is not well-formed XML fails the parser and no rule set reads it', () => {
    expect(ids('notXml')).toEqual({
      schemaErrors: [expect.stringMatching(/parser error : Premature end of data in tag Invoice/)],
      errors: ['en16931: not run', 'ksa: not run'],
      warnings: [],
    });
  });
});

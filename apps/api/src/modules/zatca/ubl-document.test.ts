import { orderTotals, sar } from '@sufra/contract/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saleDocument } from './test-kit.ts';
import { documentTotals, OUT_OF_SCOPE, ublDocument, type ZatcaDocumentInput } from './ubl-document.ts';

const base = saleDocument(
  [
    { name: 'شاورما دجاج', quantity: 2, unitPrice: 1_850, taxRate: '15.00' },
    { name: 'بطاطس', quantity: 1, unitPrice: 700, taxRate: '15.00' },
  ],
  440,
);

/** The text of every `<cbc:name …>value</cbc:name>` in the document, in order. */
const values = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<cbc:${name}(?: [^>]*)?>([^<]*)</cbc:${name}>`, 'g'))].map((m) => m[1]);

describe('the UBL document of a sale', () => {
  it('carries the counter, the previous hash, the type and the totals of the order', () => {
    const xml = ublDocument(base);
    expect(values(xml, 'ProfileID')).toEqual(['reporting:1.0']);
    expect(values(xml, 'InvoiceTypeCode')).toEqual(['388']);
    expect(xml).toContain('<cbc:InvoiceTypeCode name="0200000">388</cbc:InvoiceTypeCode>');
    expect(values(xml, 'UUID')).toEqual([base.uuid, '1']);
    expect(values(xml, 'EmbeddedDocumentBinaryObject')).toEqual([base.previousHash]);
    // 2 × 18.50 + 7.00 = 44.00, less 4.40, VAT 15 % of 39.60 = 5.94
    expect(values(xml, 'LineExtensionAmount')).toEqual(['44.00', '37.00', '7.00']);
    expect(values(xml, 'AllowanceTotalAmount')).toEqual(['4.40']);
    expect(values(xml, 'TaxExclusiveAmount')).toEqual(['39.60']);
    expect(values(xml, 'TaxableAmount')).toEqual(['39.60']);
    expect(values(xml, 'TaxInclusiveAmount')).toEqual(['45.54']);
    expect(values(xml, 'PayableAmount')).toEqual(['45.54']);
    // the two VAT totals, then each line's VAT
    expect(values(xml, 'TaxAmount')).toEqual(['5.94', '5.94', '5.94', '5.55', '1.05']);
    expect(values(xml, 'RoundingAmount')).toEqual(['42.55', '8.05']);
  });

  it('names the invoice a credit note corrects, and why', () => {
    const xml = ublDocument({
      ...base,
      kind: 'credit-note',
      number: 'CN-261129-0001',
      correcting: { number: 'ORD-261129-0001', reason: 'إلغاء الطلب بعد التسليم' },
    });
    expect(values(xml, 'InvoiceTypeCode')).toEqual(['381']);
    expect(xml).toMatch(/<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>ORD-261129-0001</);
    expect(values(xml, 'InstructionNote')).toEqual(['إلغاء الطلب بعد التسليم']);
  });

  it('refuses what it cannot write truthfully (a negative VAT rate among it)', () => {
    expect(() => ublDocument({ ...base, lines: [] })).toThrow('at least one line');
    expect(() => ublDocument({ ...base, kind: 'credit-note' })).toThrow('corrects');
    expect(() => ublDocument({ ...base, profile: 'standard' })).toThrow('buyer');
    expect(() => ublDocument({ ...base, discount: 4_401 })).toThrow('never more than the lines');
    expect(() =>
      ublDocument({
        ...base,
        lines: [{ name: 'ماء', quantity: 1, unitPrice: 100, taxRate: '-5.00' }],
        discount: 0,
      }),
    ).toThrow('not a money amount');
  });

  it('writes a 0 % line as not subject to VAT (O, VATEX-SA-OOS), its discount share and breakdown with it', () => {
    const xml = ublDocument(
      saleDocument(
        [
          { name: 'شاورما دجاج', quantity: 2, unitPrice: 1_850, taxRate: '15.00' },
          { name: 'ماء', quantity: 2, unitPrice: 150, taxRate: '0.00' },
        ],
        400,
      ),
    );
    // 37.00 at 15 % and 3.00 at 0 %; the 4.00 discount shared 3.70 and 0.30.
    const allowances = [...xml.matchAll(/<cac:AllowanceCharge>[\s\S]*?<\/cac:AllowanceCharge>/g)].map(
      (m) => m[0],
    );
    expect(allowances.map((a) => [values(a, 'Amount')[0], values(a, 'ID')[0], values(a, 'Percent')])).toEqual(
      [
        ['3.70', 'S', ['15.00']],
        ['0.30', 'O', []],
      ],
    );
    const subtotals = [...xml.matchAll(/<cac:TaxSubtotal>[\s\S]*?<\/cac:TaxSubtotal>/g)].map((m) => m[0]);
    expect(
      subtotals.map((t) => ({
        taxable: values(t, 'TaxableAmount')[0],
        vat: values(t, 'TaxAmount')[0],
        category: values(t, 'ID')[0],
        percent: values(t, 'Percent'),
        reason: [...values(t, 'TaxExemptionReasonCode'), ...values(t, 'TaxExemptionReason')],
      })),
    ).toEqual([
      { taxable: '33.30', vat: '5.00', category: 'S', percent: ['15.00'], reason: [] },
      {
        taxable: '2.70',
        vat: '0.00',
        category: 'O',
        percent: [],
        reason: [OUT_OF_SCOPE.code, OUT_OF_SCOPE.reason],
      },
    ]);
    const lineCategories = [
      ...xml.matchAll(/<cac:ClassifiedTaxCategory>[\s\S]*?<\/cac:ClassifiedTaxCategory>/g),
    ].map((m) => [values(m[0], 'ID')[0], values(m[0], 'Percent')[0]]);
    expect(lineCategories).toEqual([
      ['S', '15.00'],
      ['O', '0.00'],
    ]);
    expect(values(xml, 'TaxInclusiveAmount')).toEqual(['41.00']);
  });

  it('escapes what a name holds', () => {
    const xml = ublDocument({
      ...base,
      lines: [{ ...base.lines[0], name: 'Fish & <Chips>' }] as ZatcaDocumentInput['lines'],
    });
    expect(values(xml, 'Name')).toEqual(['Fish &amp; &lt;Chips&gt;']);
  });

  it('adds up to the order, to the halala, for any cart and discount', () => {
    const line = fc.record({
      name: fc.constant('صنف'),
      quantity: fc.integer({ min: 1, max: 20 }),
      unitPrice: fc.integer({ min: 1, max: 200_000 }),
      taxRate: fc.constantFrom('15.00', '5.00', '12.50', '0.00'),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lines, part) => {
          const amounts = lines.map((l) => ({ amount: l.unitPrice * l.quantity, taxRate: l.taxRate }));
          const subtotal = amounts.reduce((sum, l) => sum + l.amount, 0);
          const discount = Math.floor(subtotal * part);
          const order = orderTotals(amounts, discount);
          const document = documentTotals({ lines, discount });
          expect(document.vat).toBe(order.taxes);
          expect(document.taxInclusive).toBe(order.total);
          // The breakdown adds up: each rate's taxable amount and VAT, to the document's.
          expect(document.groups.reduce((sum, g) => sum + g.amount - g.discount, 0)).toBe(
            document.taxExclusive,
          );
          expect(document.groups.reduce((sum, g) => sum + g.discount, 0)).toBe(discount);
          const xml = ublDocument({ ...base, lines, discount });
          expect(values(xml, 'PayableAmount')).toEqual([sar(order.total)]);
        },
      ),
      { numRuns: 200 },
    );
  });
});

import { spawnSync } from 'node:child_process';
import { createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { AsnConvert } from '@peculiar/asn1-schema';
import { describe, expect, it } from 'vitest';
import { expectSecretsUnsaid } from './test-kit.ts';
import {
  CERTIFICATE_TEMPLATES,
  privateKeyPem,
  readCsr,
  UnitCsrError,
  type UnitCsrInput,
  unitCsr,
  unitKeyPair,
  unitSerialNumber,
  ZATCA_ENVIRONMENTS,
} from './unit-keys.ts';

/** A unit's CSR (issue 29, onboarding): the fields ZATCA asks for, signed with the unit's key. */
const UNIT_ID = '4b7a1c92-6f3d-4c2e-9a8f-1e9b2c7d5f44';
const { privateKey, publicKey } = unitKeyPair();
const fields = {
  commonName: 'Sufra-EGS-310122393500003-12',
  organizationName: 'بيت الشاورما الذهبي',
  organizationUnit: 'فرع العليا',
  vatNumber: '310122393500003',
  serialNumber: unitSerialNumber('1.4.0', UNIT_ID),
  invoiceTypes: '0100',
  address: 'RRRD2929، حي العليا، الرياض',
  businessCategory: 'مطاعم',
} satisfies Omit<UnitCsrInput, 'privateKey' | 'environment'>;

/**
 * `openssl req -verify -noout -text` on a PEM CSR: what it prints, and whether it verified the
 * signature (OpenSSL 3.0 exits 0 on a failed self-signature: its message tells).
 */
function openssl(pem: string): { text: string; verified: boolean } {
  const dir = mkdtempSync(join(tmpdir(), 'sufra-csr-'));
  try {
    const file = join(dir, 'unit.csr');
    writeFileSync(file, pem);
    const run = spawnSync('openssl', ['req', '-in', file, '-verify', '-noout', '-text', '-nameopt', 'utf8'], {
      encoding: 'utf8',
    });
    if (run.error) throw run.error;
    const text = `${run.stdout}${run.stderr}`;
    return { text, verified: run.status === 0 && /self-signature verify OK/.test(text) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a unit key pair', () => {
  it('is on secp256k1', () => {
    expect(privateKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
    expect(publicKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
    expect(privateKeyPem(privateKey)).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
  });

  it('names its serial 1-Sufra|2-<version>|3-<uuid>', () => {
    expect(fields.serialNumber).toBe(`1-Sufra|2-1.4.0|3-${UNIT_ID}`);
    expect(() => unitSerialNumber('1.4.0', 'not-a-uuid')).toThrow(UnitCsrError);
    expect(() => unitSerialNumber('1|4', UNIT_ID)).toThrow(UnitCsrError);
  });
});

describe("a unit's CSR", () => {
  it.each(ZATCA_ENVIRONMENTS)(
    'for %s carries every field and the template name, signed by the unit key',
    (environment) => {
      const csr = unitCsr({ privateKey, environment, ...fields });
      expect(csr.pem).toMatch(
        /^-----BEGIN CERTIFICATE REQUEST-----\n[A-Za-z0-9+/=\n]+\n-----END CERTIFICATE REQUEST-----\n$/,
      );
      expect(Buffer.from(csr.base64, 'base64').toString()).toBe(csr.pem);

      // Its signature verifies with the unit's public key, over the request info as encoded.
      const request = AsnConvert.parse(csr.der, CertificationRequest);
      expect(request.signatureAlgorithm.algorithm).toBe('1.2.840.10045.4.3.2');
      const info = Buffer.from(request.certificationRequestInfoRaw ?? new ArrayBuffer(0));
      expect(verify('sha256', info, publicKey, Buffer.from(request.signature))).toBe(true);
      expect(
        verify('sha256', Buffer.concat([info, Buffer.from([0])]), publicKey, Buffer.from(request.signature)),
      ).toBe(false);

      const read = readCsr(csr.base64);
      expect(read.signatureValid).toBe(true);
      expect(read.publicKey.export({ type: 'spki', format: 'der' })).toEqual(
        publicKey.export({ type: 'spki', format: 'der' }),
      );
      expect(read).toMatchObject({
        country: 'SA',
        ...fields,
        template: CERTIFICATE_TEMPLATES[environment],
        environment,
      });
      expect(readCsr(csr.pem).vatNumber).toBe(fields.vatNumber);
      expect(readCsr(csr.der).vatNumber).toBe(fields.vatNumber);
    },
  );

  it('takes the template name of each environment', () => {
    expect(CERTIFICATE_TEMPLATES).toEqual({
      sandbox: 'TSTZATCA-Code-Signing',
      simulation: 'PREZATCA-Code-Signing',
      production: 'ZATCA-Code-Signing',
    });
  });

  it('is one openssl accepts, with the subject, template and subjectAltName ZATCA reads', () => {
    const { text, verified } = openssl(
      unitCsr({ privateKey: privateKeyPem(privateKey), environment: 'simulation', ...fields }).pem,
    );
    expect(verified).toBe(true);
    expect(text).toContain(
      'Subject: C=SA, OU=فرع العليا, O=بيت الشاورما الذهبي, CN=Sufra-EGS-310122393500003-12',
    );
    expect(text).toContain('ASN1 OID: secp256k1');
    expect(text).toContain('Signature Algorithm: ecdsa-with-SHA256');
    expect(text).toMatch(/1\.3\.6\.1\.4\.1\.311\.20\.2:\s*\n\s*\.\.PREZATCA-Code-Signing/);
    // openssl prints the directoryName's non-ASCII bytes escaped, on one line it cuts at 256
    // characters: the Arabic and the business category are read back above.
    expect(text).toContain(
      `DirName:/SN=1-Sufra|2-1.4.0|3-${UNIT_ID}/UID=310122393500003/title=0100/registeredAddress=RRRD2929`,
    );
  });

  it('is refused by openssl when its signature is broken', () => {
    const der = Buffer.from(unitCsr({ privateKey, environment: 'sandbox', ...fields }).der);
    der[der.length - 5] = (der[der.length - 5] ?? 0) ^ 0xff;
    const pem = `-----BEGIN CERTIFICATE REQUEST-----\n${der.toString('base64')}\n-----END CERTIFICATE REQUEST-----\n`;
    const { text, verified } = openssl(pem);
    expect(verified).toBe(false);
    expect(text).toContain('verify failure');
    expect(readCsr(der).signatureValid).toBe(false);
  });

  it('takes the 10-digit TIN as the unit of a VAT group, and refuses fields ZATCA refuses', () => {
    const group = { ...fields, vatNumber: '311111111111113', organizationUnit: '3111111111' };
    expect(readCsr(unitCsr({ privateKey, environment: 'sandbox', ...group }).der).organizationUnit).toBe(
      '3111111111',
    );
    const wrong: Partial<typeof fields>[] = [
      { vatNumber: '31012239350000' },
      { vatNumber: '410122393500003' },
      { vatNumber: '311111111111113' },
      { serialNumber: 'Sufra-1' },
      { invoiceTypes: '0000' as '0100' },
      { commonName: ' ' },
      { address: '' },
    ];
    for (const change of wrong)
      expect(() => unitCsr({ privateKey, environment: 'sandbox', ...fields, ...change })).toThrow(
        UnitCsrError,
      );
    // A public key, or a key on another curve, signs no unit's CSR.
    expect(() =>
      unitCsr({ privateKey: createPublicKey(privateKey), environment: 'sandbox', ...fields }),
    ).toThrow(UnitCsrError);
    const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    expect(() => unitCsr({ privateKey: p256, environment: 'sandbox', ...fields })).toThrow(
      'not on secp256k1',
    );
  });

  it('never puts the private key in an error', () => {
    const pem = privateKeyPem(privateKey);
    const scalar = privateKey.export({ format: 'jwk' }).d ?? '';
    expect(scalar).not.toBe('');
    const failures = [
      () => unitCsr({ privateKey: pem, environment: 'sandbox', ...fields, vatNumber: 'x' }),
      () =>
        unitCsr({
          privateKey: pem.replace('PRIVATE KEY-----\n', 'PRIVATE KEY-----\n!'),
          environment: 'sandbox',
          ...fields,
        }),
      () => unitCsr({ privateKey, environment: 'staging' as 'sandbox', ...fields }),
    ];
    expectSecretsUnsaid(failures, UnitCsrError, [pem, pem.split('\n')[1] ?? pem, scalar]);
    expect(JSON.stringify({ privateKey })).toBe('{"privateKey":{}}');
  });
});

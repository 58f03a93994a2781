import { spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectSecretsUnsaid, unitFields } from '../test-kit.ts';
import { pemOf, privateKeyPem, readCsr, unitCsr, unitKeyPair } from '../unit-keys.ts';
import {
  CSID_TOKEN_TYPE,
  certificateFields,
  certificateOfToken,
  createStandInCa,
  csidAnswer,
  csidSecret,
  isCsidSecret,
  issueCertificate,
  reissueCertificate,
  StandInCaError,
  standInCaFrom,
} from './ca.ts';

/** The ZATCA stand-in's CA (issue 29): its own certificate, and the units' certificates it issues. */
const now = new Date('2026-11-29T09:30:00Z');
const ca = createStandInCa({ now });
const unit = unitKeyPair();
const fields = unitFields;
const csr = unitCsr({ privateKey: unit.privateKey, environment: 'sandbox', ...fields });

/** `openssl verify -CAfile <ca> <certificate>`: whether it accepts the chain, and what it says. */
function opensslVerify(caPem: string, certificatePem: string, at: Date): { ok: boolean; text: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sufra-ca-'));
  try {
    writeFileSync(join(dir, 'ca.pem'), caPem);
    writeFileSync(join(dir, 'unit.pem'), certificatePem);
    const epoch = String(Math.floor(at.getTime() / 1000));
    const run = spawnSync(
      'openssl',
      ['verify', '-attime', epoch, '-CAfile', join(dir, 'ca.pem'), join(dir, 'unit.pem')],
      {
        encoding: 'utf8',
      },
    );
    if (run.error) throw run.error;
    return { ok: run.status === 0, text: `${run.stdout}${run.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the stand-in CA's own certificate", () => {
  it('is a self-signed CA certificate, valid from now for ten years', () => {
    const { certificate } = ca;
    expect(certificate.ca).toBe(true);
    expect(certificate.subject).toBe(certificate.issuer);
    expect(certificate.subject).toContain('CN=Sufra ZATCA stand-in CA');
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.checkPrivateKey(ca.privateKey)).toBe(true);
    expect(new Date(certificate.validFrom)).toEqual(now);
    expect(new Date(certificate.validTo)).toEqual(new Date('2036-11-26T09:30:00Z'));
    expect(certificate.publicKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
  });

  it('comes back from its kept key and certificate, and not with another key', () => {
    const again = standInCaFrom({ privateKey: privateKeyPem(ca.privateKey), certificate: ca.pem });
    expect(again.der).toEqual(ca.der);
    expect(() => standInCaFrom({ privateKey: unit.privateKey, certificate: ca.der })).toThrow(StandInCaError);
  });
});

describe('a certificate the stand-in CA issues for a CSR', () => {
  const issued = issueCertificate(csr.base64, { ca, serial: 0x6f0000abcdefn, validDays: 730, now });

  it("verifies against the CA's public key, and not against another key", () => {
    expect(issued.certificate.verify(ca.certificate.publicKey)).toBe(true);
    expect(issued.certificate.checkIssued(ca.certificate)).toBe(true);
    expect(issued.certificate.verify(unit.publicKey)).toBe(false);
    const other = createStandInCa({ now });
    expect(issued.certificate.verify(other.certificate.publicKey)).toBe(false);
  });

  it("carries the CSR's public key, subject and subjectAltName, its serial and validity", () => {
    const { certificate } = issued;
    expect(certificate.publicKey.export({ type: 'spki', format: 'der' })).toEqual(
      unit.publicKey.export({ type: 'spki', format: 'der' }),
    );
    expect(certificate.checkPrivateKey(unit.privateKey)).toBe(true);
    expect(certificate.subject.split('\n')).toEqual([
      'C=SA',
      'OU=فرع العليا',
      'O=بيت الشاورما الذهبي',
      'CN=Sufra-EGS-310122393500003-12',
    ]);
    expect(certificate.issuer).toBe(ca.certificate.subject);
    for (const part of [
      `SN=${fields.serialNumber}`,
      'UID=310122393500003',
      'title=1100',
      'registeredAddress=RRRD2929',
      'businessCategory=مطاعم',
    ])
      expect(certificate.subjectAltName).toContain(part);
    expect(certificate.serialNumber).toBe('6F0000ABCDEF');
    expect(new Date(certificate.validFrom)).toEqual(now);
    expect(new Date(certificate.validTo)).toEqual(new Date('2028-11-28T09:30:00Z'));
    expect(certificate.ca).toBe(false);
    expect(certificate.keyUsage).toEqual(['1.3.6.1.5.5.7.3.2', '1.3.6.1.5.5.7.3.3']);
  });

  it('is given in base64, and as ZATCA gives a CSID: base64 of the base64', () => {
    expect(issued.base64).toBe(issued.der.toString('base64'));
    expect(Buffer.from(issued.binarySecurityToken, 'base64').toString()).toBe(issued.base64);
    expect(new X509Certificate(Buffer.from(issued.base64, 'base64')).fingerprint256).toBe(
      issued.certificate.fingerprint256,
    );
    const answer = csidAnswer(ca, issued, 'compliance');
    expect(answer).toMatchObject({
      tokenType: CSID_TOKEN_TYPE,
      dispositionMessage: 'ISSUED',
      binarySecurityToken: issued.binarySecurityToken,
      errors: null,
    });
    expect(String(answer.requestID)).toMatch(/^[1-9]\d{12}$/);
    expect(answer.secret).toMatch(/^[A-Za-z0-9+/]{44}$/);
  });

  it("has a secret made from the CA's key, its kind and token: the same again, another for anything else", () => {
    const answer = csidAnswer(ca, issued, 'compliance');
    const kept = standInCaFrom({ privateKey: privateKeyPem(ca.privateKey), certificate: ca.pem });
    // The CA read back (a restart, another process) gives the same request ID and secret.
    expect(csidAnswer(kept, issued, 'compliance')).toEqual(answer);
    expect(isCsidSecret(kept, 'compliance', issued.binarySecurityToken, answer.secret)).toBe(true);
    expect(isCsidSecret(kept, 'production', issued.binarySecurityToken, answer.secret)).toBe(false);
    expect(
      isCsidSecret(createStandInCa({ now }), 'compliance', issued.binarySecurityToken, answer.secret),
    ).toBe(false);
    const another = issueCertificate(csr.base64, { ca, validDays: 730, now });
    expect(csidSecret(ca, 'compliance', another.binarySecurityToken)).not.toBe(answer.secret);
    expect(csidAnswer(ca, another, 'compliance').requestID).not.toBe(answer.requestID);
    expect(JSON.stringify(ca)).not.toContain(answer.secret);
  });

  it('is known again from its token by the CA that issued it, with its fields; not by another CA', () => {
    expect(certificateOfToken(ca, issued.binarySecurityToken)?.fingerprint256).toBe(
      issued.certificate.fingerprint256,
    );
    expect(certificateOfToken(createStandInCa({ now }), issued.binarySecurityToken)).toBe(undefined);
    expect(certificateOfToken(ca, 'bm90IGEgdG9rZW4=')).toBe(undefined);
    expect(certificateFields(issued.certificate)).toEqual(fields);
  });

  it("is issued again for the same key, subject and names (a production CSID for a compliance one's)", () => {
    const again = reissueCertificate(issued.der, { ca, validDays: 365, now });
    expect(again.certificate.subject).toBe(issued.certificate.subject);
    expect(again.certificate.subjectAltName).toBe(issued.certificate.subjectAltName);
    expect(again.certificate.checkPrivateKey(unit.privateKey)).toBe(true);
    expect(again.certificate.serialNumber).not.toBe(issued.certificate.serialNumber);
    expect(again.certificate.verify(ca.certificate.publicKey)).toBe(true);
  });

  it('is accepted by openssl verify -CAfile within its validity, and not after it or under another CA', () => {
    const pem = pemOf('CERTIFICATE', issued.der);
    const within = opensslVerify(ca.pem, pem, new Date('2027-06-01T00:00:00Z'));
    expect(within).toMatchObject({ ok: true });
    expect(within.text).toContain(': OK');
    expect(opensslVerify(ca.pem, pem, new Date('2029-01-01T00:00:00Z'))).toMatchObject({ ok: false });
    expect(opensslVerify(createStandInCa({ now }).pem, pem, new Date('2027-06-01T00:00:00Z'))).toMatchObject({
      ok: false,
    });
  });

  it('takes the CSR as PEM or DER too, and refuses one whose signature does not hold', () => {
    for (const form of [csr.pem, csr.der.toString('base64')])
      expect(issueCertificate(form, { ca, validDays: 1, now }).certificate.subject).toContain('CN=Sufra-EGS');
    const broken = Buffer.from(csr.der);
    broken[broken.length - 3] = (broken[broken.length - 3] ?? 0) ^ 0x01;
    expect(readCsr(broken).signatureValid).toBe(false);
    expect(() => issueCertificate(broken.toString('base64'), { ca, validDays: 1, now })).toThrow(
      StandInCaError,
    );
  });

  it('never puts the CA key in an error', () => {
    const pem = privateKeyPem(ca.privateKey);
    const scalar = ca.privateKey.export({ format: 'jwk' }).d ?? '';
    const failures = [
      () => issueCertificate('not a csr', { ca, validDays: 1, now }),
      () => issueCertificate(csr.base64, { ca, validDays: 0, now }),
      () => issueCertificate(csr.base64, { ca, validDays: 1, now, serial: -1n }),
      () => standInCaFrom({ privateKey: pem, certificate: issued.der }),
    ];
    expectSecretsUnsaid(failures, Error, [pem.split('\n')[1] ?? pem, scalar]);
    expect(JSON.stringify(ca)).not.toContain(scalar);
  });
});

/**
 * The certificate authority of the built-in ZATCA stand-in (issue 29). Like the built-in test
 * payment gateway, the stand-in is product code: a fresh embedded start onboards its units against
 * it instead of ZATCA. Its CA has a self-signed certificate and issues units' certificates (CSIDs)
 * shaped like ZATCA's: X.509 v3, ECDSA with SHA-256, the CSR's public key, subject and
 * subjectAltName, digital signature only, for client authentication and code signing.
 *
 * The CA's private key stays in this module's objects: errors never quote it, and a `KeyObject`
 * prints and serialises without its material.
 */
import { createHash, createPublicKey, type KeyObject, randomBytes, sign, X509Certificate } from 'node:crypto';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AuthorityKeyIdentifier,
  BasicConstraints,
  Certificate,
  ExtendedKeyUsage,
  Extension,
  Extensions,
  id_ce_authorityKeyIdentifier,
  id_ce_basicConstraints,
  id_ce_extKeyUsage,
  id_ce_keyUsage,
  id_ce_subjectAltName,
  id_ce_subjectKeyIdentifier,
  id_kp_clientAuth,
  id_kp_codeSigning,
  KeyIdentifier,
  KeyUsage,
  KeyUsageFlags,
  type Name,
  type SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';
import {
  ecdsaWithSha256,
  nameOf,
  OID,
  pemOf,
  printable,
  publicKeyInfo,
  readCsr,
  toArrayBuffer,
  toPrivateKey,
  unitKeyPair,
  utf8,
} from '../unit-keys.ts';

const DAY_MS = 86_400_000;

/** The stand-in CA's name: plainly not ZATCA's. */
export const STAND_IN_CA_NAME = 'Sufra ZATCA stand-in CA';

/** A certificate the CA refuses to issue (a message naming why: never a key). */
export class StandInCaError extends Error {
  override readonly name = 'StandInCaError';
}

export interface StandInCa {
  readonly privateKey: KeyObject;
  /** Its self-signed certificate. */
  readonly certificate: X509Certificate;
  readonly der: Buffer;
  readonly pem: string;
}

export interface CreateCaOptions {
  now: Date;
  /** How long the CA's own certificate is valid (10 years unless told). */
  validDays?: number;
  /** Its key, e.g. one kept from an earlier start; a new secp256k1 key otherwise. */
  privateKey?: KeyObject | string;
  serial?: bigint;
}

/** A stand-in CA with a new self-signed certificate. */
export function createStandInCa(options: CreateCaOptions): StandInCa {
  const privateKey = options.privateKey ? toPrivateKey(options.privateKey) : unitKeyPair().privateKey;
  const spki = publicKeyInfo(createPublicKey(privateKey));
  const name = caName();
  const keyId = keyIdentifier(spki);
  const der = signCertificate(
    new TBSCertificate({
      version: Version.v3,
      serialNumber: serialBytes(options.serial ?? randomSerial()),
      signature: ecdsaWithSha256(),
      issuer: name,
      validity: validity(options.now, options.validDays ?? 3650),
      subject: name,
      subjectPublicKeyInfo: spki,
      extensions: new Extensions([
        extension(id_ce_basicConstraints, true, new BasicConstraints({ cA: true })),
        extension(id_ce_keyUsage, true, new KeyUsage(KeyUsageFlags.keyCertSign | KeyUsageFlags.cRLSign)),
        extension(id_ce_subjectKeyIdentifier, false, new KeyIdentifier(keyId)),
      ]),
    }),
    privateKey,
  );
  return standInCaFrom({ privateKey, certificate: der });
}

/** The stand-in CA from its key and certificate kept from an earlier start. */
export function standInCaFrom(kept: {
  privateKey: KeyObject | string;
  certificate: Uint8Array | string;
}): StandInCa {
  const privateKey = toPrivateKey(kept.privateKey);
  const certificate = new X509Certificate(
    typeof kept.certificate === 'string' ? kept.certificate : Buffer.from(kept.certificate),
  );
  if (!certificate.checkPrivateKey(privateKey))
    throw new StandInCaError("the CA's key does not match its certificate");
  return { privateKey, certificate, der: certificate.raw, pem: pemOf('CERTIFICATE', certificate.raw) };
}

export interface IssueOptions {
  ca: StandInCa;
  /** The certificate's serial number (random, as ZATCA's, unless told). */
  serial?: bigint;
  validDays: number;
  now: Date;
}

export interface IssuedCertificate {
  certificate: X509Certificate;
  der: Buffer;
  /** The certificate's DER in base64: what a unit signs its invoices with. */
  base64: string;
  /** As ZATCA returns a CSID: the base64 certificate, base64-encoded again. */
  binarySecurityToken: string;
}

/**
 * A certificate for the CSR (base64 of its PEM, as ZATCA takes it; DER or PEM too): its public key,
 * subject, subjectAltName and template name, signed by the CA. Throws `StandInCaError` when the
 * CSR's own signature does not hold.
 */
export function issueCertificate(csrBase64: string, options: IssueOptions): IssuedCertificate {
  const csr = readCsr(csrBase64);
  if (!csr.signatureValid)
    throw new StandInCaError("the CSR's signature does not verify with its public key");
  const info = csr.request.certificationRequestInfo;
  const caCertificate = AsnConvert.parse(options.ca.der, Certificate).tbsCertificate;
  const copied = csr.extensions.filter(
    (extension) =>
      extension.extnID === id_ce_subjectAltName || extension.extnID === OID.certificateTemplateName,
  );
  const der = signCertificate(
    new TBSCertificate({
      version: Version.v3,
      serialNumber: serialBytes(options.serial ?? randomSerial()),
      signature: ecdsaWithSha256(),
      issuer: caCertificate.subject,
      validity: validity(options.now, options.validDays),
      subject: info.subject,
      subjectPublicKeyInfo: info.subjectPKInfo,
      extensions: new Extensions([
        ...copied,
        extension(id_ce_subjectKeyIdentifier, false, new KeyIdentifier(keyIdentifier(info.subjectPKInfo))),
        extension(
          id_ce_authorityKeyIdentifier,
          false,
          new AuthorityKeyIdentifier({
            keyIdentifier: new KeyIdentifier(keyIdentifier(caCertificate.subjectPublicKeyInfo)),
          }),
        ),
        extension(id_ce_keyUsage, true, new KeyUsage(KeyUsageFlags.digitalSignature)),
        extension(id_ce_extKeyUsage, false, new ExtendedKeyUsage([id_kp_clientAuth, id_kp_codeSigning])),
      ]),
    }),
    options.ca.privateKey,
  );
  const base64 = der.toString('base64');
  return {
    certificate: new X509Certificate(der),
    der,
    base64,
    binarySecurityToken: Buffer.from(base64).toString('base64'),
  };
}

/** The token type ZATCA names in a CSID answer. */
export const CSID_TOKEN_TYPE =
  'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3';

/** ZATCA's answer when it issues a CSID (compliance or production). */
export interface CsidAnswer {
  requestID: number;
  tokenType: typeof CSID_TOKEN_TYPE;
  dispositionMessage: 'ISSUED';
  binarySecurityToken: string;
  /** The password that goes with the token (HTTP Basic) in every later call. */
  secret: string;
  errors: null;
}

/** The answer for an issued certificate, with a new secret. */
export function csidAnswer(issued: IssuedCertificate, requestID: number): CsidAnswer {
  return {
    requestID,
    tokenType: CSID_TOKEN_TYPE,
    dispositionMessage: 'ISSUED',
    binarySecurityToken: issued.binarySecurityToken,
    secret: randomBytes(33).toString('base64'),
    errors: null,
  };
}

function caName(): Name {
  return nameOf([
    printable(OID.country, 'SA'),
    utf8(OID.organization, 'Sufra (not ZATCA)'),
    utf8(OID.commonName, STAND_IN_CA_NAME),
  ]);
}

function extension(extnID: string, critical: boolean, value: unknown): Extension {
  return new Extension({ extnID, critical, extnValue: new OctetString(AsnConvert.serialize(value)) });
}

/** RFC 5280's method 1: the SHA-1 of the public key's bits. */
function keyIdentifier(spki: SubjectPublicKeyInfo): ArrayBuffer {
  return toArrayBuffer(createHash('sha1').update(Buffer.from(spki.subjectPublicKey)).digest());
}

function validity(now: Date, days: number): Validity {
  if (!(days > 0)) throw new StandInCaError('validDays is not a positive number');
  const from = new Date(Math.floor(now.getTime() / 1000) * 1000);
  return new Validity({ notBefore: from, notAfter: new Date(from.getTime() + days * DAY_MS) });
}

/** A random positive serial of 19 bytes, as ZATCA's. */
function randomSerial(): bigint {
  return BigInt(`0x${randomBytes(19).toString('hex')}`) || 1n;
}

/** A serial number's DER integer content: positive, minimal, at most 20 bytes. */
function serialBytes(serial: bigint): ArrayBuffer {
  if (serial <= 0n) throw new StandInCaError('the serial is not positive');
  let hex = serial.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  if (Number.parseInt(hex.slice(0, 2), 16) >= 0x80) hex = `00${hex}`;
  if (hex.length > 40) throw new StandInCaError('the serial is longer than 20 bytes');
  return toArrayBuffer(Buffer.from(hex, 'hex'));
}

function signCertificate(tbs: TBSCertificate, privateKey: KeyObject): Buffer {
  const toBeSigned = Buffer.from(AsnConvert.serialize(tbs));
  const certificate = new Certificate({
    tbsCertificate: tbs,
    signatureAlgorithm: ecdsaWithSha256(),
    signatureValue: toArrayBuffer(sign('sha256', toBeSigned, privateKey)),
  });
  return Buffer.from(AsnConvert.serialize(certificate));
}

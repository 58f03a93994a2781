/**
 * The certificate authority of the built-in ZATCA stand-in (issue 29). Like the built-in test
 * payment gateway, the stand-in is product code: a fresh embedded start onboards its units against
 * it instead of ZATCA. Its CA has a self-signed certificate and issues units' certificates (CSIDs)
 * shaped like ZATCA's: X.509 v3, ECDSA with SHA-256, the CSR's public key, subject and
 * subjectAltName, digital signature only, for client authentication and code signing.
 *
 * The CA's private key stays in this module's objects: errors never quote it, and a `KeyObject`
 * prints and serialises without its material.
 *
 * A CSID's secret is not kept anywhere: it is an HMAC, under a key derived from the CA's private key,
 * of the CSID's kind and token (its certificate). So credentials the stand-in issued hold in every
 * process that has its CA and after a restart: `csidSecret` gives the secret again for a token.
 */
import {
  createHash,
  createHmac,
  createPublicKey,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  sign,
  timingSafeEqual,
  X509Certificate,
} from 'node:crypto';
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
  SubjectAlternativeName,
  type SubjectPublicKeyInfo,
  TBSCertificate,
  Validity,
  Version,
} from '@peculiar/asn1-x509';
import {
  ecdsaWithSha256,
  type InvoiceTypes,
  namedValues,
  nameOf,
  OID,
  pemOf,
  printable,
  publicKeyInfo,
  readCsr,
  toArrayBuffer,
  toPrivateKey,
  type UnitCsrFields,
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
  /** The key CSID secrets are made with (derived from the private key; a `KeyObject`, never printed). */
  readonly secretsKey: KeyObject;
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
  const keyBytes = privateKey.export({ type: 'pkcs8', format: 'der' });
  const secretsKey = createSecretKey(
    Buffer.from(hkdfSync('sha256', keyBytes, certificate.raw, 'sufra zatca stand-in: csid secrets', 32)),
  );
  return {
    privateKey,
    certificate,
    der: certificate.raw,
    pem: pemOf('CERTIFICATE', certificate.raw),
    secretsKey,
  };
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
  return issueFor(info.subject, info.subjectPKInfo, csr.extensions, options);
}

/**
 * A new certificate for the subject, key and names of one the CA issued (a production CSID for the
 * key and fields of its compliance CSID), with a new serial and validity.
 */
export function reissueCertificate(der: Uint8Array, options: IssueOptions): IssuedCertificate {
  const tbs = AsnConvert.parse(der, Certificate).tbsCertificate;
  return issueFor(tbs.subject, tbs.subjectPublicKeyInfo, tbs.extensions ?? [], options);
}

function issueFor(
  subject: Name,
  spki: SubjectPublicKeyInfo,
  extensions: readonly Extension[],
  options: IssueOptions,
): IssuedCertificate {
  const caCertificate = AsnConvert.parse(options.ca.der, Certificate).tbsCertificate;
  const copied = extensions.filter(
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
      subject,
      subjectPublicKeyInfo: spki,
      extensions: new Extensions([
        ...copied,
        extension(id_ce_subjectKeyIdentifier, false, new KeyIdentifier(keyIdentifier(spki))),
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

/**
 * The certificate a CSID's token carries, if it is one the CA issued (its signature holds under the
 * CA's key); undefined for anything else.
 */
export function certificateOfToken(ca: StandInCa, binarySecurityToken: string): X509Certificate | undefined {
  try {
    const der = Buffer.from(Buffer.from(binarySecurityToken, 'base64').toString('latin1'), 'base64');
    const certificate = new X509Certificate(der);
    return certificate.checkIssued(ca.certificate) && certificate.verify(ca.certificate.publicKey)
      ? certificate
      : undefined;
  } catch {
    return undefined;
  }
}

/** The fields of a unit's certificate (subject and subjectAltName), as its CSR gave them. */
export function certificateFields(certificate: X509Certificate): Partial<UnitCsrFields> {
  const tbs = AsnConvert.parse(certificate.raw, Certificate).tbsCertificate;
  const subject = namedValues(tbs.subject);
  const altName = tbs.extensions?.find((extension) => extension.extnID === id_ce_subjectAltName);
  const directoryName =
    altName &&
    AsnConvert.parse(altName.extnValue, SubjectAlternativeName).find((name) => name.directoryName)
      ?.directoryName;
  const alt = directoryName ? namedValues(directoryName) : new Map<string, string>();
  return {
    commonName: subject.get(OID.commonName),
    organizationName: subject.get(OID.organization),
    organizationUnit: subject.get(OID.organizationUnit),
    serialNumber: alt.get(OID.surname),
    vatNumber: alt.get(OID.userId),
    invoiceTypes: alt.get(OID.title) as InvoiceTypes | undefined,
    address: alt.get(OID.registeredAddress),
    businessCategory: alt.get(OID.businessCategory),
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

/** A compliance CSID (onboarding's first) or a production one (issuing's). */
export type CsidKind = 'compliance' | 'production';

/** The secret of the CSID of this kind and token: the same in every process that has the CA. */
export function csidSecret(ca: StandInCa, kind: CsidKind, binarySecurityToken: string): string {
  return createHmac('sha512', ca.secretsKey)
    .update(`${kind}\n${binarySecurityToken}`)
    .digest()
    .subarray(0, 33)
    .toString('base64');
}

/** Whether `secret` is the secret of the CSID of this kind and token (in constant time). */
export function isCsidSecret(
  ca: StandInCa,
  kind: CsidKind,
  binarySecurityToken: string,
  secret: string,
): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(csidSecret(ca, kind, binarySecurityToken)), digest(secret));
}

/**
 * A CSID's request ID, ZATCA's 13-digit number, made from its certificate (so any process names
 * the same one for it).
 */
export function csidRequestId(certificate: Uint8Array): number {
  const head = BigInt(`0x${createHash('sha256').update(certificate).digest('hex').slice(0, 15)}`);
  return Number(1_000_000_000_000n + (head % 9_000_000_000_000n));
}

/** The answer for a certificate issued as a CSID of this kind: its request ID, token and secret. */
export function csidAnswer(ca: StandInCa, issued: IssuedCertificate, kind: CsidKind): CsidAnswer {
  return {
    requestID: csidRequestId(issued.der),
    tokenType: CSID_TOKEN_TYPE,
    dispositionMessage: 'ISSUED',
    binarySecurityToken: issued.binarySecurityToken,
    secret: csidSecret(ca, kind, issued.binarySecurityToken),
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

/**
 * A unit's keys and certificate signing request (issue 29, "Onboarding per branch").
 *
 * Each branch is an e-invoice generation unit ("EGS"). The server makes the unit a secp256k1 key
 * pair and a PKCS#10 CSR carrying the fields ZATCA's onboarding asks for (Fatoora developer portal,
 * "EGS onboarding"; the SDK's `Input/csr-config-*.properties`):
 * - subject: C=SA, OU=<branch name, or the member's 10-digit TIN in a VAT group>, O=<taxpayer
 *   name>, CN=<the unit's common name>;
 * - the certificate template name extension (1.3.6.1.4.1.311.20.2), which tells ZATCA the
 *   environment: `TSTZATCA-Code-Signing` (developer portal sandbox), `PREZATCA-Code-Signing`
 *   (simulation), `ZATCA-Code-Signing` (production);
 * - subjectAltName with one directoryName: SN (surname, 2.5.4.4) = `1-Sufra|2-<version>|3-<uuid>`,
 *   UID (0.9.2342.19200300.100.1.1) = the VAT number, title (2.5.4.12) = the invoice types the
 *   unit issues, registeredAddress (2.5.4.26) = the branch address, businessCategory (2.5.4.15).
 *
 * secp256k1 is not in WebCrypto: the ASN.1 is built with `@peculiar/asn1-*` and the DER is signed
 * (ECDSA with SHA-256) with node:crypto. A private key is a `KeyObject` or PEM text; it never
 * appears in an error, and a `KeyObject` prints and serialises without its material.
 */
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
  sign,
  verify,
} from 'node:crypto';
import { CertificationRequest, CertificationRequestInfo } from '@peculiar/asn1-csr';
import { AsnConvert, OctetString } from '@peculiar/asn1-schema';
import {
  AlgorithmIdentifier,
  Attribute,
  AttributeTypeAndValue,
  AttributeValue,
  DirectoryString,
  Extension,
  Extensions,
  GeneralName,
  id_ce_subjectAltName,
  Name,
  RelativeDistinguishedName,
  SubjectAlternativeName,
  SubjectPublicKeyInfo,
} from '@peculiar/asn1-x509';

/** The ZATCA environments a brand is onboarded in. */
export type ZatcaEnvironment = 'sandbox' | 'simulation' | 'production';
export const ZATCA_ENVIRONMENTS: readonly ZatcaEnvironment[] = ['sandbox', 'simulation', 'production'];

/** The certificate template name a unit's CSR asks for, per environment. */
export const CERTIFICATE_TEMPLATES: Readonly<Record<ZatcaEnvironment, string>> = {
  sandbox: 'TSTZATCA-Code-Signing',
  simulation: 'PREZATCA-Code-Signing',
  production: 'ZATCA-Code-Signing',
};

/**
 * The invoice types a unit issues (the CSR's `title`): four flags, standard (B2B) tax invoices,
 * simplified (B2C) ones, and two ZATCA keeps for later (0).
 */
export type InvoiceTypes = '1000' | '0100' | '1100';
export const INVOICE_TYPES: readonly InvoiceTypes[] = ['1000', '0100', '1100'];

/** Object identifiers of the CSR's fields. */
export const OID = {
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationUnit: '2.5.4.11',
  commonName: '2.5.4.3',
  surname: '2.5.4.4',
  title: '2.5.4.12',
  businessCategory: '2.5.4.15',
  registeredAddress: '2.5.4.26',
  userId: '0.9.2342.19200300.100.1.1',
  certificateTemplateName: '1.3.6.1.4.1.311.20.2',
  extensionRequest: '1.2.840.113549.1.9.14',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  secp256k1: '1.3.132.0.10',
} as const;

/** A VAT registration number: 15 digits, the first and last 3. */
export const VAT_NUMBER = /^3\d{13}3$/;
/** The unit serial ZATCA asks for: `1-<solution>|2-<model or version>|3-<serial>`. */
export const UNIT_SERIAL = /^1-[^|]+\|2-[^|]+\|3-[^|]+$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The CSR's fields wrong or missing (a message naming the field: never a key). */
export class UnitCsrError extends Error {
  override readonly name = 'UnitCsrError';
}

/** A unit's new key pair on secp256k1, the curve ZATCA's certificates use. */
export function unitKeyPair(): { privateKey: KeyObject; publicKey: KeyObject } {
  return generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
}

/** A private key as PKCS#8 PEM, to store (encrypted at rest by its caller). */
export function privateKeyPem(key: KeyObject): string {
  return key.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** A private key from a `KeyObject` or PEM; the error for a bad one never quotes it. */
export function toPrivateKey(key: KeyObject | string): KeyObject {
  if (typeof key !== 'string') {
    if (key.type !== 'private') throw new UnitCsrError('the unit key is not a private key');
    return key;
  }
  try {
    return createPrivateKey(key);
  } catch {
    throw new UnitCsrError('the unit key is not a readable private key');
  }
}

/** The unit serial of a Sufra unit: `1-Sufra|2-<Sufra's version>|3-<the unit's uuid>`. */
export function unitSerialNumber(version: string, unitId: string): string {
  if (!/^[^|\s]+$/.test(version)) throw new UnitCsrError('the version is empty or holds "|" or spaces');
  if (!UUID.test(unitId)) throw new UnitCsrError('the unit id is not a UUID');
  return `1-Sufra|2-${version}|3-${unitId.toLowerCase()}`;
}

export interface UnitCsrInput {
  /** The unit's private key (its public key goes into the CSR). */
  privateKey: KeyObject | string;
  environment: ZatcaEnvironment;
  /** CN: the unit's name, unique for the taxpayer. */
  commonName: string;
  /** O: the taxpayer's name. */
  organizationName: string;
  /** OU: the branch's name; in a VAT group (the VAT number's 11th digit is 1) the member's 10-digit TIN. */
  organizationUnit: string;
  /** UID: the taxpayer's VAT registration number. */
  vatNumber: string;
  /** SN: the unit serial (`unitSerialNumber`). */
  serialNumber: string;
  /** title: the invoice types the unit issues. */
  invoiceTypes: InvoiceTypes;
  /** registeredAddress: the branch's address. */
  address: string;
  /** businessCategory: the taxpayer's line of business. */
  businessCategory: string;
}

/** The fields of a unit's CSR (what `unitCsr` takes, less the key and environment). */
export type UnitCsrFields = Omit<UnitCsrInput, 'privateKey' | 'environment'>;

export interface UnitCsr {
  der: Buffer;
  /** PEM, `-----BEGIN CERTIFICATE REQUEST-----`. */
  pem: string;
  /** What ZATCA's `POST /compliance` takes as `csr`: the PEM text, base64-encoded. */
  base64: string;
}

/** Checks the fields as ZATCA does before it issues a certificate; throws naming the first wrong one. */
export function checkCsrFields(fields: UnitCsrFields): void {
  const text: (keyof UnitCsrFields)[] = [
    'commonName',
    'organizationName',
    'organizationUnit',
    'address',
    'businessCategory',
  ];
  for (const key of text) {
    if (typeof fields[key] !== 'string' || fields[key].trim() === '')
      throw new UnitCsrError(`${key} is empty`);
  }
  if (!VAT_NUMBER.test(fields.vatNumber))
    throw new UnitCsrError('vatNumber is not 15 digits starting and ending with 3');
  if (fields.vatNumber[10] === '1' && !/^\d{10}$/.test(fields.organizationUnit))
    throw new UnitCsrError("organizationUnit of a VAT group is not the member's 10-digit TIN");
  if (!UNIT_SERIAL.test(fields.serialNumber))
    throw new UnitCsrError('serialNumber is not 1-<solution>|2-<version>|3-<serial>');
  if (!INVOICE_TYPES.includes(fields.invoiceTypes))
    throw new UnitCsrError(`invoiceTypes is not one of ${INVOICE_TYPES.join(', ')}`);
}

/** A name's attribute as a UTF8String. */
export const utf8 = (type: string, value: string) =>
  new AttributeTypeAndValue({ type, value: new AttributeValue({ utf8String: value }) });
/** A name's attribute as a PrintableString (the country). */
export const printable = (type: string, value: string) =>
  new AttributeTypeAndValue({ type, value: new AttributeValue({ printableString: value }) });
/** A name with one attribute to each RDN, in the order given. */
export const nameOf = (attributes: AttributeTypeAndValue[]) =>
  new Name(attributes.map((attribute) => new RelativeDistinguishedName([attribute])));

/** The CSR's subject: C, OU, O, CN. */
export function unitSubject(
  fields: Pick<UnitCsrFields, 'organizationUnit' | 'organizationName' | 'commonName'>,
) {
  return nameOf([
    printable(OID.country, 'SA'),
    utf8(OID.organizationUnit, fields.organizationUnit),
    utf8(OID.organization, fields.organizationName),
    utf8(OID.commonName, fields.commonName),
  ]);
}

/** The subjectAltName extension's directoryName: SN, UID, title, registeredAddress, businessCategory. */
export function unitAltName(fields: UnitCsrFields): Extension {
  const directoryName = nameOf([
    utf8(OID.surname, fields.serialNumber),
    utf8(OID.userId, fields.vatNumber),
    utf8(OID.title, fields.invoiceTypes),
    utf8(OID.registeredAddress, fields.address),
    utf8(OID.businessCategory, fields.businessCategory),
  ]);
  return new Extension({
    extnID: id_ce_subjectAltName,
    critical: false,
    extnValue: new OctetString(
      AsnConvert.serialize(new SubjectAlternativeName([new GeneralName({ directoryName })])),
    ),
  });
}

/** The certificate template name extension for an environment (a PrintableString). */
export function templateExtension(environment: ZatcaEnvironment): Extension {
  return new Extension({
    extnID: OID.certificateTemplateName,
    critical: false,
    extnValue: new OctetString(
      AsnConvert.serialize(new DirectoryString({ printableString: CERTIFICATE_TEMPLATES[environment] })),
    ),
  });
}

/** ecdsa-with-SHA256 (its parameters absent, RFC 5758). */
export const ecdsaWithSha256 = () => new AlgorithmIdentifier({ algorithm: OID.ecdsaWithSha256 });

/** A public key as the SubjectPublicKeyInfo structure. */
export function publicKeyInfo(key: KeyObject): SubjectPublicKeyInfo {
  const der = key.export({ type: 'spki', format: 'der' });
  return AsnConvert.parse(der, SubjectPublicKeyInfo);
}

/** PEM text of DER bytes, 64 characters a line. */
export function pemOf(label: string, der: Uint8Array): string {
  const lines =
    Buffer.from(der)
      .toString('base64')
      .match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

/** A unit's CSR for the environment, signed with its key (ECDSA, SHA-256). */
export function unitCsr(input: UnitCsrInput): UnitCsr {
  const { privateKey: given, environment, ...fields } = input;
  checkCsrFields(fields);
  if (!ZATCA_ENVIRONMENTS.includes(environment))
    throw new UnitCsrError('environment is not a ZATCA environment');
  const privateKey = toPrivateKey(given);
  if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'secp256k1')
    throw new UnitCsrError('the unit key is not on secp256k1');
  const info = new CertificationRequestInfo({
    version: 0,
    subject: unitSubject(fields),
    subjectPKInfo: publicKeyInfo(createPublicKey(privateKey)),
  });
  const extensions = new Extensions([templateExtension(environment), unitAltName(fields)]);
  info.attributes.push(
    new Attribute({ type: OID.extensionRequest, values: [AsnConvert.serialize(extensions)] }),
  );
  const toBeSigned = Buffer.from(AsnConvert.serialize(info));
  const request = new CertificationRequest({
    certificationRequestInfo: info,
    signatureAlgorithm: ecdsaWithSha256(),
    signature: toArrayBuffer(sign('sha256', toBeSigned, privateKey)),
  });
  const der = Buffer.from(AsnConvert.serialize(request));
  const pem = pemOf('CERTIFICATE REQUEST', der);
  return { der, pem, base64: Buffer.from(pem).toString('base64') };
}

/** A CSR read back: its fields, its public key, and whether its signature holds. */
export interface ReadCsr extends Partial<UnitCsrFields> {
  request: CertificationRequest;
  country?: string;
  /** The certificate template name it asks for, and the environment that name is for. */
  template?: string;
  environment?: ZatcaEnvironment;
  publicKey: KeyObject;
  /** The key is on secp256k1. */
  secp256k1: boolean;
  signatureValid: boolean;
  /** The CSR's extensions (from its extensionRequest attribute). */
  extensions: Extension[];
}

/**
 * Reads a CSR given as DER, PEM, or base64 of either (ZATCA's `csr` is base64 of the PEM).
 * Throws `UnitCsrError` when it is not a CSR.
 */
export function readCsr(csr: string | Uint8Array): ReadCsr {
  const der = csrDer(csr);
  let request: CertificationRequest;
  try {
    request = AsnConvert.parse(der, CertificationRequest);
  } catch {
    throw new UnitCsrError('the CSR is not a PKCS#10 certificate signing request');
  }
  const info = request.certificationRequestInfo;
  let publicKey: KeyObject;
  try {
    publicKey = createPublicKey({
      key: Buffer.from(AsnConvert.serialize(info.subjectPKInfo)),
      format: 'der',
      type: 'spki',
    });
  } catch {
    throw new UnitCsrError("the CSR's public key is not readable");
  }
  const toBeSigned = Buffer.from(request.certificationRequestInfoRaw ?? AsnConvert.serialize(info));
  const signatureValid =
    request.signatureAlgorithm.algorithm === OID.ecdsaWithSha256 &&
    safeVerify(toBeSigned, publicKey, Buffer.from(request.signature));
  const extensions = (info.attributes ?? [])
    .filter((attribute) => attribute.type === OID.extensionRequest)
    .flatMap((attribute) => attribute.values.flatMap((value) => [...AsnConvert.parse(value, Extensions)]));
  const subject = namedValues(info.subject);
  const read: ReadCsr = {
    request,
    publicKey,
    secp256k1: publicKey.asymmetricKeyDetails?.namedCurve === 'secp256k1',
    signatureValid,
    extensions,
    country: subject.get(OID.country),
    organizationUnit: subject.get(OID.organizationUnit),
    organizationName: subject.get(OID.organization),
    commonName: subject.get(OID.commonName),
  };
  const template = extensions.find((extension) => extension.extnID === OID.certificateTemplateName);
  if (template) {
    read.template = AsnConvert.parse(template.extnValue, DirectoryString).toString();
    read.environment = ZATCA_ENVIRONMENTS.find(
      (environment) => CERTIFICATE_TEMPLATES[environment] === read.template,
    );
  }
  const altName = extensions.find((extension) => extension.extnID === id_ce_subjectAltName);
  const directoryName =
    altName &&
    AsnConvert.parse(altName.extnValue, SubjectAlternativeName).find((name) => name.directoryName)
      ?.directoryName;
  if (directoryName) {
    const values = namedValues(directoryName);
    read.serialNumber = values.get(OID.surname);
    read.vatNumber = values.get(OID.userId);
    read.invoiceTypes = values.get(OID.title) as InvoiceTypes | undefined;
    read.address = values.get(OID.registeredAddress);
    read.businessCategory = values.get(OID.businessCategory);
  }
  return read;
}

/** The values of a name's attributes by their object identifier (the first of each). */
export function namedValues(name: Name): Map<string, string> {
  const values = new Map<string, string>();
  for (const rdn of name)
    for (const attribute of rdn)
      if (!values.has(attribute.type)) values.set(attribute.type, attribute.value.toString());
  return values;
}

function csrDer(csr: string | Uint8Array): Buffer {
  if (typeof csr !== 'string') return Buffer.from(csr);
  let text = csr.trim();
  if (!text.startsWith('-----')) {
    const decoded = Buffer.from(text, 'base64');
    const asText = decoded.toString('utf8').trim();
    if (!asText.startsWith('-----')) return decoded;
    text = asText;
  }
  const body =
    /-----BEGIN (?:NEW )?CERTIFICATE REQUEST-----([\s\S]*?)-----END (?:NEW )?CERTIFICATE REQUEST-----/.exec(
      text,
    );
  if (!body?.[1]) throw new UnitCsrError('the CSR is not PEM of a certificate request');
  return Buffer.from(body[1].replace(/\s+/g, ''), 'base64');
}

function safeVerify(data: Buffer, key: KeyObject, signature: Buffer): boolean {
  try {
    return verify('sha256', data, key, signature);
  } catch {
    return false;
  }
}

/** The bytes of a Buffer as an ArrayBuffer of their own. */
export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  const copy = new Uint8Array(bytes.byteLength);
  copy.set(bytes);
  return copy.buffer;
}

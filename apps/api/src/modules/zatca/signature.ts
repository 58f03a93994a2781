/**
 * ZATCA's XAdES-style signature of an invoice (the "E-invoice security features implementation
 * standard", as the SDK implements it): an ECDSA (secp256k1, SHA-256) signature of the invoice hash,
 * the certificate it verifies with, and the signed properties naming that certificate. ZATCA's quirks,
 * each proved on the SDK samples by the tests:
 * - the signature is taken over the 32 bytes of the invoice hash (not over `ds:SignedInfo`);
 * - the certificate digest is the SHA-256 of the certificate's Base64 text, and it and the signed
 *   properties digest are written as Base64 of the hex digest;
 * - the signed properties are hashed in their exclusive canonical form but with empty elements kept
 *   short (`<ds:DigestMethod …/>`), as the SDK's serializer writes them.
 * Private keys are never put into an error message or a log line.
 */
import {
  createHash,
  createPrivateKey,
  createPublicKey,
  type KeyObject,
  sign,
  verify,
  X509Certificate,
} from 'node:crypto';
import { elements, exclusiveCanonical, parseXml } from './xml.ts';

/** A unit's certificate (CSID) as ZATCA issues it: the Base64 DER text and what it holds. */
export interface ZatcaCertificate {
  /** Base64 DER without PEM lines, as in `ds:X509Certificate`. */
  base64: string;
  x509: X509Certificate;
}

/** Reads a certificate given as PEM or as bare Base64 DER (the SDK's `cert.pem`, a CSID's token decoded). */
export function readCertificate(text: string): ZatcaCertificate {
  const base64 = text.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
  return { base64, x509: new X509Certificate(Buffer.from(base64, 'base64')) };
}

/**
 * Reads a secp256k1 private key given as PEM or as bare Base64 DER (SEC1, as the SDK's
 * `ec-secp256k1-priv-key.pem`, or PKCS#8). The message of a failure never quotes the key.
 */
export function readPrivateKey(text: string): KeyObject {
  let key: KeyObject | undefined;
  if (text.includes('-----BEGIN')) key = tryKey(() => createPrivateKey(text));
  else {
    const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
    key =
      tryKey(() => createPrivateKey({ key: der, format: 'der', type: 'sec1' })) ??
      tryKey(() => createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }));
  }
  if (!key) throw new Error('The ZATCA private key cannot be read (PEM, or Base64 SEC1 or PKCS#8 DER)');
  if (key.asymmetricKeyDetails?.namedCurve !== 'secp256k1')
    throw new Error('The ZATCA private key is not on secp256k1');
  return key;
}

function tryKey(read: () => KeyObject): KeyObject | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

const hexThenBase64 = (data: string) =>
  Buffer.from(createHash('sha256').update(data, 'utf8').digest('hex'), 'utf8').toString('base64');

/** `xades:CertDigest/ds:DigestValue`: Base64 of the hex SHA-256 of the certificate's Base64 text. */
export function certificateHash(certificate: ZatcaCertificate): string {
  return hexThenBase64(certificate.base64);
}

/** `ds:X509IssuerName` as the SDK writes it: the issuer's RDNs most specific first, comma and space between. */
export function issuerName(certificate: ZatcaCertificate): string {
  return certificate.x509.issuer.split('\n').reverse().join(', ');
}

/** `ds:X509SerialNumber`: the serial number in decimal. */
export function serialNumber(certificate: ZatcaCertificate): string {
  return BigInt(`0x${certificate.x509.serialNumber}`).toString(10);
}

/** QR tag 8: the certificate's public key as DER SubjectPublicKeyInfo. */
export function publicKeyBytes(certificate: ZatcaCertificate): Uint8Array {
  return new Uint8Array(certificate.x509.publicKey.export({ type: 'spki', format: 'der' }));
}

/**
 * QR tag 9: the CA's signature over the certificate (the DER ECDSA signature in the certificate's
 * signatureValue BIT STRING, the third element of its outer SEQUENCE).
 */
export function certificateSignature(certificate: ZatcaCertificate): Uint8Array {
  const der = new Uint8Array(certificate.x509.raw);
  const outer = derElement(der, 0);
  let at = outer.contentStart;
  const tbs = derElement(der, at);
  at = tbs.end;
  const algorithm = derElement(der, at);
  const signature = derElement(der, algorithm.end);
  if (outer.tag !== 0x30 || signature.tag !== 0x03)
    throw new Error('The certificate is not an X.509 DER SEQUENCE');
  // A BIT STRING's first content byte counts the unused bits (0 for a signature).
  return der.slice(signature.contentStart + 1, signature.end);
}

/** One DER tag-length-value at `start`: its tag, where its content starts and where it ends. */
function derElement(der: Uint8Array, start: number): { tag: number; contentStart: number; end: number } {
  const tag = der[start] ?? 0;
  let length = der[start + 1] ?? 0;
  let contentStart = start + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let index = 0; index < count; index++) length = length * 256 + (der[contentStart + index] ?? 0);
    contentStart += count;
  }
  if (contentStart + length > der.length) throw new Error('The certificate DER is cut short');
  return { tag, contentStart, end: contentStart + length };
}

/** `ds:SignatureValue`: the Base64 DER ECDSA-SHA256 signature over the 32 bytes of the invoice hash. */
export function signInvoiceHash(invoiceHash: string, privateKey: KeyObject): string {
  return sign('sha256', Buffer.from(invoiceHash, 'base64'), privateKey).toString('base64');
}

/** Whether a `ds:SignatureValue` is the signature of the invoice hash by the certificate's key. */
export function verifyInvoiceSignature(
  invoiceHash: string,
  signature: string,
  certificate: ZatcaCertificate,
): boolean {
  return verify(
    'sha256',
    Buffer.from(invoiceHash, 'base64'),
    certificate.x509.publicKey,
    Buffer.from(signature, 'base64'),
  );
}

/** Whether the private key is the one the certificate was issued for. */
export function keyMatchesCertificate(privateKey: KeyObject, certificate: ZatcaCertificate): boolean {
  const spki = (key: KeyObject) => key.export({ type: 'spki', format: 'der' });
  return spki(createPublicKey(privateKey)).equals(spki(certificate.x509.publicKey));
}

/**
 * The `ds:Reference[@URI='#xadesSignedProperties']` digest of a `xades:SignedProperties` element, as
 * it stands in its document (its whitespace is part of what is hashed).
 */
export function signedPropertiesHash(signedProperties: Element): string {
  const form = exclusiveCanonical(signedProperties).replace(/<([\w:.-]+)([^<>]*)><\/\1>/g, '<$1$2/>');
  return hexThenBase64(form);
}

/** What the signature block carries. */
export interface SignatureParts {
  invoiceHash: string;
  /** From signInvoiceHash. */
  signatureValue: string;
  certificate: ZatcaCertificate;
  signingTime: Date;
}

const escapeText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const DIGEST_SLOT = 'SIGNED-PROPERTIES-DIGEST';

/** `xades:SigningTime`: UTC to the second, as the SDK writes it (2023-01-24T11:16:44Z). */
export function signingTimeText(time: Date): string {
  return `${time.toISOString().slice(0, 19)}Z`;
}

/**
 * The document's `ext:UBLExtensions` element as text (prefixes ext and cbc are the invoice's own),
 * laid out line for line as the SDK's samples, with the signed-properties digest computed over it.
 */
export function signatureExtension(parts: SignatureParts): string {
  const { certificate } = parts;
  const block = `<ext:UBLExtensions>
    <ext:UBLExtension>
        <ext:ExtensionURI>urn:oasis:names:specification:ubl:dsig:enveloped:xades</ext:ExtensionURI>
        <ext:ExtensionContent>
            <sig:UBLDocumentSignatures xmlns:sig="urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2" xmlns:sac="urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2" xmlns:sbc="urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2">
                <sac:SignatureInformation>
                    <cbc:ID>urn:oasis:names:specification:ubl:signature:1</cbc:ID>
                    <sbc:ReferencedSignatureID>urn:oasis:names:specification:ubl:signature:Invoice</sbc:ReferencedSignatureID>
                    <ds:Signature xmlns:ds="http://www.w3.org/2000/09/xmldsig#" Id="signature">
                        <ds:SignedInfo>
                            <ds:CanonicalizationMethod Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>
                            <ds:SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256"/>
                            <ds:Reference Id="invoiceSignedData" URI="">
                                <ds:Transforms>
                                    <ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">
                                        <ds:XPath>not(//ancestor-or-self::ext:UBLExtensions)</ds:XPath>
                                    </ds:Transform>
                                    <ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">
                                        <ds:XPath>not(//ancestor-or-self::cac:Signature)</ds:XPath>
                                    </ds:Transform>
                                    <ds:Transform Algorithm="http://www.w3.org/TR/1999/REC-xpath-19991116">
                                        <ds:XPath>not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])</ds:XPath>
                                    </ds:Transform>
                                    <ds:Transform Algorithm="http://www.w3.org/2006/12/xml-c14n11"/>
                                </ds:Transforms>
                                <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
                                <ds:DigestValue>${parts.invoiceHash}</ds:DigestValue>
                            </ds:Reference>
                            <ds:Reference Type="http://www.w3.org/2000/09/xmldsig#SignatureProperties" URI="#xadesSignedProperties">
                                <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
                                <ds:DigestValue>${DIGEST_SLOT}</ds:DigestValue>
                            </ds:Reference>
                        </ds:SignedInfo>
                        <ds:SignatureValue>${parts.signatureValue}</ds:SignatureValue>
                        <ds:KeyInfo>
                            <ds:X509Data>
                                <ds:X509Certificate>${certificate.base64}</ds:X509Certificate>
                            </ds:X509Data>
                        </ds:KeyInfo>
                        <ds:Object>
                            <xades:QualifyingProperties xmlns:xades="http://uri.etsi.org/01903/v1.3.2#" Target="signature">
                                <xades:SignedProperties Id="xadesSignedProperties">
                                    <xades:SignedSignatureProperties>
                                        <xades:SigningTime>${signingTimeText(parts.signingTime)}</xades:SigningTime>
                                        <xades:SigningCertificate>
                                            <xades:Cert>
                                                <xades:CertDigest>
                                                    <ds:DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/>
                                                    <ds:DigestValue>${certificateHash(certificate)}</ds:DigestValue>
                                                </xades:CertDigest>
                                                <xades:IssuerSerial>
                                                    <ds:X509IssuerName>${escapeText(issuerName(certificate))}</ds:X509IssuerName>
                                                    <ds:X509SerialNumber>${serialNumber(certificate)}</ds:X509SerialNumber>
                                                </xades:IssuerSerial>
                                            </xades:Cert>
                                        </xades:SigningCertificate>
                                    </xades:SignedSignatureProperties>
                                </xades:SignedProperties>
                            </xades:QualifyingProperties>
                        </ds:Object>
                    </ds:Signature>
                </sac:SignatureInformation>
            </sig:UBLDocumentSignatures>
        </ext:ExtensionContent>
    </ext:UBLExtension>
</ext:UBLExtensions>`;
  const [signedProperties] = elements('//xades:SignedProperties', parseXml(withUblPrefixes(block)));
  if (!signedProperties) throw new Error('The signature block has no signed properties');
  return block.replace(DIGEST_SLOT, signedPropertiesHash(signedProperties));
}

/** A fragment wrapped in an element that binds the invoice's ext and cbc prefixes, for parsing. */
export function withUblPrefixes(fragment: string): string {
  return `<wrapper xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">${fragment}</wrapper>`;
}

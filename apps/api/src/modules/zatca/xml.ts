/**
 * The XML plumbing of ZATCA's cryptographic stamp: parsing and writing UBL documents (xmldom), the
 * namespaces, XPath look-ups and the canonical forms the hashes are taken over (xml-crypto's
 * canonicalizers; nothing here canonicalizes by hand).
 */
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import { C14nCanonicalization, ExclusiveCanonicalization } from 'xml-crypto';
import xpath from 'xpath';

export const NS = {
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
  xades: 'http://uri.etsi.org/01903/v1.3.2#',
} as const;

const select = xpath.useNamespaces(NS);

/**
 * Parses a document; malformed XML throws. xmldom only logs what it finds and goes on, calling an
 * unclosed element a warning, so every report it makes is taken as an error here.
 */
export function parseXml(xml: string): Document {
  const fail = (message: unknown) => {
    throw new Error(`Malformed XML: ${String(message).split('\n')[0]}`);
  };
  const document = new DOMParser({
    errorHandler: { warning: fail, error: fail, fatalError: fail },
  }).parseFromString(xml, 'text/xml');
  if (!document?.documentElement) fail('no root element');
  return document;
}

export function serializeXml(node: Node): string {
  return new XMLSerializer().serializeToString(node);
}

/** The elements an XPath (prefixes of NS) selects. */
export function elements(expression: string, context: Node): Element[] {
  const found = select(expression, context);
  return Array.isArray(found) ? found.filter((node): node is Element => node.nodeType === 1) : [];
}

/** The string value of an XPath (prefixes of NS); '' when it selects nothing. */
export function text(expression: string, context: Node): string {
  return String(select(`string(${expression})`, context, true) ?? '');
}

/**
 * Inclusive canonical XML 1.0 without comments. ZATCA names C14N 1.1; the two differ only in how
 * xml:id and xml:base are inherited, which UBL invoices do not use, so the bytes are the same (the
 * tests reproduce every SDK sample's hash with it).
 */
export function canonical(node: Node): string {
  return new C14nCanonicalization().process(node, {});
}

/** Exclusive canonical XML 1.0 without comments. */
export function exclusiveCanonical(node: Element): string {
  return new ExclusiveCanonicalization().process(node, {});
}

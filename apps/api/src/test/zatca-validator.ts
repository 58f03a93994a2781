import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { memoryPages, validateXML } from 'xmllint-wasm';

/**
 * ZATCA's own checks of an e-invoice, offline, for the tests: the UBL 2.1 schema (XSD) and both
 * Schematron rule sets of ZATCA's e-invoicing SDK (EN 16931 and the KSA rules), from
 * apps/api/test-data/zatca-sdk. The schema runs in-process (libxml2 compiled to WebAssembly,
 * `xmllint-wasm`); the rules, compiled to XSLT 2.0 stylesheets, run in Saxon HE (Debian's
 * libsaxonhe-java, on the machine's Java), as ZATCA's SDK runs them. A batch costs one schema
 * compilation and one JVM per rule set, whatever its size, so validate many documents in one call.
 *
 *   const [result] = await validateInvoices([xml]);
 *   expect(result).toEqual({ schemaErrors: [], errors: [], warnings: [] });
 */

/** A Schematron rule a document broke: its id (BR-KSA-…, BR-CO-…), its text, where in the document. */
export interface Rule {
  id: string;
  text: string;
  location?: string;
}

export interface InvoiceValidation {
  /** The schema's (XSD) complaints, and the parser's for a document that is not well-formed XML. */
  schemaErrors: string[];
  /** Rules flagged `error` or `fatal` (ZATCA refuses the document). */
  errors: Rule[];
  /** Rules flagged `warning` (ZATCA accepts the document, with warnings). */
  warnings: Rule[];
}

const sdk = join(import.meta.dirname, '../../test-data/zatca-sdk');
const xsdRoot = join(sdk, 'Schemas/xsds/UBL2.1/xsd');
/** The compiled rule sets, each named by what it checks. */
const ruleSets = {
  en16931: join(sdk, 'Rules/schematrons/CEN-EN16931-UBL.xsl'),
  ksa: join(sdk, 'Rules/schematrons/20210819_ZATCA_E-invoice_Validation_Rules.xsl'),
} as const;
/** Debian's Saxon HE (`apt-get install -y libsaxonhe-java`); SAXON_JAR points elsewhere. */
const saxonJar = process.env.SAXON_JAR ?? '/usr/share/java/Saxon-HE.jar';

const run = promisify(execFile);

/** Validates every document of the batch against the XSD and both rule sets; results in input order. */
export async function validateInvoices(xmls: readonly string[]): Promise<InvoiceValidation[]> {
  if (xmls.length === 0) return [];
  const [schemaErrors, rules] = await Promise.all([schemaCheck(xmls), ruleCheck(xmls)]);
  return xmls.map((_, i) => ({
    schemaErrors: schemaErrors[i] ?? [],
    errors: rules[i]?.errors ?? [],
    warnings: rules[i]?.warnings ?? [],
  }));
}

const docName = (i: number) => `doc-${String(i).padStart(5, '0')}.xml`;

let schemaFiles: Promise<{ fileName: string; contents: string }[]> | undefined;
/** The main schema first, then the common modules it imports, under their relative paths. */
function loadSchemaFiles() {
  schemaFiles ??= (async () => {
    const common = (await readdir(join(xsdRoot, 'common'))).filter((f) => f.endsWith('.xsd'));
    const paths = ['maindoc/UBL-Invoice-2.1.xsd', ...common.map((f) => `common/${f}`)];
    return Promise.all(
      paths.map(async (path) => ({
        fileName: `xsd/${path}`,
        contents: await readFile(join(xsdRoot, path), 'utf8'),
      })),
    );
  })();
  return schemaFiles;
}

/** One xmllint run over the whole batch; its messages sorted out per document. */
async function schemaCheck(xmls: readonly string[]): Promise<string[][]> {
  const [schema, ...preload] = await loadSchemaFiles();
  if (!schema) throw new Error(`no UBL schema under ${xsdRoot}`);
  let output: string;
  try {
    const result = await validateXML({
      xml: xmls.map((contents, i) => ({ fileName: docName(i), contents })),
      schema,
      preload,
      maxMemoryPages: memoryPages.GiB,
    });
    output = result.rawOutput;
  } catch (error) {
    // A document that is not well-formed ends xmllint with an exit code the library does not
    // read as "invalid" (1): its output is still the list of messages.
    if ((error as { code?: unknown }).code !== 1) throw error;
    output = (error as Error).message;
  }
  const found = xmls.map((): string[] => []);
  const verdicts = new Map<number, string>();
  for (const line of output.split('\n')) {
    const message = /^doc-(\d+)\.xml:(\d+): (.*)$/.exec(line);
    if (message) found[Number(message[1])]?.push(`line ${message[2]}: ${message[3]?.trim()}`);
    const verdict = /^doc-(\d+)\.xml (validates|fails to validate)$/.exec(line.trim());
    if (verdict) verdicts.set(Number(verdict[1]), verdict[2] ?? '');
  }
  for (const [i, errors] of found.entries()) {
    const verdict = verdicts.get(i);
    if (errors.length > 0 || verdict === 'validates') continue;
    errors.push(verdict ?? `not validated: ${output.trim()}`);
  }
  return found;
}

/**
 * Both rule sets over the batch, side by side: one Saxon run each, with the stylesheet compiled once
 * and applied to every document in one transformation (Saxon's directory mode would read the
 * stylesheet again and write a report per document, twice as slow). The wrapper keeps only the
 * broken rules of each document's report; a document Saxon cannot read is marked `unreadable`.
 */
async function ruleCheck(xmls: readonly string[]): Promise<Pick<InvoiceValidation, 'errors' | 'warnings'>[]> {
  if (!existsSync(saxonJar))
    throw new Error(`Saxon HE is missing (${saxonJar}): apt-get install -y libsaxonhe-java`);
  const dir = await mkdtemp(join(tmpdir(), 'zatca-validate-'));
  try {
    const files = xmls.map((_, i) => join(dir, docName(i)));
    await Promise.all(xmls.map((xml, i) => writeFile(files[i] ?? '', xml)));
    const list = join(dir, 'documents.txt');
    await writeFile(list, files.map((file) => pathToFileURL(file).href).join('\n'));
    const reports = await Promise.all(
      Object.entries(ruleSets).map(async ([name, stylesheet]) => {
        const wrapper = join(dir, `${name}.xsl`);
        const out = join(dir, `${name}.out.xml`);
        await writeFile(wrapper, batchStylesheet(pathToFileURL(stylesheet).href));
        // A short run: with the first JIT tier only and the serial collector, one rule set takes about
        // half the CPU time and memory of the defaults (100 invoices: 1.4 s of CPU against 3.0;
        // 1,000: 2.3 s against 4.5 for EN 16931, 4.4 s against 6.9 for the KSA rules).
        const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-cp', saxonJar];
        const args = [...jvm, 'net.sf.saxon.Transform', '-it:batch', `-xsl:${wrapper}`, `-o:${out}`];
        await run('java', [...args, `list=${pathToFileURL(list).href}`], {
          maxBuffer: 64 * 1024 * 1024,
        }).catch((error: Error & { stderr?: string }) => {
          throw new Error(`Saxon failed on the ${name} rules: ${error.stderr || error.message}`);
        });
        const perDocument = new Map<number, string>();
        const documents = /<document index="(\d+)"(?:\/>|>([\s\S]*?)<\/document>)/g;
        for (const [, index = '', body = ''] of (await readFile(out, 'utf8')).matchAll(documents))
          perDocument.set(Number(index) - 1, body);
        return { name, perDocument };
      }),
    );
    return xmls.map((_, i) => {
      const result: Pick<InvoiceValidation, 'errors' | 'warnings'> = { errors: [], warnings: [] };
      for (const { name, perDocument } of reports) {
        const svrl = perDocument.get(i);
        if (svrl === undefined || svrl.includes('<unreadable/>')) {
          result.errors.push({ id: `${name}: not run`, text: 'Saxon could not read the document' });
          continue;
        }
        for (const { flag, rule } of failedRules(svrl))
          (flag === 'warning' ? result.warnings : result.errors).push(rule);
      }
      return result;
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** An XSLT 2.0 stylesheet running the compiled rule set at `rules` over each document `list` names. */
function batchStylesheet(rules: string): string {
  return `<xsl:stylesheet version="2.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns:svrl="http://purl.oclc.org/dsdl/svrl">
  <xsl:import href="${rules}"/>
  <xsl:param name="list" required="yes"/>
  <xsl:template name="batch">
    <batch>
      <xsl:for-each select="tokenize(unparsed-text($list), '\\s+')[.]">
        <document index="{position()}">
          <xsl:choose>
            <xsl:when test="doc-available(.)">
              <xsl:variable name="report"><xsl:apply-templates select="doc(.)"/></xsl:variable>
              <xsl:copy-of select="$report//svrl:failed-assert | $report//svrl:successful-report"/>
            </xsl:when>
            <xsl:otherwise><unreadable/></xsl:otherwise>
          </xsl:choose>
        </document>
      </xsl:for-each>
    </batch>
  </xsl:template>
</xsl:stylesheet>
`;
}

/**
 * The broken rules of one SVRL report: `svrl:failed-assert` (and `svrl:successful-report`), their
 * severity from `flag` (SchXslt's compilation, as in both SDK stylesheets) or `role`. Anything not
 * marked `warning` counts as an error, so a rule of unknown severity is never let through.
 */
function* failedRules(svrl: string): Generator<{ flag: string; rule: Rule }> {
  const found =
    /<svrl:(?:failed-assert|successful-report)\b([^>]*)>([\s\S]*?)<\/svrl:(?:failed-assert|successful-report)>/g;
  for (const [, attributeText = '', body = ''] of svrl.matchAll(found)) {
    const attributes = new Map(
      [...attributeText.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [
        key,
        decode(value),
      ]),
    );
    const text = decode(/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body)?.[1] ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    const id = attributes.get('id') ?? /^\[([^\]]+)\]/.exec(text)?.[1] ?? 'unnamed rule';
    const location = attributes.get('location');
    const flag = (attributes.get('flag') ?? attributes.get('role') ?? 'error').toLowerCase();
    yield { flag, rule: { id, text, ...(location ? { location: shortLocation(location) } : {}) } };
  }
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name] ?? whole;
  });
}

const prefixes: Record<string, string> = {
  'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2': 'ubl',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2': 'cac',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2': 'cbc',
  'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2': 'ext',
};
/** `/Q{urn:…Invoice-2}Invoice[1]/Q{urn:…CommonAggregateComponents-2}InvoiceLine[2]` → `/ubl:Invoice[1]/cac:InvoiceLine[2]`. */
function shortLocation(location: string): string {
  return location.replace(/Q\{([^}]*)\}/g, (whole, uri: string) => {
    const prefix = prefixes[uri];
    return prefix ? `${prefix}:` : whole;
  });
}

/**
 * PDF/A-3b documents for e-invoices (issue 29): what a brand keeps of a cleared standard invoice is a
 * PDF/A-3 with the cleared XML embedded as its associated file (ZATCA accepts PDF/A-3 with the XML
 * inside as the shareable form of a B2B invoice). Built with pdfkit's PDF/A subset, which writes the
 * XMP identification (`pdfaid:part 3`, conformance B) and an OutputIntent with the sRGB ICC profile;
 * the XML goes in as an embedded file named in the catalogue's `AF` with an `AFRelationship`. Every
 * glyph comes from one embedded TrueType font (Vazirmatn, OFL: Arabic and Latin), pdfkit's Helvetica
 * is never used. Arabic is shaped by fontkit (pdfkit's layout); the order of a line's runs (Arabic
 * right-to-left, digits and Latin left-to-right inside it) is the Unicode bidirectional algorithm's
 * (bidi-js).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiModule, { type Bidi } from 'bidi-js';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** Vazirmatn (SIL Open Font License 1.1, `vazirmatn/OFL.txt` beside it): Arabic and Latin in one font. */
export const FONT_REGULAR = require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf');
export const FONT_BOLD = require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf');

// bidi-js is CommonJS whose types declare an ES default export: the factory is the module itself to
// Node, and its `default` to the types.
const bidiFactory = bidiModule as unknown as () => Bidi;
const bidi = bidiFactory();

/**
 * The fonts read once per process (fontkit, pdfkit's font engine, which pdfkit takes as a font
 * source): reading and parsing a TrueType file for every document held the event loop too long.
 * Each document still embeds its own subset of them.
 */
const fontkit = require('fontkit') as { create(data: Uint8Array): object };
let fonts: { regular: object; bold: object } | undefined;
function loadedFonts() {
  fonts ??= {
    regular: fontkit.create(readFileSync(FONT_REGULAR)),
    bold: fontkit.create(readFileSync(FONT_BOLD)),
  };
  return fonts;
}
const ARABIC_LETTER = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

export interface PdfA3Options {
  title: string;
  author: string;
  subject: string;
  /** The document's language (`ar-SA`). */
  lang: string;
  createdAt: Date;
  /** The associated file: the cleared invoice's XML. */
  attachment: { name: string; content: string; description: string; modifiedAt: Date };
}

/** A pdfkit document set up as PDF/A-3b, with the attachment embedded and the font registered. */
export function pdfA3Document(options: PdfA3Options): PDFKit.PDFDocument {
  const { regular, bold } = loadedFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    pdfVersion: '1.7',
    subset: 'PDF/A-3b',
    tagged: false,
    lang: options.lang,
    displayTitle: true,
    // The first font is ours (pdfkit's default, Helvetica, is not embedded: no PDF/A).
    font: regular as unknown as string,
    info: {
      Title: options.title,
      Author: options.author,
      Subject: options.subject,
      Creator: 'Sufra',
      Producer: 'Sufra (pdfkit)',
      CreationDate: options.createdAt,
      ModDate: options.createdAt,
    },
  });
  doc.registerFont('regular', regular as unknown as string);
  doc.registerFont('bold', bold as unknown as string);
  doc.font('regular');
  // pdfkit's types name no `relationship`; pdfkit writes it as the file specification's AFRelationship.
  const attachment: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
    name: options.attachment.name,
    type: 'application/xml',
    description: options.attachment.description,
    creationDate: options.attachment.modifiedAt,
    modifiedDate: options.attachment.modifiedAt,
    relationship: 'Alternative',
  };
  doc.file(Buffer.from(options.attachment.content, 'utf8'), attachment);
  return doc;
}

/** The finished document's bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * A line's runs in visual order, left to right, each with its text as the font's layout wants it: an
 * Arabic run in logical order (fontkit shapes it and lays it right to left), any other as it shows.
 */
export function visualRuns(text: string, direction: 'rtl' | 'ltr'): string[] {
  if (text.length === 0) return [];
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const order = [...text].map((_, i) => i);
  // Code units and indices agree for the BMP text invoices carry (Arabic, Latin, digits).
  for (const [start = 0, end = start] of bidi.getReorderSegments(text, embedding)) {
    const reversed = order.slice(start, end + 1).reverse();
    order.splice(start, reversed.length, ...reversed);
  }
  const runs: { level: number; chars: string[] }[] = [];
  for (const index of order) {
    const level = embedding.levels[index] ?? 0;
    const char = text[index] ?? '';
    const last = runs.at(-1);
    if (last && last.level === level) last.chars.push(char);
    else runs.push({ level, chars: [char] });
  }
  return runs.map(({ level, chars }) => {
    const visual = chars.join('');
    // An Arabic run: back to logical order, which fontkit lays out right to left itself.
    return level % 2 === 1 && ARABIC_LETTER.test(visual) ? [...chars].reverse().join('') : visual;
  });
}

export interface LineOptions {
  x: number;
  y: number;
  width: number;
  align: 'left' | 'right' | 'center';
  direction?: 'rtl' | 'ltr';
  size?: number;
  bold?: boolean;
}

/** One line of text, its runs placed left to right in visual order, aligned in its box. */
export function drawLine(doc: PDFKit.PDFDocument, text: string, options: LineOptions): void {
  const direction = options.direction ?? (ARABIC_LETTER.test(text) ? 'rtl' : 'ltr');
  doc.font(options.bold ? 'bold' : 'regular').fontSize(options.size ?? 9);
  const runs = visualRuns(text, direction);
  // `features` given, pdfkit lays a run out whole (not word by word), so fontkit orders it right to left.
  const whole = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };
  const widths = runs.map((run) => doc.widthOfString(run, whole));
  const total = widths.reduce((sum, w) => sum + w, 0);
  let x =
    options.align === 'left'
      ? options.x
      : options.align === 'right'
        ? options.x + options.width - total
        : options.x + (options.width - total) / 2;
  runs.forEach((run, i) => {
    doc.text(run, x, options.y, { lineBreak: false, ...whole });
    x += widths[i] ?? 0;
  });
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type PDFDocument from 'pdfkit';
import type { DocumentFact, InvoiceDocument } from '../../core/invoice/invoice-document';

/** The fonts' folder: beside this module in the sources, beside the bundle once built. */
const FONT_DIR = join(import.meta.dirname, 'fonts');

/** The Noto Sans Georgian subsets, one per script; a text is written run by run in the one that has it. */
const FONTS = {
  georgian: 'noto-sans-georgian-georgian-400-normal.woff',
  latinExt: 'noto-sans-georgian-latin-ext-400-normal.woff',
  latin: 'noto-sans-georgian-latin-400-normal.woff',
} as const;

type FontName = keyof typeof FONTS;

let fontFiles: Record<FontName, Buffer> | undefined;

function fonts(): Record<FontName, Buffer> {
  fontFiles ??= {
    georgian: readFileSync(join(FONT_DIR, FONTS.georgian)),
    latinExt: readFileSync(join(FONT_DIR, FONTS.latinExt)),
    latin: readFileSync(join(FONT_DIR, FONTS.latin)),
  };
  return fontFiles;
}

/** Which subset draws a character: Georgian letters, the lari sign and Latin Extended, else Latin. */
function fontFor(character: string): FontName {
  const code = character.codePointAt(0) ?? 0;
  if ((code >= 0x10a0 && code <= 0x10ff) || (code >= 0x1c90 && code <= 0x1cbf)) return 'georgian';
  if ((code >= 0x0100 && code <= 0x02ff) || (code >= 0x20a0 && code <= 0x20c0)) return 'latinExt';
  return 'latin';
}

/** A text cut into runs of one font each. */
function runs(text: string): { font: FontName; text: string }[] {
  const result: { font: FontName; text: string }[] = [];
  for (const character of text) {
    const font = fontFor(character);
    const last = result.at(-1);
    if (last !== undefined && (last.font === font || character === ' ')) last.text += character;
    else result.push({ font, text: character });
  }
  return result;
}

type Pdf = InstanceType<typeof PDFDocument>;

/** Writes one line of mixed scripts at the current position. */
function line(pdf: Pdf, text: string, size: number): void {
  const parts = runs(text);
  parts.forEach((part, index) => {
    pdf
      .font(part.font)
      .fontSize(size)
      .text(part.text, { continued: index < parts.length - 1 });
  });
  if (parts.length === 0) pdf.moveDown();
}

function facts(pdf: Pdf, items: readonly DocumentFact[]): void {
  for (const item of items) line(pdf, `${item.label}: ${item.value}`, 10);
}

function section(pdf: Pdf, title: string, items: readonly DocumentFact[]): void {
  pdf.moveDown(0.8);
  line(pdf, title, 12);
  pdf.moveDown(0.2);
  facts(pdf, items);
}

/**
 * Lays the invoice out as an A4 PDF (docs/purchase.md "Company invoices") with the fonts embedded
 * (subset to the glyphs used), so Georgian, Latin and ₾ print on any reader.
 */
export async function invoicePdf(document: InvoiceDocument): Promise<Buffer> {
  // Loaded on the first invoice, not at start: pdfkit and its font code cost every start ~0.1 s of CPU.
  const { default: PdfDocument } = await import('pdfkit');
  const pdf = new PdfDocument({ size: 'A4', margin: 56, info: { Title: document.title } });
  for (const [name, file] of Object.entries(fonts())) pdf.registerFont(name, file);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  line(pdf, document.title, 18);
  pdf.moveDown(0.4);
  facts(pdf, document.heading);
  section(pdf, document.seller.title, document.seller.facts);
  section(pdf, document.buyer.title, document.buyer.facts);
  section(pdf, document.line.description, document.line.facts);
  pdf.moveDown(0.8);
  facts(pdf, document.totals);
  pdf.moveDown(0.8);
  for (const note of document.notes) line(pdf, note, 10);
  pdf.end();
  return done;
}

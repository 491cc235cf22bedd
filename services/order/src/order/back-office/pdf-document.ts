import PDFDocument from 'pdfkit';

/** A line of a text-only document: the packing slip needs no more. */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space above the line, in points. */
  gap?: number;
}

/**
 * pdfkit's standard fonts (Helvetica, not embedded) cover WinAnsi only: the rupee sign becomes
 * "Rs." and anything else outside Latin-1 becomes '?' rather than a missing glyph.
 */
export const latin1 = (text: string) => text.replace(/₹\s?/g, 'Rs. ').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

/** An A4 PDF of the lines, with pdfkit (page breaks and text wrapping are its job). */
export function writePdf(lines: PdfLine[], title: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: latin1(title), Creator: 'Curated Art & Decor' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  for (const line of lines) {
    if (line.gap) doc.moveDown(line.gap / 12);
    doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(line.size ?? 10).text(latin1(line.text));
  }
  doc.end();
  return done;
}

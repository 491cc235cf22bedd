import { formatRupees } from '@shop/contracts';
import PDFDocument from 'pdfkit';
import type { QuoteRow } from './quote-rows';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * pdfkit's standard fonts (Helvetica, not embedded) cover WinAnsi only: the rupee sign becomes
 * "Rs." and anything else outside Latin-1 becomes '?' rather than a missing glyph.
 */
const latin1 = (text: string) => text.replace(/₹\s?/g, 'Rs. ').replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

export interface QuoteDocument {
  fileName: string;
  pdf: Buffer;
}

/**
 * The quote as the client is emailed it and the designer downloads it: who quotes whom, each
 * print with its trade price, the total with GST, and until when it stands. Never the shop's own
 * price: that is between the shop and the designer.
 */
export function quotePdf(quote: QuoteRow, designer: { name: string; companyName: string }): Promise<QuoteDocument> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: latin1(`Quote ${quote.quote_number}`), Creator: 'Curated Art & Decor' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const line = (text: string, { size = 10, bold = false, gap = 0 }: { size?: number; bold?: boolean; gap?: number } = {}) => {
    if (gap) doc.moveDown(gap / 12);
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size).text(latin1(text));
  };
  line('Curated Art & Decor', { size: 16, bold: true });
  line(`Quote ${quote.quote_number}`, { size: 13, bold: true, gap: 6 });
  line(`From ${designer.name}, ${designer.companyName}`);
  line(`For ${quote.client_name}`);
  line(`Valid until ${day.format(quote.expires_at)}`);
  line('Prints', { bold: true, gap: 10 });
  quote.items.forEach((item, i) => {
    line(`${i + 1}. ${item.productTitle}  x ${item.quantity}`, { bold: true, gap: 4 });
    line(`   Size ${item.size} · ${item.medium} · ${item.frame}`);
    line(`   ${formatRupees(item.unitPrice)} each, ${formatRupees(item.lineTotal)}`);
  });
  line(`Total ${formatRupees(Number(quote.final_paise))} (GST included)`, { size: 12, bold: true, gap: 10 });
  if (quote.notes) line(quote.notes, { gap: 6 });
  line('Open the link in the email to accept the quote and order the prints at these prices.', { size: 9, gap: 10 });
  doc.end();
  return done.then((pdf) => ({ fileName: `quote-${quote.quote_number}.pdf`, pdf }));
}

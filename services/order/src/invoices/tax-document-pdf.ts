import { formatRupees, type Paise } from '@shop/contracts';
import PDFDocument from 'pdfkit';
import { latin1 } from '../order/back-office/pdf-document';
import type { DocumentLine, TaxDocument } from './tax-document';

const MARGIN = 40;
const WIDTH = 595.28 - 2 * MARGIN;

/** Rupees as the PDF writes them: pdfkit's standard fonts have no rupee sign, so "Rs. 3,149.00". */
const money = (paise: Paise) => latin1(formatRupees(paise)).trim();
const longDate = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

interface Column {
  title: string;
  width: number;
  align?: 'left' | 'right';
  value: (line: DocumentLine, index: number) => string;
}

/**
 * The document as CGST Rule 46 (an invoice) and Rule 53 (a credit note) ask: the supplier with
 * GSTIN, the number and date, the recipient with addresses and state code, the place of supply,
 * per line the description, HSN, quantity and taxable value with the rate and amount of each tax,
 * totals in figures and words, reverse charge, and the authorised signatory. Rendered once, when
 * the document is issued (the PDF is stored, never rendered again).
 */
export function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const title = document.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: latin1(`${title} ${document.number}`), Author: latin1(document.supplier.legalName), Creator: latin1(document.supplier.tradeName) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (value: string, options: { size?: number; bold?: boolean; x?: number; y?: number; width?: number; align?: 'left' | 'right' | 'center' } = {}) => {
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(options.size ?? 9);
    if (options.x !== undefined) doc.text(latin1(value), options.x, options.y ?? doc.y, { width: options.width, align: options.align });
    else doc.text(latin1(value), { width: options.width ?? WIDTH, align: options.align });
  };

  const { supplier, recipient } = document;
  text(title.toUpperCase(), { size: 16, bold: true, align: 'center' });
  if (document.kind === 'credit-note') text('Issued under section 34 of the CGST Act, 2017', { size: 8, align: 'center' });
  doc.moveDown(0.6);

  // Supplier on the left, the document's own facts on the right.
  const top = doc.y;
  const half = WIDTH / 2 - 10;
  text(supplier.legalName, { bold: true, size: 11, x: MARGIN, y: top, width: half });
  if (supplier.tradeName && supplier.tradeName !== supplier.legalName) text(`Trading as ${supplier.tradeName}`, { x: MARGIN, width: half });
  for (const line of supplier.address) text(line, { x: MARGIN, width: half });
  text(`State: ${supplier.state}, State code: ${supplier.stateCode}`, { x: MARGIN, width: half });
  text(`GSTIN: ${supplier.gstin}`, { bold: true, x: MARGIN, width: half });
  const leftBottom = doc.y;
  const right = MARGIN + WIDTH / 2 + 10;
  text(`${title} No.: ${document.number}`, { bold: true, size: 10, x: right, y: top, width: half });
  text(`Date of issue: ${longDate(document.date)}`, { x: right, width: half });
  if (document.against) text(`Against invoice ${document.against.number} of ${longDate(document.against.date)}`, { x: right, width: half });
  text(`Order: ${document.order.number}`, { x: right, width: half });
  text(`Place of supply: ${document.placeOfSupply.state}${document.placeOfSupply.code ? ` (${document.placeOfSupply.code})` : ''}`, { x: right, width: half });
  text(`Supply: ${document.supplyType === 'intra-state' ? 'intra-state (CGST + SGST)' : 'inter-state (IGST)'}`, { x: right, width: half });
  text('Tax payable on reverse charge: No', { x: right, width: half });
  if (document.reason) text(`Reason: ${document.reason}`, { x: right, width: half });
  doc.y = Math.max(leftBottom, doc.y) + 12;

  // The recipient: billed and delivered, each with the state and its code.
  const block = doc.y;
  const place = recipient.place.code ? `State: ${recipient.place.state}, State code: ${recipient.place.code}` : `State: ${recipient.place.state}`;
  text('Billed to', { bold: true, x: MARGIN, y: block, width: half });
  text(recipient.name, { x: MARGIN, width: half });
  for (const line of recipient.billingAddress.slice(0, 2)) text(line, { x: MARGIN, width: half });
  text(place, { x: MARGIN, width: half });
  text(`Email: ${recipient.email}${recipient.phone ? `, phone ${recipient.phone}` : ''}`, { x: MARGIN, width: half });
  text('GSTIN: unregistered', { x: MARGIN, width: half });
  const billedBottom = doc.y;
  text('Shipped to (address of delivery)', { bold: true, x: right, y: block, width: half });
  text(recipient.name, { x: right, width: half });
  for (const line of recipient.shippingAddress.slice(0, 2)) text(line, { x: right, width: half });
  text(place, { x: right, width: half });
  doc.y = Math.max(billedBottom, doc.y) + 14;

  // The lines.
  const intra = document.supplyType === 'intra-state';
  const columns: Column[] = [
    { title: '#', width: 16, value: (_line, i) => String(i + 1) },
    { title: 'Description', width: intra ? 130 : 170, value: (line) => line.description },
    { title: 'HSN', width: 32, value: (line) => line.hsn },
    { title: 'Qty', width: 30, align: 'right', value: (line) => (line.quantity ? `${line.quantity} Nos` : '-') },
    { title: 'Rate (after discount)', width: 58, align: 'right', value: (line) => (line.unitPrice === null ? '-' : money(line.unitPrice)) },
    { title: 'Taxable value', width: 64, align: 'right', value: (line) => money(line.taxableValue) },
    ...(intra
      ? [
          { title: 'CGST 9%', width: 58, align: 'right' as const, value: (line: DocumentLine) => money(line.cgst) },
          { title: 'SGST 9%', width: 58, align: 'right' as const, value: (line: DocumentLine) => money(line.sgst) },
        ]
      : [{ title: 'IGST 18%', width: 68, align: 'right' as const, value: (line: DocumentLine) => money(line.igst) }]),
  ];
  columns.push({ title: 'Amount', width: WIDTH - columns.reduce((sum, c) => sum + c.width, 0), align: 'right', value: (line) => money(line.taxableValue + line.cgst + line.sgst + line.igst) });
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(latin1(cell), { width: columns[i].width - 4 })));
    if (doc.y + height > doc.page.height - MARGIN - 120) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      doc.text(latin1(cell), x + 2, y, { width: columns[i].width - 4, align: columns[i].align ?? 'left' });
      x += columns[i].width;
    });
    doc.y = y + height + 4;
    doc.moveTo(MARGIN, doc.y - 2).lineTo(MARGIN + WIDTH, doc.y - 2).lineWidth(0.3).stroke();
  };
  row(columns.map((c) => c.title), true);
  document.lines.forEach((line, i) => row(columns.map((c) => c.value(line, i)), false));

  // Totals in figures and in words.
  doc.moveDown(0.5);
  const totals = document.totals;
  const figures: Array<[string, Paise]> = [
    ...(totals.mrp !== null && totals.discount !== null ? ([['Value at MRP', totals.mrp], ['Less discount', totals.discount]] as Array<[string, Paise]>) : []),
    ['Total taxable value', totals.taxableValue],
    ...(intra
      ? ([['CGST at 9%', totals.cgst], ['SGST at 9%', totals.sgst]] as Array<[string, Paise]>)
      : ([['IGST at 18%', totals.igst]] as Array<[string, Paise]>)),
    ['Total tax', totals.tax],
    [document.kind === 'invoice' ? 'Invoice total' : 'Total credited', totals.total],
  ];
  for (const [label, amount] of figures) {
    const y = doc.y;
    const bold = label === 'Invoice total' || label === 'Total credited';
    text(label, { x: MARGIN + WIDTH - 260, y, width: 150, bold });
    text(money(amount), { x: MARGIN + WIDTH - 110, y, width: 110, align: 'right', bold });
  }
  doc.moveDown(0.5);
  text(`Amount in words: ${totals.inWords}`, { x: MARGIN, width: WIDTH, bold: true });
  doc.moveDown(2);
  text(`For ${supplier.legalName}`, { x: MARGIN + WIDTH - 220, width: 220, align: 'right' });
  doc.moveDown(1.5);
  text('Authorised signatory', { x: MARGIN + WIDTH - 220, width: 220, align: 'right' });
  doc.moveDown(1);
  text('This is a computer-generated document issued electronically by the supplier.', { x: MARGIN, width: WIDTH, size: 7 });
  doc.end();
  return done;
}

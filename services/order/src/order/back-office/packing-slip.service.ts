import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { formatRupees } from '@shop/contracts';
import { notFound, staffMay, type RequestContext } from '@shop/messaging';
import type { DataSource } from 'typeorm';
import { Order } from '../order.entity';
import { ORDER_NOT_FOUND } from '../orders.service';
import { writePdf, type PdfLine } from './pdf-document';

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** The packing slip and print-lab work order: what to print and frame, for whom, and where it goes. */
export function packingSlipLines(order: Order): PdfLine[] {
  const lines: PdfLine[] = [
    { text: 'Curated Art & Decor', size: 16, bold: true },
    { text: `Packing slip and work order: ${order.orderNumber}`, size: 13, bold: true, gap: 6 },
    { text: `Placed ${day.format(order.orderDate)} · ${order.status} · payment ${order.paymentStatus.replace(/_/g, ' ')} (${order.paymentMethod})` },
    { text: 'Ship to', bold: true, gap: 10 },
    { text: order.customerName ?? order.customerEmail },
    { text: order.shippingAddress },
    { text: `${order.shippingCity}, ${order.shippingState} ${order.shippingPincode}, ${order.shippingCountry}` },
    ...(order.customerPhone ? [{ text: `Phone ${order.customerPhone}` }] : []),
    { text: 'For the print lab', bold: true, gap: 10 },
  ];
  order.items.forEach((item, i) => {
    lines.push({ text: `${i + 1}. ${item.productTitle}  x ${item.quantity}`, bold: true, gap: 4 });
    lines.push({ text: `   Size ${item.size} · Medium ${item.medium} · Frame ${item.framing}` });
    lines.push({ text: `   Image file: ${item.internalImageName}` });
  });
  lines.push({ text: `Order total ${formatRupees(order.totalAmount)}${order.paymentMethod === 'cod' ? ' (collect cash on delivery)' : ''}`, bold: true, gap: 10 });
  if (order.notes) lines.push({ text: `Shopper's note: ${order.notes}`, gap: 4 });
  if (order.trackingNumber) lines.push({ text: `Shipped with ${order.carrier ?? 'carrier'}, tracking ${order.trackingNumber}`, gap: 4 });
  return lines;
}

@Injectable()
export class PackingSlipService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async packingSlip(ctx: RequestContext, orderNumber: string): Promise<{ fileName: string; pdfBase64: string }> {
    staffMay(ctx, 'orders.read');
    const order = await this.dataSource.manager.findOneBy(Order, { orderNumber });
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const pdf = await writePdf(packingSlipLines(order), `Packing slip ${order.orderNumber}`);
    return { fileName: `packing-slip-${order.orderNumber}.pdf`, pdfBase64: pdf.toString('base64') };
  }
}

import { gstStateByCode, gstStateOf, type OrderItem, type Paise, type SiteSettings, type TaxDocumentKind } from '@shop/contracts';
import type { Order } from '../order/order.entity';
import { rupeesInWords } from './amount-in-words';
import { allocate, creditedParts, splitTax, supplyTypeOf, type SupplyType, type TaxedLine, type TaxTotals } from './tax-split';

/*
 * Prices in the shop do not include GST (DESIGN.md's price rule, spec section 9): a line's price
 * is its discounted price, and 18 % GST is added on the subtotal at checkout. So a line's taxable
 * value is its discounted line total, and the invoice's tax is the GST the shopper was charged.
 */

/** HSN 4911: printed pictures, the default of every medium without a setting of its own. */
export const DEFAULT_HSN = '4911';

export interface Supplier {
  /** The legal name of the GST registration. */
  legalName: string;
  /** The shop's name, when it trades under another than its legal one. */
  tradeName: string;
  address: string[];
  state: string;
  stateCode: string;
  gstin: string;
}

export interface Place {
  state: string;
  /** The GST state code; null when the address names no state we know (then it is taxed as inter-state). */
  code: string | null;
}

export interface DocumentLine extends TaxedLine {
  description: string;
  hsn: string;
  quantity: number;
  /** The taxable value of one, after the discount; null on a credit note's share of a line. */
  unitPrice: Paise | null;
}

/** An invoice or credit note as issued: everything its PDF shows, frozen in the row beside it. */
export interface TaxDocument {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: string;
  /** The India day of issue, `2026-11-24`. */
  date: string;
  supplier: Supplier;
  recipient: { name: string; email: string; phone: string | null; billingAddress: string[]; shippingAddress: string[]; place: Place };
  placeOfSupply: Place;
  supplyType: SupplyType;
  reverseCharge: false;
  order: { number: string; date: string; paymentMethod: string };
  lines: DocumentLine[];
  totals: TaxTotals & { inWords: string; mrp: Paise | null; discount: Paise | null };
  /** A credit note's invoice and why it was issued. */
  against?: { number: string; date: string };
  reason?: string;
}

/** The supplier's side of an invoice from the shop's settings; null until the owner set the address and the GST registration. */
export function supplierOf(settings: SiteSettings): Supplier | null {
  if (!settings.gst || !settings.address) return null;
  // The registration's state is the GSTIN's first two digits: it decides intra- or inter-state.
  const stateCode = settings.gst.gstin.slice(0, 2);
  const state = gstStateByCode(stateCode)?.name ?? settings.address.state;
  return {
    legalName: settings.gst.legalName,
    tradeName: settings.shopName,
    address: [settings.address.line, `${settings.address.city} ${settings.address.pincode}`, state],
    state,
    stateCode,
    gstin: settings.gst.gstin,
  };
}

/** The delivery state as a place of supply: the shopper's text matched to a state and its code. */
export function placeOf(stateText: string): Place {
  const state = gstStateOf(stateText);
  return state ? { state: state.name, code: state.code } : { state: stateText.trim(), code: null };
}

/** "Monsoon Reverie, art print 18X14 in on Museum-Grade Canvas, frame: Black Oak". */
export function lineDescription(item: Pick<OrderItem, 'productTitle' | 'size' | 'medium' | 'framing'>): string {
  return `${item.productTitle}, art print ${item.size} in on ${item.medium}, frame: ${item.framing}`;
}

export type HsnOf = (medium: string) => string;

type OrderFacts = Pick<
  Order,
  'orderNumber' | 'orderDate' | 'paymentMethod' | 'customerName' | 'customerEmail' | 'customerPhone' | 'shippingAddress' | 'shippingCity' | 'shippingState' | 'shippingPincode' | 'items' | 'priceSummary'
>;

/** The invoice of an order, but for its number: built before the number is taken, so the counter is held for the least time. */
export function buildInvoice(order: OrderFacts, supplier: Supplier, hsnOf: HsnOf, issuedAt: Date, date: string): Omit<TaxDocument, 'number'> {
  const place = placeOf(order.shippingState);
  const supplyType = supplyTypeOf(supplier.stateCode, place.code);
  const { lines, totals } = splitTax(order.items.map((item) => item.totalPrice), order.priceSummary.gstAmount, supplyType);
  const address = [order.shippingAddress, `${order.shippingCity} ${order.shippingPincode}`, `${place.state}${place.code ? ` (state code ${place.code})` : ''}`, 'India'];
  return {
    kind: 'invoice',
    issuedAt: issuedAt.toISOString(),
    date,
    supplier,
    recipient: {
      name: order.customerName?.trim() || order.customerEmail,
      email: order.customerEmail,
      phone: order.customerPhone,
      // The checkout takes one address: the shopper is billed where the order is delivered.
      billingAddress: address,
      shippingAddress: address,
      place,
    },
    placeOfSupply: place,
    supplyType,
    reverseCharge: false,
    order: { number: order.orderNumber, date: order.orderDate.toISOString(), paymentMethod: order.paymentMethod },
    lines: order.items.map((item, i) => ({
      description: lineDescription(item),
      hsn: hsnOf(item.medium),
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      ...lines[i],
    })),
    totals: {
      ...totals,
      inWords: rupeesInWords(totals.total),
      mrp: order.priceSummary.basePrice,
      discount: order.priceSummary.discountAmount,
    },
  };
}

/**
 * A credit note of `amount` (tax included) against an invoice, of which `remaining` is not yet
 * credited: the taxable value and the tax in the invoice's proportion, shared over its lines.
 */
export function buildCreditNote(
  invoice: TaxDocument,
  amount: Paise,
  remaining: { taxableValue: Paise; tax: Paise },
  reason: string,
  issuedAt: Date,
  date: string,
): Omit<TaxDocument, 'number'> {
  const parts = creditedParts(amount, remaining);
  const invoiceTaxable = invoice.lines.map((line) => line.taxableValue);
  const whole = parts.taxableValue === invoice.totals.taxableValue && parts.tax === invoice.totals.tax;
  const taxable = whole ? invoiceTaxable : allocate(parts.taxableValue, invoiceTaxable);
  const { lines, totals } = splitTax(taxable, parts.tax, invoice.supplyType);
  return {
    kind: 'credit-note',
    issuedAt: issuedAt.toISOString(),
    date,
    supplier: invoice.supplier,
    recipient: invoice.recipient,
    placeOfSupply: invoice.placeOfSupply,
    supplyType: invoice.supplyType,
    reverseCharge: false,
    order: invoice.order,
    lines: invoice.lines.map((line, i) => ({
      description: line.description,
      hsn: line.hsn,
      quantity: whole ? line.quantity : 0,
      unitPrice: whole ? line.unitPrice : null,
      ...lines[i],
    })),
    totals: { ...totals, inWords: rupeesInWords(totals.total), mrp: null, discount: null },
    against: { number: invoice.number, date: invoice.date },
    reason,
  };
}

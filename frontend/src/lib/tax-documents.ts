import type { ApiTaxDocument } from '@shop/contracts';

/** How a download link names a GST document: "Tax invoice INV/26-27/000123", "Credit note CN/26-27/000007". */
export function taxDocumentLabel(document: Pick<ApiTaxDocument, 'kind' | 'number'>): string {
  return `${document.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${document.number}`;
}

import { taxDocumentLabel } from './tax-documents';

describe('tax document labels', () => {
  it('names an invoice and a credit note by kind and number', () => {
    expect(taxDocumentLabel({ kind: 'invoice', number: 'INV/26-27/000123' })).toBe('Tax invoice INV/26-27/000123');
    expect(taxDocumentLabel({ kind: 'credit-note', number: 'CN/26-27/000007' })).toBe('Credit note CN/26-27/000007');
  });
});

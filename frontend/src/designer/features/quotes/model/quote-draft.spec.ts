import type { ApiQuote } from '@shop/contracts';
import { draftOf, EMPTY_DRAFT, fieldsOf, withLine, type DraftLine } from './quote-draft';

const lotus: DraftLine = { productId: 3, productTitle: 'Lotus Pond', size: '18X14', medium: 'Museum-Grade Canvas', frame: 'No Frame', quantity: 2 };

describe('the quote builder’s draft', () => {
  it('adds the same print configured the same way to its line, and another configuration as a line of its own', () => {
    const twice = withLine([lotus], { ...lotus, quantity: 3 });
    expect(twice).toEqual([{ ...lotus, quantity: 5 }]);
    expect(withLine(twice, { ...lotus, frame: 'Oak', quantity: 1 })).toEqual([{ ...lotus, quantity: 5 }, { ...lotus, frame: 'Oak', quantity: 1 }]);
  });

  it('sends what to quote and never a price: no project or phone is null, the lines lose their titles', () => {
    expect(fieldsOf({ ...EMPTY_DRAFT, clientName: 'Meera', clientEmail: 'meera@example.in', clientPhone: '  ', lines: [lotus] })).toEqual({
      projectId: null,
      clientName: 'Meera',
      clientEmail: 'meera@example.in',
      clientPhone: null,
      notes: '',
      items: [{ productId: 3, size: '18X14', medium: 'Museum-Grade Canvas', frame: 'No Frame', quantity: 2 }],
    });
    expect(fieldsOf({ ...EMPTY_DRAFT, projectId: '7', clientPhone: '+91 98765 43210' })).toMatchObject({ projectId: 7, clientPhone: '+91 98765 43210' });
  });

  it('opens a saved draft with its client, project and prints', () => {
    const quote = {
      clientName: 'Meera',
      clientEmail: 'meera@example.in',
      clientPhone: null,
      projectId: 7,
      notes: 'Living room',
      items: [{ ...lotus, image: null, shopUnitPrice: 900, unitPrice: 765, lineTotal: 1530 }],
    } as unknown as ApiQuote;
    expect(draftOf(quote)).toEqual({ clientName: 'Meera', clientEmail: 'meera@example.in', clientPhone: '', projectId: '7', notes: 'Living room', lines: [lotus] });
  });
});

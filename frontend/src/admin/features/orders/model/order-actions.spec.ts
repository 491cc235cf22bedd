import type { OrderAction } from '@shop/contracts';
import { PERMISSIONS_BY_ROLE } from '../../../test/staff-fixtures';
import { availableActions, mayAddNote } from './order-actions';

const EVERY_ACTION: OrderAction[] = ['confirm', 'start-processing', 'ship', 'deliver', 'cancel', 'record-cash', 'refund-phonepe', 'record-cod-refund'];

describe('the actions an order page offers', () => {
  it("offers only what the order's state allows, in the page's order", () => {
    expect(availableActions(['cancel', 'confirm'], PERMISSIONS_BY_ROLE.owner)).toEqual(['confirm', 'cancel']);
    expect(availableActions(['ship', 'start-processing', 'cancel'], PERMISSIONS_BY_ROLE.manager)).toEqual(['start-processing', 'ship', 'cancel']);
    expect(availableActions([], PERMISSIONS_BY_ROLE.owner)).toEqual([]);
  });

  it('offers fulfilment the lifecycle but not refunds', () => {
    expect(availableActions(EVERY_ACTION, PERMISSIONS_BY_ROLE.fulfilment)).toEqual(['confirm', 'start-processing', 'ship', 'deliver', 'record-cash', 'cancel']);
  });

  it('offers refunds to the owner and managers', () => {
    expect(availableActions(['refund-phonepe', 'record-cod-refund'], PERMISSIONS_BY_ROLE.owner)).toEqual(['refund-phonepe', 'record-cod-refund']);
    expect(availableActions(['refund-phonepe', 'record-cod-refund'], PERMISSIONS_BY_ROLE.manager)).toEqual(['refund-phonepe', 'record-cod-refund']);
  });

  it('offers support and catalogue no action, and lets support (not catalogue) add notes', () => {
    expect(availableActions(EVERY_ACTION, PERMISSIONS_BY_ROLE.support)).toEqual([]);
    expect(availableActions(EVERY_ACTION, PERMISSIONS_BY_ROLE.catalogue)).toEqual([]);
    expect(mayAddNote(PERMISSIONS_BY_ROLE.support)).toBe(true);
    expect(mayAddNote(PERMISSIONS_BY_ROLE.catalogue)).toBe(false);
  });
});

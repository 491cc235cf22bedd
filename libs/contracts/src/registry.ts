import type { EventContract, RequestContract } from './common/define';
import * as catalog from './catalog';
import * as customer from './customer';
import * as media from './media';
import * as order from './order';
import * as pricing from './pricing';
import * as review from './review';
import * as staff from './staff';
import * as trade from './trade';
import * as wishlist from './wishlist';

/** Every module whose exports are contracts; a new service's contracts are added here. */
export const contractModules: Record<string, Record<string, unknown>> = { catalog, pricing, customer, order, wishlist, staff, media, review, trade };

function isContract(value: unknown): value is RequestContract | EventContract {
  return typeof value === 'object' && value !== null && 'kind' in value && 'subject' in value;
}

export const allContracts: ReadonlyArray<RequestContract | EventContract> = Object.values(contractModules)
  .flatMap((module) => Object.values(module))
  .filter(isContract);

export const requestContracts = allContracts.filter((c): c is RequestContract => c.kind === 'request');
export const eventContracts = allContracts.filter((c): c is EventContract => c.kind === 'event');

export const requestContractBySubject: ReadonlyMap<string, RequestContract> = new Map(
  requestContracts.map((contract) => [contract.subject, contract]),
);

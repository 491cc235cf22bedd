import { parsePayRequest } from './pay-request';
import { PhonePeError } from './phonepe-error';

const valid = {
  merchantOrderId: 'ORD-123456_a',
  amount: 100,
  expireAfter: 1200,
  metaInfo: { udf1: 'any text, even spaces', udf11: 'a.b+c@d_e-f' },
  paymentFlow: { type: 'PG_CHECKOUT', message: 'Curated art prints', merchantUrls: { redirectUrl: 'http://localhost:8080/payment-success' } },
};

function fieldsRefused(body: unknown): string[] {
  try {
    parsePayRequest(body);
  } catch (error) {
    if (!(error instanceof PhonePeError)) throw error;
    expect(error.toBody()).toMatchObject({ code: 'BAD_REQUEST' });
    return (error.context?.issues as Array<{ field: string }>).map((issue) => issue.field);
  }
  return [];
}

describe('parsePayRequest', () => {
  it('accepts a Create Payment body within every documented limit', () => {
    expect(parsePayRequest(valid)).toEqual(valid);
    expect(fieldsRefused({ ...valid, merchantOrderId: 'x'.repeat(63) })).toEqual([]);
  });

  it.each([
    ['merchantOrderId', { merchantOrderId: 'x'.repeat(64) }],
    ['merchantOrderId', { merchantOrderId: 'ORD 1' }],
    ['merchantOrderId', { merchantOrderId: '' }],
    ['amount', { amount: 99 }],
    ['amount', { amount: 100.5 }],
    ['amount', { amount: '100' }],
    ['expireAfter', { expireAfter: 299 }],
    ['expireAfter', { expireAfter: 3601 }],
    ['metaInfo', { metaInfo: { note: 'renamed udf' } }],
    ['metaInfo.udf1', { metaInfo: { udf1: 'x'.repeat(257) } }],
    ['metaInfo.udf12', { metaInfo: { udf12: 'spaces are not allowed' } }],
    ['paymentFlow.type', { paymentFlow: { ...valid.paymentFlow, type: 'SUBSCRIPTION' } }],
    ['paymentFlow.merchantUrls.redirectUrl', { paymentFlow: { ...valid.paymentFlow, merchantUrls: { redirectUrl: 'javascript:alert(1)' } } }],
    ['paymentFlow.merchantUrls.redirectUrl', { paymentFlow: { ...valid.paymentFlow, merchantUrls: { redirectUrl: '/relative' } } }],
  ])('refuses a bad %s', (field, change) => {
    expect(fieldsRefused({ ...valid, ...change })).toEqual([field]);
  });

  it('names every missing field, and refuses a body that is not an object', () => {
    expect(fieldsRefused({}).sort()).toEqual(['amount', 'merchantOrderId', 'paymentFlow']);
    expect(fieldsRefused(undefined)).toEqual(['']);
  });
});

import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { jsonResponse, restoreFetch, stubFetch, stubResponse } from '../../test/fetch-stub';
import { apiErrorMessage, createShopBaseQuery } from './base-query';

const baseQuery = createShopBaseQuery('/api');

function queryApi(): BaseQueryApi {
  return {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'test',
    type: 'query',
  } as BaseQueryApi;
}

afterEach(restoreFetch);

describe('shop base query', () => {
  it('answers with the parsed JSON body of an OK response', async () => {
    stubFetch(async () => jsonResponse([{ id: 1, name: 'Exclusive' }]));

    const result = await baseQuery('categories', queryApi(), {});

    expect(result.data).toEqual([{ id: 1, name: 'Exclusive' }]);
  });

  it('hands the response on as meta, so an endpoint can read its headers', async () => {
    stubFetch(async () => jsonResponse([], { headers: { 'X-Total-Count': '340' } }));

    const result = await baseQuery('products', queryApi(), {});

    expect(result.meta?.response.headers.get('x-total-count')).toBe('340');
  });

  it('sends GET requests under the base URL with credentials', async () => {
    const fetchMock = stubFetch(async () => jsonResponse([]));

    await baseQuery('/categories', queryApi(), {});

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/categories');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBeUndefined();
  });

  it('sends through the store’s own client and to its origin when it has them (the page renderer’s)', async () => {
    const globalFetch = stubFetch(async () => jsonResponse([]));
    const send = jest.fn(async () => jsonResponse([{ id: 1, name: 'Exclusive' }]));

    const result = await baseQuery('categories', { ...queryApi(), extra: { apiOrigin: 'http://127.0.0.1:8080', fetch: send } }, {});

    expect(result.data).toEqual([{ id: 1, name: 'Exclusive' }]);
    expect(send).toHaveBeenCalledWith('http://127.0.0.1:8080/api/categories', expect.objectContaining({ method: 'GET' }));
    expect(globalFetch).not.toHaveBeenCalled();
  });

  it('encodes query parameters and leaves out undefined ones', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({}));

    await baseQuery(
      { url: 'products/pricing', params: { productName: 'Rain & Ruins', size: '18X14', page: undefined } },
      queryApi(),
      {},
    );

    expect(fetchMock.mock.calls[0][0]).toBe('/api/products/pricing?productName=Rain+%26+Ruins&size=18X14');
  });

  it('sends a body as JSON with credentials', async () => {
    const fetchMock = stubFetch(async () => jsonResponse({ id: 9 }));

    const result = await baseQuery({ url: 'customers', method: 'POST', body: { firstName: 'Asha' } }, queryApi(), {});

    const init = fetchMock.mock.calls[0][1];
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"firstName":"Asha"}');
    expect(result.data).toEqual({ id: 9 });
  });

  it('answers null for an empty OK body', async () => {
    stubFetch(async () => stubResponse('', { status: 204, statusText: 'No Content' }));

    const result = await baseQuery({ url: 'wishlist/4', method: 'POST' }, queryApi(), {});

    expect(result.data).toEqual(null);
  });

  it('fails with "status: body text" for a non-OK response', async () => {
    stubFetch(async () => stubResponse('Product not found', { status: 404, statusText: 'Not Found' }));

    const result = await baseQuery('products/99', queryApi(), {});

    expect(result.error).toEqual({ status: 404, message: '404: Product not found' });
  });

  it('keeps a JSON error body verbatim in the message', async () => {
    stubFetch(async () => stubResponse('{"message":"Unauthorized"}', { status: 401, statusText: 'Unauthorized' }));

    const result = await baseQuery('wishlist', queryApi(), {});

    expect(result.error).toEqual({ status: 401, message: '401: {"message":"Unauthorized"}' });
  });

  it('falls back to the status text when the error body is empty', async () => {
    stubFetch(async () => stubResponse('', { status: 503, statusText: 'Service Unavailable' }));

    const result = await baseQuery('categories', queryApi(), {});

    expect(result.error).toEqual({ status: 503, message: '503: Service Unavailable' });
  });

  it('reports a network failure without retrying', async () => {
    const fetchMock = stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });

    const result = await baseQuery('categories', queryApi(), {});

    expect(result.error).toEqual({ status: 'FETCH_ERROR', message: 'Failed to fetch' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports an OK response whose body is not JSON as a parsing error', async () => {
    stubFetch(async () => stubResponse('<!doctype html>'));

    const result = await baseQuery('categories', queryApi(), {});

    expect(result).toMatchObject({ error: { status: 'PARSING_ERROR' } });
  });
});

describe('apiErrorMessage', () => {
  it('uses the message of a shop API error', () => {
    expect(apiErrorMessage({ status: 500, message: '500: Internal Server Error' })).toBe('500: Internal Server Error');
  });

  it('uses the message of a serialized thrown error', () => {
    expect(apiErrorMessage({ name: 'Error', message: 'Aborted' })).toBe('Aborted');
  });

  it('falls back to a generic message for anything else', () => {
    expect(apiErrorMessage(undefined)).toBe('Something went wrong');
  });
});

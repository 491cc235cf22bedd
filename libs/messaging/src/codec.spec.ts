import { decodeJson, encodeJson, RawJson } from './codec';

describe('encodeJson', () => {
  it('splices RawJson in as it is, wherever it stands', () => {
    const reply = { items: [new RawJson('{"id":1,"title":"Monsoon"}'), { id: 2 }, new RawJson('{"id":3}')], total: 3 };
    expect(decodeJson(encodeJson(reply))).toEqual({ items: [{ id: 1, title: 'Monsoon' }, { id: 2 }, { id: 3 }], total: 3 });
  });

  it('leaves a value without RawJson as JSON.stringify writes it', () => {
    const value = { text: 'a "quoted" \\ value', list: [1, null] };
    expect(new TextDecoder().decode(encodeJson(value))).toBe(JSON.stringify(value));
  });

  it('reads as the value itself outside encodeJson', () => {
    expect(JSON.stringify({ product: new RawJson('{"id":1}') })).toBe('{"product":{"id":1}}');
  });
});

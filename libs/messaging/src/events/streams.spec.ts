import { requestContracts } from '@shop/contracts';
import { streamsFor } from './streams';

describe('event streams', () => {
  it('capture exactly the declared event subjects, one stream per entity', () => {
    const streams = streamsFor();
    expect(streams.get('ORDER')?.sort()).toEqual([
      'order.cancelled.v1',
      'order.confirmed.v1',
      'order.delivered.v1',
      'order.placed.v1',
      'order.processing-started.v1',
      'order.returned.v1',
      'order.shipped.v1',
    ]);
  });

  it('never capture a request subject, which JetStream would then answer in place of the service', () => {
    const captured = [...streamsFor().values()].flat();
    expect(captured.filter((subject) => /[*>]/.test(subject))).toEqual([]);
    expect(requestContracts.filter((c) => captured.includes(c.subject))).toEqual([]);
  });
});

import { deliveryZone, formatPromiseDay, promiseDelivery } from './delivery-promise';

const ist = (local: string) => new Date(`${local}+05:30`);

describe('promiseDelivery', () => {
  it('works five business days after the day of the order, then the zone’s transit days', () => {
    // Mon 17 Nov 2025: Tue, Wed, Thu, Fri, Mon 24 are the five days; one day to the same city.
    expect(promiseDelivery({ placedAt: ist('2025-11-17T10:00:00'), zone: 'same-city', extraTransitDays: 0, holidays: [] })).toEqual({
      dispatchBy: '2025-11-24',
      deliveredBy: '2025-11-25',
      fulfilmentDays: 5,
      transitDays: 1,
    });
  });

  it('does not count a weekend as fulfilment, nor a Sunday as transit', () => {
    // Fri 14 Nov: Mon 17 … Fri 21 dispatch; same state is two carrier days: Sat 22, (Sun 23), Mon 24.
    const promise = promiseDelivery({ placedAt: ist('2025-11-14T09:00:00'), zone: 'same-state', extraTransitDays: 0, holidays: [] });
    expect(promise.dispatchBy).toBe('2025-11-21');
    expect(promise.deliveredBy).toBe('2025-11-24');
  });

  it('never promises a Sunday', () => {
    for (let day = 1; day <= 28; day += 1) {
      for (const zone of ['same-city', 'same-state', 'metro', 'rest-of-india', 'remote'] as const) {
        const { deliveredBy } = promiseDelivery({ placedAt: ist(`2026-02-${String(day).padStart(2, '0')}T12:00:00`), zone, extraTransitDays: day % 3, holidays: [] });
        expect(new Date(`${deliveredBy}T00:00:00Z`).getUTCDay()).not.toBe(0);
      }
    }
  });

  it('skips the shop’s holidays in fulfilment', () => {
    const plain = promiseDelivery({ placedAt: ist('2025-11-17T10:00:00'), zone: 'metro', extraTransitDays: 0, holidays: [] });
    const closed = promiseDelivery({ placedAt: ist('2025-11-17T10:00:00'), zone: 'metro', extraTransitDays: 0, holidays: ['2025-11-19', '2025-11-20'] });
    expect(plain.dispatchBy).toBe('2025-11-24');
    // Two working days lost: Tue 18, Fri 21, Mon 24, Tue 25, Wed 26.
    expect(closed.dispatchBy).toBe('2025-11-26');
    // Metro is three carrier days: Thu 27, Fri 28, Sat 29.
    expect(closed.deliveredBy).toBe('2025-11-29');
  });

  it('adds a PIN code’s extra transit days', () => {
    const promise = promiseDelivery({ placedAt: ist('2025-11-17T10:00:00'), zone: 'remote', extraTransitDays: 3, holidays: [] });
    expect(promise.transitDays).toBe(10);
    // Dispatch Mon 24; ten days without Sundays: 25 26 27 28 29 (30) 1 2 3 4 5 → Fri 5 Dec.
    expect(promise.deliveredBy).toBe('2025-12-05');
  });

  it('counts from the India day of the order, not the UTC one', () => {
    // 00:30 on Saturday in India is still Friday in UTC.
    const promise = promiseDelivery({ placedAt: new Date('2025-11-14T19:00:00.000Z'), zone: 'same-city', extraTransitDays: 0, holidays: [] });
    expect(promise.dispatchBy).toBe('2025-11-21');
  });
});

describe('deliveryZone', () => {
  const mumbai = { city: 'Mumbai', state: 'Maharashtra' };
  it.each([
    [{ city: 'Mumbai', state: 'Maharashtra' }, 'same-city'],
    [{ city: 'Pune', state: 'Maharashtra' }, 'same-state'],
    [{ city: 'Delhi', state: 'Delhi' }, 'metro'],
    [{ city: 'Ernakulam', state: 'Kerala' }, 'rest-of-india'],
    [{ city: 'East Sikkim', state: 'Sikkim' }, 'remote'],
    [{ city: 'Nicobar', state: 'Andaman and Nicobar Islands' }, 'remote'],
  ] as const)('%o from Mumbai is %s', (destination, zone) => {
    expect(deliveryZone(mumbai, destination)).toBe(zone);
  });

  it('is rest of India from a city that is no metro to a metro', () => {
    expect(deliveryZone({ city: 'Ernakulam', state: 'Kerala' }, mumbai)).toBe('rest-of-india');
  });
});

describe('formatPromiseDay', () => {
  it('writes the day as the promise says it', () => {
    expect(formatPromiseDay('2025-11-27')).toBe('Thu, 27 Nov');
    expect(formatPromiseDay('2026-01-04')).toBe('Sun, 4 Jan');
  });
});

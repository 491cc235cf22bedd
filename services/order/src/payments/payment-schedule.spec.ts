import { nextCheckDelayMs } from './payment-schedule';

describe("PhonePe's status-check schedule", () => {
  const first = 25_000;
  it.each([
    [0, 25_000],
    [10_000, 15_000],
    [25_000, 3_000],
    [54_000, 3_000],
    [56_000, 6_000],
    [120_000, 10_000],
    [200_000, 30_000],
    [300_000, 60_000],
  ])('at %i ms old, asks again in %i ms', (age, delay) => {
    expect(nextCheckDelayMs(age, first)).toBe(delay);
  });
});

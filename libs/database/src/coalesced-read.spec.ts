import { coalescedRead } from './coalesced-read';

describe('coalescedRead', () => {
  it('reads once for calls made together, and once more for calls made while it reads', async () => {
    let reads = 0;
    const gates: Array<() => void> = [];
    const read = coalescedRead(() => new Promise<number>((resolve) => gates.push(() => resolve(++reads))));
    const first = read();
    const during = [read(), read(), read()];
    expect(gates).toHaveLength(1);
    gates[0]();
    await expect(first).resolves.toBe(1);
    await new Promise((r) => setImmediate(r));
    expect(gates).toHaveLength(2);
    gates[1]();
    await expect(Promise.all(during)).resolves.toEqual([2, 2, 2]);
  });

  it('reads again after a failed read', async () => {
    let attempt = 0;
    const read = coalescedRead(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('down');
      return attempt;
    });
    await expect(read()).rejects.toThrow('down');
    await expect(read()).resolves.toBe(2);
  });
});

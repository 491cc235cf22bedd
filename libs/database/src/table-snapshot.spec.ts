import { TableSnapshot } from './table-snapshot';

/** A read that answers when the test says so, counting how often it was asked. */
function controlledReads() {
  const pending: Array<(value: string) => void> = [];
  return {
    pending,
    read: () => new Promise<string>((resolve) => pending.push(resolve)),
  };
}

const snapshotOf = (read: () => Promise<string>) =>
  new TableSnapshot({ name: 'rows', databaseUrl: 'postgres://unused', channel: 'rows_changed', read, log: { warn: () => undefined } });

describe('TableSnapshot', () => {
  it('has no value before the first read', () => {
    expect(() => snapshotOf(async () => 'rows').value).toThrow('rows have not been read yet');
  });

  it('reads again after a read that began before the change it was asked about', async () => {
    const reads = controlledReads();
    const snapshot = snapshotOf(reads.read);

    const first = snapshot.reload();
    // Two changes announced while the first read is under way: one more read covers both.
    const second = snapshot.reload();
    const third = snapshot.reload();
    expect(reads.pending).toHaveLength(1);

    reads.pending[0]('before the changes');
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(reads.pending).toHaveLength(2);
    reads.pending[1]('after the changes');

    await expect(second).resolves.toBe('after the changes');
    await expect(third).resolves.toBe('after the changes');
    expect(snapshot.value).toBe('after the changes');
    expect(reads.pending).toHaveLength(2);
  });

  it('reads again after a failed read, and keeps the last good rows meanwhile', async () => {
    let answer: () => Promise<string> = async () => 'good rows';
    const snapshot = snapshotOf(() => answer());
    await snapshot.reload();

    answer = async () => {
      throw new Error('connection lost');
    };
    await expect(snapshot.reload()).rejects.toThrow('connection lost');
    expect(snapshot.value).toBe('good rows');

    answer = async () => 'newer rows';
    await expect(snapshot.reload()).resolves.toBe('newer rows');
  });
});

import { text } from 'node:stream/consumers';
import { PagedCsvStream } from './paged-csv.stream';

describe('PagedCsvStream', () => {
  it('asks for each page after the last one, with its cursor, and ends after the page without a next', async () => {
    const asked: Array<number | undefined> = [];
    const stream = new PagedCsvStream(async (cursor?: number) => {
      asked.push(cursor);
      return cursor === undefined ? { csv: 'h\r\na\r\n', next: 1 } : cursor === 1 ? { csv: 'b\r\n', next: 2 } : { csv: '', next: null };
    });
    expect(await text(stream)).toBe('h\r\na\r\nb\r\n');
    expect(asked).toEqual([undefined, 1, 2]);
  });

  it('breaks the download when a page fails, rather than ending it short', async () => {
    const stream = new PagedCsvStream(async (cursor?: number) => {
      if (cursor) throw new Error('the service is gone');
      return { csv: 'h\r\n', next: 1 };
    });
    await expect(text(stream)).rejects.toThrow('the service is gone');
  });
});

import { Readable } from 'node:stream';

/** One page as a service answers it: CSV lines ready to send, and where the next page starts (null after the last). */
export interface CsvPage<Cursor> {
  csv: string;
  next: Cursor | null;
}

/**
 * A CSV export as a stream, whatever service writes its pages (orders, audit log, products): the
 * next page is asked for only when the client has read the last (`_read` is called on demand),
 * so one page is held at a time, whatever the total. A failure midway ends the download with an
 * error: the client sees a broken file, never a silently short one.
 */
export class PagedCsvStream<Cursor> extends Readable {
  private cursor: Cursor | undefined;
  private reading = false;

  /** `page(cursor)` reads the page after `cursor` (undefined: the first, with the header line). */
  constructor(private readonly page: (cursor: Cursor | undefined) => Promise<CsvPage<Cursor>>) {
    super({ highWaterMark: 256 * 1024 });
  }

  override _read(): void {
    if (this.reading) return;
    this.reading = true;
    void this.page(this.cursor)
      .then(({ csv, next }) => {
        this.reading = false;
        this.cursor = next ?? undefined;
        if (csv) this.push(csv);
        if (!next) this.push(null);
      })
      .catch((error: Error) => this.destroy(error));
  }
}

/** The headers of a CSV download named `<name>-<today>.csv`. */
export function csvDownloadHeaders(name: string): Record<string, string> {
  const day = new Date().toISOString().slice(0, 10);
  return {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}-${day}.csv"`,
    'Cache-Control': 'no-store',
  };
}

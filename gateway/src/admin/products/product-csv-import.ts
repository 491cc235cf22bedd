import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { BadRequestException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import {
  ImportProducts,
  PRODUCT_IMPORT_BATCH_SIZE,
  type ProductCsvColumn,
  type ProductImportReport,
  type ProductImportResult,
  type ProductImportRow,
} from '@shop/contracts';
import type { RequestClient, RequestContext } from '@shop/messaging';
import { CsvError, parse } from 'csv-parse';
import type { FastifyRequest } from 'fastify';
import { unlessStalled } from '../../common/multipart-body';
import { cleanFilename } from '../../media/image-uploads';
import { readHeader, readRow } from './product-csv-row';

/** Longest record (all its fields) csv-parse reads: a product's longest row is some 40 KB; a bigger one is a CSV bomb. */
const MAX_RECORD_BYTES = 128 * 1024;
/** Longest line: a record of empty fields (`,,,,…`) never fills csv-parse's field buffer, so lines are measured before it. */
const MAX_LINE_BYTES = MAX_RECORD_BYTES;
/** Most rows one import takes (the report of each is held): the file limit allows some 30,000 real ones. */
export const MAX_IMPORT_ROWS = 50_000;
/** A batch's rows stop short of this many bytes of JSON, so the request stays well under NATS's 1 MB. */
const MAX_BATCH_BYTES = 512 * 1024;
/** A batch writes up to PRODUCT_IMPORT_BATCH_SIZE products in one transaction: time enough for that. */
const BATCH_TIMEOUT_MS = 60_000;

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** A line longer than MAX_LINE_BYTES, said the way csv-parse says what it cannot read. */
class LineTooLong extends Error {}

/** Passes the bytes on, failing at the first line longer than `max`. */
function lineLimit(max: number): Transform {
  let length = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      for (let at = 0; at < chunk.length; ) {
        const newline = chunk.indexOf(10, at);
        length += (newline === -1 ? chunk.length : newline) - at;
        if (length > max) return callback(new LineTooLong(`a line is longer than ${max / 1024} KB`));
        if (newline === -1) break;
        length = 0;
        at = newline + 1;
      }
      callback(null, chunk);
    },
  });
}

/** The file's records with the line each ends on (RFC 4180 quoting, a BOM, CRLF or LF, blank lines skipped). */
function records(file: string) {
  const lines = createReadStream(file).pipe(lineLimit(MAX_LINE_BYTES));
  const parser = parse({ bom: true, info: true, relax_column_count: true, skip_empty_lines: true, max_record_size: MAX_RECORD_BYTES });
  lines.on('error', (error) => parser.destroy(error));
  return lines.pipe(parser) as AsyncIterable<{ record: string[]; info: { lines: number } }>;
}

/**
 * The products CSV import (issue 18). The one file part is streamed to a temporary file (its
 * size limited by PRODUCT_IMPORT_MAX_BYTES), read once through csv-parse to refuse a file that is
 * not CSV or whose header is wrong before anything is written, then read again, row by row: each
 * row's cells become the form's fields (checked by its contract), and the rows go to the catalog
 * in batches, which checks them by the form's rules and writes them. Only one batch is held at a
 * time; the report per row is the answer.
 */
export class ProductCsvImport {
  constructor(
    private readonly client: RequestClient,
    private readonly maxBytes: number,
  ) {}

  async receive(ctx: RequestContext, request: FastifyRequest, dryRun: boolean): Promise<ProductImportResult> {
    if (!request.isMultipart()) throw new UnsupportedMediaTypeException('Send the CSV file as multipart/form-data');
    const dir = await mkdtemp(join(tmpdir(), 'product-import-'));
    try {
      let received: { file: string; fileName: string } | undefined;
      try {
        const parts = request.parts({ limits: { fileSize: this.maxBytes, files: 1, fields: 0, parts: 1, headerPairs: 100 } })[Symbol.asyncIterator]();
        for (;;) {
          const next = await unlessStalled(request, parts.next(), CSV_PART);
          if (next.done) break;
          const part = next.value;
          if (part.type !== 'file') throw new BadRequestException(`Send only the CSV file (the part "${part.fieldname}" is not a file)`);
          received = await unlessStalled(request, this.store(part, join(dir, 'import.csv')), CSV_PART);
        }
      } catch (error) {
        throw refusal(error, this.maxBytes);
      }
      if (!received) throw new BadRequestException('Send the CSV file (one file part)');
      const columns = await this.check(received.file);
      return await this.run(ctx, received, columns, dryRun);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private async store(part: MultipartFile, file: string): Promise<{ file: string; fileName: string }> {
    const fileName = cleanFilename(part.filename);
    await pipeline(part.file, createWriteStream(file, { flags: 'wx' }));
    if (part.file.truncated) throw new PayloadTooLargeException(`The file must be at most ${megabytes(this.maxBytes)}`);
    return { file, fileName };
  }

  /** The whole file is CSV, with the right header and at least one row: checked before a row is sent. */
  private async check(file: string): Promise<ProductCsvColumn[]> {
    let columns: ProductCsvColumn[] | undefined;
    let rows = 0;
    try {
      for await (const { record, info } of records(file)) {
        if (columns) {
          rows += 1;
          if (rows > MAX_IMPORT_ROWS) throw new BadRequestException(`The file has more than ${MAX_IMPORT_ROWS} rows: split it`);
          if (record.length > columns.length) throw new BadRequestException(`Line ${info.lines}: ${record.length} fields, more than the header's ${columns.length}`);
          continue;
        }
        const header = readHeader(record);
        if (typeof header === 'string') throw new BadRequestException(`Line ${info.lines}: ${header}`);
        columns = header;
      }
    } catch (error) {
      if (error instanceof CsvError || error instanceof LineTooLong) throw new BadRequestException(`The file is not valid CSV: ${error.message}`);
      throw error;
    }
    if (!columns) throw new BadRequestException('The file is empty: send the CSV as the export writes it, with its header line');
    if (rows === 0) throw new BadRequestException('The file has no rows after the header');
    return columns;
  }

  private async run(ctx: RequestContext, { file, fileName }: { file: string; fileName: string }, columns: ProductCsvColumn[], dryRun: boolean): Promise<ProductImportResult> {
    const reports: ProductImportReport[] = [];
    const seen = new Map<string, number>();
    let batch: ProductImportRow[] = [];
    let batchBytes = 0;
    const send = async () => {
      if (batch.length === 0) return;
      const { rows } = await this.client.request(ImportProducts, { fileName, dryRun, rows: batch }, ctx, { timeoutMs: BATCH_TIMEOUT_MS });
      reports.push(...rows);
      batch = [];
      batchBytes = 0;
    };
    let header = true;
    for await (const { record, info } of records(file)) {
      if (header) {
        header = false;
        continue;
      }
      const line = info.lines;
      const read = readRow(columns, record, line);
      if (!('row' in read)) {
        reports.push({ line, uniqueProduct: read.uniqueProduct, outcome: 'refused', changes: [], errors: read.errors });
        continue;
      }
      const key = read.row.fields.uniqueProduct;
      const earlier = seen.get(key);
      if (earlier) {
        reports.push({ line, uniqueProduct: key, outcome: 'refused', changes: [], errors: [`uniqueProduct ${key} is already on line ${earlier}`] });
        continue;
      }
      seen.set(key, line);
      const bytes = JSON.stringify(read.row).length;
      if (batch.length >= PRODUCT_IMPORT_BATCH_SIZE || batchBytes + bytes > MAX_BATCH_BYTES) await send();
      batch.push(read.row);
      batchBytes += bytes;
    }
    await send();
    reports.sort((a, b) => a.line - b.line);
    const count = (outcome: ProductImportReport['outcome']) => reports.filter((report) => report.outcome === outcome).length;
    return { dryRun, counts: { created: count('created'), updated: count('updated'), unchanged: count('unchanged'), refused: count('refused') }, rows: reports };
  }
}

/** What a stalled import body is told to send instead. */
const CSV_PART = 'send the CSV as one file part';

/** @fastify/multipart's limits as the gateway's own answers; anything else as it is. */
function refusal(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new BadRequestException('Send one CSV file');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new PayloadTooLargeException(`The file must be at most ${megabytes(maxBytes)}`);
  if (code === 'FST_FIELDS_LIMIT') return new BadRequestException('Send only the CSV file');
  return error;
}

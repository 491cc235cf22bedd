import { Badge, List, Stack, Text } from '@chakra-ui/react';
import type { ProductImportReport, ProductImportResult } from '@shop/contracts';
import { Cell, DataTable, HeaderCell } from '../../../lib/data-table';

type Outcome = ProductImportReport['outcome'];

/** Rows drawn at most: a 50,000-row file would freeze the page; refused rows come first, so the ones to fix are always shown. */
export const REPORT_ROWS_SHOWN = 500;

const OUTCOME_LABELS: Record<Outcome, { done: string; would: string; palette: string }> = {
  created: { done: 'Created', would: 'Will be created', palette: 'green' },
  updated: { done: 'Updated', would: 'Will be updated', palette: 'blue' },
  unchanged: { done: 'Unchanged', would: 'Unchanged', palette: 'gray' },
  refused: { done: 'Refused', would: 'Refused', palette: 'red' },
};

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;

/** The counts in a sentence: what a dry run would do, or what the import did. */
export function importSummary({ dryRun, counts }: ProductImportResult): string {
  const number = (count: number) => count.toLocaleString('en-IN');
  const parts = [`${number(counts.created)} created`, `${number(counts.updated)} updated`, `${number(counts.unchanged)} unchanged`, `${plural(counts.refused, 'row', 'rows')} refused`];
  return dryRun ? `Check only, nothing written: ${parts.join(', ')}.` : `Imported: ${parts.join(', ')}.`;
}

/** Refused rows first (the ones to fix), then the others, each group in file order. */
export function rowsToShow(rows: readonly ProductImportReport[]): ProductImportReport[] {
  const refused = rows.filter((row) => row.outcome === 'refused');
  return [...refused, ...rows.filter((row) => row.outcome !== 'refused')];
}

function Details({ row }: { row: ProductImportReport }) {
  const lines = row.outcome === 'refused' ? row.errors : row.changes;
  if (lines.length === 0) return null;
  return (
    <List.Root ps="4" gap="0.5" color={row.outcome === 'refused' ? 'fg.error' : undefined}>
      {lines.map((line, index) => (
        <List.Item key={index} wordBreak="break-word">
          {line}
        </List.Item>
      ))}
    </List.Root>
  );
}

/** The report of an import or a dry run: the counts, then a row per line of the file. */
export function ProductImportReportView({ result }: { result: ProductImportResult }) {
  const rows = rowsToShow(result.rows);
  const shown = rows.slice(0, REPORT_ROWS_SHOWN);
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" role="status">
        {importSummary(result)}
      </Text>
      {result.dryRun && result.counts.refused > 0 && (
        <Text fontSize="sm">Importing the file writes the other rows; the refused ones are left out until they are fixed.</Text>
      )}
      {rows.length > shown.length && (
        <Text fontSize="sm" color="fg.muted">
          Showing the first {shown.length.toLocaleString('en-IN')} of {rows.length.toLocaleString('en-IN')} rows, refused rows first.
        </Text>
      )}
      <DataTable aria-label={result.dryRun ? 'Dry run report' : 'Import report'}>
        <thead>
          <tr>
            <HeaderCell scope="col">Line</HeaderCell>
            <HeaderCell scope="col">uniqueProduct</HeaderCell>
            <HeaderCell scope="col">Outcome</HeaderCell>
            <HeaderCell scope="col">Changes or problems</HeaderCell>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => {
            const label = OUTCOME_LABELS[row.outcome];
            return (
              <tr key={row.line}>
                <Cell>{row.line}</Cell>
                <Cell fontFamily="mono" fontSize="xs" wordBreak="break-all">
                  {row.uniqueProduct || '—'}
                </Cell>
                <Cell>
                  <Badge colorPalette={label.palette}>{result.dryRun ? label.would : label.done}</Badge>
                </Cell>
                <Cell>
                  <Details row={row} />
                </Cell>
              </tr>
            );
          })}
        </tbody>
      </DataTable>
    </Stack>
  );
}

import { Alert, Box, Button, Field, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { staffErrorMessage } from '../../../lib/api-errors';
import { Cell, DataTable, HeaderCell } from '../../../lib/data-table';
import { useImportShipmentsMutation } from '../api/staff-orders.api';

/** The server's limit on the file (90,000 characters); larger files are refused before sending. */
const MAX_CSV_CHARACTERS = 90_000;

/**
 * Ships many orders from a CSV (order number, carrier, tracking number). All or nothing: a bad row
 * applies none, and the report says what is wrong with each row.
 */
export function ShipmentImport() {
  const fileInput = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [importShipments, { data: report, error, isLoading, reset }] = useImportShipmentsMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    setProblem(null);
    const file = fileInput.current?.files?.[0];
    if (!file) return setProblem('Choose a CSV file first.');
    const csv = await file.text();
    if (csv.length > MAX_CSV_CHARACTERS) return setProblem('The file is too large: at most 90,000 characters (about 2,000 rows).');
    await importShipments(csv).unwrap().catch(() => undefined);
  };

  return (
    <Box as="section" aria-labelledby="shipment-import-heading" bg="white" p="4" borderRadius="md" borderWidth="1px">
      <Stack gap="3">
        <Heading as="h2" id="shipment-import-heading" fontSize="md">
          Import shipments
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          A CSV with the header <code>order number,carrier,tracking number</code> and a row per order. Nothing is shipped unless every
          row is valid.
        </Text>
        <Stack as="form" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }} onSubmit={submit}>
          <Field.Root w="auto">
            <Field.Label fontSize="sm">Shipments CSV</Field.Label>
            <Input ref={fileInput} type="file" accept=".csv,text/csv" size="sm" p="1" />
          </Field.Root>
          <Button type="submit" size="sm" loading={isLoading}>
            Import
          </Button>
        </Stack>
        {(problem || error) && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{problem ?? staffErrorMessage(error)}</Alert.Description>
          </Alert.Root>
        )}
        {report && (
          <Stack gap="2" role="status">
            <Text fontWeight="semibold">
              {report.applied
                ? `Shipped ${report.rows.length === 1 ? '1 order' : `${report.rows.length} orders`}.`
                : 'Nothing was shipped: fix the rows below and import the file again.'}
            </Text>
            <DataTable aria-label="Import report">
              <thead>
                <tr>
                  <HeaderCell scope="col">Line</HeaderCell>
                  <HeaderCell scope="col">Order</HeaderCell>
                  <HeaderCell scope="col">Result</HeaderCell>
                </tr>
              </thead>
              <tbody>
                {report.rows.map((row) => (
                  <tr key={row.line}>
                    <Cell>{row.line}</Cell>
                    <Cell>{row.orderNumber}</Cell>
                    <Cell color={row.ok ? undefined : 'fg.error'}>{row.ok ? (report.applied ? 'Shipped' : 'OK') : row.error}</Cell>
                  </tr>
                ))}
              </tbody>
            </DataTable>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

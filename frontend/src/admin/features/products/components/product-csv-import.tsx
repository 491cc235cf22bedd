import { Alert, Box, Button, Field, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type ChangeEvent } from 'react';
import { staffErrorMessage } from '../../../lib/api-errors';
import { useImportProductsCsvMutation } from '../api/product-csv.api';
import { ProductImportReportView } from './product-import-report';

/**
 * Creates or updates products from a CSV laid out like the export, matched by uniqueProduct. A
 * dry run comes first: its report says what each row would do, and only then may the file be
 * imported for real. A refused row never stops the others, so the real run writes every valid row.
 */
export function ProductCsvImport() {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { data: result, error, isLoading, originalArgs, reset }] = useImportProductsCsvMutation();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    // Another file: the report shown was about the previous one, and a real run needs its own check.
    setFile(event.target.files?.[0] ?? null);
    setProblem(null);
    reset();
  };

  const run = (dryRun: boolean) => {
    if (!file) return setProblem('Choose a CSV file first.');
    setProblem(null);
    void send({ file, dryRun })
      .unwrap()
      .catch(() => undefined);
  };

  // A real run only after a dry run of this file that went through.
  const checked = result?.dryRun === true && originalArgs?.file === file;
  const running = isLoading ? (originalArgs?.dryRun ? 'check' : 'import') : null;

  return (
    <Box as="section" aria-labelledby="product-import-heading" bg="white" p="4" borderRadius="md" borderWidth="1px">
      <Stack gap="3">
        <Heading as="h2" id="product-import-heading" fontSize="md">
          Import products
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          A CSV with the columns of the export, in any order. Each row creates the product its uniqueProduct names, or updates it: the
          file overwrites edits made since it was exported. Check it first; nothing is written until you import.
        </Text>
        <Field.Root w="auto">
          <Field.Label fontSize="sm">Products CSV</Field.Label>
          <Input type="file" accept=".csv,text/csv" size="sm" p="1" onChange={choose} disabled={isLoading} />
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          <Button size="sm" variant="outline" onClick={() => run(true)} loading={running === 'check'} disabled={isLoading}>
            Check (dry run)
          </Button>
          <Button size="sm" colorPalette="brand" onClick={() => run(false)} loading={running === 'import'} disabled={isLoading || !checked}>
            Import
          </Button>
          {isLoading && (
            <Text fontSize="sm" color="fg.muted">
              {running === 'check' ? 'Checking every row…' : 'Importing…'} A large file takes a while.
            </Text>
          )}
        </HStack>
        {(problem || error) && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{problem ?? staffErrorMessage(error)}</Alert.Description>
          </Alert.Root>
        )}
        {result && <ProductImportReportView result={result} />}
      </Stack>
    </Box>
  );
}

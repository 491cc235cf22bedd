import { Box, Button, Field, Heading, IconButton, NativeSelect, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { MAX_QUOTE_ITEMS } from '@shop/contracts/src/trade/trade-constants';
import { useState, type FormEvent, type ReactNode } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { formatPrintSize } from '../../../../lib/print-size';
import { useDesignerProjectsQuery } from '../../../lib/designer-projects.api';
import { ProblemAlert } from '../../../lib/problem-alert';
import { TextField } from '../../../lib/text-field';
import { fieldsOf, withLine, type QuoteDraft, type QuoteFields } from '../model/quote-draft';
import { PrintPicker } from './print-picker';

interface QuoteBuilderProps {
  initial: QuoteDraft;
  submitLabel: string;
  submitting: boolean;
  /** Why the server refused the last save, if it did. */
  error: unknown;
  onSubmit: (fields: QuoteFields) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `quote-builder-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box as="section" aria-labelledby={id} bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <Heading as="h2" id={id} fontSize="lg">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * Builds a quote: the client, an ongoing project if any, notes, and catalogue prints configured as
 * on the product page. Saving sends what to quote; the server answers the prices.
 */
export function QuoteBuilder({ initial, submitLabel, submitting, error, onSubmit }: QuoteBuilderProps) {
  const [draft, setDraft] = useState<QuoteDraft>(initial);
  const { data: projects = [] } = useDesignerProjectsQuery({ status: 'ongoing' });
  const field = (name: 'clientName' | 'clientEmail' | 'clientPhone' | 'notes') => ({
    name,
    value: draft[name],
    onChange: (value: string) => setDraft((previous) => ({ ...previous, [name]: value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(fieldsOf(draft));
  };
  const full = draft.lines.length >= MAX_QUOTE_ITEMS;

  return (
    <Stack gap="5">
      <Section title="Prints">
        {draft.lines.length === 0 ? (
          <Text color="fg.muted">No prints yet: search the catalogue below.</Text>
        ) : (
          <Table.Root aria-label="Prints in this quote" size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Print</Table.ColumnHeader>
                <Table.ColumnHeader>Size</Table.ColumnHeader>
                <Table.ColumnHeader>Medium</Table.ColumnHeader>
                <Table.ColumnHeader>Frame</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>Remove</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {draft.lines.map((line, index) => (
                <Table.Row key={`${line.productId}-${line.size}-${line.medium}-${line.frame}`}>
                  <Table.Cell>{line.productTitle}</Table.Cell>
                  <Table.Cell>{formatPrintSize(line.size)}</Table.Cell>
                  <Table.Cell>{line.medium}</Table.Cell>
                  <Table.Cell>{line.frame}</Table.Cell>
                  <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                  <Table.Cell>
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={`Remove ${line.productTitle}, ${formatPrintSize(line.size)}`}
                      onClick={() => setDraft((previous) => ({ ...previous, lines: previous.lines.filter((_, at) => at !== index) }))}
                    >
                      <LuTrash2 />
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        <Text fontSize="sm" color="fg.muted">
          Trade prices are worked out by the shop when you save the quote.
        </Text>
        {full ? (
          <Text fontSize="sm">A quote holds at most {MAX_QUOTE_ITEMS} prints.</Text>
        ) : (
          <PrintPicker onAdd={(line) => setDraft((previous) => ({ ...previous, lines: withLine(previous.lines, line) }))} />
        )}
      </Section>

      <form onSubmit={submit} aria-label="Quote details" noValidate>
        <Stack gap="5">
          <Section title="Client">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <TextField label="Client name" required {...field('clientName')} />
              <TextField label="Client email" type="email" inputMode="email" required {...field('clientEmail')} />
              <TextField label="Client phone" type="tel" inputMode="tel" {...field('clientPhone')} />
            </SimpleGrid>
            <Field.Root>
              <Field.Label>Project</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={draft.projectId} onChange={(event) => setDraft((previous) => ({ ...previous, projectId: event.target.value }))}>
                  <option value="">No project</option>
                  {projects.map((project) => (
                    <option key={project.id} value={String(project.id)}>
                      {project.name} ({project.clientName})
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <TextField label="Notes for the client" multiline {...field('notes')} />
          </Section>
          <ProblemAlert error={error} />
          <Button type="submit" colorPalette="brand" alignSelf="start" loading={submitting} disabled={draft.lines.length === 0}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { ApiPriceOption, ApiPricePreview, OptionKind } from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { formatRupees } from '../../../../lib/money';
import { isStaleVersion, staffErrorMessage } from '../../../lib/api-errors';
import { Cell, DataTable, HeaderCell } from '../../../lib/data-table';
import { FormDialog } from '../../../lib/form-dialog';
import { useCreatePriceOptionMutation, usePreviewPriceOptionMutation, useUpdatePriceOptionMutation, type OptionFieldsInput } from '../api/price-options.api';
import { groupLabel, type SizeGroup } from '../model/option-lists';

const KIND_NAMES: Record<OptionKind, string> = { size: 'size', medium: 'medium', frame: 'frame' };

interface OptionDialogProps {
  kind: OptionKind;
  /** Sizes: the orientation's list it belongs to. */
  orientation?: SizeGroup;
  /** The option being edited; none to add one. */
  option?: ApiPriceOption;
  onClose: () => void;
  /** Someone else changed the option: the page reloads its lists. */
  onReload: () => void;
}

function fieldsOf(kind: OptionKind, orientation: SizeGroup | undefined, value: string, label: string, price: string): OptionFieldsInput {
  const amount = price.trim() === '' ? Number.NaN : Number(price);
  if (kind === 'size') return { kind, value: value.trim(), label: label.trim(), orientation: orientation ?? null, priceMultiplier: amount };
  if (kind === 'medium') return { kind, value: value.trim(), label: label.trim(), priceMultiplier: amount };
  return { kind, value: value.trim(), label: label.trim(), addedPrice: amount };
}

function Samples({ samples }: { samples: ApiPricePreview[] }) {
  if (samples.length === 0) return <Text fontSize="sm">No product uses this yet: no price changes.</Text>;
  const money = (amount: number | null) => (amount === null ? '—' : formatRupees(amount, { paise: true }));
  return (
    <DataTable aria-label="Sample prices">
      <thead>
        <tr>
          <HeaderCell scope="col">Product</HeaderCell>
          <HeaderCell scope="col">Size · medium · frame</HeaderCell>
          <HeaderCell scope="col" textAlign="end">
            MRP now
          </HeaderCell>
          <HeaderCell scope="col" textAlign="end">
            MRP after
          </HeaderCell>
        </tr>
      </thead>
      <tbody>
        {samples.map((sample) => (
          <tr key={`${sample.productId}-${sample.size}-${sample.medium}-${sample.frame}`}>
            <Cell>{sample.title}</Cell>
            <Cell>
              {sample.size} · {sample.medium} · {sample.frame}
            </Cell>
            <Cell textAlign="end">{money(sample.before)}</Cell>
            <Cell textAlign="end" fontWeight={sample.before !== sample.after ? 'semibold' : undefined}>
              {money(sample.after)}
            </Cell>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/**
 * Add or change a size, medium or frame. Saving comes after a preview of what the fields as they
 * stand do to a few sample products' MRP: a change to the fields asks for a new preview.
 */
export function OptionDialog({ kind, orientation, option, onClose, onReload }: OptionDialogProps) {
  const [value, setValue] = useState(option?.value ?? '');
  const [label, setLabel] = useState(option?.label ?? '');
  const [price, setPrice] = useState(option ? String((kind === 'frame' ? option.addedPrice : option.priceMultiplier) ?? '') : '');
  const [preview, previewing] = usePreviewPriceOptionMutation();
  const [create, creating] = useCreatePriceOptionMutation();
  const [update, updating] = useUpdatePriceOptionMutation();
  const [previewed, setPreviewed] = useState<{ key: string; samples: ApiPricePreview[] } | null>(null);

  const fields = fieldsOf(kind, orientation, value, label, price);
  const key = JSON.stringify(fields);
  const current = previewed?.key === key ? previewed.samples : null;
  const saveError = creating.error ?? updating.error;
  const stale = isStaleVersion(saveError);

  const showPreview = async () => {
    const answer = await preview({ id: option?.id, fields })
      .unwrap()
      .catch(() => null);
    if (answer) setPreviewed({ key, samples: answer.samples });
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return void showPreview();
    const saved = await (option ? update({ kind, id: option.id, version: option.version, fields }) : create(fields))
      .unwrap()
      .catch(() => null);
    if (saved) onClose();
  };

  const title = option ? `Edit ${KIND_NAMES[kind]} ${option.label}` : kind === 'size' ? `Add a size: ${groupLabel(orientation ?? null)}` : `Add a ${KIND_NAMES[kind]}`;
  return (
    <FormDialog
      size="lg"
      title={title}
      submit={{ label: option ? 'Save' : 'Add', disabled: !current, loading: creating.isLoading || updating.isLoading }}
      closeLabel="Cancel"
      onClose={onClose}
      onSubmit={(event) => void save(event)}
    >
      <Field.Root required>
        <Field.Label>Value</Field.Label>
        <Input value={value} maxLength={60} onChange={(event) => setValue(event.target.value)} />
        <Field.HelperText>
          {kind === 'size' ? 'Width X height in inches, like 18X14.' : 'What products list and orders record: letters, digits, spaces, hyphens and brackets.'}
        </Field.HelperText>
      </Field.Root>
      <Field.Root required>
        <Field.Label>Label</Field.Label>
        <Input value={label} maxLength={100} onChange={(event) => setLabel(event.target.value)} />
        <Field.HelperText>What shoppers read.</Field.HelperText>
      </Field.Root>
      {kind === 'frame' ? (
        <Field.Root required>
          <Field.Label>Added price (₹)</Field.Label>
          <Input type="number" inputMode="decimal" min="0" step="0.01" value={price} onChange={(event) => setPrice(event.target.value)} />
          <Field.HelperText>Added to the MRP of a print in this frame.</Field.HelperText>
        </Field.Root>
      ) : (
        <Field.Root required>
          <Field.Label>Price multiplier</Field.Label>
          <Input type="number" inputMode="decimal" min="0.05" max="100" step="0.01" value={price} onChange={(event) => setPrice(event.target.value)} />
          <Field.HelperText>From 0.05 to 100: the base price is multiplied by it.</Field.HelperText>
        </Field.Root>
      )}
      <Stack gap="2" as="section" aria-label="Price preview">
        <Button alignSelf="start" size="sm" variant="outline" loading={previewing.isLoading} onClick={() => void showPreview()}>
          Preview prices
        </Button>
        {previewing.error && !current && (
          <Text role="alert" color="fg.error">
            {staffErrorMessage(previewing.error)}
          </Text>
        )}
        {current ? <Samples samples={current} /> : <Text fontSize="sm" color="fg.muted">Preview what this does to sample products' prices before saving.</Text>}
      </Stack>
      {saveError && (
        <Stack role="alert" gap="2">
          <Text color="fg.error">{staffErrorMessage(saveError)}</Text>
          {stale && (
            <Button size="xs" alignSelf="start" onClick={onReload}>
              Reload options
            </Button>
          )}
        </Stack>
      )}
    </FormDialog>
  );
}

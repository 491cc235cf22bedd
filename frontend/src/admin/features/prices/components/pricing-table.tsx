import { Box, Button, CloseButton, Dialog, Heading, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import type { ApiPricingTableRow } from '@shop/contracts';
import { useState } from 'react';
import { formatRupees } from '../../../../lib/money';
import { isStaleVersion, staffErrorMessage, statusOf } from '../../../lib/api-errors';
import { Cell, DataTable, HeaderCell } from '../../../lib/data-table';
import { useUpdatePricingRowMutation } from '../api/price-options.api';
import { formatMargin, marginOf } from '../model/option-lists';

const money = (amount: number) => formatRupees(amount, { paise: true });

interface RowDraft {
  mrp: string;
  discountedPrice: string;
  costPrice: string;
}

function BelowCostDialog({ row, draft, saving, onConfirm, onCancel }: { row: ApiPricingTableRow; draft: RowDraft; saving: boolean; onConfirm: () => void; onCancel: () => void }) {
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(details) => !details.open && onCancel()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Sell {row.size} below cost?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                The discounted price {money(Number(draft.discountedPrice))} is below the cost {money(Number(draft.costPrice))}: every {row.size} print would sell at a loss
                (margin {formatMargin(marginOf(Number(draft.discountedPrice), Number(draft.costPrice)) ?? 0)}).
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Go back
              </Button>
              <Button colorPalette="red" loading={saving} onClick={onConfirm}>
                Save below cost
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PriceInput({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return <Input size="xs" w="28" type="number" min="0" step="0.01" inputMode="decimal" aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />;
}

function EditableRow({ row, onReload }: { row: ApiPricingTableRow; onReload: () => void }) {
  const [draft, setDraft] = useState<RowDraft | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [update, { error, isLoading, reset }] = useUpdatePricingRowMutation();

  const send = async (confirmBelowCost: boolean) => {
    if (!draft) return;
    const saved = await update({
      size: row.size,
      version: row.version,
      mrp: Number(draft.mrp),
      discountedPrice: Number(draft.discountedPrice),
      costPrice: Number(draft.costPrice),
      confirmBelowCost,
    })
      .unwrap()
      .catch(() => null);
    if (saved) {
      setDraft(null);
      setConfirming(false);
    }
  };

  const save = () => {
    if (!draft) return;
    reset();
    // Below cost is asked about here first; the server refuses it unconfirmed anyway.
    if (Number(draft.discountedPrice) < Number(draft.costPrice)) setConfirming(true);
    else void send(false);
  };

  const stale = isStaleVersion(error);
  const margin = draft ? marginOf(Number(draft.discountedPrice), Number(draft.costPrice)) : row.marginPercent;
  return (
    <tr>
      <Cell fontFamily="mono">{row.size}</Cell>
      <Cell textAlign="end">{row.areaInSqIn.toLocaleString('en-IN')}</Cell>
      {draft ? (
        <>
          <Cell textAlign="end">
            <PriceInput label={`MRP of ${row.size}`} value={draft.mrp} onChange={(mrp) => setDraft({ ...draft, mrp })} />
          </Cell>
          <Cell textAlign="end">
            <PriceInput label={`Discounted price of ${row.size}`} value={draft.discountedPrice} onChange={(discountedPrice) => setDraft({ ...draft, discountedPrice })} />
          </Cell>
          <Cell textAlign="end">
            <PriceInput label={`Cost price of ${row.size}`} value={draft.costPrice} onChange={(costPrice) => setDraft({ ...draft, costPrice })} />
          </Cell>
        </>
      ) : (
        <>
          <Cell textAlign="end">{money(row.mrp)}</Cell>
          <Cell textAlign="end">{money(row.discountedPrice)}</Cell>
          <Cell textAlign="end">{money(row.costPrice)}</Cell>
        </>
      )}
      <Cell textAlign="end" color={margin !== null && margin < 0 ? 'fg.error' : undefined} fontWeight="semibold">
        {margin === null ? '—' : formatMargin(margin)}
      </Cell>
      <Cell>
        {draft ? (
          <HStack gap="1">
            <Button size="xs" colorPalette="brand" loading={isLoading && !confirming} onClick={save}>
              Save
            </Button>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => {
                reset();
                setDraft(null);
              }}
            >
              Cancel
            </Button>
          </HStack>
        ) : (
          <Button
            size="xs"
            variant="outline"
            aria-label={`Edit ${row.size} prices`}
            onClick={() => setDraft({ mrp: String(row.mrp), discountedPrice: String(row.discountedPrice), costPrice: String(row.costPrice) })}
          >
            Edit
          </Button>
        )}
        {error && statusOf(error) !== undefined && !confirming && (
          <Stack role="alert" gap="1" mt="1">
            <Text color="fg.error" fontSize="xs">
              {staffErrorMessage(error)}
            </Text>
            {stale && (
              <Button
                size="xs"
                onClick={() => {
                  reset();
                  setDraft(null);
                  onReload();
                }}
              >
                Reload table
              </Button>
            )}
          </Stack>
        )}
        {confirming && draft && <BelowCostDialog row={row} draft={draft} saving={isLoading} onConfirm={() => void send(true)} onCancel={() => setConfirming(false)} />}
      </Cell>
    </tr>
  );
}

/** The spec's pricing table: per size its MRP, discounted price, cost and the margin they leave. */
export function PricingTable({ rows, onReload }: { rows: ApiPricingTableRow[]; onReload: () => void }) {
  return (
    <Box as="section" aria-labelledby="pricing-table-heading" bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <Heading as="h2" id="pricing-table-heading" fontSize="lg">
          Pricing table
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Margin is (discounted price − cost) ÷ discounted price. A discounted price below cost needs a confirmation.
        </Text>
        <Box overflowX="auto">
          <DataTable aria-label="Pricing table">
            <thead>
              <tr>
                <HeaderCell scope="col">Size</HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  Area (sq in)
                </HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  MRP
                </HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  Discounted
                </HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  Cost
                </HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  Margin
                </HeaderCell>
                <HeaderCell scope="col">
                  <Text srOnly>Actions</Text>
                </HeaderCell>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <EditableRow key={`${row.size}-${row.version}`} row={row} onReload={onReload} />
              ))}
            </tbody>
          </DataTable>
        </Box>
      </Stack>
    </Box>
  );
}

import { Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ApiProduct } from '@shop/contracts';
import { MAX_QUOTE_QUANTITY } from '@shop/contracts/src/trade/trade-constants';
import { useState, type FormEvent } from 'react';
import { useGetProductsQuery } from '../../../../lib/api/products.api';
import { formatPrintSize } from '../../../../lib/print-size';
import { defaultSelection, printOptions } from '../../../../features/product/model/print-options';
import { designerErrorMessage } from '../../../lib/designer-errors';
import type { DraftLine } from '../model/quote-draft';

const RESULTS = 6;

function OptionSelect({ label, value, options, optionLabel = (option) => option, onChange }: { label: string; value: string; options: readonly string[]; optionLabel?: (option: string) => string; onChange: (value: string) => void }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The chosen print's size, medium and frame, from what the product offers (as its product page does), and how many. */
function PrintOptions({ product, onAdd, onCancel }: { product: ApiProduct; onAdd: (line: DraftLine) => void; onCancel: () => void }) {
  const options = printOptions(product);
  const initial = defaultSelection(product);
  const [size, setSize] = useState(initial.size);
  const [medium, setMedium] = useState(initial.medium);
  const [frame, setFrame] = useState(initial.framing);
  const [quantity, setQuantity] = useState('1');
  const count = Number(quantity);
  const validQuantity = Number.isInteger(count) && count >= 1 && count <= MAX_QUOTE_QUANTITY;

  return (
    <Stack as="section" aria-label={`Configure ${product.title}`} gap="3" borderWidth="1px" borderRadius="md" p="3" bg="gray.50">
      <Text fontWeight="semibold">
        {product.title}
        <Text as="span" fontWeight="normal" color="fg.muted">
          {' '}
          by {product.artist}
        </Text>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
        <OptionSelect label="Size" value={size} options={options.sizes} optionLabel={formatPrintSize} onChange={setSize} />
        <OptionSelect label="Medium" value={medium} options={options.mediums} onChange={setMedium} />
        <OptionSelect label="Frame" value={frame} options={options.frames} onChange={setFrame} />
        <Field.Root invalid={!validQuantity}>
          <Field.Label>Quantity</Field.Label>
          <Input size="sm" type="number" min={1} max={MAX_QUOTE_QUANTITY} value={quantity} onChange={(event) => setQuantity(event.target.value)} />
          <Field.ErrorText>From 1 to {MAX_QUOTE_QUANTITY}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <HStack>
        <Button size="sm" colorPalette="brand" disabled={!validQuantity} onClick={() => onAdd({ productId: product.id, productTitle: product.title, size, medium, frame, quantity: count })}>
          Add to quote
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

/**
 * Finds catalogue prints with the shop's own search (GET /api/products?q=) and configures the one
 * chosen. No price is shown here: the server prices the quote when it is saved.
 */
export function PrintPicker({ onAdd }: { onAdd: (line: DraftLine) => void }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ApiProduct | null>(null);
  const { data, error, isFetching } = useGetProductsQuery({ q: query, limit: RESULTS }, { skip: query === '' });

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChosen(null);
    setQuery(text.trim());
  };

  return (
    <Stack gap="3">
      <form role="search" aria-label="Search prints" onSubmit={search}>
        <HStack align="end">
          <Field.Root>
            <Field.Label>Search prints</Field.Label>
            <Input type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder="Title, artist or style" />
          </Field.Root>
          <Button type="submit" variant="outline" loading={isFetching}>
            Search
          </Button>
        </HStack>
      </form>
      {error && (
        <Text role="alert" color="fg.error">
          {designerErrorMessage(error)}
        </Text>
      )}
      {chosen ? (
        <PrintOptions
          key={chosen.id}
          product={chosen}
          onCancel={() => setChosen(null)}
          onAdd={(line) => {
            onAdd(line);
            setChosen(null);
          }}
        />
      ) : (
        query !== '' &&
        data && (
          <Box as="ul" aria-label="Search results" listStyleType="none">
            {data.products.length === 0 && <Text color="fg.muted">No prints match “{query}”.</Text>}
            {data.products.map((product) => (
              <HStack as="li" key={product.id} justify="space-between" py="1.5" borderBottomWidth="1px">
                <Text>
                  {product.title}
                  <Text as="span" color="fg.muted">
                    {' '}
                    by {product.artist}
                  </Text>
                </Text>
                <Button size="xs" variant="outline" onClick={() => setChosen(product)} aria-label={`Choose ${product.title}`}>
                  Choose
                </Button>
              </HStack>
            ))}
          </Box>
        )
      )}
    </Stack>
  );
}

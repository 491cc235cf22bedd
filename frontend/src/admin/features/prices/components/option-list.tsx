import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ApiPriceOption, OptionKind } from '@shop/contracts';
import { formatRupees } from '../../../../lib/money';
import { isStaleVersion, staffErrorMessage } from '../../../lib/api-errors';
import { Cell, DataTable, HeaderCell } from '../../../lib/data-table';
import { useReorderPriceOptionsMutation, useSetPriceOptionActiveMutation } from '../api/price-options.api';
import { formatMultiplier, moved, type SizeGroup } from '../model/option-lists';

interface OptionListProps {
  title: string;
  kind: OptionKind;
  /** Sizes: the orientation whose presets these are. */
  orientation?: SizeGroup;
  options: ApiPriceOption[];
  onAdd: () => void;
  onEdit: (option: ApiPriceOption) => void;
  onReload: () => void;
}

/**
 * One list of options in pricing's order, each with its price, moved up or down with buttons (a
 * keyboard reaches them like any other), edited, activated or deactivated. An inactive option is
 * no longer offered or priced.
 */
export function OptionList({ title, kind, orientation, options, onAdd, onEdit, onReload }: OptionListProps) {
  const [reorder, reordering] = useReorderPriceOptionsMutation();
  const [setActive, activating] = useSetPriceOptionActiveMutation();
  const error = reordering.error ?? activating.error;

  const move = (index: number, delta: -1 | 1) => {
    const ids = moved(options, index, delta);
    if (ids) void reorder({ kind, orientation: kind === 'size' ? (orientation ?? null) : undefined, ids });
  };

  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <Flex justify="space-between" align="center">
          <Heading as="h3" fontSize="md">
            {title}
          </Heading>
          <Button size="xs" variant="outline" onClick={onAdd}>
            Add
          </Button>
        </Flex>
        {error && (
          <HStack role="alert" gap="3">
            <Text color="fg.error">{staffErrorMessage(error)}</Text>
            {(isStaleVersion(error) || /reload/i.test(staffErrorMessage(error))) && (
              <Button
                size="xs"
                onClick={() => {
                  reordering.reset();
                  activating.reset();
                  onReload();
                }}
              >
                Reload
              </Button>
            )}
          </HStack>
        )}
        {options.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            None yet.
          </Text>
        ) : (
          <DataTable aria-label={title}>
            <thead>
              <tr>
                <HeaderCell scope="col">Value</HeaderCell>
                <HeaderCell scope="col">Label</HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  {kind === 'frame' ? 'Added price' : 'Multiplier'}
                </HeaderCell>
                <HeaderCell scope="col">State</HeaderCell>
                <HeaderCell scope="col">
                  <Text srOnly>Actions</Text>
                </HeaderCell>
              </tr>
            </thead>
            <tbody>
              {options.map((option, index) => (
                <tr key={option.id}>
                  <Cell fontFamily="mono">{option.value}</Cell>
                  <Cell>{option.label}</Cell>
                  <Cell textAlign="end">{kind === 'frame' ? formatRupees(option.addedPrice ?? 0, { paise: true }) : formatMultiplier(option.priceMultiplier)}</Cell>
                  <Cell>{option.isActive ? <Badge colorPalette="green">Active</Badge> : <Badge colorPalette="gray">Inactive</Badge>}</Cell>
                  <Cell>
                    <HStack gap="1" justify="end">
                      <Button size="xs" variant="ghost" aria-label={`Move ${option.label} up`} disabled={index === 0 || reordering.isLoading} onClick={() => move(index, -1)}>
                        ↑
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={`Move ${option.label} down`}
                        disabled={index === options.length - 1 || reordering.isLoading}
                        onClick={() => move(index, 1)}
                      >
                        ↓
                      </Button>
                      <Button size="xs" variant="outline" aria-label={`Edit ${option.label}`} onClick={() => onEdit(option)}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette={option.isActive ? 'red' : 'green'}
                        aria-label={`${option.isActive ? 'Deactivate' : 'Activate'} ${option.label}`}
                        disabled={activating.isLoading}
                        onClick={() => void setActive({ kind, id: option.id, version: option.version, active: !option.isActive })}
                      >
                        {option.isActive ? 'Deactivate' : 'Activate'}
                      </Button>
                    </HStack>
                  </Cell>
                </tr>
              ))}
            </tbody>
          </DataTable>
        )}
      </Stack>
    </Box>
  );
}

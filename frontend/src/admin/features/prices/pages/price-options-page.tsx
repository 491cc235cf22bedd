import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ApiPriceOption, OptionKind } from '@shop/contracts';
import { useState } from 'react';
import { useListPriceOptionsQuery } from '../../../lib/catalogue-lists.api';
import { Loaded } from '../../../lib/query-state';
import { OptionDialog } from '../components/option-dialog';
import { OptionList } from '../components/option-list';
import { PricingTable } from '../components/pricing-table';
import { groupLabel, listOf, sizeGroups, type SizeGroup } from '../model/option-lists';

interface Editing {
  kind: OptionKind;
  orientation?: SizeGroup;
  option?: ApiPriceOption;
}

/**
 * /admin/prices: size presets by orientation, mediums and frames (add, edit with a price preview,
 * reorder, activate, deactivate) and the pricing table with its margins. Every change reaches
 * pricing at once.
 */
export function PriceOptionsPage() {
  const { data, error, refetch } = useListPriceOptionsQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const reload = () => void refetch();

  return (
    <Stack gap="6">
      <Heading as="h1" fontSize="2xl">
        Options and prices
      </Heading>
      <Loaded data={data} error={error} onRetry={reload} placeholderHeight="96">
        {({ options, table }) => (
          <>
            <Stack gap="3">
              <Heading as="h2" fontSize="lg">
                Sizes
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                A product offers only the active presets of its orientation.
              </Text>
              <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
                {sizeGroups(options).map((group) => (
                  <OptionList
                    key={group.orientation ?? 'none'}
                    title={groupLabel(group.orientation)}
                    kind="size"
                    orientation={group.orientation}
                    options={group.options}
                    onAdd={() => setEditing({ kind: 'size', orientation: group.orientation })}
                    onEdit={(option) => setEditing({ kind: 'size', orientation: group.orientation, option })}
                    onReload={reload}
                  />
                ))}
              </SimpleGrid>
            </Stack>
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              <OptionList
                title="Mediums"
                kind="medium"
                options={listOf(options, 'medium')}
                onAdd={() => setEditing({ kind: 'medium' })}
                onEdit={(option) => setEditing({ kind: 'medium', option })}
                onReload={reload}
              />
              <OptionList
                title="Frames"
                kind="frame"
                options={listOf(options, 'frame')}
                onAdd={() => setEditing({ kind: 'frame' })}
                onEdit={(option) => setEditing({ kind: 'frame', option })}
                onReload={reload}
              />
            </SimpleGrid>
            <PricingTable rows={table} onReload={reload} />
          </>
        )}
      </Loaded>
      {editing && (
        <OptionDialog
          key={`${editing.kind}-${editing.option?.id ?? 'new'}-${editing.option?.version ?? 0}`}
          kind={editing.kind}
          orientation={editing.orientation}
          option={editing.option}
          onClose={() => setEditing(null)}
          onReload={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </Stack>
  );
}

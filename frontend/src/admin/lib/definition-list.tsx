import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A label and its value; rows with a falsy entry are left out, so optional facts read inline. */
export type Definition = readonly [label: string, value: ReactNode];

/** Facts about one record (a detail page's "Email", "Phone", …) as a definition list. */
export function DefinitionList({ rows }: { rows: ReadonlyArray<Definition | false | null | undefined> }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {rows
        .filter((row): row is Definition => Boolean(row))
        .map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
    </DataList.Root>
  );
}

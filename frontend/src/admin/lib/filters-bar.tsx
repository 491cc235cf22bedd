import { Button, Field, HStack, Input, NativeSelect, Stack, Wrap, type WrapProps } from '@chakra-ui/react';
import { BACK_OFFICE_MAX_SEARCH_LENGTH } from '@shop/contracts/src/order/back-office-constants';
import { useState, type FormEvent, type ReactNode } from 'react';

export interface Choice<T extends string = string> {
  value: T;
  label: string;
}

/** The choices of a select, in the order of `options`, each named by `labels`. */
export function choicesOf<T extends string>(options: readonly T[], labels: Record<T, string>): Array<Choice<T>> {
  return options.map((value) => ({ value, label: labels[value] }));
}

interface SelectFilterProps<T extends string> {
  label: string;
  value: T | undefined;
  choices: ReadonlyArray<Choice<T>>;
  /** What the empty choice says; without it the select has no empty choice. */
  anyLabel?: string;
  onChange: (value: T | undefined) => void;
}

/** One filter of a list as a select; the empty choice (when there is one) is undefined. */
export function SelectFilter<T extends string>({ label, value, choices, anyLabel, onChange }: SelectFilterProps<T>) {
  return (
    <Field.Root w="auto" minW="40">
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field bg="white" value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}>
          {anyLabel && <option value="">{anyLabel}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

interface FiltersBarProps {
  /** The search the list shows now (from the URL). */
  q: string | undefined;
  /** A search submitted: trimmed, undefined when empty. */
  onSearch: (q: string | undefined) => void;
  /** The search form's name: "Search orders". */
  searchName: string;
  /** The search field's label. */
  searchLabel?: string;
  placeholder: string;
  /** Shown while a filter is set, to drop them all. */
  onClear?: () => void;
  gap?: WrapProps['gap'];
  /** The filters beside the search. */
  children: ReactNode;
}

/** A back-office list's search, filters and sort; each change goes into the URL at once, the search when submitted. */
export function FiltersBar({ q, onSearch, searchName, searchLabel = 'Search', placeholder, onClear, gap = '3', children }: FiltersBarProps) {
  const [search, setSearch] = useState(q ?? '');
  // A search from elsewhere (the back button, a bookmark) replaces what the field holds.
  const [shownQ, setShownQ] = useState(q);
  if (shownQ !== q) {
    setShownQ(q);
    setSearch(q ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(search.trim() || undefined);
  };

  return (
    <Stack gap="3">
      <HStack as="form" role="search" aria-label={searchName} onSubmit={submit} align="end" maxW="xl">
        <Field.Root>
          <Field.Label fontSize="sm">{searchLabel}</Field.Label>
          <Input size="sm" bg="white" type="search" value={search} maxLength={BACK_OFFICE_MAX_SEARCH_LENGTH} placeholder={placeholder} onChange={(event) => setSearch(event.target.value)} />
        </Field.Root>
        <Button type="submit" size="sm">
          Search
        </Button>
      </HStack>
      <Wrap gap={gap} align="end">
        {children}
        {onClear && (
          <Button size="sm" variant="ghost" onClick={onClear}>
            Clear filters
          </Button>
        )}
      </Wrap>
    </Stack>
  );
}

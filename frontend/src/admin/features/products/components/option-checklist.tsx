import { HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { Checkbox } from '../../../lib/data-table';
import type { OfferedOption } from '../model/product-draft';

interface OptionChecklistProps {
  legend: string;
  rule: string;
  options: readonly OfferedOption[];
  chosen: readonly string[];
  onToggle: (value: string, on: boolean) => void;
}

/** A list of checkboxes for a product's sizes, mediums or frames, with the rule that decides what is offered. */
export function OptionChecklist({ legend, rule, options, chosen, onToggle }: OptionChecklistProps) {
  return (
    <Stack as="fieldset" gap="2">
      <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
        {legend}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {rule}
      </Text>
      {options.length === 0 ? (
        <Text fontSize="sm">None to offer yet.</Text>
      ) : (
        <Wrap gap="4">
          {options.map((option) => (
            <HStack as="label" key={option.value} gap="2" fontSize="sm">
              <Checkbox type="checkbox" checked={chosen.includes(option.value)} onChange={(event) => onToggle(option.value, event.target.checked)} />
              <span>
                {option.label}
                {!option.active && ' (no longer offered)'}
              </span>
            </HStack>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}

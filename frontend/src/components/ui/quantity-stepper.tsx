import { Box, Group, IconButton, type GroupProps } from '@chakra-ui/react';
import { LuMinus, LuPlus } from 'react-icons/lu';

export interface QuantityStepperProps extends Omit<GroupProps, 'onChange'> {
  value: number;
  min?: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Both buttons off, e.g. while the last change is being applied. */
  disabled?: boolean;
  /** Names the control for assistive technology, e.g. 'Quantity'. */
  label: string;
  size?: 'xs' | 'sm' | 'md';
}

/** Minus, the current number and plus; the buttons stop at `min` and `max`. */
export function QuantityStepper({ value, min = 1, max, onChange, disabled = false, label, size = 'sm', ...props }: QuantityStepperProps) {
  return (
    <Group attached role="group" aria-label={label} {...props}>
      <IconButton
        aria-label="Decrease quantity"
        variant="outline"
        size={size}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        <LuMinus />
      </IconButton>
      <Box
        as="output"
        aria-live="polite"
        minW="10"
        px="2"
        alignSelf="stretch"
        display="flex"
        alignItems="center"
        justifyContent="center"
        borderYWidth="1px"
        borderColor="border"
        fontWeight="medium"
        fontVariantNumeric="tabular-nums"
      >
        {value}
      </Box>
      <IconButton
        aria-label="Increase quantity"
        variant="outline"
        size={size}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <LuPlus />
      </IconButton>
    </Group>
  );
}

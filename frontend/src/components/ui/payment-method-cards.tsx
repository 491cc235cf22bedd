import { RadioCard, SimpleGrid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PaymentMethodCard<T extends string> {
  value: T;
  label: string;
  description: string;
}

interface PaymentMethodCardsProps<T extends string> {
  options: ReadonlyArray<PaymentMethodCard<T>>;
  /** The method chosen, or '' before one is. */
  value: T | '';
  onChange: (value: T) => void;
  invalid: boolean;
  required?: boolean;
  /** The id of the text that says what is wrong, while something is. */
  describedBy?: string;
  /** What is wrong (no method chosen), under the cards. */
  children?: ReactNode;
}

/** "Payment Method": one card a method, with what it means, for the checkout and a quote's order. */
export function PaymentMethodCards<T extends string>({ options, value, onChange, invalid, required, describedBy, children }: PaymentMethodCardsProps<T>) {
  return (
    <RadioCard.Root
      name="paymentMethod"
      value={value || null}
      onValueChange={({ value: chosen }) => {
        const option = options.find((each) => each.value === chosen);
        if (option) onChange(option.value);
      }}
      invalid={invalid}
      required={required}
      aria-describedby={describedBy}
      colorPalette="brand"
      variant="outline"
      size="sm"
      gap="2"
    >
      <RadioCard.Label fontSize="md" fontWeight="semibold" color="fg">
        Payment Method
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
        {options.map((option) => (
          <RadioCard.Item key={option.value} value={option.value}>
            <RadioCard.ItemHiddenInput />
            <RadioCard.ItemControl>
              <RadioCard.ItemContent>
                <RadioCard.ItemText>{option.label}</RadioCard.ItemText>
                <RadioCard.ItemDescription>{option.description}</RadioCard.ItemDescription>
              </RadioCard.ItemContent>
              <RadioCard.ItemIndicator />
            </RadioCard.ItemControl>
          </RadioCard.Item>
        ))}
      </SimpleGrid>
      {children}
    </RadioCard.Root>
  );
}

import { Field, Input, Textarea } from '@chakra-ui/react';
import type { HTMLInputTypeAttribute } from 'react';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'url';
  helperText?: string;
  multiline?: boolean;
}

/** One labelled text input of a portal form; the server judges the value and names what it refuses. */
export function TextField({ label, name, value, onChange, required = false, type = 'text', autoComplete, inputMode, helperText, multiline = false }: TextFieldProps) {
  return (
    <Field.Root required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {multiline ? (
        <Textarea name={name} value={value} onChange={(event) => onChange(event.target.value)} rows={3} autoresize />
      ) : (
        <Input name={name} type={type} value={value} onChange={(event) => onChange(event.target.value)} autoComplete={autoComplete} inputMode={inputMode} />
      )}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}

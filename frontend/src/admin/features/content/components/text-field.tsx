import { Field, Input, Textarea } from '@chakra-ui/react';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
  helper?: string;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date';
  rows?: number;
}

/** A labelled text input (or text area with `rows`) and the rule it follows. */
export function TextField({ label, value, onChange, maxLength, required, helper, type = 'text', rows }: TextFieldProps) {
  return (
    <Field.Root required={required}>
      <Field.Label>{label}</Field.Label>
      {rows ? (
        <Textarea bg="white" rows={rows} value={value} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input bg="white" type={type} value={value} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />
      )}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { staffErrorMessage } from '../../../lib/api-errors';
import { useAddOrderNoteMutation } from '../api/staff-orders.api';

/** Adds a staff note to the order's timeline (changes nothing else about the order). */
export function NoteForm({ orderNumber }: { orderNumber: string }) {
  const [text, setText] = useState('');
  const [addNote, { error, isLoading }] = useAddOrderNoteMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await addNote({ orderNumber, text: text.trim() })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (added) setText('');
  };

  return (
    <Stack as="form" gap="2" onSubmit={submit}>
      <Field.Root>
        <Field.Label>Note</Field.Label>
        <Textarea bg="white" value={text} maxLength={2000} onChange={(event) => setText(event.target.value)} />
      </Field.Root>
      {error && (
        <Text role="alert" color="fg.error">
          {staffErrorMessage(error)}
        </Text>
      )}
      <Button type="submit" size="sm" alignSelf="start" disabled={text.trim() === ''} loading={isLoading}>
        Add note
      </Button>
    </Stack>
  );
}

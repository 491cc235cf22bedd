import { Alert, Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { staffErrorMessage } from '../../../lib/api-errors';
import { useUpdateDeliverySettingsMutation, type DeliverySettings } from '../api/staff-delivery.api';

/** One holiday a line (or separated by commas), as YYYY-MM-DD. */
export function holidaysOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((day) => day.trim())
    .filter((day) => day !== '');
}

/** The dispatch PIN code and the shop's holidays; read-only for a role that may not change settings. */
export function DeliverySettingsForm({ settings, mayEdit }: { settings: DeliverySettings; mayEdit: boolean }) {
  const [saved, setSaved] = useState(settings);
  const [origin, setOrigin] = useState(settings.originPincode);
  const [holidays, setHolidays] = useState(settings.holidays.join('\n'));
  const [update, { error, isLoading, isSuccess, reset }] = useUpdateDeliverySettingsMutation();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await update({ version: saved.version, originPincode: origin.trim(), holidays: holidaysOf(holidays) })
      .unwrap()
      .catch(() => null);
    if (answer) {
      setSaved(answer);
      setOrigin(answer.originPincode);
      setHolidays(answer.holidays.join('\n'));
    }
  };

  return (
    <Stack as="form" gap="4" onSubmit={save} aria-label="Dispatch and holidays" maxW="lg">
      <Field.Root>
        <Field.Label>Dispatch PIN code</Field.Label>
        <Input bg="white" value={origin} inputMode="numeric" maxLength={6} readOnly={!mayEdit} onChange={(event) => (setOrigin(event.target.value), reset())} />
        <Field.HelperText>
          Parcels leave from {saved.originCity}, {saved.originState}: the zone of every delivery is counted from here.
        </Field.HelperText>
      </Field.Root>
      <Field.Root>
        <Field.Label>Holidays</Field.Label>
        <Textarea bg="white" rows={5} value={holidays} readOnly={!mayEdit} placeholder="2025-12-25" onChange={(event) => (setHolidays(event.target.value), reset())} />
        <Field.HelperText>One date a line (YYYY-MM-DD). No fulfilment work on them: promises made from now on skip them.</Field.HelperText>
      </Field.Root>
      {error && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{staffErrorMessage(error)}</Alert.Title>
        </Alert.Root>
      )}
      {isSuccess && <Text role="status">Saved. Promises from now on follow these settings.</Text>}
      {mayEdit && (
        <Button type="submit" alignSelf="start" loading={isLoading}>
          Save dispatch and holidays
        </Button>
      )}
    </Stack>
  );
}

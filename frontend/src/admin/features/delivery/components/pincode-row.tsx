import { Button, Checkbox, Input, Text } from '@chakra-ui/react';
import type { AdminPincode } from '@shop/contracts';
import { useState } from 'react';
import { Cell } from '../../../lib/data-table';
import { staffErrorMessage } from '../../../lib/api-errors';
import { useUpdatePincodeMutation } from '../api/staff-delivery.api';

interface PincodeRowProps {
  pincode: AdminPincode;
  mayEdit: boolean;
}

/** One PIN code: where it is, and whether the shop delivers there, takes cash there and adds days. */
export function PincodeRow({ pincode, mayEdit }: PincodeRowProps) {
  const [row, setRow] = useState(pincode);
  const [serviceable, setServiceable] = useState(pincode.serviceable);
  const [codAllowed, setCodAllowed] = useState(pincode.codAllowed);
  const [extraDays, setExtraDays] = useState(String(pincode.extraTransitDays));
  const [update, { error, isLoading, reset }] = useUpdatePincodeMutation();
  const changed = serviceable !== row.serviceable || codAllowed !== row.codAllowed || extraDays !== String(row.extraTransitDays);

  const save = async () => {
    const answer = await update({ pincode: row.pincode, change: { version: row.version, serviceable, codAllowed, extraTransitDays: Number(extraDays) } })
      .unwrap()
      .catch(() => null);
    if (answer) {
      setRow(answer);
      setExtraDays(String(answer.extraTransitDays));
    }
  };
  const label = (what: string) => `${what} for ${row.pincode}`;

  return (
    <tr>
      <Cell fontWeight="semibold">{row.pincode}</Cell>
      <Cell>{row.city}</Cell>
      <Cell>{row.state}</Cell>
      <Cell>
        <Checkbox.Root checked={serviceable} disabled={!mayEdit} onCheckedChange={({ checked }) => (setServiceable(checked === true), reset())}>
          <Checkbox.HiddenInput aria-label={label('Delivered to')} />
          <Checkbox.Control />
        </Checkbox.Root>
      </Cell>
      <Cell>
        <Checkbox.Root checked={codAllowed} disabled={!mayEdit} onCheckedChange={({ checked }) => (setCodAllowed(checked === true), reset())}>
          <Checkbox.HiddenInput aria-label={label('Cash on delivery')} />
          <Checkbox.Control />
        </Checkbox.Root>
      </Cell>
      <Cell>
        <Input
          size="sm"
          w="16"
          bg="white"
          type="number"
          min={0}
          max={30}
          aria-label={label('Extra transit days')}
          value={extraDays}
          readOnly={!mayEdit}
          onChange={(event) => (setExtraDays(event.target.value), reset())}
        />
      </Cell>
      <Cell>
        {mayEdit && (
          <Button size="xs" disabled={!changed} loading={isLoading} onClick={() => void save()} aria-label={label('Save')}>
            Save
          </Button>
        )}
        {error && (
          <Text fontSize="xs" color="fg.error" role="alert">
            {staffErrorMessage(error)}
          </Text>
        )}
      </Cell>
    </tr>
  );
}

import { Button, Checkbox, Field, Heading, HStack, Input, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { HeaderCell } from '../../../lib/data-table';
import { PagedList } from '../../../lib/paged-list';
import { Loaded } from '../../../lib/query-state';
import { SectionCard } from '../../../lib/section-card';
import { useStaffMay } from '../../../lib/staff-context';
import { useGetDeliverySettingsQuery, useListStaffPincodesQuery, type PincodeListQuery } from '../api/staff-delivery.api';
import { DeliverySettingsForm } from '../components/delivery-settings-form';
import { PincodeRow } from '../components/pincode-row';

const PER_PAGE = 50;

/**
 * /admin/delivery (issue 22): where parcels leave from, the shop's holidays, and each PIN code's
 * serviceability: delivered to, cash on delivery, extra transit days. Staff who read orders see
 * it; owners and managers change it, and every change is in the audit log.
 */
export function DeliveryPage() {
  const mayEdit = useStaffMay('settings.edit');
  const [query, setQuery] = useState<PincodeListQuery>({ page: 1, limit: PER_PAGE });
  const [text, setText] = useState('');
  const settings = useGetDeliverySettingsQuery();
  const list = useListStaffPincodesQuery(query);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ ...query, q: text.trim() || undefined, page: 1 });
  };

  return (
    <Stack gap="5">
      <Heading as="h1" fontSize="2xl">
        Delivery and PIN codes
      </Heading>
      <SectionCard title="Dispatch and holidays">
        <Loaded data={settings.data} error={settings.error} onRetry={() => void settings.refetch()} placeholderHeight="40">
          {(data) => <DeliverySettingsForm key={data.version} settings={data} mayEdit={mayEdit} />}
        </Loaded>
      </SectionCard>
      <SectionCard title="PIN codes">
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            Every PIN code of the India Post directory is delivered to with cash on delivery until changed here. Checkout refuses the others.
          </Text>
          <Wrap gap="4" align="end">
            <HStack as="form" role="search" aria-label="Search PIN codes" onSubmit={search} align="end">
              <Field.Root>
                <Field.Label fontSize="sm">Search</Field.Label>
                <Input size="sm" bg="white" type="search" maxLength={60} value={text} placeholder="PIN code, city or district" onChange={(event) => setText(event.target.value)} />
              </Field.Root>
              <Button type="submit" size="sm">
                Search
              </Button>
            </HStack>
            <Checkbox.Root
              checked={query.restricted === 'true'}
              onCheckedChange={({ checked }) => setQuery({ ...query, restricted: checked === true ? 'true' : undefined, page: 1 })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Only changed PIN codes</Checkbox.Label>
            </Checkbox.Root>
          </Wrap>
          <Loaded data={list.data} error={list.error} onRetry={() => void list.refetch()}>
            {({ pincodes, total }) => (
              <PagedList
                label="PIN codes"
                head={
                  <>
                    <HeaderCell scope="col">PIN code</HeaderCell>
                    <HeaderCell scope="col">City</HeaderCell>
                    <HeaderCell scope="col">State</HeaderCell>
                    <HeaderCell scope="col">Delivered to</HeaderCell>
                    <HeaderCell scope="col">Cash on delivery</HeaderCell>
                    <HeaderCell scope="col">Extra days</HeaderCell>
                    <HeaderCell scope="col">
                      <VisuallyHidden>Save</VisuallyHidden>
                    </HeaderCell>
                  </>
                }
                noun={['PIN code', 'PIN codes']}
                count={{ total, perPage: PER_PAGE }}
                page={query.page}
                rowsOnPage={pincodes.length}
                onPage={(page) => setQuery({ ...query, page })}
                fetching={list.isFetching}
                emptyText="No PIN codes match."
              >
                {pincodes.map((pincode) => (
                  <PincodeRow key={`${pincode.pincode}-${pincode.version}`} pincode={pincode} mayEdit={mayEdit} />
                ))}
              </PagedList>
            )}
          </Loaded>
        </Stack>
      </SectionCard>
    </Stack>
  );
}

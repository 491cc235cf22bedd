import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ApiDesigner } from '@shop/contracts';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { adminPaths } from '../../../../lib/paths';
import { Cell, HeaderCell } from '../../../lib/data-table';
import { FiltersBar, SelectFilter } from '../../../lib/filters-bar';
import { formatDateTime } from '../../../lib/labels';
import { PagedList } from '../../../lib/paged-list';
import { Loaded } from '../../../lib/query-state';
import { useListStaffDesignersQuery } from '../api/staff-designers.api';
import { DesignerStatusBadge } from '../components/designer-status-badge';
import { DESIGNER_STATUS_FILTERS, DESIGNERS_PER_PAGE, listQueryOf, readDesignerListView, writeDesignerListView, type DesignerListView } from '../model/designer-filters';

function DesignerRow({ designer }: { designer: ApiDesigner }) {
  return (
    <tr>
      <Cell>
        <RouterLink to={adminPaths.designer.getHref(designer.id)}>
          <Text as="span" fontWeight="semibold" color="brand.700">
            {designer.firstName} {designer.lastName}
          </Text>
        </RouterLink>
        <Text color="fg.muted">{designer.email}</Text>
      </Cell>
      <Cell>{designer.companyName}</Cell>
      <Cell>
        {designer.city}, {designer.state}
      </Cell>
      <Cell>
        <HStack gap="1" wrap="wrap">
          <DesignerStatusBadge status={designer.approvalStatus} />
          {!designer.emailVerified && <Badge colorPalette="orange">Email not verified</Badge>}
        </HStack>
      </Cell>
      <Cell textAlign="end">{designer.discountTier}</Cell>
      <Cell whiteSpace="nowrap">{formatDateTime(designer.createdAt)}</Cell>
    </tr>
  );
}

/**
 * /admin/designers: the trade programme's applications waiting for review (oldest first, by the
 * server's order), or designers of another status, searched by name, email or company; the whole
 * view lives in the URL.
 */
export function DesignerListPage() {
  const [search, setSearch] = useSearchParams();
  const view = readDesignerListView(search);
  const { data, error, isFetching, refetch } = useListStaffDesignersQuery(listQueryOf(view));

  const show = (next: DesignerListView) => setSearch(writeDesignerListView(next));

  return (
    <Stack gap="5">
      <Heading as="h1" fontSize="2xl">
        Designers
      </Heading>
      <FiltersBar q={view.q || undefined} onSearch={(q) => show({ ...view, q: q ?? '', page: 1 })} searchName="Find designers" placeholder="Name, email or company">
        <SelectFilter<DesignerListView['status']> label="Status" value={view.status} choices={DESIGNER_STATUS_FILTERS} onChange={(status) => status && show({ ...view, status, page: 1 })} />
      </FiltersBar>
      <Loaded data={data} error={error} onRetry={() => void refetch()}>
        {({ designers, total }) => (
          <PagedList
            label="Designers"
            head={
              <>
                <HeaderCell scope="col">Designer</HeaderCell>
                <HeaderCell scope="col">Company</HeaderCell>
                <HeaderCell scope="col">Place</HeaderCell>
                <HeaderCell scope="col">Status</HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  Tier
                </HeaderCell>
                <HeaderCell scope="col">Applied</HeaderCell>
              </>
            }
            noun={['designer', 'designers']}
            count={{ total, perPage: DESIGNERS_PER_PAGE }}
            page={view.page}
            rowsOnPage={designers.length}
            onPage={(page) => show({ ...view, page })}
            fetching={isFetching}
            emptyText={view.status === 'pending' && view.q === '' ? 'No applications are waiting.' : 'No designers match.'}
          >
            {designers.map((designer) => (
              <DesignerRow key={designer.id} designer={designer} />
            ))}
          </PagedList>
        )}
      </Loaded>
    </Stack>
  );
}

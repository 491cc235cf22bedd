import { Button, Field, Flex, Heading, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ApiAuditEntry } from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Cell, HeaderCell } from '../../../lib/data-table';
import { formatDateTime, ROLE_LABELS } from '../../../lib/labels';
import { PagedList } from '../../../lib/paged-list';
import { Loaded } from '../../../lib/query-state';
import { auditExportHref, useListAuditQuery } from '../api/audit-log.api';
import {
  AUDIT_ENTRIES_PER_PAGE,
  auditFilterParams,
  auditQueryOf,
  readAuditView,
  withAuditFilter,
  writeAuditView,
  type AuditView,
} from '../model/audit-filters';

/** Before → after, as `status: pending → confirmed`, one value a line. */
function Change({ entry }: { entry: ApiAuditEntry }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return null;
  const shown = (value: unknown) => (value === undefined || value === null ? '—' : String(value));
  return (
    <Stack gap="0" fontSize="xs" color="fg.muted">
      {keys.map((key) => (
        <Text key={key}>
          {key}: {shown(entry.before?.[key])} → {shown(entry.after?.[key])}
        </Text>
      ))}
    </Stack>
  );
}

function EntityFilter({ view, onChange }: { view: AuditView; onChange: (change: Partial<AuditView>) => void }) {
  const [entity, setEntity] = useState(view.entity ?? '');
  const [entityId, setEntityId] = useState(view.entityId ?? '');
  const [shown, setShown] = useState({ entity: view.entity, entityId: view.entityId });
  // Filters changed elsewhere (a link, the back button) replace what the fields hold.
  if (shown.entity !== view.entity || shown.entityId !== view.entityId) {
    setShown({ entity: view.entity, entityId: view.entityId });
    setEntity(view.entity ?? '');
    setEntityId(view.entityId ?? '');
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ entity: entity.trim().toLowerCase() || undefined, entityId: entityId.trim() || undefined });
  };
  return (
    <HStack as="form" onSubmit={submit} align="end" gap="3" aria-label="Filter by entity">
      <Field.Root w="auto">
        <Field.Label fontSize="sm">Entity</Field.Label>
        <Input size="sm" bg="white" w="36" list="audit-entities" value={entity} maxLength={40} onChange={(event) => setEntity(event.target.value)} />
        <datalist id="audit-entities">
          <option value="order" />
          <option value="staff" />
        </datalist>
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label fontSize="sm">Entity id</Field.Label>
        <Input size="sm" bg="white" w="44" value={entityId} maxLength={100} placeholder="ORD-123456" onChange={(event) => setEntityId(event.target.value)} />
      </Field.Root>
      <Button type="submit" size="sm">
        Filter
      </Button>
    </HStack>
  );
}

/**
 * /admin/audit (owner and managers): every staff action and sign-in, newest first, filtered by
 * staff (a name in the list filters by them), entity and date; the filters live in the URL.
 */
export function AuditLogPage() {
  const [search, setSearch] = useSearchParams();
  const view = readAuditView(search);
  const { data, error, isFetching, refetch } = useListAuditQuery(auditQueryOf(view));
  const show = (next: AuditView) => setSearch(writeAuditView(next));
  const filter = (change: Partial<Omit<AuditView, 'page'>>) => show(withAuditFilter(view, change));
  const staffName = view.staffId ? data?.entries.find((entry) => entry.staffId === view.staffId)?.staffName : undefined;

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" fontSize="2xl">
          Audit log
        </Heading>
        <Button asChild type={undefined} size="sm" variant="outline">
          <a href={auditExportHref(auditFilterParams(view))} download>
            Export CSV
          </a>
        </Button>
      </Flex>
      <Wrap gap="3" align="end">
        <EntityFilter view={view} onChange={filter} />
        <Field.Root w="auto">
          <Field.Label fontSize="sm">From</Field.Label>
          <Input size="sm" bg="white" type="date" value={view.from ?? ''} max={view.to} onChange={(event) => filter({ from: event.target.value || undefined })} />
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label fontSize="sm">To</Field.Label>
          <Input size="sm" bg="white" type="date" value={view.to ?? ''} min={view.from} onChange={(event) => filter({ to: event.target.value || undefined })} />
        </Field.Root>
        {auditFilterParams(view).toString() !== '' && (
          <Button size="sm" variant="ghost" onClick={() => show({ page: 1 })}>
            Clear filters
          </Button>
        )}
      </Wrap>
      {view.staffId && (
        <HStack gap="2">
          <Text fontSize="sm">Showing what {staffName ?? `staff member ${view.staffId}`} did.</Text>
          <Button size="xs" variant="outline" onClick={() => filter({ staffId: undefined })}>
            Everyone
          </Button>
        </HStack>
      )}
      <Loaded data={data} error={error} onRetry={() => void refetch()}>
        {({ entries, total }) => (
          <PagedList
            label="Audit log"
            head={
              <>
                <HeaderCell scope="col">When</HeaderCell>
                <HeaderCell scope="col">Who</HeaderCell>
                <HeaderCell scope="col">What</HeaderCell>
                <HeaderCell scope="col">Entity</HeaderCell>
              </>
            }
            noun={['entry', 'entries']}
            count={{ total, perPage: AUDIT_ENTRIES_PER_PAGE }}
            page={view.page}
            rowsOnPage={entries.length}
            onPage={(page) => show({ ...view, page })}
            fetching={isFetching}
            emptyText="No entries match."
          >
            {entries.map((entry) => (
              <tr key={entry.id}>
                <Cell whiteSpace="nowrap">{formatDateTime(entry.at)}</Cell>
                <Cell>
                  {entry.staffId ? (
                    <Button variant="plain" size="sm" p="0" h="auto" fontWeight="semibold" onClick={() => filter({ staffId: entry.staffId ?? undefined })}>
                      {entry.staffName ?? entry.staffEmail}
                    </Button>
                  ) : (
                    <Text fontWeight="semibold">{entry.staffName ?? entry.staffEmail}</Text>
                  )}
                  <Text color="fg.muted">
                    {entry.staffEmail}
                    {entry.staffRole ? ` · ${ROLE_LABELS[entry.staffRole]}` : ''}
                  </Text>
                </Cell>
                <Cell>
                  <Text>{entry.summary}</Text>
                  <Change entry={entry} />
                </Cell>
                <Cell>
                  <Button variant="plain" size="sm" p="0" h="auto" onClick={() => filter({ entity: entry.entity, entityId: entry.entityId })}>
                    {entry.entity} {entry.entityId}
                  </Button>
                </Cell>
              </tr>
            ))}
          </PagedList>
        )}
      </Loaded>
    </Stack>
  );
}

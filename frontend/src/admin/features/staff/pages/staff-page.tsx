import { Box, Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { ApiStaffMember, InvitableRole } from '@shop/contracts';
import { INVITABLE_ROLES } from '@shop/contracts/src/staff/staff-constants';
import { useState, type FormEvent } from 'react';
import { staffErrorMessage } from '../../../lib/api-errors';
import { Cell, HeaderCell } from '../../../lib/data-table';
import { formatDateTime, ROLE_LABELS } from '../../../lib/labels';
import { ListTable } from '../../../lib/list-table';
import { Loaded } from '../../../lib/query-state';
import { useStaff } from '../../../lib/staff-context';
import { useChangeStaffRoleMutation, useInviteStaffMutation, useListStaffQuery, useRemoveStaffMutation } from '../api/staff-members.api';

const STATUS_LABELS: Record<ApiStaffMember['status'], string> = { invited: 'Invited', active: 'Active', removed: 'Removed' };

function RoleSelect({ label, value, onChange, disabled }: { label: string; value: InvitableRole; onChange: (role: InvitableRole) => void; disabled?: boolean }) {
  return (
    <NativeSelect.Root size="sm" w="40" disabled={disabled}>
      <NativeSelect.Field aria-label={label} bg="white" value={value} onChange={(event) => onChange(event.target.value as InvitableRole)}>
        {INVITABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

function InviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('fulfilment');
  const [invite, { error, isLoading, data: invited, reset }] = useInviteStaffMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const done = await invite({ email: email.trim(), role })
      .unwrap()
      .then(() => true)
      .catch(() => false);
    if (done) setEmail('');
  };

  return (
    <Box as="section" aria-labelledby="invite-heading" bg="white" p="4" borderRadius="md" borderWidth="1px">
      <Stack gap="3">
        <Heading as="h2" id="invite-heading" fontSize="md">
          Invite a staff member
        </Heading>
        <HStack as="form" onSubmit={submit} align="end" wrap="wrap" gap="3">
          <Field.Root w="auto" required>
            <Field.Label fontSize="sm">Google account email</Field.Label>
            <Input size="sm" type="email" w="72" value={email} maxLength={254} onChange={(event) => setEmail(event.target.value)} />
          </Field.Root>
          <Field.Root w="auto">
            <Field.Label fontSize="sm">Role</Field.Label>
            <RoleSelect label="Role" value={role} onChange={setRole} />
          </Field.Root>
          <Button type="submit" size="sm" colorPalette="brand" loading={isLoading}>
            Invite
          </Button>
        </HStack>
        {error && (
          <Text role="alert" color="fg.error">
            {staffErrorMessage(error)}
          </Text>
        )}
        {invited && (
          <Text role="status">
            {invited.email} is invited as {ROLE_LABELS[invited.role]}: they can sign in with Google now.
          </Text>
        )}
      </Stack>
    </Box>
  );
}

function MemberRow({ member, isSelf }: { member: ApiStaffMember; isSelf: boolean }) {
  const [changeRole, changing] = useChangeStaffRoleMutation();
  const [remove, removing] = useRemoveStaffMutation();
  const editable = member.role !== 'owner' && member.status !== 'removed' && !isSelf;
  const error = changing.error ?? removing.error;

  const confirmRemoval = () => {
    if (window.confirm(`Remove ${member.name || member.email}? They are signed out and can no longer sign in.`)) void remove(member.id);
  };

  return (
    <tr>
      <Cell>
        <Text fontWeight="semibold">{member.name}</Text>
        {/* Until their first sign-in brings their Google name, the server names a member by their email: shown once. */}
        {member.name !== member.email && <Text color="fg.muted">{member.email}</Text>}
      </Cell>
      <Cell>
        {editable ? (
          <RoleSelect
            label={`Role of ${member.email}`}
            value={member.role as InvitableRole}
            disabled={changing.isLoading}
            onChange={(role) => void changeRole({ id: member.id, role })}
          />
        ) : (
          ROLE_LABELS[member.role]
        )}
      </Cell>
      <Cell>{STATUS_LABELS[member.status]}</Cell>
      <Cell>{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'Never'}</Cell>
      <Cell>
        {editable && (
          <Button size="xs" variant="outline" colorPalette="red" loading={removing.isLoading} onClick={confirmRemoval}>
            Remove
          </Button>
        )}
        {error && (
          <Text role="alert" color="fg.error" fontSize="xs">
            {staffErrorMessage(error)}
          </Text>
        )}
      </Cell>
    </tr>
  );
}

/** /admin/staff (owner only): who works in the back office, with which role; invite, change, remove. */
export function StaffPage() {
  const me = useStaff();
  const { data: members, error, refetch } = useListStaffQuery();

  return (
    <Stack gap="5">
      <Heading as="h1" fontSize="2xl">
        Staff
      </Heading>
      <InviteForm />
      <Loaded data={members} error={error} onRetry={() => void refetch()} placeholderHeight="40">
        {(loaded) => (
          <ListTable
            label="Staff members"
            head={
              <>
                <HeaderCell scope="col">Staff member</HeaderCell>
                <HeaderCell scope="col">Role</HeaderCell>
                <HeaderCell scope="col">Status</HeaderCell>
                <HeaderCell scope="col">Last sign-in</HeaderCell>
                <HeaderCell scope="col">
                  <Text srOnly>Actions</Text>
                </HeaderCell>
              </>
            }
            isEmpty={loaded.length === 0}
            emptyText="No staff members yet."
          >
            {loaded.map((member) => (
              <MemberRow key={member.id} member={member} isSelf={member.id === me.id} />
            ))}
          </ListTable>
        )}
      </Loaded>
    </Stack>
  );
}

import { Alert, Button, Card, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { isStaleVersion, staffErrorMessage } from '../../../lib/api-errors';
import { ConflictAlert } from '../../../lib/conflict-alert';
import { useGetStaffSettingsQuery, useUpdateSettingsMutation, type VersionedSettings } from '../api/staff-content.api';
import { TextField } from '../components/text-field';
import { settingsDraftOf, settingsOf, type SettingsDraft } from '../model/settings-draft';

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title}>
      <Card.Body gap="4">
        <Heading as="h2" fontSize="md">
          {title}
        </Heading>
        {note && (
          <Text fontSize="sm" color="fg.muted">
            {note}
          </Text>
        )}
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** /admin/settings (owner and managers): the shop's name, contact, social link, address and GST registration. */
export function SettingsPage() {
  const { data, error: loadError, refetch, isFetching } = useGetStaffSettingsQuery();
  const [update, { error, isLoading, reset }] = useUpdateSettingsMutation();
  const [base, setBase] = useState<VersionedSettings | null>(null);
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [saved, setSaved] = useState(false);

  if (data && !base) {
    setBase(data);
    setDraft(settingsDraftOf(data.settings));
  }

  const set = (key: keyof SettingsDraft) => (value: string) => {
    if (draft) setDraft({ ...draft, [key]: value });
    setSaved(false);
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!base || !draft) return;
    const answer = await update({ version: base.version, settings: settingsOf(draft) })
      .unwrap()
      .catch(() => null);
    if (answer) {
      setBase(answer);
      setDraft(settingsDraftOf(answer.settings));
      setSaved(true);
    }
  };

  const reload = async () => {
    reset();
    const { data: fresh } = await refetch();
    if (fresh) {
      setBase(fresh);
      setDraft(settingsDraftOf(fresh.settings));
    }
  };

  return (
    <Stack gap="5" maxW="4xl">
      <Heading as="h1" fontSize="2xl">
        Settings
      </Heading>
      {loadError ? (
        <Text role="alert">{staffErrorMessage(loadError)}</Text>
      ) : !draft ? (
        <Skeleton h="96" />
      ) : (
        <Stack as="form" gap="5" onSubmit={save} aria-label="Settings">
          <Section title="Shop and contact" note="The storefront's contact page and footer show these at once.">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField label="Shop name" value={draft.shopName} onChange={set('shopName')} maxLength={100} required />
              <TextField label="Contact email" type="email" value={draft.email} onChange={set('email')} maxLength={254} required />
              <TextField label="Contact phone" type="tel" value={draft.phone} onChange={set('phone')} maxLength={20} required helper="10 to 15 digits, spaces, +, brackets or hyphens." />
              <TextField label="Social profile link" type="url" value={draft.socialLink} onChange={set('socialLink')} maxLength={300} helper="An https:// link; empty for none." />
            </SimpleGrid>
          </Section>
          <Section title="Address" note="The supplier's address on tax invoices. Leave every field empty until it is known.">
            <TextField label="Address" value={draft.addressLine} onChange={set('addressLine')} maxLength={300} />
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
              <TextField label="City" value={draft.city} onChange={set('city')} maxLength={100} />
              <TextField label="State" value={draft.state} onChange={set('state')} maxLength={100} />
              <TextField label="PIN code" value={draft.pincode} onChange={set('pincode')} maxLength={6} helper="6 digits." />
            </SimpleGrid>
          </Section>
          <Section title="GST registration" note="For invoices. Leave both empty until the shop is registered.">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField label="Legal name" value={draft.legalName} onChange={set('legalName')} maxLength={200} />
              <TextField label="GSTIN" value={draft.gstin} onChange={set('gstin')} maxLength={15} helper="15 characters, like 27ABCDE1234F1Z5." />
            </SimpleGrid>
          </Section>
          {isStaleVersion(error) ? (
            <ConflictAlert message={staffErrorMessage(error)} reloadLabel="Reload settings (unsaved changes are lost)" reloading={isFetching} onReload={() => void reload()} />
          ) : (
            error && (
              <Text role="alert" color="fg.error">
                {staffErrorMessage(error)}
              </Text>
            )
          )}
          {saved && (
            <Alert.Root status="success" role="status">
              <Alert.Indicator />
              <Alert.Description>Settings saved.</Alert.Description>
            </Alert.Root>
          )}
          <Button type="submit" alignSelf="start" colorPalette="brand" loading={isLoading}>
            Save settings
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

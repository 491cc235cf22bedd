import { Button, Field, HStack, NativeSelect, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ApiDesigner } from '@shop/contracts';
import { DEFAULT_TIER_DISCOUNTS, DISCOUNT_TIERS, type DiscountTier } from '@shop/contracts/src/trade/trade-constants';
import { useState } from 'react';
import { useParams } from 'react-router';
import { formatRupees } from '../../../../lib/money';
import { adminPaths } from '../../../../lib/paths';
import { statusOf } from '../../../lib/api-errors';
import { DefinitionList } from '../../../lib/definition-list';
import { DetailColumns, DetailHeader, recordIdOf, StepOutcome, useRecordSteps } from '../../../lib/detail-page';
import { DetailUnavailable } from '../../../lib/detail-unavailable';
import { formatDateTime } from '../../../lib/labels';
import { SectionCard } from '../../../lib/section-card';
import { useGetStaffDesignerQuery, useReviewDesignerMutation, type DesignerReview } from '../api/staff-designers.api';
import { DesignerStatusBadge } from '../components/designer-status-badge';

/** What each step's notice says once the server has done it. */
const DONE: Record<DesignerReview['action'], string> = {
  approve: 'Approved: the designer is emailed and can sign in.',
  reject: 'Rejected: the designer is emailed the note.',
  suspend: 'Suspended: the designer is signed out and emailed the note.',
  'set-tier': 'Tier changed: new quotes use it.',
};

function Application({ designer }: { designer: ApiDesigner }) {
  const link = (url: string) => (
    <a href={url} target="_blank" rel="noreferrer noopener">
      {url}
    </a>
  );
  return (
    <DefinitionList
      rows={[
        ['Email', <a href={`mailto:${designer.email}`}>{designer.email}</a>],
        ['Email verified', designer.emailVerified ? 'Yes' : 'Not yet'],
        ['Company', designer.companyName],
        ['Phone', designer.phone],
        ['Portfolio', link(designer.portfolio)],
        designer.website !== null && ['Website', link(designer.website)],
        ['Address', `${designer.address}, ${designer.city}, ${designer.state} ${designer.pincode}, ${designer.country}`],
        designer.gstin !== null && ['GSTIN', designer.gstin],
        designer.bio !== null && ['About', designer.bio],
        ['Applied', formatDateTime(designer.createdAt)],
      ]}
    />
  );
}

function Figures({ designer }: { designer: ApiDesigner }) {
  return (
    <DefinitionList
      rows={[
        ['Tier', `${designer.discountTier} (${designer.discountPercent}% off the shop’s price)`],
        ['Projects completed', String(designer.projectsCompleted)],
        ['Revenue', formatRupees(designer.totalRevenue, { paise: true })],
        ['Last sign-in', designer.lastLoginAt === null ? 'Never' : formatDateTime(designer.lastLoginAt)],
        designer.reviewNote !== null && ['Note', designer.reviewNote],
      ]}
    />
  );
}

/**
 * /admin/designers/{id}: an application with its facts, and the review: approve with a tier,
 * reject or suspend with a note (the designer is emailed), or change an approved designer's tier.
 * Each step sends the version shown; a change meanwhile answers 409 and the designer is read again.
 */
export function DesignerDetailPage() {
  const id = recordIdOf(useParams().id);
  const { data: designer, error, refetch, isFetching } = useGetStaffDesignerQuery(id ?? 0, { skip: id === null });
  const [review, reviewing] = useReviewDesignerMutation();
  const [tier, setTier] = useState<DiscountTier | null>(null);
  const [note, setNote] = useState('');
  const { notice, problem, attempt } = useRecordSteps(() => void refetch());

  if (id === null || error) {
    return (
      <DetailUnavailable
        missing={id === null || statusOf(error) === 404}
        kind="Designer"
        missingText="There is no designer with this number."
        error={error}
        back={{ to: adminPaths.designers.getHref(), label: 'Back to designers' }}
      />
    );
  }
  if (!designer) return <Skeleton h="96" />;

  const chosenTier = tier ?? (designer.discountTier as DiscountTier);
  const act = async (request: DesignerReview) => {
    if ((await attempt(() => review(request).unwrap(), { done: DONE[request.action] })) !== 'done') return;
    setNote('');
    setTier(null);
  };

  const { version } = designer;
  const status = designer.approvalStatus;
  const mayApprove = status !== 'approved';
  const noteMissing = note.trim() === '';

  return (
    <Stack gap="5" aria-busy={isFetching}>
      <DetailHeader
        back={{ to: adminPaths.designers.getHref(), label: 'Designers' }}
        title={`${designer.firstName} ${designer.lastName}`}
        meta={
          <>
            <Text color="fg.muted">{designer.companyName}</Text>
            <DesignerStatusBadge status={status} />
          </>
        }
      />
      <StepOutcome notice={notice} problem={problem} />

      <DetailColumns
        main={
          <SectionCard title="Application">
            <Application designer={designer} />
          </SectionCard>
        }
        side={
          <>
            <SectionCard title="Trade account">
              <Figures designer={designer} />
            </SectionCard>
            <SectionCard title="Review">
              <Stack gap="3" role="group" aria-label="Review">
                <Field.Root>
                  <Field.Label>Discount tier</Field.Label>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field value={String(chosenTier)} onChange={(event) => setTier(Number(event.target.value) as DiscountTier)}>
                      {DISCOUNT_TIERS.map((each) => (
                        <option key={each} value={each}>
                          Tier {each} ({DEFAULT_TIER_DISCOUNTS[each]}% unless the settings say otherwise)
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <HStack gap="2" wrap="wrap">
                  {mayApprove && (
                    <Button size="sm" colorPalette="brand" loading={reviewing.isLoading} onClick={() => void act({ id: designer.id, version, action: 'approve', discountTier: chosenTier })}>
                      Approve
                    </Button>
                  )}
                  {status === 'approved' && (
                    <Button size="sm" variant="outline" disabled={reviewing.isLoading || chosenTier === designer.discountTier} onClick={() => void act({ id: designer.id, version, action: 'set-tier', discountTier: chosenTier })}>
                      Change tier
                    </Button>
                  )}
                </HStack>
                <Field.Root>
                  <Field.Label>Note to the designer</Field.Label>
                  <Textarea value={note} onChange={(event) => setNote(event.target.value)} rows={3} maxLength={1000} />
                  <Field.HelperText>Needed to reject or suspend; the designer is emailed it.</Field.HelperText>
                </Field.Root>
                <HStack gap="2" wrap="wrap">
                  {status === 'pending' && (
                    <Button size="sm" variant="outline" colorPalette="red" disabled={reviewing.isLoading || noteMissing} onClick={() => void act({ id: designer.id, version, action: 'reject', note })}>
                      Reject
                    </Button>
                  )}
                  {status === 'approved' && (
                    <Button size="sm" variant="outline" colorPalette="red" disabled={reviewing.isLoading || noteMissing} onClick={() => void act({ id: designer.id, version, action: 'suspend', note })}>
                      Suspend
                    </Button>
                  )}
                </HStack>
              </Stack>
            </SectionCard>
          </>
        }
      />
    </Stack>
  );
}

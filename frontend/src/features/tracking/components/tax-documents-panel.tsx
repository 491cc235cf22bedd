import { Link, Stack, Text } from '@chakra-ui/react';
import { LuFileText } from 'react-icons/lu';
import { taxDocumentLabel } from '../../../lib/tax-documents';
import { trackedTaxDocumentHref, useTrackedTaxDocumentsQuery, type TrackOrderRequest } from '../api/tracking.api';

/**
 * The tracked order's GST invoice and credit notes as PDF downloads. The shop issues the invoice
 * when it confirms the order (or the payment goes through); until then the shopper is told so.
 */
export function TaxDocumentsPanel({ request, pending }: { request: TrackOrderRequest; pending: boolean }) {
  const { data: documents, isLoading, isError } = useTrackedTaxDocumentsQuery(request);
  if (isLoading) return <Text color="fg.muted">Looking for your tax invoice…</Text>;
  if (isError) return <Text color="fg.muted">Your tax invoice cannot be shown right now. Please try again later.</Text>;
  if (!documents?.length) {
    return <Text color="fg.muted">{pending ? 'Your tax invoice will be here once we confirm your order.' : 'No tax invoice has been issued for this order.'}</Text>;
  }
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label="Tax invoice and credit notes">
      {documents.map((document) => (
        <li key={document.number}>
          <Link href={trackedTaxDocumentHref(request, document.slug)} download={`${document.slug}.pdf`} color="brand.fg" textDecoration="underline">
            <LuFileText aria-hidden="true" />
            {`${taxDocumentLabel(document)} (PDF)`}
          </Link>
        </li>
      ))}
    </Stack>
  );
}

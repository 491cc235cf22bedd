import { HStack, Link } from '@chakra-ui/react';
import { LuFileText } from 'react-icons/lu';
import { taxDocumentLabel } from '../../../lib/tax-documents';
import { myTaxDocumentHref, useGetMyTaxDocumentsQuery } from '../api/orders.api';

/**
 * The order's GST invoice and credit notes as PDF downloads. A pending order has none yet (the
 * invoice is issued when the shop confirms it, or its payment goes through), so it is not asked.
 */
export function OrderTaxDocuments({ orderNumber, pending }: { orderNumber: string; pending: boolean }) {
  const { data: documents } = useGetMyTaxDocumentsQuery(orderNumber, { skip: pending });
  if (!documents?.length) return null;
  return (
    <HStack as="ul" gap="4" wrap="wrap" listStyleType="none" m="0" p="0" aria-label={`Tax documents of order ${orderNumber}`}>
      {documents.map((document) => (
        <li key={document.number}>
          <Link href={myTaxDocumentHref(orderNumber, document.slug)} download={`${document.slug}.pdf`} fontSize="sm" color="brand.fg" textDecoration="underline">
            <LuFileText aria-hidden="true" />
            {`${taxDocumentLabel(document)} (PDF)`}
          </Link>
        </li>
      ))}
    </HStack>
  );
}

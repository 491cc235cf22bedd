import { Text } from '@chakra-ui/react';
import type { ApiAdminOrder } from '@shop/contracts';
import { formatRupees } from '../../../../lib/money';
import { taxDocumentLabel } from '../../../../lib/tax-documents';
import { Cell, HeaderCell } from '../../../lib/data-table';
import { formatDateTime } from '../../../lib/labels';
import { ListTable } from '../../../lib/list-table';
import { Loaded } from '../../../lib/query-state';
import { taxDocumentHref, useGetStaffTaxDocumentsQuery } from '../api/staff-orders.api';

const money = (amount: number) => formatRupees(amount, { paise: true });

/** The order's GST invoice and credit notes, each a download of the PDF stored when it was issued. */
export function TaxDocuments({ order }: { order: Pick<ApiAdminOrder, 'orderNumber' | 'version'> }) {
  const { data, error, refetch } = useGetStaffTaxDocumentsQuery({ orderNumber: order.orderNumber, version: order.version });
  return (
    <Loaded data={data} error={error} onRetry={() => void refetch()} placeholderHeight="16">
      {(documents) =>
        documents.length === 0 ? (
          <Text color="fg.muted">No tax invoice yet: it is issued when the order is confirmed, once the shop's GST registration is in the settings.</Text>
        ) : (
          <ListTable
            label="Tax documents"
            head={
              <>
                <HeaderCell scope="col">Document</HeaderCell>
                <HeaderCell scope="col">Issued</HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  Taxable
                </HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  Tax
                </HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  Total
                </HeaderCell>
              </>
            }
          >
            {documents.map((document) => (
              <tr key={document.number}>
                <Cell>
                  <a href={taxDocumentHref(order.orderNumber, document.slug)} target="_blank" rel="noopener">
                    {`${taxDocumentLabel(document)} (PDF)`}
                  </a>
                </Cell>
                <Cell>{formatDateTime(document.issuedAt)}</Cell>
                <Cell textAlign="end">{money(document.taxableValue)}</Cell>
                <Cell textAlign="end">{money(document.tax)}</Cell>
                <Cell textAlign="end">{money(document.total)}</Cell>
              </tr>
            ))}
          </ListTable>
        )
      }
    </Loaded>
  );
}

import { Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { SectionCard } from '../../../lib/section-card';
import { gstReportHref } from '../api/staff-orders.api';
import { currentIndiaMonth, REPORT_MONTH } from '../model/report-month';

/**
 * /admin/gst-report: the month's GST report for the accountant, as CSV downloads (plain links:
 * the browser saves the streamed file). Each download is recorded in the audit log.
 */
export function GstReportPage() {
  const [month, setMonth] = useState(currentIndiaMonth);
  const valid = REPORT_MONTH.test(month);
  return (
    <Stack gap="5">
      <Heading as="h1" fontSize="2xl">
        GST report
      </Heading>
      <SectionCard title="Monthly report for the accountant">
        <Text fontSize="sm" color="fg.muted">
          Every tax invoice and credit note issued in the month (India time), with the taxable value and the CGST, SGST and IGST by rate
          and place of supply; or the month's totals by place of supply and rate, credit notes netted off.
        </Text>
        <Field.Root invalid={!valid} w="auto">
          <Field.Label fontSize="sm">Month</Field.Label>
          <Input type="month" size="sm" w="48" value={month} onChange={(event) => setMonth(event.target.value)} />
          {!valid && <Field.ErrorText>Choose a month</Field.ErrorText>}
        </Field.Root>
        <HStack gap="3" wrap="wrap">
          <Button asChild type={undefined} size="sm" variant="outline" disabled={!valid}>
            <a href={valid ? gstReportHref(month, 'documents') : undefined} download aria-disabled={!valid}>
              Invoices and credit notes (CSV)
            </a>
          </Button>
          <Button asChild type={undefined} size="sm" variant="outline" disabled={!valid}>
            <a href={valid ? gstReportHref(month, 'summary') : undefined} download aria-disabled={!valid}>
              Totals by state and rate (CSV)
            </a>
          </Button>
        </HStack>
      </SectionCard>
    </Stack>
  );
}

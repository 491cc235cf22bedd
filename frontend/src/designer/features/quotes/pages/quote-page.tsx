import { Alert, Button, Flex, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ApiQuote } from '@shop/contracts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { formatLongDate } from '../../../../lib/dates';
import { designerPaths } from '../../../lib/designer-paths';
import { statusOf } from '../../../lib/designer-errors';
import { ProblemAlert } from '../../../lib/problem-alert';
import { QuoteStatusBadge } from '../../../lib/quote-status-badge';
import { quotePdfHref, useDesignerQuoteQuery, useDesignerQuoteStepMutation, useDesignerUpdateQuoteMutation } from '../api/quotes.api';
import { QuoteBuilder } from '../components/quote-builder';
import { QuoteSummary } from '../components/quote-summary';
import { draftOf, type QuoteFields } from '../model/quote-draft';

/** A quote id as the address names it, or null for one that cannot be (asked for nothing). */
function quoteIdOf(text: string | undefined): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** What the client has seen of the quote, and when. */
function Timeline({ quote }: { quote: ApiQuote }) {
  const lines = [
    quote.sentAt && `Sent ${formatLongDate(quote.sentAt)} to ${quote.clientEmail}; it expires ${formatLongDate(quote.expiresAt)}.`,
    quote.respondedAt && `The client answered ${formatLongDate(quote.respondedAt)}.`,
    quote.orderNumber && `Ordered as ${quote.orderNumber}.`,
  ].filter(Boolean);
  if (lines.length === 0) return <Text color="fg.muted">A draft: the client sees nothing until you send it.</Text>;
  return (
    <Stack gap="1">
      {lines.map((line) => (
        <Text key={line as string}>{line}</Text>
      ))}
    </Stack>
  );
}

/**
 * /designer/quotes/{id}: one quote with the server's prices. A draft is changed here and sent
 * (its prices then freeze); a sent or accepted quote can be withdrawn; a sent, declined or
 * expired one revised into a new draft. Each step sends the version shown: a change made
 * meanwhile answers 409 and the quote is read again.
 */
export function QuotePage() {
  const id = quoteIdOf(useParams().id);
  const navigate = useNavigate();
  const { data: quote, error, refetch } = useDesignerQuoteQuery(id ?? 0, { skip: id === null });
  const [update, updating] = useDesignerUpdateQuoteMutation();
  const [step, stepping] = useDesignerQuoteStepMutation();
  const [notice, setNotice] = useState<string | null>(null);
  const [editKey, setEditKey] = useState(0);

  if (id === null || statusOf(error) === 404) {
    return (
      <Stack gap="2">
        <Heading as="h1" fontSize="2xl">
          Quote not found
        </Heading>
        <Text>There is no quote of yours at this address.</Text>
        <RouterLink to={designerPaths.quotes.getHref()}>Back to quotes</RouterLink>
      </Stack>
    );
  }
  if (error) return <ProblemAlert error={error} />;
  if (!quote) return <Skeleton h="96" />;

  const run = async (request: Parameters<typeof step>[0], done: string) => {
    setNotice(null);
    const answer = await step(request)
      .unwrap()
      .catch((failure: unknown) => {
        if (statusOf(failure) === 409) void refetch();
        return null;
      });
    if (!answer) return;
    if (answer.id !== quote.id) navigate(designerPaths.quote.getHref(answer.id));
    else setNotice(done);
  };

  const save = async (fields: QuoteFields) => {
    setNotice(null);
    const saved = await update({ id: quote.id, version: quote.version, fields })
      .unwrap()
      .catch((failure: unknown) => {
        if (statusOf(failure) === 409) void refetch();
        return null;
      });
    if (saved) {
      setNotice('Saved: the prices below are the shop’s for the changed quote.');
      setEditKey((key) => key + 1);
    }
  };

  const version = quote.version;
  return (
    <Stack gap="5">
      <Flex justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Text fontSize="sm">
            <RouterLink to={designerPaths.quotes.getHref()}>← Quotes</RouterLink>
          </Text>
          <HStack gap="3">
            <Heading as="h1" fontSize="2xl">
              Quote {quote.quoteNumber}
            </Heading>
            <QuoteStatusBadge status={quote.status} />
          </HStack>
          <Text color="fg.muted">
            For {quote.clientName} · revision {quote.revision}
          </Text>
        </Stack>
        <HStack gap="2" role="group" aria-label="Quote actions" wrap="wrap">
          {quote.status === 'draft' && (
            <Button colorPalette="brand" loading={stepping.isLoading} onClick={() => void run({ id: quote.id, step: 'send', version }, 'Sent: your client has the quote by email, with its PDF and a private link.')}>
              Send to client
            </Button>
          )}
          {(quote.status === 'sent' || quote.status === 'accepted') && (
            <Button variant="outline" colorPalette="red" disabled={stepping.isLoading} onClick={() => void run({ id: quote.id, step: 'withdraw', version }, 'Withdrawn: the client’s link shows it withdrawn.')}>
              Withdraw
            </Button>
          )}
          {(quote.status === 'sent' || quote.status === 'declined' || quote.status === 'expired') && (
            <Button variant="outline" disabled={stepping.isLoading} onClick={() => void run({ id: quote.id, step: 'revise' }, '')}>
              Revise
            </Button>
          )}
          <Link href={quotePdfHref(quote.id)} download variant="underline">
            Download PDF
          </Link>
        </HStack>
      </Flex>

      {notice && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{notice}</Alert.Title>
        </Alert.Root>
      )}
      <ProblemAlert error={stepping.error} />

      <Timeline quote={quote} />
      <QuoteSummary quote={quote} />
      {quote.notes && <Text whiteSpace="pre-wrap">Notes: {quote.notes}</Text>}

      {quote.status === 'draft' && (
        <Stack gap="3">
          <Heading as="h2" fontSize="xl">
            Change the draft
          </Heading>
          <QuoteBuilder key={`${quote.id}-${editKey}`} initial={draftOf(quote)} submitLabel="Save changes" submitting={updating.isLoading} error={updating.error} onSubmit={(fields) => void save(fields)} />
        </Stack>
      )}
    </Stack>
  );
}

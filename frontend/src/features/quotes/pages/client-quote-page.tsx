import { Alert, Badge, Box, Button, Container, Field, Heading, HStack, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ApiClientQuote } from '@shop/contracts';
import type { QuoteStatus } from '@shop/contracts/src/trade/trade-constants';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AppLink } from '../../../components/ui/app-link';
import { QuotedPrintsTable } from '../../../components/ui/quoted-prints-table';
import { SummaryRow } from '../../../components/ui/summary-row';
import { isShopApiError } from '../../../lib/api/base-query';
import { leaveShopFor } from '../../../lib/browser-location';
import { formatLongDate } from '../../../lib/dates';
import { formatRupees } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useGetClientQuoteQuery, useOrderQuoteMutation, useQuoteCustomerMutation, useRespondToQuoteMutation } from '../api/quote-link.api';
import { QuoteOrderForm } from '../components/quote-order-form';
import { customerOf, quoteOrderOf, type QuoteOrderFormValues } from '../model/quote-order-form';

/** What the client reads about where the quote stands. */
const STATUS_TEXT: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Awaiting your answer',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn by the designer',
  converted: 'Ordered',
};

const money = (amount: number) => formatRupees(amount, { paise: true });

function QuoteDetails({ quote }: { quote: ApiClientQuote }) {
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text color="fg.muted">
          From {quote.designer.name}, {quote.designer.companyName}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" fontSize="2xl">
            Quote {quote.quoteNumber}
          </Heading>
          <Badge size="lg" aria-label={`Status: ${STATUS_TEXT[quote.status]}`}>
            {STATUS_TEXT[quote.status]}
          </Badge>
        </HStack>
        <Text>
          Prepared for {quote.clientName} · valid until {formatLongDate(quote.expiresAt)}
        </Text>
      </Stack>
      <QuotedPrintsTable
        items={quote.items}
        prices={[
          { header: 'Price', value: (item) => money(item.unitPrice) },
          { header: 'Total', value: (item) => money(item.lineTotal) },
        ]}
      />
      <Box as="dl" alignSelf="end" minW={{ base: 'full', sm: '72' }} aria-label="Quote total">
        <SummaryRow label="Total (GST included)" value={money(quote.finalAmount)} emphasised />
      </Box>
      {quote.notes && (
        <Text whiteSpace="pre-wrap" bg="bg.muted" p="3" borderRadius="md">
          {quote.notes}
        </Text>
      )}
    </Stack>
  );
}

/** Accept, or decline with an optional reason. */
function Answer({ token, onProblem }: { token: string; onProblem: (message: string | null) => void }) {
  const [respond, { isLoading }] = useRespondToQuoteMutation();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');

  const answer = async (response: 'accept' | 'decline') => {
    onProblem(null);
    const trimmed = reason.trim();
    await respond({ token, response, ...(response === 'decline' && trimmed !== '' ? { reason: trimmed } : {}) })
      .unwrap()
      .catch((error: unknown) => {
        onProblem(isShopApiError(error) && error.status === 409 ? 'This quote is no longer open: reload the page to see where it stands.' : 'Your answer did not reach us. Please try again.');
      });
  };

  if (declining) {
    return (
      <Stack gap="3" as="section" aria-label="Decline the quote">
        <Field.Root>
          <Field.Label>Reason (optional)</Field.Label>
          <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={2} maxLength={1000} />
        </Field.Root>
        <HStack>
          <Button colorPalette="red" loading={isLoading} onClick={() => void answer('decline')}>
            Confirm decline
          </Button>
          <Button variant="ghost" onClick={() => setDeclining(false)}>
            Back
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <HStack gap="3" role="group" aria-label="Your answer">
      <Button colorPalette="brand" size="lg" loading={isLoading} onClick={() => void answer('accept')}>
        Accept quote
      </Button>
      <Button variant="outline" size="lg" disabled={isLoading} onClick={() => setDeclining(true)}>
        Decline quote
      </Button>
    </HStack>
  );
}

function OrderPlaced({ orderNumber }: { orderNumber: string }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Stack gap="1">
        <Alert.Title>Order placed: {orderNumber}</Alert.Title>
        <Alert.Description>
          A confirmation email is on its way. <AppLink to={paths.orderTracking.getHref(orderNumber)}>Track your order</AppLink>
        </Alert.Description>
      </Stack>
    </Alert.Root>
  );
}

/**
 * /quote/{token}: a designer's quote as their client opens it from the email, with no account.
 * The client accepts or declines a sent quote; an accepted one is ordered here at the quoted prices
 * (the server holds them): the checkout's customer first, then the order of the quote, cash on
 * delivery or PhonePe.
 */
export default function ClientQuotePage() {
  const token = useParams().token ?? '';
  const { data: quote, error, isLoading } = useGetClientQuoteQuery(token, { skip: token === '' });
  const [createCustomer] = useQuoteCustomerMutation();
  const [orderQuote] = useOrderQuoteMutation();
  const [ordering, setOrdering] = useState(false);
  const [orderError, setOrderError] = useState<unknown>(null);
  const [placed, setPlaced] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const order = async (values: QuoteOrderFormValues & { paymentMethod: 'cod' | 'phonepe' }) => {
    setOrdering(true);
    setOrderError(null);
    try {
      const { id } = await createCustomer(customerOf(values)).unwrap();
      const answer = await orderQuote({ token, ...quoteOrderOf(id, values) }).unwrap();
      if (answer.redirectUrl) {
        leaveShopFor(answer.redirectUrl);
        return;
      }
      setPlaced(answer.orderNumber);
    } catch (failure) {
      setOrderError(failure);
    }
    setOrdering(false);
  };

  let body;
  if (isLoading) body = <Skeleton h="80" />;
  else if (!quote || error) {
    body = (
      <Stack gap="2" role="alert">
        <Heading as="h1" fontSize="2xl">
          This quote link is not valid
        </Heading>
        <Text>{isShopApiError(error) && error.status === 404 ? 'Open the link from your email exactly as it was sent, or ask your designer for a new one.' : 'The quote could not be loaded. Please try again.'}</Text>
      </Stack>
    );
  } else {
    const orderNumber = placed ?? quote.orderNumber;
    body = (
      <Stack gap="6">
        <QuoteDetails quote={quote} />
        {problem && (
          <Text role="alert" color="fg.error">
            {problem}
          </Text>
        )}
        {orderNumber ? (
          <OrderPlaced orderNumber={orderNumber} />
        ) : quote.status === 'sent' ? (
          <Answer token={token} onProblem={setProblem} />
        ) : quote.orderable ? (
          <QuoteOrderForm submitting={ordering} error={orderError} onSubmit={(values) => void order(values)} />
        ) : null}
      </Stack>
    );
  }
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      {body}
    </Container>
  );
}

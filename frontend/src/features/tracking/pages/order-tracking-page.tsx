import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { useLazyTrackOrderQuery, type TrackedOrder } from '../api/tracking.api';
import { TrackOrderForm } from '../components/track-order-form';
import { TrackedOrderView } from '../components/tracked-order-view';
import type { TrackingFormValues } from '../model/tracking';

/**
 * /order-tracking (spec section 2): order number and email, then the order in place of the form.
 * `?number=` fills in the order number. Every failure reads the same to the shopper.
 */
export function OrderTrackingPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [track, { isFetching }] = useLazyTrackOrderQuery();
  const [order, setOrder] = useState<TrackedOrder | null>(null);
  // A new form (emptied) each time the shopper asks to track another order.
  const [formKey, setFormKey] = useState(0);
  const [initialNumber, setInitialNumber] = useState(() => searchParams.get('number') ?? '');

  const onTrack = async (values: TrackingFormValues) => {
    try {
      setOrder(await track(values).unwrap());
    } catch {
      toast({
        title: 'Order not found',
        description: "We couldn't find an order with the provided details. Please check and try again.",
        variant: 'destructive',
      });
    }
  };

  const trackAnother = () => {
    setOrder(null);
    setInitialNumber('');
    setFormKey((key) => key + 1);
    if (searchParams.has('number')) setSearchParams({}, { replace: true });
    window.scrollTo(0, 0);
  };

  return (
    <Container maxW={order ? '5xl' : 'xl'} px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2" textAlign="center">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} letterSpacing="tight">
            Track Your Order
          </Heading>
          {!order && <Text color="fg.muted">Enter your order number and the email address you ordered with.</Text>}
        </Stack>
        {order ? (
          <TrackedOrderView order={order} onTrackAnother={trackAnother} />
        ) : (
          <TrackOrderForm key={formKey} initialOrderNumber={initialNumber} searching={isFetching} onTrack={onTrack} />
        )}
      </Stack>
    </Container>
  );
}

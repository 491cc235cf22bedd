import { Alert, Box, Button, Container, EmptyState, Heading, SimpleGrid, Skeleton, VStack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuHeart } from 'react-icons/lu';
import { ButtonLink } from '../../../components/ui/button-link';
import { SignInPrompt } from '../../../components/ui/sign-in-prompt';
import { paths } from '../../../lib/paths';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import type { WishlistEntry } from '../api/wishlist.api';
import { WishlistItemCard } from '../components/wishlist-item-card';
import { useWishlist, useWishlistActions } from '../hooks/use-wishlist';

const TITLE = 'My Wishlist';
const GRID_COLUMNS = { base: 1, sm: 2, lg: 3, xl: 4 };

function EmptyWishlist() {
  return (
    <EmptyState.Root size="lg" py={{ base: '12', md: '16' }}>
      <EmptyState.Content>
        <EmptyState.Indicator color="brand.fg">
          <LuHeart />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <Heading as="h2" fontSize={{ base: 'xl', md: '2xl' }}>
            Your wishlist is empty
          </Heading>
          <EmptyState.Description>Tap the heart on any artwork to keep it here.</EmptyState.Description>
        </VStack>
        <Box asChild mt="4">
          <ButtonLink to={paths.allArt.getHref()} colorPalette="brand" size="lg">
            Continue Shopping
          </ButtonLink>
        </Box>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

interface WishlistPageProps {
  /** What a logged-out visitor signs in with; the app gives the account feature's button. */
  signInButton: ReactNode;
}

/** /wishlist: the signed-in shopper's saved artworks (spec section 2). */
export function WishlistPage({ signInButton }: WishlistPageProps) {
  const user = useCurrentUser();
  const { data: entries, error, isLoading, isFetching, refetch } = useWishlist();
  const { remove } = useWishlistActions();
  const [removing, setRemoving] = useState<number | null>(null);

  if (!user) {
    return (
      <SignInPrompt title={TITLE} description="Please login to view your wishlist">
        {signInButton}
      </SignInPrompt>
    );
  }

  const onRemove = async (entry: WishlistEntry) => {
    setRemoving(entry.id);
    try {
      await remove(entry);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }}>
      <Heading as="h1" fontSize={{ base: '3xl', md: '5xl' }} letterSpacing="tight" mb={{ base: '8', md: '10' }}>
        {TITLE}
      </Heading>
      {isLoading ? (
        <SimpleGrid columns={GRID_COLUMNS} gap="6" role="status" aria-label="Loading wishlist">
          {[0, 1, 2, 3].map((slot) => (
            <Skeleton key={slot} h="26rem" borderRadius="l3" />
          ))}
        </SimpleGrid>
      ) : error ? (
        <Alert.Root status="error" role="alert" borderRadius="l3">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Failed to fetch wishlist</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" alignSelf="center" loading={isFetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert.Root>
      ) : entries && entries.length > 0 ? (
        <SimpleGrid as="ul" listStyleType="none" columns={GRID_COLUMNS} gap="6" aria-label="Saved artworks">
          {entries.map((entry) => (
            <li key={entry.id}>
              <WishlistItemCard entry={entry} removing={removing === entry.id} onRemove={(item) => void onRemove(item)} />
            </li>
          ))}
        </SimpleGrid>
      ) : (
        <EmptyWishlist />
      )}
    </Container>
  );
}

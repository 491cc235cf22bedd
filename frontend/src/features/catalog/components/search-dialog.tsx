import {
  Alert,
  AspectRatio,
  Box,
  Button,
  CloseButton,
  Dialog,
  Heading,
  HStack,
  Input,
  InputGroup,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { ApiProduct } from '@shop/contracts';
import { MAX_SEARCH_LENGTH } from '@shop/contracts/src/catalog/browse-constants';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { apiErrorMessage } from '../../../lib/api/base-query';
import { formatRupees } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useLazyGetProductsQuery, type ProductPage } from '../../../lib/api/products.api';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** The search box takes focus this long after the dialog opens (spec section 9). */
export const SEARCH_FOCUS_DELAY_MS = 100;
/** The server is asked once the shopper has stopped typing for this long. */
export const SEARCH_DEBOUNCE_MS = 250;
/** How many of the best matches the dialog shows. */
export const SEARCH_RESULT_LIMIT = 12;

const RESULT_IMAGE_SIZES = '96px';

function SearchMessage({ title, hint }: { title: string; hint: string }) {
  return (
    <Stack align="center" textAlign="center" gap="2" py="12" px="4">
      <Box color="fg.subtle" fontSize="3xl" aria-hidden="true">
        <LuSearch />
      </Box>
      <Text fontWeight="medium">{title}</Text>
      <Text fontSize="sm" color="fg.muted">
        {hint}
      </Text>
    </Stack>
  );
}

function SearchResult({ product, onChoose }: { product: ApiProduct; onChoose: () => void }) {
  const image = product.images[0] ?? product.mainImage;
  return (
    <HStack
      asChild
      align="start"
      gap="3"
      p="3"
      borderRadius="l2"
      borderWidth="1px"
      borderColor="border"
      _hover={{ bg: 'bg.subtle', borderColor: 'brand.border' }}
      focusVisibleRing="outside"
    >
      <RouterLink to={paths.product.getHref(product.id, product.slug)} onClick={onChoose}>
        <AspectRatio ratio={1} w="20" flexShrink={0} bg="bg.subtle" borderRadius="l1" overflow="hidden">
          <ResponsiveImage src={image} media={product.media} sizes={RESULT_IMAGE_SIZES} alt="" fit="cover" />
        </AspectRatio>
        <Stack gap="1" minW="0">
          <Heading as="h3" fontSize="md" lineClamp={1}>
            {product.title}
          </Heading>
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {product.description}
          </Text>
          <Text fontSize="sm" fontWeight="semibold">
            {formatRupees(product.basePrice)}
          </Text>
        </Stack>
      </RouterLink>
    </HStack>
  );
}

function SearchResultList({ page, busy, onChoose }: { page: ProductPage; busy: boolean; onChoose: () => void }) {
  return (
    <Stack gap="3" aria-busy={busy} opacity={busy ? 0.6 : 1} transition="opacity 0.2s ease">
      {page.total > page.products.length && (
        <Text fontSize="sm" color="fg.muted">
          Showing {page.products.length} of {page.total} results
        </Text>
      )}
      <SimpleGrid as="ul" listStyleType="none" aria-label="Search results" columns={{ base: 1, sm: 2 }} gap="3">
        {page.products.map((product) => (
          <li key={product.id}>
            <SearchResult product={product} onChoose={onChoose} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

type SearchRequest = ReturnType<ReturnType<typeof useLazyGetProductsQuery>[0]>;

/** A request this dialog cancelled itself: not a failure to show. */
function wasCancelled(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * Asks the server for the best matches of `query` once the shopper pauses. A newer search or
 * blank text cancels the request on its way, so an older answer never replaces a newer one.
 */
function useProductSearch(query: string) {
  const debounced = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  // Typing waits for a pause; clearing the box stops at once.
  const searchFor = query ? debounced : '';
  const [search, result] = useLazyGetProductsQuery();
  const inFlight = useRef<{ q: string; request: SearchRequest }>(undefined);

  useEffect(() => {
    const previous = inFlight.current;
    // Effects may run twice for one value (React's strict mode); the request already asks for it.
    if (previous?.q === searchFor) return;
    previous?.request.abort();
    inFlight.current = searchFor ? { q: searchFor, request: search({ q: searchFor, limit: SEARCH_RESULT_LIMIT }, true) } : undefined;
  }, [searchFor, search]);

  const retry = () => {
    if (!searchFor) return;
    inFlight.current = { q: searchFor, request: search({ q: searchFor, limit: SEARCH_RESULT_LIMIT }) };
  };

  /** The answer (or failure) for the text in the box; undefined while it is still to come. */
  const answered = searchFor === query && result.originalArgs?.q === query;
  return {
    page: answered ? result.currentData : undefined,
    error: answered && result.isError && !wasCancelled(result.error) ? result.error : undefined,
    /** The last answer for an earlier text, shown dimmed until the new one arrives. */
    previous: result.data,
    retrying: result.isFetching,
    retry,
  };
}

function SearchResults({ query, onChoose }: { query: string; onChoose: () => void }) {
  const { page, error, previous, retrying, retry } = useProductSearch(query);

  if (!query) {
    return <SearchMessage title="Start typing to search for products" hint="Search by product name, description, or tags" />;
  }
  if (error) {
    return (
      <Alert.Root status="error" role="alert" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The products could not be loaded.</Alert.Title>
          <Alert.Description>{apiErrorMessage(error)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" alignSelf="center" loading={retrying} onClick={retry}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  if (page) {
    if (!page.products.length) {
      return (
        <SearchMessage
          title={`No products found matching "${query}"`}
          hint="Try a different search term or browse our collections"
        />
      );
    }
    return <SearchResultList page={page} busy={false} onChoose={onChoose} />;
  }
  if (previous?.products.length) return <SearchResultList page={previous} busy onChoose={onChoose} />;
  return (
    <HStack role="status" justify="center" py="12" gap="3" color="fg.muted">
      <Spinner size="sm" />
      <Text>Searching products…</Text>
    </HStack>
  );
}

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The header's product search (spec section 2): the server searches the catalogue as the shopper types. */
export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  const [query, setQuery] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => inputRef.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  const close = () => {
    setQuery('');
    onClose();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && close()}
      size={{ base: 'full', md: 'xl' }}
      placement="top"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="14">
              <Dialog.Title>Search Products</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4" pb="6">
              <InputGroup
                startElement={<LuSearch aria-hidden="true" />}
                endElement={
                  query ? (
                    <CloseButton
                      size="xs"
                      aria-label="Clear search"
                      onClick={() => {
                        setQuery('');
                        inputRef.current?.focus();
                      }}
                    />
                  ) : undefined
                }
              >
                <Input
                  ref={inputRef}
                  type="search"
                  aria-label="Search products"
                  placeholder="Search for art and decor..."
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  autoComplete="off"
                  maxLength={MAX_SEARCH_LENGTH}
                  css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
                />
              </InputGroup>
              {open && <SearchResults query={query.trim()} onChoose={close} />}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close search" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

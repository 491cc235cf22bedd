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
import { useEffect, useMemo, useRef, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import type { ApiProduct } from '@shop/contracts';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { apiErrorMessage } from '../../../lib/api/base-query';
import { formatRupees } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useGetProductsQuery } from '../../../lib/api/products.api';
import { searchProducts } from '../model/search';

/** The search box takes focus this long after the dialog opens (spec section 9). */
export const SEARCH_FOCUS_DELAY_MS = 100;

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
          <ResponsiveImage src={image} media={product.media} sizes={RESULT_IMAGE_SIZES} alt="" objectFit="cover" />
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

function SearchResults({ query, onChoose }: { query: string; onChoose: () => void }) {
  const { data: products, error, isLoading, isFetching, refetch } = useGetProductsQuery();
  const results = useMemo(() => searchProducts(products ?? [], query), [products, query]);

  if (!query) {
    return <SearchMessage title="Start typing to search for products" hint="Search by product name, description, or tags" />;
  }
  if (isLoading) {
    return (
      <HStack role="status" justify="center" py="12" gap="3" color="fg.muted">
        <Spinner size="sm" />
        <Text>Loading products…</Text>
      </HStack>
    );
  }
  if (error) {
    return (
      <Alert.Root status="error" role="alert" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The products could not be loaded.</Alert.Title>
          <Alert.Description>{apiErrorMessage(error)}</Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" alignSelf="center" loading={isFetching} onClick={() => void refetch()}>
          Try again
        </Button>
      </Alert.Root>
    );
  }
  if (!results.length) {
    return (
      <SearchMessage
        title={`No products found matching "${query}"`}
        hint="Try a different search term or browse our collections"
      />
    );
  }
  return (
    <SimpleGrid as="ul" listStyleType="none" aria-label="Search results" columns={{ base: 1, sm: 2 }} gap="3">
      {results.map((product) => (
        <li key={product.id}>
          <SearchResult product={product} onChoose={onChoose} />
        </li>
      ))}
    </SimpleGrid>
  );
}

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The header's product search (spec section 2). Products are fetched the first time it opens. */
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

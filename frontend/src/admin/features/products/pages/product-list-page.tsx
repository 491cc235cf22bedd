import { Badge, Box, Button, Flex, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import type { ApiStaffProductRow } from '@shop/contracts';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatRupees } from '../../../../lib/money';
import { adminPaths } from '../../../../lib/paths';
import { imageAtWidth } from '../../../../lib/responsive-image';
import { useListStaffCategoriesQuery } from '../../../lib/catalogue-lists.api';
import { Cell, HeaderCell } from '../../../lib/data-table';
import { formatDateTime } from '../../../lib/labels';
import { PagedList } from '../../../lib/paged-list';
import { Loaded } from '../../../lib/query-state';
import { productExportHref } from '../api/product-csv.api';
import { useListStaffProductsQuery } from '../api/staff-products.api';
import { ProductCsvImport } from '../components/product-csv-import';
import { ProductFiltersBar } from '../components/product-filters-bar';
import {
  COUNT_CAP,
  DEFAULT_PRODUCT_SORT,
  ORIENTATION_LABELS,
  PRODUCTS_PER_PAGE,
  productListRequestOf,
  readProductListView,
  withProductFilter,
  writeProductListView,
  type ProductListView,
} from '../model/product-filters';

function ProductRow({ product, categoryName }: { product: ApiStaffProductRow; categoryName: string }) {
  return (
    <tr>
      <Cell>
        <Image src={imageAtWidth(product.mainImage, 480)} alt="" w="12" h="12" objectFit="cover" borderRadius="sm" bg="gray.100" />
      </Cell>
      <Cell fontWeight="semibold">
        <RouterLink to={adminPaths.product.getHref(product.id)}>{product.title}</RouterLink>
        {product.uniqueProduct && (
          <Text color="fg.muted" fontWeight="normal" fontFamily="mono" fontSize="xs">
            {product.uniqueProduct}
          </Text>
        )}
      </Cell>
      <Cell>{product.artist}</Cell>
      <Cell>{categoryName}</Cell>
      <Cell>{ORIENTATION_LABELS[product.orientation]}</Cell>
      <Cell textAlign="end" whiteSpace="nowrap">
        {formatRupees(product.basePrice, { paise: true })}
      </Cell>
      <Cell>
        <HStack gap="1" wrap="wrap">
          {product.archivedAt ? <Badge colorPalette="gray">Archived</Badge> : <Badge colorPalette="green">Live</Badge>}
          {!product.inStock && <Badge colorPalette="orange">Out of stock</Badge>}
          {product.featured && <Badge colorPalette="purple">Featured</Badge>}
        </HStack>
      </Cell>
      <Cell whiteSpace="nowrap">{formatDateTime(product.updatedAt)}</Cell>
    </tr>
  );
}

/**
 * /admin/products: the catalogue searched, filtered, sorted and paged, the whole view in the URL.
 * At 50,000 products the server may stop counting: the list then says "10,000+" and pages on
 * while a page comes back full.
 */
export function ProductListPage() {
  const [search, setSearch] = useSearchParams();
  const view = readProductListView(search);
  const { data, error, isFetching, refetch } = useListStaffProductsQuery(productListRequestOf(view));
  const { data: categories = [] } = useListStaffCategoriesQuery();
  const show = (next: ProductListView) => setSearch(writeProductListView(next));
  const [importing, setImporting] = useState(false);

  const categoryName = (id: number) => categories.find((category) => category.id === id)?.name ?? `#${id}`;

  return (
    <Stack gap="5">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" fontSize="2xl">
          Products
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button asChild type={undefined} size="sm" variant="outline">
            {/* A plain link: the browser downloads the streamed file of every product the filters select. */}
            <a href={productExportHref(view)} download>
              Export CSV
            </a>
          </Button>
          <Button size="sm" variant="outline" aria-expanded={importing} aria-controls={importing ? 'product-csv-import' : undefined} onClick={() => setImporting(!importing)}>
            Import CSV
          </Button>
          <Button asChild size="sm" colorPalette="brand">
            <RouterLink to={adminPaths.productNew.getHref()}>Add a product</RouterLink>
          </Button>
        </HStack>
      </Flex>

      {importing && (
        <Box id="product-csv-import">
          <ProductCsvImport />
        </Box>
      )}

      <ProductFiltersBar
        view={view}
        categories={categories}
        onChange={(change) => show(withProductFilter(view, change))}
        onClear={() => show({ sort: view.sort ?? DEFAULT_PRODUCT_SORT, status: 'live', page: 1 })}
      />

      <Loaded data={data} error={error} onRetry={() => void refetch()}>
        {({ products, total }) => (
          <PagedList
            label="Products"
            head={
              <>
                <HeaderCell scope="col">
                  <Text srOnly>Image</Text>
                </HeaderCell>
                <HeaderCell scope="col">Title</HeaderCell>
                <HeaderCell scope="col">Artist</HeaderCell>
                <HeaderCell scope="col">Category</HeaderCell>
                <HeaderCell scope="col">Orientation</HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  Base price
                </HeaderCell>
                <HeaderCell scope="col">Status</HeaderCell>
                <HeaderCell scope="col">Changed</HeaderCell>
              </>
            }
            noun={['product', 'products']}
            count={{ total, perPage: PRODUCTS_PER_PAGE, cap: COUNT_CAP }}
            page={view.page}
            rowsOnPage={products.length}
            onPage={(page) => show({ ...view, page })}
            fetching={isFetching}
            emptyText="No products match."
          >
            {products.map((product) => (
              <ProductRow key={product.id} product={product} categoryName={categoryName(product.categoryId)} />
            ))}
          </PagedList>
        )}
      </Loaded>
    </Stack>
  );
}

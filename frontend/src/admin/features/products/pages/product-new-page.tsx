import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { UploadedImage } from '@shop/contracts';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { adminPaths } from '../../../../lib/paths';
import { staffErrorMessage } from '../../../lib/api-errors';
import { useListPriceOptionsQuery, useListStaffCategoriesQuery } from '../../../lib/catalogue-lists.api';
import { useCreateProductMutation } from '../api/staff-products.api';
import { ProductForm } from '../components/product-form';
import { emptyDraft, fieldsOf, type ProductDraft } from '../model/product-draft';

/** /admin/products/new: a product with every field; on the storefront within a second of saving. */
export function ProductNewPage() {
  const navigate = useNavigate();
  const options = useListPriceOptionsQuery();
  const categories = useListStaffCategoriesQuery();
  const [draft, setDraft] = useState<ProductDraft>(emptyDraft);
  const [uploads, setUploads] = useState<UploadedImage[]>([]);
  const [create, { error, isLoading }] = useCreateProductMutation();

  const save = async () => {
    const product = await create(fieldsOf(draft))
      .unwrap()
      .catch(() => null);
    if (product) navigate(adminPaths.product.getHref(product.id), { state: { saved: 'created' } });
  };

  const loadError = options.error ?? categories.error;
  return (
    <Stack gap="5" maxW="5xl">
      <Heading as="h1" fontSize="2xl">
        Add a product
      </Heading>
      {loadError ? (
        <Text role="alert">{staffErrorMessage(loadError)}</Text>
      ) : !options.data || !categories.data ? (
        <Skeleton h="96" />
      ) : (
        <>
          <ProductForm
            draft={draft}
            onChange={setDraft}
            options={options.data.options}
            categories={categories.data}
            uploads={uploads}
            onUploadsChange={setUploads}
            submitLabel="Add product"
            submitting={isLoading}
            onSubmit={() => void save()}
            extra={
              <Button asChild variant="ghost">
                <RouterLink to={adminPaths.products.getHref()}>Cancel</RouterLink>
              </Button>
            }
          />
          {error && (
            <Text role="alert" color="fg.error">
              {staffErrorMessage(error)}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

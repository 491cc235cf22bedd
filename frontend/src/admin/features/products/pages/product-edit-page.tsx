import { Alert, Badge, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ApiStaffProduct, UploadedImage } from '@shop/contracts';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { adminPaths, paths } from '../../../../lib/paths';
import { isStaleVersion, staffErrorMessage, statusOf } from '../../../lib/api-errors';
import { ConflictAlert } from '../../../lib/conflict-alert';
import { useListPriceOptionsQuery, useListStaffCategoriesQuery } from '../../../lib/catalogue-lists.api';
import { formatDateTime } from '../../../lib/labels';
import { useDuplicateProductMutation, useGetStaffProductQuery, useSetProductArchivedMutation, useUpdateProductMutation } from '../api/staff-products.api';
import { ProductForm } from '../components/product-form';
import { changesOf, draftOf, type ProductDraft } from '../model/product-draft';

interface Editing {
  /** The product as last read or saved: the version an edit sends, and what "changed" is measured against. */
  base: ApiStaffProduct;
  draft: ProductDraft;
}

/**
 * /admin/products/:id: every field, with only the changed ones sent, with the version seen. When
 * someone else saved meanwhile the server answers 409 and the page offers to reload.
 */
export function ProductEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const location = useLocation();
  const { data: product, error: loadError, refetch, isFetching } = useGetStaffProductQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const options = useListPriceOptionsQuery();
  const categories = useListStaffCategoriesQuery();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [uploads, setUploads] = useState<UploadedImage[]>([]);
  const [notice, setNotice] = useState<string | null>((location.state as { saved?: string } | null)?.saved === 'created' ? 'Product added.' : null);
  const [update, updating] = useUpdateProductMutation();
  const [duplicate, duplicating] = useDuplicateProductMutation();
  const [setArchived, archiving] = useSetProductArchivedMutation();

  // The first answer, or another product's after navigating, starts the form.
  if (product && (!editing || editing.base.id !== product.id)) setEditing({ base: product, draft: draftOf(product) });

  const failure = updating.error ?? archiving.error ?? duplicating.error;
  const conflict = isStaleVersion(failure);

  const startOver = (saved: ApiStaffProduct, message: string | null) => {
    setEditing({ base: saved, draft: draftOf(saved) });
    setNotice(message);
  };

  const save = async () => {
    if (!editing) return;
    setNotice(null);
    const changes = changesOf(editing.base, editing.draft);
    if (!changes) {
      setNotice('Nothing changed.');
      return;
    }
    const saved = await update({ id, changes })
      .unwrap()
      .catch(() => null);
    if (saved) startOver(saved, 'Saved. The storefront shows it within a second.');
  };

  const reload = async () => {
    updating.reset();
    archiving.reset();
    const { data } = await refetch();
    if (data) startOver(data, 'Reloaded: this is the product as it is now.');
  };

  const toggleArchived = async () => {
    if (!editing) return;
    setNotice(null);
    const archived = !editing.base.archivedAt;
    const saved = await setArchived({ id, version: editing.base.version, archived })
      .unwrap()
      .catch(() => null);
    // The edits not yet saved stay in the form; the version moves on.
    if (saved) {
      setEditing({ base: saved, draft: editing.draft });
      setNotice(archived ? 'Archived: it is off the storefront.' : 'Restored: it is on the storefront again.');
    }
  };

  const copy = async () => {
    const created = await duplicate({ id })
      .unwrap()
      .catch(() => null);
    if (created) navigate(adminPaths.product.getHref(created.id), { state: { saved: 'duplicated' } });
  };

  if (loadError) {
    return (
      <Stack gap="3" role="alert">
        <Heading as="h1" fontSize="2xl">
          {statusOf(loadError) === 404 ? 'Product not found' : 'The product could not load'}
        </Heading>
        <Text>{staffErrorMessage(loadError)}</Text>
        <RouterLink to={adminPaths.products.getHref()}>Back to products</RouterLink>
      </Stack>
    );
  }
  if (!editing || !options.data || !categories.data) return <Skeleton h="96" />;

  const { base } = editing;
  return (
    <Stack gap="5" maxW="5xl">
      <Flex justify="space-between" align="start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" fontSize="2xl">
            {base.title}
          </Heading>
          <HStack gap="2" fontSize="sm" color="fg.muted" wrap="wrap">
            {base.archivedAt ? <Badge colorPalette="gray">Archived {formatDateTime(base.archivedAt)}</Badge> : <Badge colorPalette="green">Live</Badge>}
            <Text>Changed {formatDateTime(base.updatedAt)}</Text>
            {!base.archivedAt && (
              <a href={paths.product.getHref(base.id, base.slug)} target="_blank" rel="noreferrer">
                View on the storefront
              </a>
            )}
          </HStack>
        </Stack>
        <HStack gap="2">
          <Button size="sm" variant="outline" loading={duplicating.isLoading} onClick={() => void copy()}>
            Duplicate
          </Button>
          <Button size="sm" variant="outline" colorPalette={base.archivedAt ? 'green' : 'red'} loading={archiving.isLoading} onClick={() => void toggleArchived()}>
            {base.archivedAt ? 'Restore' : 'Archive'}
          </Button>
        </HStack>
      </Flex>
      {(location.state as { saved?: string } | null)?.saved === 'duplicated' && base.archivedAt && (
        <Text role="note">This is a copy, archived until you restore it.</Text>
      )}
      {notice && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{notice}</Alert.Description>
        </Alert.Root>
      )}
      {conflict && <ConflictAlert message={staffErrorMessage(failure)} reloadLabel="Reload product (unsaved changes are lost)" reloading={isFetching} onReload={() => void reload()} />}
      {failure && !conflict && (
        <Text role="alert" color="fg.error">
          {staffErrorMessage(failure)}
        </Text>
      )}
      <ProductForm
        draft={editing.draft}
        onChange={(draft) => setEditing({ base, draft })}
        options={options.data.options}
        categories={categories.data}
        uploads={uploads}
        onUploadsChange={setUploads}
        originalFilenames={base.originalFilenames}
        submitLabel="Save changes"
        submitting={updating.isLoading}
        onSubmit={() => void save()}
      />
    </Stack>
  );
}

import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ApiStaffCategory } from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { isStaleVersion, staffErrorMessage } from '../../../lib/api-errors';
import { useCreateCategoryMutation, useUpdateCategoryMutation } from '../api/staff-content.api';
import { TextField } from './text-field';

interface CategoryFormProps {
  /** The category edited; none to add one. */
  category?: ApiStaffCategory;
  onDone: () => void;
  onReload: () => void;
}

/** A category's name, description and image; its collection page is /collection/{lower-case name}. */
export function CategoryForm({ category, onDone, onReload }: CategoryFormProps) {
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [imageUrl, setImageUrl] = useState(category?.imageUrl ?? '');
  const [create, creating] = useCreateCategoryMutation();
  const [update, updating] = useUpdateCategoryMutation();
  const error = creating.error ?? updating.error;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { name: name.trim(), description: description.trim(), imageUrl: imageUrl.trim() };
    const saved = await (category ? update({ id: category.id, version: category.version, fields }) : create(fields))
      .unwrap()
      .catch(() => null);
    if (!saved) return;
    if (!category) {
      setName('');
      setDescription('');
      setImageUrl('');
    }
    onDone();
  };

  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label={category ? `Edit ${category.name}` : 'Add a category'}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField label="Name" value={name} onChange={setName} maxLength={60} required helper="Letters, digits, spaces, & ' and -." />
        <TextField label="Image" value={imageUrl} onChange={setImageUrl} maxLength={300} required helper="A path on this site (/media/…) or an https:// link." />
      </SimpleGrid>
      <TextField label="Description" value={description} onChange={setDescription} maxLength={1000} required rows={3} />
      {error && (
        <HStack role="alert" gap="3">
          <Text color="fg.error">{staffErrorMessage(error)}</Text>
          {isStaleVersion(error) && (
            <Button size="xs" onClick={onReload}>
              Reload categories
            </Button>
          )}
        </HStack>
      )}
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="brand" loading={creating.isLoading || updating.isLoading}>
          {category ? 'Save category' : 'Add category'}
        </Button>
        {category && (
          <Button size="sm" variant="ghost" onClick={onDone}>
            Cancel
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

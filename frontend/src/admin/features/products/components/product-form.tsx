import { Box, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ApiPriceOption, ApiStaffCategory, Orientation, UploadedImage } from '@shop/contracts';
import type { FormEvent, ReactNode } from 'react';
import { Checkbox } from '../../../lib/data-table';
import { SectionCard } from '../../../lib/section-card';
import { ORIENTATION_LABELS, ORIENTATIONS } from '../model/product-filters';
import { offeredFrames, offeredMediums, offeredSizes, toggled, withOrientation, type ProductDraft } from '../model/product-draft';
import { GalleryField, ImageField } from './image-fields';
import { ImageUploader } from './image-uploader';
import { OptionChecklist } from './option-checklist';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  required?: boolean;
  helper?: string;
  multiline?: boolean;
}

function TextField({ label, value, onChange, maxLength, required, helper, multiline }: TextFieldProps) {
  return (
    <Field.Root required={required}>
      <Field.Label>{label}</Field.Label>
      {multiline ? (
        <Textarea bg="white" rows={5} value={value} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <Input bg="white" value={value} maxLength={maxLength} onChange={(event) => onChange(event.target.value)} />
      )}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
    </Field.Root>
  );
}

function Flag({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <HStack as="label" gap="2">
      <Checkbox type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </HStack>
  );
}

export interface ProductFormProps {
  draft: ProductDraft;
  onChange: (draft: ProductDraft) => void;
  options: readonly ApiPriceOption[];
  categories: readonly ApiStaffCategory[];
  uploads: readonly UploadedImage[];
  onUploadsChange: (update: (uploads: UploadedImage[]) => UploadedImage[]) => void;
  /** The original file names the shop keeps for the print lab (set by the server from uploads). */
  originalFilenames?: Record<string, string>;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  /** Buttons beside the submit button (cancel, reload). */
  extra?: ReactNode;
}

/**
 * Every field of the spec's product, each with its rule. Sizes are offered only from the
 * orientation's active presets, mediums and frames only from the active options (pricing's
 * tables); the server checks them again.
 */
export function ProductForm({ draft, onChange, options, categories, uploads, onUploadsChange, originalFilenames, submitLabel, submitting, onSubmit, extra }: ProductFormProps) {
  const set = <K extends keyof ProductDraft>(key: K) => (value: ProductDraft[K]) => onChange({ ...draft, [key]: value });
  const sizes = offeredSizes(options, draft.orientation, draft.availableSizes);
  const mediums = offeredMediums(options, draft.availableMediums);
  const frames = offeredFrames(options, draft.availableFrames);
  const order = (list: typeof sizes) => list.map((option) => option.value);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Stack as="form" gap="5" onSubmit={submit} aria-label="Product">
      <SectionCard gap="4" title="Details">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          <TextField label="Title" value={draft.title} onChange={set('title')} maxLength={200} required helper="The slug follows the title; links go by id, so shared links keep working." />
          <TextField label="Artist" value={draft.artist} onChange={set('artist')} maxLength={120} required />
          <TextField
            label="Unique product code"
            value={draft.uniqueProduct}
            onChange={set('uniqueProduct')}
            maxLength={60}
            helper="Optional, unique across the catalogue: letters, digits, dots, hyphens and underscores (not starting with seed-)."
          />
          <Field.Root required>
            <Field.Label>Category</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field bg="white" value={draft.categoryId} onChange={(event) => set('categoryId')(event.target.value)}>
                <option value="">Choose a category</option>
                {categories.map((category) => (
                  <option key={category.id} value={String(category.id)}>
                    {category.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root required>
            <Field.Label>Base price (₹)</Field.Label>
            <Input bg="white" type="number" inputMode="decimal" min="1" max="1000000" step="0.01" value={draft.basePrice} onChange={(event) => set('basePrice')(event.target.value)} />
            <Field.HelperText>From ₹1 to ₹10,00,000, at most two decimals. The size, medium and frame multiply or add to it.</Field.HelperText>
          </Field.Root>
          <TextField label="Year" value={draft.year} onChange={set('year')} maxLength={20} required />
          <TextField label="Style" value={draft.style} onChange={set('style')} maxLength={100} required />
          <TextField label="Internal image name" value={draft.internalImageName} onChange={set('internalImageName')} maxLength={200} helper="The print lab's name for the file." />
        </SimpleGrid>
        <TextField label="Description" value={draft.description} onChange={set('description')} maxLength={5000} required multiline />
        <TextField label="Returns policy" value={draft.returnsPolicy} onChange={set('returnsPolicy')} maxLength={2000} multiline helper="Leave empty for the shop's usual policy." />
        <HStack gap="6">
          <Flag label="In stock" checked={draft.inStock} onChange={set('inStock')} />
          <Flag label="Featured" checked={draft.featured} onChange={set('featured')} />
        </HStack>
      </SectionCard>

      <SectionCard gap="4" title="Print options">
        <Field.Root required w="auto">
          <Field.Label>Orientation</Field.Label>
          <NativeSelect.Root w="60">
            <NativeSelect.Field bg="white" value={draft.orientation} onChange={(event) => onChange(withOrientation(draft, event.target.value as Orientation, options))}>
              {ORIENTATIONS.map((orientation) => (
                <option key={orientation} value={orientation}>
                  {ORIENTATION_LABELS[orientation]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText>A new orientation takes off the sizes that are not its presets.</Field.HelperText>
        </Field.Root>
        <OptionChecklist
          legend="Sizes"
          rule={`Only the ${ORIENTATION_LABELS[draft.orientation].toLowerCase()} presets that are active (Options and prices).`}
          options={sizes}
          chosen={draft.availableSizes}
          onToggle={(value, on) => set('availableSizes')(toggled(draft.availableSizes, value, on, order(sizes)))}
        />
        <OptionChecklist
          legend="Mediums"
          rule="Only active mediums."
          options={mediums}
          chosen={draft.availableMediums}
          onToggle={(value, on) => set('availableMediums')(toggled(draft.availableMediums, value, on, order(mediums)))}
        />
        <OptionChecklist
          legend="Frames"
          rule="Only active frames. Each may have its own image of the print in that frame."
          options={frames}
          chosen={draft.availableFrames}
          onToggle={(value, on) => set('availableFrames')(toggled(draft.availableFrames, value, on, order(frames)))}
        />
      </SectionCard>

      <SectionCard gap="4" title="Images">
        <ImageUploader uploads={uploads} onUploadsChange={onUploadsChange} />
        <ImageField label="Main image" required value={draft.mainImage} uploads={uploads} onChange={set('mainImage')} helper="An image the shop has: uploaded here, or a /media/ URL." />
        <ImageField label="Room mock-up" value={draft.mockupImage} uploads={uploads} onChange={set('mockupImage')} helper="Optional." />
        <GalleryField images={draft.images} uploads={uploads} onChange={set('images')} />
        {draft.availableFrames.map((frame) => (
          <ImageField
            key={frame}
            label={`Image in ${frame}`}
            value={draft.frameImages[frame] ?? ''}
            uploads={uploads}
            onChange={(url) => onChange({ ...draft, frameImages: { ...draft.frameImages, [frame]: url } })}
          />
        ))}
        {originalFilenames && Object.keys(originalFilenames).length > 0 && (
          <Box fontSize="sm">
            <Text fontWeight="medium">Original files kept</Text>
            {Object.entries(originalFilenames).map(([image, name]) => (
              <Text key={image} color="fg.muted">
                {image}: {name}
              </Text>
            ))}
          </Box>
        )}
      </SectionCard>

      <HStack gap="3">
        <Button type="submit" colorPalette="brand" loading={submitting}>
          {submitLabel}
        </Button>
        {extra}
      </HStack>
    </Stack>
  );
}

import { Alert, Button, chakra, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { REVIEW_LIMITS } from '@shop/contracts/src/review/review-constants';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDeleteOwnReviewMutation, useSubmitReviewMutation, type OwnReview } from '../api/reviews.api';
import { REVIEW_FORM_FIELDS, validateReviewForm, type ReviewFormErrors, type ReviewFormValues } from '../model/review-form';
import { OWN_REVIEW_STATUS } from '../model/review-text';
import { reviewErrorMessage } from '../model/server-message';
import { RatingPicker } from './rating-picker';
import { ReviewPhotosField, type ReviewPhotoEntry } from './review-photos-field';

const WRITE_REVIEW_ID = 'write-review';

interface ReviewFormProps {
  productId: number;
  userId: string;
  /** The name a new review shows unless the shopper changes it. */
  defaultName: string;
  /** The shopper's review of this product, when they have one: the form edits it. */
  own: OwnReview | null;
  /** The order the shopper came from ("Review this print"), which ties the review to it. */
  orderNumber: string | null;
  /** Brings the form into view: it was opened by a link to it. */
  scrollIntoView: boolean;
  onDone: (outcome: 'submitted' | 'deleted') => void;
}

function initialValues(own: OwnReview | null, defaultName: string): ReviewFormValues {
  return own
    ? { rating: own.rating, title: own.title, content: own.content, customerName: own.customerName }
    : { rating: 0, title: '', content: '', customerName: defaultName };
}

/** A kept review's photos, except those staff turned down: the edit sends the rest again. */
function initialPhotos(own: OwnReview | null): ReviewPhotoEntry[] {
  return (own?.images ?? [])
    .filter(({ status }) => status !== 'rejected')
    .map((photo, index) => ({ key: photo.id, id: photo.id, name: `Photo ${index + 1}`, state: 'ready' as const }));
}

/** Writing or editing the shopper's review; every review, new or edited, waits for moderation. */
export function ReviewForm({ productId, userId, defaultName, own, orderNumber, scrollIntoView, onDone }: ReviewFormProps) {
  const [values, setValues] = useState(() => initialValues(own, defaultName));
  const [photos, setPhotos] = useState(() => initialPhotos(own));
  const [errors, setErrors] = useState<ReviewFormErrors>({});
  const [photoProblem, setPhotoProblem] = useState<string | null>(null);
  const [submit, submission] = useSubmitReviewMutation();
  const [remove, removal] = useDeleteOwnReviewMutation();
  const form = useRef<HTMLFormElement>(null);
  const failure = submission.error ?? removal.error;

  useEffect(() => {
    if (scrollIntoView) form.current?.scrollIntoView({ block: 'start' });
  }, [scrollIntoView]);

  const change = <K extends keyof ReviewFormValues>(field: K, value: ReviewFormValues[K]) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submission.isLoading) return;
    const found = validateReviewForm(values);
    setErrors(found);
    const first = REVIEW_FORM_FIELDS.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    if (photos.some(({ state }) => state === 'uploading' || state === 'processing')) {
      setPhotoProblem('Wait until your photos are ready, or remove them.');
      return;
    }
    if (photos.some(({ state }) => state === 'failed')) {
      setPhotoProblem('Remove the photos that failed before submitting.');
      return;
    }
    setPhotoProblem(null);
    const saved = await submit({
      productId,
      userId,
      draft: {
        rating: values.rating,
        title: values.title.trim(),
        content: values.content.trim(),
        customerName: values.customerName.trim(),
        ...(orderNumber ? { orderNumber } : {}),
        photoIds: photos.flatMap((entry) => (entry.state === 'ready' ? [entry.id] : [])),
      },
    });
    if (!saved.error) onDone('submitted');
  };

  const onDelete = async () => {
    const deleted = await remove({ productId, userId });
    if (!deleted.error) onDone('deleted');
  };

  return (
    <chakra.form
      ref={form}
      id={WRITE_REVIEW_ID}
      role="form"
      aria-label="Write a review"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      p={{ base: '5', md: '6' }}
      scrollMarginTop="6rem"
    >
      <Stack gap="5">
        {orderNumber && <Text fontWeight="medium">Reviewing the print from order {orderNumber}</Text>}
        {own && <Text color="fg.muted">{OWN_REVIEW_STATUS[own.status]}</Text>}
        <RatingPicker value={values.rating} onChange={(rating) => change('rating', rating)} error={errors.rating} />
        <Field.Root invalid={errors.title !== undefined}>
          <Field.Label>Review title</Field.Label>
          <Input name="title" value={values.title} maxLength={REVIEW_LIMITS.title} onChange={(event) => change('title', event.target.value)} />
          <Field.ErrorText>{errors.title}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.content !== undefined}>
          <Field.Label>Your review</Field.Label>
          <Textarea name="content" rows={5} value={values.content} maxLength={REVIEW_LIMITS.content} onChange={(event) => change('content', event.target.value)} />
          <Field.HelperText>
            At least {REVIEW_LIMITS.contentMin} characters: what the print is like on your wall, the colours, the paper or canvas.
          </Field.HelperText>
          <Field.ErrorText>{errors.content}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.customerName !== undefined}>
          <Field.Label>Name shown</Field.Label>
          <Input name="customerName" value={values.customerName} maxLength={REVIEW_LIMITS.name} autoComplete="name" onChange={(event) => change('customerName', event.target.value)} />
          <Field.ErrorText>{errors.customerName}</Field.ErrorText>
        </Field.Root>
        <ReviewPhotosField photos={photos} onPhotosChange={setPhotos} />
        {photoProblem && (
          <Text role="alert" textStyle="sm" color="fg.error">
            {photoProblem}
          </Text>
        )}
        {failure !== undefined && (
          <Alert.Root status="error" role="alert" borderRadius="l2">
            <Alert.Indicator />
            <Alert.Title>{reviewErrorMessage(failure)}</Alert.Title>
          </Alert.Root>
        )}
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" colorPalette="brand" loading={submission.isLoading}>
            {own ? 'Update Review' : 'Submit Review'}
          </Button>
          {own && (
            <Button variant="ghost" colorPalette="red" loading={removal.isLoading} onClick={() => void onDelete()}>
              Delete Review
            </Button>
          )}
        </HStack>
      </Stack>
    </chakra.form>
  );
}

import { Heading, Stack } from '@chakra-ui/react';
import { useNavigate } from 'react-router';
import { designerPaths } from '../../../lib/designer-paths';
import { useDesignerCreateQuoteMutation } from '../api/quotes.api';
import { QuoteBuilder } from '../components/quote-builder';
import { EMPTY_DRAFT, type QuoteFields } from '../model/quote-draft';

/** /designer/quotes/new: builds a draft; once the server has priced it, its page shows the prices and sends it. */
export function QuoteNewPage() {
  const [create, { isLoading, error }] = useDesignerCreateQuoteMutation();
  const navigate = useNavigate();

  const save = async (fields: QuoteFields) => {
    const quote = await create(fields)
      .unwrap()
      .catch(() => null);
    if (quote) navigate(designerPaths.quote.getHref(quote.id), { replace: true });
  };

  return (
    <Stack gap="5">
      <Heading as="h1" fontSize="2xl">
        New quote
      </Heading>
      <QuoteBuilder initial={EMPTY_DRAFT} submitLabel="Save draft" submitting={isLoading} error={error} onSubmit={(fields) => void save(fields)} />
    </Stack>
  );
}

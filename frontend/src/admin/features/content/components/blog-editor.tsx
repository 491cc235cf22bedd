import { Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { BlogPostBody } from '../../../../features/content/components/blog-post-body';
import { Checkbox } from '../../../lib/data-table';
import type { BlogDraft } from '../model/blog-draft';
import { TextField } from './text-field';

interface BlogEditorProps {
  draft: BlogDraft;
  onChange: (draft: BlogDraft) => void;
  categories: readonly string[];
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  /** Messages above the buttons: a refusal, a conflict, a saved notice. */
  children?: ReactNode;
}

/**
 * A blog post's fields and its body in Markdown, with a preview drawn by the storefront's own
 * blog post component: what the preview shows is what shoppers read.
 */
export function BlogEditor({ draft, onChange, categories, submitLabel, submitting, onSubmit, children }: BlogEditorProps) {
  const [previewing, setPreviewing] = useState(false);
  const set = <K extends keyof BlogDraft>(key: K) => (value: BlogDraft[K]) => onChange({ ...draft, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <Stack as="form" gap="4" onSubmit={submit} aria-label="Blog post">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <TextField label="Title" value={draft.title} onChange={set('title')} maxLength={200} required />
        <TextField
          label="Slug"
          value={draft.slug}
          onChange={set('slug')}
          maxLength={120}
          helper="Lower-case words joined by hyphens. Empty: made from the title. A published post keeps its slug (and shared links) unless you change it here."
        />
        <TextField label="Author" value={draft.author} onChange={set('author')} maxLength={100} required />
        <Field.Root required>
          <Field.Label>Category</Field.Label>
          <Input bg="white" list="blog-categories" value={draft.category} maxLength={60} onChange={(event) => set('category')(event.target.value)} />
          <Field.HelperText>The blog's own categories; the ones used before are suggested.</Field.HelperText>
        </Field.Root>
        <TextField label="Tags" value={draft.tags} onChange={set('tags')} maxLength={900} helper="Separated by commas; at most 20." />
        <TextField label="Image" value={draft.image} onChange={set('image')} maxLength={300} required helper="A path on this site (/media/…) or an https:// link." />
        <TextField label="Publish date" type="date" value={draft.publishDate} onChange={set('publishDate')} maxLength={10} required helper="A published post shows from this day." />
      </SimpleGrid>
      <TextField label="Excerpt" value={draft.excerpt} onChange={set('excerpt')} maxLength={500} required rows={2} />
      <Stack gap="2">
        <HStack gap="2" role="group" aria-label="Body view">
          <Button size="xs" variant={previewing ? 'outline' : 'solid'} aria-pressed={!previewing} onClick={() => setPreviewing(false)}>
            Write
          </Button>
          <Button size="xs" variant={previewing ? 'solid' : 'outline'} aria-pressed={previewing} onClick={() => setPreviewing(true)}>
            Preview
          </Button>
        </HStack>
        {previewing ? (
          <Box as="section" aria-label="Preview" bg="white" borderWidth="1px" borderRadius="md" p="5" minH="40">
            {draft.content.trim() ? <BlogPostBody content={draft.content} /> : <Text color="fg.muted">Nothing to preview yet.</Text>}
          </Box>
        ) : (
          <Field.Root required>
            <Field.Label>Body (Markdown)</Field.Label>
            <Textarea bg="white" rows={16} fontFamily="mono" fontSize="sm" value={draft.content} maxLength={100_000} onChange={(event) => set('content')(event.target.value)} />
            <Field.HelperText>A blank line between paragraphs; ## for a heading, *italic*, **bold**, - for a list, [text](https://…) for a link. HTML is shown as text.</Field.HelperText>
          </Field.Root>
        )}
      </Stack>
      <HStack gap="6">
        <HStack as="label" gap="2">
          <Checkbox type="checkbox" checked={draft.featured} onChange={(event) => set('featured')(event.target.checked)} />
          <span>Featured</span>
        </HStack>
        <HStack as="label" gap="2">
          <Checkbox type="checkbox" checked={draft.published} onChange={(event) => set('published')(event.target.checked)} />
          <span>Published (a draft is never shown)</span>
        </HStack>
      </HStack>
      {children}
      <Button type="submit" alignSelf="start" colorPalette="brand" loading={submitting}>
        {submitLabel}
      </Button>
      <datalist id="blog-categories">
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
    </Stack>
  );
}

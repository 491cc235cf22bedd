import { Alert, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ApiStaffBlogPost } from '@shop/contracts';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { adminPaths, paths } from '../../../../lib/paths';
import { isStaleVersion, staffErrorMessage } from '../../../lib/api-errors';
import { ConflictAlert } from '../../../lib/conflict-alert';
import { useStaff } from '../../../lib/staff-context';
import { useCreateBlogPostMutation, useListStaffBlogPostsQuery, useUpdateBlogPostMutation } from '../api/staff-content.api';
import { BlogEditor } from '../components/blog-editor';
import { blogDraftOf, blogFieldsOf, blogPostState, emptyBlogDraft, type BlogDraft } from '../model/blog-draft';

const categoriesOf = (posts: readonly ApiStaffBlogPost[] | undefined) => [...new Set((posts ?? []).map((post) => post.category))].sort();

/** /admin/blog/new: a new post, a draft until "Published" is ticked. */
export function BlogPostNewPage() {
  const staff = useStaff();
  const navigate = useNavigate();
  const { data: posts } = useListStaffBlogPostsQuery();
  const [draft, setDraft] = useState<BlogDraft>(() => emptyBlogDraft(staff.name));
  const [create, { error, isLoading }] = useCreateBlogPostMutation();

  const save = async () => {
    const post = await create(blogFieldsOf(draft))
      .unwrap()
      .catch(() => null);
    if (post) navigate(adminPaths.blogPost.getHref(post.id), { state: { saved: true } });
  };

  return (
    <Stack gap="5" maxW="5xl">
      <Heading as="h1" fontSize="2xl">
        Write a post
      </Heading>
      <BlogEditor draft={draft} onChange={setDraft} categories={categoriesOf(posts)} submitLabel="Save post" submitting={isLoading} onSubmit={() => void save()}>
        {error && (
          <Text role="alert" color="fg.error">
            {staffErrorMessage(error)}
          </Text>
        )}
      </BlogEditor>
    </Stack>
  );
}

interface Editing {
  base: ApiStaffBlogPost;
  draft: BlogDraft;
}

/** /admin/blog/:id: a post's fields and body; saved with the version read (409 offers a reload). */
export function BlogPostEditPage() {
  const id = Number(useParams().id);
  const location = useLocation();
  const { data: posts, error: loadError, refetch, isFetching } = useListStaffBlogPostsQuery();
  const [update, { error, isLoading, reset }] = useUpdateBlogPostMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState(Boolean((location.state as { saved?: boolean } | null)?.saved));
  const post = posts?.find((candidate) => candidate.id === id);

  if (post && (!editing || editing.base.id !== post.id)) setEditing({ base: post, draft: blogDraftOf(post) });

  const save = async () => {
    if (!editing) return;
    setSaved(false);
    const answer = await update({ id, version: editing.base.version, fields: blogFieldsOf(editing.draft) })
      .unwrap()
      .catch(() => null);
    if (answer) {
      setEditing({ base: answer, draft: blogDraftOf(answer) });
      setSaved(true);
    }
  };

  const reload = async () => {
    reset();
    const { data } = await refetch();
    const fresh = data?.find((candidate) => candidate.id === id);
    if (fresh) setEditing({ base: fresh, draft: blogDraftOf(fresh) });
  };

  if (loadError) return <Text role="alert">{staffErrorMessage(loadError)}</Text>;
  if (!posts) return <Skeleton h="96" />;
  if (!editing) {
    return (
      <Stack gap="2" role="alert">
        <Heading as="h1" fontSize="2xl">
          Blog post not found
        </Heading>
        <RouterLink to={adminPaths.blog.getHref()}>Back to the blog</RouterLink>
      </Stack>
    );
  }

  const state = blogPostState(editing.base);
  return (
    <Stack gap="5" maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" fontSize="2xl">
          {editing.base.title}
        </Heading>
        {state === 'published' && (
          <a href={paths.blogPost.getHref(editing.base.slug)} target="_blank" rel="noreferrer">
            View on the storefront
          </a>
        )}
      </Stack>
      <BlogEditor
        draft={editing.draft}
        onChange={(draft) => setEditing({ base: editing.base, draft })}
        categories={categoriesOf(posts)}
        submitLabel="Save post"
        submitting={isLoading}
        onSubmit={() => void save()}
      >
        {isStaleVersion(error) ? (
          <ConflictAlert message={staffErrorMessage(error)} reloadLabel="Reload post (unsaved changes are lost)" reloading={isFetching} onReload={() => void reload()} />
        ) : (
          error && (
            <Text role="alert" color="fg.error">
              {staffErrorMessage(error)}
            </Text>
          )
        )}
        {saved && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Description>Post saved{state === 'draft' ? ' as a draft' : state === 'scheduled' ? `: it shows from ${editing.base.publishDate.slice(0, 10)}` : ''}.</Alert.Description>
          </Alert.Root>
        )}
      </BlogEditor>
    </Stack>
  );
}

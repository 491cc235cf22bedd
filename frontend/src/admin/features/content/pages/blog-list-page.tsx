import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ApiStaffBlogPost } from '@shop/contracts';
import { Link as RouterLink } from 'react-router';
import { adminPaths } from '../../../../lib/paths';
import { Cell, HeaderCell } from '../../../lib/data-table';
import { ListTable } from '../../../lib/list-table';
import { Loaded } from '../../../lib/query-state';
import { useListStaffBlogPostsQuery } from '../api/staff-content.api';
import { blogPostState } from '../model/blog-draft';

const STATE_BADGES = {
  draft: <Badge colorPalette="gray">Draft</Badge>,
  scheduled: <Badge colorPalette="orange">Scheduled</Badge>,
  published: <Badge colorPalette="green">Published</Badge>,
};

function PostRow({ post }: { post: ApiStaffBlogPost }) {
  return (
    <tr>
      <Cell fontWeight="semibold">
        <RouterLink to={adminPaths.blogPost.getHref(post.id)}>{post.title}</RouterLink>
        <Text color="fg.muted" fontWeight="normal" fontFamily="mono" fontSize="xs">
          {post.slug}
        </Text>
      </Cell>
      <Cell>{post.category}</Cell>
      <Cell whiteSpace="nowrap">{post.publishDate.slice(0, 10)}</Cell>
      <Cell>
        {STATE_BADGES[blogPostState(post)]} {post.featured && <Badge colorPalette="purple">Featured</Badge>}
      </Cell>
    </tr>
  );
}

/** /admin/blog: every post, drafts and scheduled ones included, newest first. */
export function BlogListPage() {
  const { data: posts, error, refetch } = useListStaffBlogPostsQuery();
  return (
    <Stack gap="5" maxW="5xl">
      <Flex justify="space-between" align="center" gap="3">
        <Heading as="h1" fontSize="2xl">
          Blog
        </Heading>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={adminPaths.blogPostNew.getHref()}>Write a post</RouterLink>
        </Button>
      </Flex>
      <Loaded data={posts} error={error} onRetry={() => void refetch()} placeholderHeight="60">
        {(loaded) => (
          <ListTable
            label="Blog posts"
            head={
              <>
                <HeaderCell scope="col">Title</HeaderCell>
                <HeaderCell scope="col">Category</HeaderCell>
                <HeaderCell scope="col">Publish date</HeaderCell>
                <HeaderCell scope="col">State</HeaderCell>
              </>
            }
            isEmpty={loaded.length === 0}
            emptyText="No posts yet."
          >
            {loaded.map((post) => (
              <PostRow key={post.id} post={post} />
            ))}
          </ListTable>
        )}
      </Loaded>
    </Stack>
  );
}

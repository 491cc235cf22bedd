import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Fragment, useState } from 'react';
import { paths } from '../../../../lib/paths';
import { useListStaffCategoriesQuery } from '../../../lib/catalogue-lists.api';
import { Cell, HeaderCell } from '../../../lib/data-table';
import { ListTable } from '../../../lib/list-table';
import { Loaded } from '../../../lib/query-state';
import { SectionCard } from '../../../lib/section-card';
import { CategoryForm } from '../components/category-form';

/** /admin/categories: every category with how many products it holds; add one, edit one. */
export function CategoriesPage() {
  const { data: categories, error, refetch } = useListStaffCategoriesQuery();
  const [editing, setEditing] = useState<number | null>(null);
  const reload = () => {
    setEditing(null);
    void refetch();
  };

  return (
    <Stack gap="5" maxW="5xl">
      <Heading as="h1" fontSize="2xl">
        Categories
      </Heading>
      <SectionCard title="Add a category">
        <CategoryForm onDone={() => undefined} onReload={reload} />
      </SectionCard>
      <Loaded data={categories} error={error} onRetry={reload} placeholderHeight="60">
        {(loaded) => (
          <ListTable
            label="Categories"
            head={
              <>
                <HeaderCell scope="col">Name</HeaderCell>
                <HeaderCell scope="col">Description</HeaderCell>
                <HeaderCell scope="col" textAlign="end">
                  Products
                </HeaderCell>
                <HeaderCell scope="col">
                  <Text srOnly>Actions</Text>
                </HeaderCell>
              </>
            }
            isEmpty={loaded.length === 0}
            emptyText="No categories yet."
          >
            {loaded.map((category) => (
              <Fragment key={category.id}>
                <tr>
                  <Cell fontWeight="semibold">
                    <a href={paths.collection.getHref(category.name)} target="_blank" rel="noreferrer">
                      {category.name}
                    </a>
                  </Cell>
                  <Cell>{category.description}</Cell>
                  <Cell textAlign="end">{category.products.toLocaleString('en-IN')}</Cell>
                  <Cell>
                    <Button size="xs" variant="outline" aria-label={`Edit ${category.name}`} onClick={() => setEditing(category.id)}>
                      Edit
                    </Button>
                  </Cell>
                </tr>
                {editing === category.id && (
                  <tr>
                    <Cell colSpan={4} bg="gray.50">
                      <CategoryForm key={category.version} category={category} onDone={() => setEditing(null)} onReload={reload} />
                    </Cell>
                  </tr>
                )}
              </Fragment>
            ))}
          </ListTable>
        )}
      </Loaded>
    </Stack>
  );
}

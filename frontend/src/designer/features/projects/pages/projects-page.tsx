import { Badge, Box, Button, Heading, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ApiProject, ApiProjectFields } from '@shop/contracts';
import { useState } from 'react';
import { formatRupees } from '../../../../lib/money';
import { useDesignerProjectsQuery } from '../../../lib/designer-projects.api';
import { LoadProblem, ProblemAlert } from '../../../lib/problem-alert';
import { useDesignerCloseProjectMutation, useDesignerCreateProjectMutation, useDesignerUpdateProjectMutation } from '../api/projects.api';
import { ProjectForm } from '../components/project-form';

const STATUS_COLOURS = { ongoing: 'blue', completed: 'green', cancelled: 'gray' } as const;

function ProjectRow({ project, onEdit, onComplete, busy }: { project: ApiProject; onEdit: () => void; onComplete: () => void; busy: boolean }) {
  return (
    <Table.Row>
      <Table.Cell>
        <Text fontWeight="semibold">{project.name}</Text>
        {project.description && (
          <Text color="fg.muted" fontSize="sm" lineClamp={2}>
            {project.description}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>{project.clientName}</Table.Cell>
      <Table.Cell textAlign="end">{project.totalBudget === null ? '—' : formatRupees(project.totalBudget)}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STATUS_COLOURS[project.status]}>{project.status}</Badge>
      </Table.Cell>
      <Table.Cell textAlign="end">{project.quotes}</Table.Cell>
      <Table.Cell textAlign="end">{formatRupees(project.orderedAmount, { paise: true })}</Table.Cell>
      <Table.Cell>
        {project.status === 'ongoing' && (
          <HStack gap="2">
            <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${project.name}`}>
              Edit
            </Button>
            <Button size="xs" colorPalette="green" variant="outline" disabled={busy} onClick={onComplete} aria-label={`Complete ${project.name}`}>
              Complete
            </Button>
          </HStack>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * /designer/projects: the designer's projects, newest first, a form to start one, and for an
 * ongoing project editing and completing it (the server sets completedAt). Each change sends the
 * version shown; a change made meanwhile is refused (409) and the list read again.
 */
export function ProjectsPage() {
  const { data: projects, error, refetch } = useDesignerProjectsQuery({});
  const [create, creation] = useDesignerCreateProjectMutation();
  const [update, updating] = useDesignerUpdateProjectMutation();
  const [close, closing] = useDesignerCloseProjectMutation();
  const [editing, setEditing] = useState<ApiProject | null>(null);
  const [formKey, setFormKey] = useState(0);

  const createProject = async (fields: ApiProjectFields) => {
    const created = await create(fields)
      .unwrap()
      .catch(() => null);
    // A fresh, empty form for the next one.
    if (created) setFormKey((key) => key + 1);
  };

  const saveProject = async (project: ApiProject, fields: ApiProjectFields) => {
    const saved = await update({ id: project.id, version: project.version, fields })
      .unwrap()
      .catch(() => null);
    if (saved) setEditing(null);
  };

  return (
    <Stack gap="6">
      <Heading as="h1" fontSize="2xl">
        Projects
      </Heading>

      <Box as="section" aria-labelledby="project-form-heading" bg="white" borderWidth="1px" borderRadius="md" p="4">
        <Stack gap="3">
          <Heading as="h2" id="project-form-heading" fontSize="lg">
            {editing ? `Edit ${editing.name}` : 'New project'}
          </Heading>
          {editing ? (
            <ProjectForm key={`edit-${editing.id}`} project={editing} submitLabel="Save project" submitting={updating.isLoading} onSubmit={(fields) => void saveProject(editing, fields)} onCancel={() => setEditing(null)} />
          ) : (
            <ProjectForm key={`new-${formKey}`} project={null} submitLabel="Create project" submitting={creation.isLoading} onSubmit={(fields) => void createProject(fields)} />
          )}
          <ProblemAlert error={editing ? updating.error : creation.error} />
        </Stack>
      </Box>

      <ProblemAlert error={closing.error} />
      {error ? (
        <LoadProblem error={error} onRetry={() => void refetch()} />
      ) : !projects ? (
        <Skeleton h="40" />
      ) : projects.length === 0 ? (
        <Text color="fg.muted">No projects yet: start one above.</Text>
      ) : (
        <Table.Root aria-label="Projects" size="sm" bg="white" borderWidth="1px">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Project</Table.ColumnHeader>
              <Table.ColumnHeader>Client</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Budget</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Quotes</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Ordered</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text srOnly>Actions</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {projects.map((project) => (
              <ProjectRow
                key={project.id}
                project={project}
                busy={closing.isLoading}
                onEdit={() => setEditing(project)}
                onComplete={() => void close({ id: project.id, version: project.version, status: 'completed' })}
              />
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}

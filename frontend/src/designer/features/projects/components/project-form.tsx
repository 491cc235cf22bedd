import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ApiProject, ApiProjectFields } from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../lib/text-field';

interface ProjectFormValues {
  name: string;
  clientName: string;
  budget: string;
  description: string;
}

const valuesOf = (project: ApiProject | null): ProjectFormValues => ({
  name: project?.name ?? '',
  clientName: project?.clientName ?? '',
  budget: project?.totalBudget === null || project === null ? '' : String(project.totalBudget),
  description: project?.description ?? '',
});

/** The fields as the gateway takes them: a blank budget is none; a budget that is not a number goes as written, for the server to name. */
function fieldsOf(values: ProjectFormValues): ApiProjectFields {
  const budget = values.budget.trim();
  return {
    name: values.name,
    clientName: values.clientName,
    description: values.description,
    totalBudget: budget === '' ? null : Number(budget.replace(/[,₹\s]/g, '')),
  };
}

interface ProjectFormProps {
  /** The project being edited, or null for a new one. */
  project: ApiProject | null;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (fields: ApiProjectFields) => void;
  onCancel?: () => void;
}

/** A project's name, client, budget (rupees) and description. */
export function ProjectForm({ project, submitLabel, submitting, onSubmit, onCancel }: ProjectFormProps) {
  const [values, setValues] = useState<ProjectFormValues>(() => valuesOf(project));
  const field = (name: keyof ProjectFormValues) => ({ name, value: values[name], onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })) });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(fieldsOf(values));
  };

  return (
    <form onSubmit={submit} aria-label={project ? `Edit ${project.name}` : 'New project'} noValidate>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <TextField label="Project name" required {...field('name')} />
          <TextField label="Client name" required {...field('clientName')} />
          <TextField label="Budget (₹)" inputMode="decimal" {...field('budget')} />
        </SimpleGrid>
        <TextField label="Description" multiline {...field('description')} />
        <HStack>
          <Button type="submit" colorPalette="brand" loading={submitting}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </HStack>
      </Stack>
    </form>
  );
}

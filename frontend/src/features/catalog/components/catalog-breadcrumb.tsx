import { Breadcrumb } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';

export interface BreadcrumbStep {
  label: string;
  /** Omitted for the current page, the last step. */
  to?: string;
}

/** Where the page sits in the shop, ending with the current page. */
export function CatalogBreadcrumb({ steps }: { steps: readonly BreadcrumbStep[] }) {
  return (
    <Breadcrumb.Root size="sm" mb={{ base: '4', md: '6' }}>
      <Breadcrumb.List flexWrap="wrap">
        {steps.map((step, index) => (
          <Fragment key={`${index}-${step.label}`}>
            {index > 0 && <Breadcrumb.Separator />}
            <Breadcrumb.Item minW="0">
              {step.to ? (
                <Breadcrumb.Link asChild color="fg.muted" _hover={{ color: 'brand.fg' }}>
                  <RouterLink to={step.to}>{step.label}</RouterLink>
                </Breadcrumb.Link>
              ) : (
                <Breadcrumb.CurrentLink lineClamp={1}>{step.label}</Breadcrumb.CurrentLink>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

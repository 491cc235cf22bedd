export { absoluteUrl, documentTitle, headHtml, type PageHead } from './page-head';
export { HeadProvider, useNotFoundStatus, usePageHead, useSiteOrigin } from './use-page-head';
export { productNodeId, scriptSafeJson, StructuredData } from './structured-data';

import { LoadErrorAlert } from '../../../components/ui/load-error-alert';
import { apiErrorMessage } from '../../../lib/api/base-query';

interface BlogLoadErrorProps {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}

/** The blog could not be fetched: the server's answer and a way to ask again. */
export function BlogLoadError({ error, retrying, onRetry }: BlogLoadErrorProps) {
  return <LoadErrorAlert title="The articles could not be loaded." message={apiErrorMessage(error)} retrying={retrying} onRetry={onRetry} />;
}

import { useParams } from 'react-router';
import { CollectionView } from '../../features/catalog/components/collection-view';

/** /collection/{category} and /collection/all. */
export default function CollectionPage() {
  const { category = '' } = useParams();
  return <CollectionView key={category} segment={category} />;
}

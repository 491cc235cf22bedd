import { Navigate, useLocation } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * /track-order, the cart screen's link target, shows order tracking: it forwards to
 * /order-tracking with the same query (such as ?number=ORD123456).
 */
export function TrackOrderRedirect() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.orderTracking.getHref(), search, hash }} replace />;
}

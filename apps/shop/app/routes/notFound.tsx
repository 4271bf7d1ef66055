import { data } from 'react-router';

/** Any path that matches no page: the root error boundary renders the 404 page (000 §2). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}

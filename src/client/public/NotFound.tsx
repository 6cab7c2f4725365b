import { Link } from '../common/router';
import { AuthLayout } from './AuthLayout';
import { usePageTitle } from '../common/usePageTitle';

/** Any public path the app does not know. */
export default function NotFound() {
  usePageTitle('Page not found');
  return (
    <AuthLayout>
      <h1 className="pub-card__title">Page not found</h1>
      <p className="pub-card__lead">We could not find the page you asked for.</p>
      <Link to="/" className="pub-btn pub-btn--block">
        Go to the home page
      </Link>
    </AuthLayout>
  );
}

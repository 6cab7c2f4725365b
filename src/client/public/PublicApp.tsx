import { useLocation } from '../common/router';
import Landing from './Landing';
import NotFound from './NotFound';
import ResetPasswordPage from './ResetPasswordPage';
import SignInPage from './SignInPage';
import SignUpPage from './SignUpPage';
import './public.css';

const pages: Record<string, () => React.JSX.Element> = {
  '/': Landing,
  '/auth/sign-up': SignUpPage,
  '/auth/sign-in': SignInPage,
  '/auth/reset-password': ResetPasswordPage,
};

/**
 * The public pages (landing, registration, sign-in, password reset). Plain React and CSS only,
 * routed by common/router: they load with the entry chunk, so nothing from react-admin, MUI or
 * react-router is imported here.
 */
export default function PublicApp() {
  const { pathname } = useLocation();
  // A trailing slash names the same page, as it did with react-router.
  const Page = pages[pathname.replace(/(.)\/+$/, '$1')] ?? NotFound;
  return <Page />;
}

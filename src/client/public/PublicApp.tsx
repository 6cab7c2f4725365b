import { Route, Routes } from 'react-router-dom';
import Landing from './Landing';
import NotFound from './NotFound';
import ResetPasswordPage from './ResetPasswordPage';
import SignInPage from './SignInPage';
import SignUpPage from './SignUpPage';
import './public.css';

/**
 * The public pages (landing, registration, sign-in, password reset). Plain React and CSS only:
 * this chunk must stay small, so nothing from react-admin or MUI is imported here.
 */
export default function PublicApp() {
  return (
    <Routes>
      <Route index element={<Landing />} />
      <Route path="auth/sign-up" element={<SignUpPage />} />
      <Route path="auth/sign-in" element={<SignInPage />} />
      <Route path="auth/reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

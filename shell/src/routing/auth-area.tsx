// The sign-in pages (/login, /signup) as one chunk: plain accessible forms and a small style sheet,
// no antd (a cold /login downloads the form, not the app).
import { LoginPage } from '../pages/LoginPage';
import { SignupPage } from '../pages/SignupPage';

export const AUTH_AREA_ELEMENTS = {
  login: <LoginPage />,
  signup: <SignupPage />,
};

export type AuthAreaElementName = keyof typeof AUTH_AREA_ELEMENTS;

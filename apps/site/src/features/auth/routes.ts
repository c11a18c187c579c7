import type { RouteDef } from '../../app/route-types.ts';

const register = () => import('./RegisterPage.tsx');
const login = () => import('./LoginPage.tsx');
const forgot = () => import('./ForgotPasswordPage.tsx');

/** Signing in, signing up and resetting a password. */
export const routes: readonly RouteDef[] = [
  { path: '/reg', layout: 'root', access: 'public', title: 'route.reg', page: register, catalogueParts: 2, queries: false },
  { path: '/login', layout: 'root', access: 'public', title: 'route.login', page: login, catalogueParts: 2, queries: false },
  { path: '/forget', layout: 'root', access: 'public', title: 'route.forget', page: forgot, catalogueParts: 2, queries: false },
];

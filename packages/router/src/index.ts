// The router every app uses, `@missionbase/router`: exactly the react-router-dom names the product imports.
// It is shared as one Module Federation singleton, and a shared module is not tree-shaken: sharing
// react-router-dom itself would put all of it (~66 KiB gzip) on every page. This entry names what the
// shell, the remotes and the packages use, so the one shared copy holds react-router tree-shaken to
// that. ESLint refuses react-router(-dom) outside this package: add a missing name here.
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  UNSAFE_DataRouterContext,
  createBrowserRouter,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router-dom';

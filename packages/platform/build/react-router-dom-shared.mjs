/*
 * What the apps share as 'react-router-dom' (create-rspack-config.js aliases the package name here). A shared
 * module cannot be tree-shaken (any consumer may use any export), and react-router 7 in full weighs about 60 KB
 * gzipped. Re-exporting only what the apps use lets the bundler drop the rest (data routers, SSR, RSC...). The
 * import below uses an alias (create-rspack-config.js), not the bare 'react-router' name, so it is not itself a
 * shared request; every app still gets this one module from the share scope, hence one router context per page.
 * An app that needs another export adds it here: a missing name would be undefined at run time without any build
 * error, which src/federation/react-router-dom-shared.test.ts catches.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom-real-package';

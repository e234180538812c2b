/**
 * The router pieces the storefront uses. Every slice imports routing from here, never from react-router-dom: this
 * entry is the shared singleton (one router context for the whole page), and sharing the library whole would ship
 * all of it to every page (60 KiB gzip) where these pieces, tree-shaken, are 14.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';

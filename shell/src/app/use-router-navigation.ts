import { useLocation, useNavigate } from '@shop/shared/router';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { locationChanged, navigateFx } from './model';

/** Lets the shell's model move the browser through the router (no full page load) and know where it is. */
export function useRouterNavigation() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const reportLocation = useUnit(locationChanged);

  useEffect(() => {
    navigateFx.use((path) => navigate(path));
  }, [navigate]);

  useEffect(() => {
    reportLocation(`${pathname}${search}`);
  }, [reportLocation, pathname, search]);
}

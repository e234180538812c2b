import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { navigateFx } from './model';

/** Lets the shell's model move the browser through the router (no full page load). */
export function useRouterNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    navigateFx.use((path) => navigate(path));
  }, [navigate]);
}

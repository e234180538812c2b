import { $isOperator } from '@shop/shared/bus';
import { MemoryRouter } from '@shop/shared/router';
import { render, screen } from '@testing-library/react';
import { fork } from 'effector';
import { Provider } from 'effector-react';
import { loadRemoteModule } from '../remotes/registry';
import { RequireOperator } from './require-operator';
import { routeFor, routeTable } from './route-table';
import { routeElement } from './routes';

jest.mock('../remotes/registry', () => ({
  ...jest.requireActual('../remotes/registry'),
  loadRemoteModule: jest.fn(() => new Promise(() => {})),
}));

function open(children: React.ReactNode, operator: boolean) {
  render(
    <Provider value={fork({ values: [[$isOperator, operator]] })}>
      <MemoryRouter initialEntries={['/admin/orders']}>{children}</MemoryRouter>
    </Provider>,
  );
}

test('an operator sees the back office', () => {
  open(<RequireOperator>the back office</RequireOperator>, true);
  expect(screen.getByText('the back office')).toBeInTheDocument();
});

test('anyone else sees the not-found page, and the back office is never loaded', () => {
  const published = { path: '/admin/*', module: './BackOffice', title: 'Back office', operator: true };
  const admin = routeFor(routeTable({ backoffice: [published] }), '/admin/orders');
  expect(admin).toMatchObject({ remote: 'backoffice', operator: true });
  open(admin && routeElement(admin), false);
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(loadRemoteModule).not.toHaveBeenCalled();
});

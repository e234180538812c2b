/**
 * The back office: the operators' screens under /admin, one exposed module routing the addresses below it. Its links
 * are absolute (`adminPaths`): a relative one would resolve against the whole address the `/admin/*` route matched. The shell
 * loads it for an operator alone. antd comes from `@shop/shared/antd`, the page's one instance of it.
 */
import { App, ConfigProvider } from '@shop/shared/antd';
import { NavLink, Route, Routes } from '@shop/shared/router';
import { AuditLog } from '../pages/audit/page';
import { ContentPage } from '../pages/content/page';
import { DashboardPage } from '../pages/dashboard/page';
import { ImportExport } from '../pages/import/page';
import { LegalPages } from '../pages/legal/page';
import { PackingSlip } from '../pages/order/packing-slip';
import { OrderPage } from '../pages/order/page';
import { OrderList } from '../pages/orders/page';
import { FlaggedPayments } from '../pages/payments/page';
import { ProductEditor } from '../pages/product/page';
import { ProductList } from '../pages/products/page';
import { SlidersPage } from '../pages/sliders/page';
import { adminPaths, SECTIONS } from './sections';
import './back-office.css';

/**
 * The shop's accent, so the back office looks like part of the same site; greys and a red dark enough to read (antd's
 * placeholders, empty-table words and danger buttons are too faint against white for the contrast readers need).
 */
const THEME = {
  token: {
    colorPrimary: '#1f5f99',
    borderRadius: 4,
    colorTextPlaceholder: '#6b6b6b',
    colorTextQuaternary: '#6b6b6b',
    colorTextTertiary: '#595959',
    colorTextDescription: '#595959',
    colorError: '#b42318',
  },
};

function Unknown() {
  return (
    <section>
      <h1>Not in the back office</h1>
      <p>There is no back-office page at this address.</p>
    </section>
  );
}

export function BackOffice() {
  return (
    <ConfigProvider theme={THEME}>
      <App component={false}>
        <div className="back-office">
          <nav className="back-office-nav" aria-label="Back office">
            <ul>
              <li>
                <NavLink to={adminPaths.dashboard()} end>
                  Dashboard
                </NavLink>
              </li>
              {SECTIONS.map(({ path, title }) => (
                <li key={path}>
                  <NavLink to={adminPaths.section(path)}>{title}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="back-office-screen">
            <Routes>
              <Route index element={<DashboardPage />} />
              <Route path="orders" element={<OrderList />} />
              <Route path="orders/:invoiceId" element={<OrderPage />} />
              <Route path="orders/:invoiceId/packing-slip" element={<PackingSlip />} />
              <Route path="payments" element={<FlaggedPayments />} />
              <Route path="products" element={<ProductList />} />
              <Route path="products/new" element={<ProductEditor />} />
              <Route path="products/:id" element={<ProductEditor />} />
              <Route path="brands" element={<ContentPage kind="brands" />} />
              <Route path="categories" element={<ContentPage kind="categories" />} />
              <Route path="sliders" element={<SlidersPage />} />
              <Route path="legal" element={<LegalPages />} />
              <Route path="import" element={<ImportExport />} />
              <Route path="audit" element={<AuditLog />} />
              <Route path="*" element={<Unknown />} />
            </Routes>
          </div>
        </div>
      </App>
    </ConfigProvider>
  );
}

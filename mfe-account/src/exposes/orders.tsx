export { OrdersPage as default } from '../pages/orders/page';

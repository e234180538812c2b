export { serverLoad } from '../pages/orders/model';
export { OrdersPage as default } from '../pages/orders/page';

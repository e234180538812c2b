export { CartBadge as default } from '../features/count-badges/count-badges';

export { WishBadge as default } from '../features/count-badges/count-badges';

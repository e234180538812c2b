export { serverLoad } from '../pages/legal/model';
export { LegalPage as default } from '../pages/legal/page';

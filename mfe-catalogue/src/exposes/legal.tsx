export { LegalPage as default } from '../pages/legal/page';

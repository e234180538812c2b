export { serverLoad } from '../pages/home/model';
export { HomePage as default } from '../pages/home/page';

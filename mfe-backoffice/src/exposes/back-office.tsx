export { BackOffice as default } from '../app/back-office';

export { referralRoutes } from './routes';

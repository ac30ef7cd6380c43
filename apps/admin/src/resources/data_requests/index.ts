export { DataRequestsScreen as default } from './DataRequestsScreen.tsx';

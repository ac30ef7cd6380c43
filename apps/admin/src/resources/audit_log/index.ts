export { AuditScreen as default } from './AuditScreen.tsx';

export { StatisticList as default } from './StatisticList.tsx';

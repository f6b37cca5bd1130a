export { startDemoMarket, type DemoMarket } from './server';
export type { DemoMarketOptions } from './options';
export type { DemoMarketControl } from './market';
export { MAIN_SELLER_ID, SECOND_SELLER_ID } from './data/sellers';
export { DEMO_CLIENT } from './options';
export type { FaultRule } from './control/faults';
export type { RequestLogEntry } from './control/request-log';
export type { TokenStats } from './oauth/tokens';

import { customerReturnsReader } from './customer-returns';
import { messageThreadsReader } from './message-threads';
import { disputesReader } from './disputes';
import type { StreamReader } from './readers';

/**
 * The buyers stream: message threads, disputes and customer returns, read every `buyersPollMs` so a buyer's new
 * message shows within minutes; each reader is one line here.
 */
export const buyersReaders: StreamReader[] = [customerReturnsReader, messageThreadsReader, disputesReader];

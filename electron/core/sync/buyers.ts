import { customerReturnsReader } from './customer-returns';
import { messageThreadsReader } from './message-threads';
import { disputesReader } from './disputes';
import { issuesReader } from './issues';
import type { StreamReader } from './readers';

/**
 * The buyers stream: message threads read every `buyersPollMs` so a buyer's new message shows within minutes, and
 * disputes and customer returns every `casesPollMs`; each reader is one line here.
 */
export const buyersReaders: StreamReader[] = [
  customerReturnsReader,
  messageThreadsReader,
  disputesReader,
  issuesReader,
];

import { customerReturnsReader } from '../returns/returns-sync';
import { messageThreadsReader } from '../messages/threads-sync';
import { disputesReader } from '../disputes/disputes-sync';
import { issuesReader } from '../issues/issues-sync';
import type { StreamReader } from '../../sync/readers';

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

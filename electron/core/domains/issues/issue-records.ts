import type { IssueAttachment } from '../../../../shared/issues';
import type { Money } from '../../../../shared/money';
import { disputeMessageFrom, type DisputeMessageRecord } from '../disputes/dispute-records';
import { arr, at, bool, int, MalformedRecord, money, obj, str } from '../../market/records/json';

/** A post-purchase issue as the local copy keeps it; every enumeration kept as the marketplace sent it. */
export interface IssueRecord {
  id: string;
  type: string;
  referenceNumber: string | null;
  orderId: string | null;
  buyerLogin: string | null;
  subject: string | null;
  reasonType: string | null;
  status: string;
  chatActive: boolean;
  returnRequired: boolean | null;
  decisionDueAt: number | null;
  openedAt: number;
  lastMessageAt: number | null;
  lastMessageStatus: string | null;
  messagesCount: number;
  raw: string;
}

/** A chat entry has the disputes' message shape (id, author's login and role, text, attachments, time). */
export type IssueMessageRecord = DisputeMessageRecord;
export const issueMessageFrom = disputeMessageFrom;

const ms = (value: unknown): number | null => {
  const text = str(value);
  const n = text === null ? NaN : Date.parse(text);
  return Number.isNaN(n) ? null : n;
};

export function issueFrom(body: unknown): IssueRecord {
  const id = str(obj(body)?.id);
  const openedAt = ms(at(body, 'openedDate'));
  if (!id || openedAt === null) throw new MalformedRecord('an issue without its id or opening date');
  const status = str(at(body, 'currentState.status')) ?? 'UNKNOWN';
  const reasonType = str(at(body, 'reason.type'));
  return {
    id,
    type: str(at(body, 'type')) ?? 'UNKNOWN',
    referenceNumber: str(at(body, 'referenceNumber')),
    orderId: str(at(body, 'checkoutForm.id')),
    buyerLogin: str(at(body, 'buyer.login')),
    // A dispute carries its subject, a claim its reason: either names the issue in the list.
    subject: str(at(body, 'subject')) ?? reasonType,
    reasonType,
    status,
    chatActive: bool(at(body, 'currentState.chatActive')) ?? false,
    returnRequired: bool(at(body, 'currentState.returnRequired')),
    decisionDueAt: ms(at(body, 'decisionDueDate')),
    openedAt,
    lastMessageAt: ms(at(body, 'chat.lastMessage.createdAt')),
    lastMessageStatus: str(at(body, 'chat.lastMessage.status')),
    messagesCount: int(at(body, 'chat.messagesCount')) ?? 0,
    raw: JSON.stringify(body),
  };
}

/** What the detail shows from the stored body: the buyer's words, expectations and files. */
export function issueExtrasFrom(raw: string): {
  description: string | null;
  expectations: { name: string; refund: Money | null }[];
  attachments: IssueAttachment[];
} {
  const body: unknown = JSON.parse(raw);
  return {
    description: str(at(body, 'description')) ?? str(at(body, 'reason.description')),
    expectations: arr(obj(body)?.expectations).flatMap((e) => {
      const name = str(obj(e)?.name);
      return name ? [{ name, refund: money(obj(e)?.refund) }] : [];
    }),
    attachments: arr(obj(body)?.attachments).flatMap((a) => {
      const fileName = str(obj(a)?.fileName);
      return fileName ? [{ fileName, url: str(obj(a)?.url) }] : [];
    }),
  };
}

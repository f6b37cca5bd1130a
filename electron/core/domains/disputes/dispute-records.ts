import { disputeStatusOf, type DisputeAttachment, type DisputeRow } from '../../../../shared/disputes';
import { arr, at, bool, int, MalformedRecord, obj, str } from '../../market/records/json';

/** A dispute as the local copy keeps it, read from the marketplace's answer (the reference's issue shape). */
export type DisputeRecord = Omit<DisputeRow, 'openedAt' | 'lastMessageAt'> & {
  /** Epoch milliseconds, as the local copy sorts them. */
  openedAt: number;
  lastMessageAt: number | null;
  raw: string;
};

export interface DisputeMessageRecord {
  id: string;
  role: string;
  login: string | null;
  text: string | null;
  attachments: DisputeAttachment[];
  createdAt: number;
}

const ms = (value: unknown): number | null => {
  const text = str(value);
  const n = text === null ? NaN : Date.parse(text);
  return Number.isNaN(n) ? null : n;
};

export function disputeFrom(body: unknown): DisputeRecord {
  const id = str(obj(body)?.id);
  const openedAt = ms(at(body, 'openedDate'));
  if (!id || openedAt === null) throw new MalformedRecord('a dispute without its id or opening date');
  const status = disputeStatusOf(str(at(body, 'currentState.status')));
  return {
    id,
    orderId: str(at(body, 'checkoutForm.id')),
    buyerLogin: str(at(body, 'buyer.login')),
    subject: str(at(body, 'subject')),
    status,
    chatActive: bool(at(body, 'currentState.chatActive')) ?? status === 'ONGOING',
    openedAt,
    lastMessageAt: ms(at(body, 'chat.lastMessage.createdAt')),
    lastMessageStatus: str(at(body, 'chat.lastMessage.status')),
    messagesCount: int(at(body, 'chat.messagesCount')) ?? 0,
    raw: JSON.stringify(body),
  };
}

export function disputeMessageFrom(body: unknown): DisputeMessageRecord {
  const id = str(obj(body)?.id);
  const createdAt = ms(at(body, 'createdAt'));
  if (!id || createdAt === null) throw new MalformedRecord('a dispute message without its id or date');
  return {
    id,
    role: str(at(body, 'author.role')) ?? 'SYSTEM',
    login: str(at(body, 'author.login')),
    text: str(at(body, 'text')),
    attachments: arr(obj(body)?.attachments).flatMap((a) => {
      const fileName = str(obj(a)?.fileName);
      return fileName ? [{ fileName, url: str(obj(a)?.url) }] : [];
    }),
    createdAt,
  };
}

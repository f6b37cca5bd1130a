import { Alert, Anchor, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ISSUE_FILES_MAX,
  messageTypesFor,
  type IssueDetail,
  type IssueMessageType,
} from '../../../../../shared/issues';
import { notifyError } from '../../../app/notify';
import { DetailView } from '../../../components/DetailView';
import { useT, type MessageKey } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { MessageCard, openOrder } from '../disputes/DisputeView';
import { ChatReplyBox } from '../disputes/ReplyBox';
import { DecisionBox } from './DecisionBox';
import { IssueStatusBadge, IssueTypeBadge } from './IssueBadges';
import { downloadIssueAttachment, sendIssueMessage } from './issues-store';

/**
 * A claim or a dispute: what the buyer asked and expects, its chat by author as plain text, its order linked, the
 * message box while its chat is active, and for a claim waiting for it, the seller's decision.
 */
export function IssueView(props: { issue: IssueDetail }) {
  const t = useT();
  const format = useFormat();
  const i = props.issue;
  return (
    <DetailView
      testId="issue-view"
      badges={
        <>
          <IssueTypeBadge type={i.type} />
          <IssueStatusBadge status={i.status} />
        </>
      }
      note={
        <>
          {i.referenceNumber && `${t('issues.reference', { number: i.referenceNumber })} · `}
          {t('issues.openedAt', { date: format.dateTime(i.openedAt) })}
          {i.buyerLogin && ` · ${i.buyerLogin}`}
        </>
      }
    >
      {i.decisionDueAt && i.status === 'CLAIM_SUBMITTED' && (
        <Text size="sm" fw={500}>
          {t('issues.decisionDue', { date: format.dateTime(i.decisionDueAt) })}
        </Text>
      )}
      {i.orderId && (
        <Anchor component="button" size="sm" onClick={() => openOrder(i.orderId!)} data-testid="issue-order">
          {t('issues.order', { id: i.orderId })}
        </Anchor>
      )}
      {i.description && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {i.description}
        </Text>
      )}
      {i.expectations.length > 0 && (
        <Text size="sm" data-testid="issue-expectations">
          {t('issues.expectations')}:{' '}
          {i.expectations
            .map(
              (e) =>
                t(`issues.expectationNames.${e.name}` as MessageKey) +
                (e.refund ? ` (${format.money(e.refund.amount, e.refund.currency)})` : ''),
            )
            .join(', ')}
        </Text>
      )}
      {i.returnRequired !== null && (
        <Text size="sm">
          {t(i.returnRequired ? 'issues.returnRequired.yes' : 'issues.returnRequired.no')}
        </Text>
      )}
      {i.attachments.length > 0 && (
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            {t('issues.attachments')}:
          </Text>
          {i.attachments.map((a) => (
            <Button
              key={a.url ?? a.fileName}
              size="compact-xs"
              variant="subtle"
              leftSection={<IconDownload size={14} />}
              disabled={!a.url}
              onClick={() => void downloadIssueAttachment(a.url!, a.fileName).catch(notifyError)}
            >
              {a.fileName}
            </Button>
          ))}
        </Group>
      )}
      <Stack gap="xs" data-testid="issue-messages">
        {i.messages.map((m) => (
          <MessageCard
            key={m.id}
            message={m}
            author={
              t(`issues.roles.${m.role}` as MessageKey) +
              (m.login && m.author !== 'seller' ? ` · ${m.login}` : '')
            }
            download={downloadIssueAttachment}
          />
        ))}
      </Stack>
      {i.type === 'CLAIM' && (i.status === 'CLAIM_SUBMITTED' || i.decision) && <DecisionBox issue={i} />}
      {i.chatActive ? <MessageBox issue={i} /> : <Alert color="gray">{t('issues.closed')}</Alert>}
    </DetailView>
  );
}

function MessageBox(props: { issue: IssueDetail }) {
  const t = useT();
  const types = messageTypesFor(props.issue.type);
  const [type, setType] = useState<IssueMessageType>('REGULAR');
  return (
    <ChatReplyBox
      testId="issue-reply"
      maxFiles={ISSUE_FILES_MAX}
      send={(text, files) => sendIssueMessage(props.issue.id, type, text, files)}
    >
      {types.length > 1 && (
        <Select
          size="xs"
          label={t('issues.messageType')}
          data={types.map((value) => ({ value, label: t(`issues.messageTypes.${value}`) }))}
          value={type}
          onChange={(value) => setType(value ?? 'REGULAR')}
          allowDeselect={false}
          data-testid="issue-message-type"
        />
      )}
    </ChatReplyBox>
  );
}

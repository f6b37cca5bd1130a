import { Badge, Tooltip } from '@mantine/core';
import type { RatingChangeMark } from '../../../../shared/ratings';
import { useT } from '../../i18n';
import { WaitingMark } from '../offers/WaitingMark';
import { markView } from './rating-text';

/** Where the seller's latest answer or removal request stands: waiting, sent, or refused with the marketplace's words. */
export function ChangeMark(props: { mark: RatingChangeMark | null }) {
  const t = useT();
  const view = markView(props.mark);
  if (view.kind === 'none') return null;
  if (view.kind === 'waiting') return <WaitingMark />;
  if (view.kind === 'sent') {
    return (
      <Badge
        size="xs"
        variant="light"
        color="teal"
        title={t('ratings.changes.marks.sentLabel')}
        data-testid="sent"
        style={{ flexShrink: 0 }}
      >
        {t('ratings.changes.marks.sent')}
      </Badge>
    );
  }
  const reason = view.message ?? t('ratings.changes.refusedNoMessage');
  return (
    <Tooltip label={reason} multiline w={320} withinPortal>
      <Badge
        size="xs"
        variant="light"
        color="red"
        title={reason}
        data-testid="refused"
        style={{ flexShrink: 0 }}
      >
        {t('ratings.changes.marks.refused')}
      </Badge>
    </Tooltip>
  );
}

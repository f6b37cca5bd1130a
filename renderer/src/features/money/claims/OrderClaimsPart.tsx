import { Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ClaimableItem } from '../../../../../shared/claims';
import type { OrderDetail } from '../../../../../shared/orders';
import { notifyDone } from '../../../app/notify';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { ClaimStatus } from './ClaimStatus';
import { createClaim, useOrderClaims } from './claims-store';

/** The order detail's part: the order's commission refund claims, and a claim for each line item that qualifies. */
export function OrderClaimsPart(props: { detail: OrderDetail }) {
  const t = useT();
  const format = useFormat();
  const orderId = props.detail.id;
  const { data } = useOrderClaims(orderId);
  if (!data) return null;
  return (
    <Card withBorder padding="sm" data-testid="order-claims">
      <Title order={3} size="h6" mb={6}>
        {t('claims.part.title')}
      </Title>
      <Stack gap="xs">
        {data.claims.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('claims.part.none')}
          </Text>
        ) : (
          data.claims.map((claim) => (
            <Stack key={claim.id} gap={2} data-testid="order-claim">
              <Text size="sm" truncate>
                {claim.offerTitle ?? claim.lineItemId}
              </Text>
              <Group gap="sm" wrap="nowrap">
                <Text size="sm">× {claim.quantity}</Text>
                {claim.commission && (
                  <Text size="sm">{format.money(claim.commission.amount, claim.commission.currency)}</Text>
                )}
                <ClaimStatus claim={claim} />
              </Group>
              {claim.pendingError && (
                <Text size="xs" c="red">
                  {claim.pendingError}
                </Text>
              )}
            </Stack>
          ))
        )}
        {data.items.map((item) => (
          <ItemClaim key={item.lineItemId} orderId={orderId} item={item} />
        ))}
      </Stack>
    </Card>
  );
}

/** One line item: why it cannot be claimed, or the claim button opening the quantity to claim. */
function ItemClaim(props: { orderId: string; item: ClaimableItem }) {
  const t = useT();
  const { item } = props;
  const [quantity, setQuantity] = useState<number | null>(null);
  const title = item.offerTitle ?? item.lineItemId;
  const send = () => {
    const work = createClaim(props.orderId, item.lineItemId, quantity ?? 1);
    notifyDone(work, t('claims.part.created'));
    work.then(
      () => setQuantity(null),
      () => undefined,
    );
  };
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between" data-testid="claim-item">
      <Text size="sm" truncate>
        {title}
      </Text>
      {item.refusal ? (
        <Text size="xs" c="dimmed" data-testid="claim-refusal">
          {t(`claims.refusals.${item.refusal}`)}
        </Text>
      ) : quantity === null ? (
        <Button
          size="compact-sm"
          variant="light"
          aria-label={t('claims.part.claimLabel', { offer: title })}
          onClick={() => setQuantity(1)}
        >
          {t('claims.part.claim')}
        </Button>
      ) : (
        <Group
          gap="xs"
          wrap="nowrap"
          onKeyDown={(event) => {
            if (event.key === 'Escape') setQuantity(null);
          }}
        >
          <NumberInput
            aria-label={t('claims.part.quantity')}
            size="xs"
            w={80}
            min={1}
            max={item.quantity}
            allowDecimal={false}
            value={quantity}
            autoFocus
            onChange={(value) => setQuantity(typeof value === 'number' ? value : 1)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') send();
            }}
          />
          <Button size="compact-sm" onClick={send} data-testid="claim-send">
            {t('claims.part.send')}
          </Button>
          <Button size="compact-sm" variant="subtle" onClick={() => setQuantity(null)}>
            {t('claims.part.cancel')}
          </Button>
        </Group>
      )}
    </Group>
  );
}

import { Alert, Button, Card, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { isLocalPromotion, type Promotion } from '../../../../../shared/promotions';
import { notifyDone, notifyError } from '../../../app/notify';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { promotionName } from './promotion-text';
import { changeBundleDiscount, endPromotion, openPromotion } from './promotions-store';

const amountPattern = /^\d+([.,]\d{1,2})?$/;

/** A titled list of a promotion's parts, left out when it has none. */
function TitledList(props: { title: string; testId: string; items: { key: string; text: string }[] }) {
  if (props.items.length === 0) return null;
  return (
    <>
      <Text fw={600} size="sm">
        {props.title}
      </Text>
      <List size="sm" data-testid={props.testId}>
        {props.items.map((item) => (
          <List.Item key={item.key}>{item.text}</List.Item>
        ))}
      </List>
    </>
  );
}

/** One promotion: what it gives, the offers it covers (titles from the local copy), a bundle's discount, its end. */
export function PromotionDetail(props: { promotion: Promotion }) {
  const t = useT();
  const format = useFormat();
  const p = props.promotion;
  const [amount, setAmount] = useState(p.discount?.amount ?? '');
  const [ending, setEnding] = useState(false);
  const local = isLocalPromotion(p.id);
  const amountOk = amountPattern.test(amount.trim()) && Number(amount.replace(',', '.')) > 0;
  const saveDiscount = () =>
    notifyDone(
      changeBundleDiscount(p.id, {
        amount: Number(amount.replace(',', '.')).toFixed(2),
        currency: p.discount?.currency ?? 'PLN',
      }),
      t('promotions.detail.saved'),
    );
  const end = () => {
    if (!ending) return setEnding(true);
    endPromotion(p.id)
      .then(() => openPromotion(null))
      .catch(notifyError);
  };
  return (
    <Card withBorder padding="sm" data-testid="promotion-detail">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('promotions.detail.title', {
              type: t(`promotions.typeOne.${p.type}`),
              name: promotionName(p, t),
            })}
          </Title>
          <Button variant="subtle" size="xs" onClick={() => openPromotion(null)}>
            {t('promotions.detail.close')}
          </Button>
        </Group>
        {p.createdAt && (
          <Text size="sm" c="dimmed">
            {t('promotions.detail.created')}: {format.dateTime(p.createdAt)}
          </Text>
        )}
        {local && p.pending?.state !== 'failed' && (
          <Text size="sm">{t('promotions.detail.waitingCreate')}</Text>
        )}
        {p.pending?.state === 'failed' && (
          <Alert color="red" data-testid="promotion-refused">
            {t('promotions.detail.refused', {
              message: p.pending.errors.map((e) => e.userMessage).join(' '),
            })}
          </Alert>
        )}
        <TitledList
          title={t('promotions.detail.thresholds')}
          testId="promotion-thresholds"
          items={p.thresholds.map((th) => ({
            key: th.lowerBound,
            text:
              p.type === 'LARGE_ORDER_DISCOUNT'
                ? t('promotions.detail.valueStep', {
                    bound: format.money(th.lowerBound),
                    percentage: th.percentage,
                  })
                : t('promotions.detail.quantityStep', { bound: th.lowerBound, percentage: th.percentage }),
          }))}
        />
        <TitledList
          title={t('promotions.detail.offers')}
          testId="promotion-offers"
          items={p.offers.map((o) => ({
            key: o.id,
            text: `${o.id} · ${o.title ?? t('promotions.detail.notInCopy')}${o.entryPoint ? ` (${t('promotions.detail.entryPoint')})` : ''}`,
          }))}
        />
        {!local && p.status !== 'INACTIVE' && (
          <Group align="end" gap="xs">
            {p.type === 'BUNDLE' && (
              <>
                <TextInput
                  label={t('promotions.detail.discount')}
                  value={amount}
                  onChange={(e) => setAmount(e.currentTarget.value)}
                  error={amount !== '' && !amountOk ? t('promotions.problems.discount') : undefined}
                  onKeyDown={(e) => e.key === 'Enter' && amountOk && saveDiscount()}
                  w={200}
                />
                <Button disabled={!amountOk} onClick={saveDiscount}>
                  {t('promotions.detail.saveDiscount')}
                </Button>
              </>
            )}
            <Button
              color="red"
              variant={ending ? 'filled' : 'light'}
              onClick={end}
              data-testid="promotion-end"
            >
              {ending ? t('promotions.detail.endConfirm') : t('promotions.detail.end')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

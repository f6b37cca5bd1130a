import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { TableHead } from '../../../components/RowAction';
import { useT } from '../../../i18n';
import { useFormat } from '../../../i18n/format';
import { useDeliveryTagsData } from '../../../stores/delivery-tags';
import { TabSection } from './TabSection';
import { shippingTimeText } from './durations';

/** The delivery methods with their limits, and the seller's shipping rate lists with their rates: read only. */
export function DeliveryTab() {
  const t = useT();
  const f = useFormat();
  const { methods, rateLists } = useDeliveryTagsData();
  return (
    <Stack gap="lg" data-testid="delivery-tab">
      <TabSection id="rate-lists-title" title={t('deliveryTags.rates.title')}>
        {rateLists?.length === 0 && <Text c="dimmed">{t('deliveryTags.rates.none')}</Text>}
        <Stack gap="sm">
          {rateLists?.map((list) => (
            <Card key={list.id} withBorder padding="sm" data-testid={`rate-list-${list.name}`}>
              <Group justify="space-between" mb="xs">
                <Text fw={600}>{list.name}</Text>
                <Badge variant="light">{t('deliveryTags.rates.offers', { count: list.offers })}</Badge>
              </Group>
              <Table striped withTableBorder={false} fz="sm">
                <TableHead
                  labels={[
                    t('deliveryTags.methods.name'),
                    t('deliveryTags.rates.first'),
                    t('deliveryTags.rates.next'),
                    t('deliveryTags.methods.quantity'),
                    t('deliveryTags.methods.weight'),
                    t('deliveryTags.methods.time'),
                  ]}
                />
                <Table.Tbody>
                  {list.rates.map((rate) => (
                    <Table.Tr key={rate.deliveryMethodId}>
                      <Table.Td>{rate.deliveryMethodName ?? rate.deliveryMethodId}</Table.Td>
                      <Table.Td>
                        {rate.firstItemRate
                          ? f.money(rate.firstItemRate.amount, rate.firstItemRate.currency)
                          : '–'}
                      </Table.Td>
                      <Table.Td>
                        {rate.nextItemRate
                          ? f.money(rate.nextItemRate.amount, rate.nextItemRate.currency)
                          : '–'}
                      </Table.Td>
                      <Table.Td>{rate.maxQuantityPerPackage ?? '–'}</Table.Td>
                      <Table.Td>
                        {rate.maxPackageWeight ? `${f.number(Number(rate.maxPackageWeight))} kg` : '–'}
                      </Table.Td>
                      <Table.Td>
                        {rate.shippingTime
                          ? shippingTimeText(rate.shippingTime.from, rate.shippingTime.to)
                          : '–'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
          ))}
        </Stack>
      </TabSection>
      <TabSection id="methods-title" title={t('deliveryTags.methods.title')}>
        {methods?.length === 0 && <Text c="dimmed">{t('deliveryTags.methods.none')}</Text>}
        {methods && methods.length > 0 && (
          <Table striped withTableBorder fz="sm" data-testid="delivery-methods">
            <TableHead
              labels={[
                t('deliveryTags.methods.name'),
                t('deliveryTags.methods.payment'),
                t('deliveryTags.methods.quantity'),
                t('deliveryTags.methods.weight'),
                t('deliveryTags.methods.time'),
              ]}
            />
            <Table.Tbody>
              {methods.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{m.name}</Table.Td>
                  <Table.Td>
                    {m.cashOnDelivery ? t('deliveryTags.methods.cod') : t('deliveryTags.methods.advance')}
                  </Table.Td>
                  <Table.Td>{m.maxQuantityPerPackage ?? '–'}</Table.Td>
                  <Table.Td>
                    {m.maxPackageWeight?.max ? `${f.number(Number(m.maxPackageWeight.max))} kg` : '–'}
                  </Table.Td>
                  <Table.Td>
                    {m.shippingTime ? shippingTimeText(m.shippingTime.from, m.shippingTime.to) : '–'}
                    {m.shippingTime?.customizable && (
                      <Text span c="dimmed" size="xs">
                        {' '}
                        ({t('deliveryTags.methods.customizable')})
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </TabSection>
    </Stack>
  );
}

import { Badge, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { OfferStatus } from '../../../../../shared/offers';
import { TableHead } from '../../../components/RowAction';
import { useT, type Translate } from '../../../i18n';
import { useActiveAccount } from '../../../stores/accounts';
import { useDeliveryTagsData } from '../../../stores/delivery-tags';
import { TabSection } from './TabSection';

/**
 * The marketplace names the colour-or-pattern dimension `color/pattern`; other parameters come as their ids, which
 * the app has no names for here, so they are shown as they came.
 */
function parameterName(parameter: string, t: Translate): string {
  return parameter === 'color/pattern' ? t('deliveryTags.variants.colour') : parameter;
}

/** The seller's variant sets with their offers, and the seller's tags with how many offers carry each. */
export function VariantsTab() {
  const t = useT();
  const { variantSets, tags } = useDeliveryTagsData();
  // The 2026 marketplace has no variant sets of the seller's own (removed 2026-04-14): it builds them itself.
  const fromCatalogue = useActiveAccount()?.api === '2026';
  return (
    <Stack gap="lg" data-testid="variants-tab">
      <TabSection id="tags-title" title={t('deliveryTags.tags.title')}>
        {tags?.length === 0 && <Text c="dimmed">{t('deliveryTags.tags.none')}</Text>}
        <Group gap="xs" data-testid="seller-tags">
          {tags?.map((tag) => (
            <Badge key={tag.id} size="lg" variant={tag.hidden ? 'outline' : 'light'} tt="none">
              {tag.name} · {t('deliveryTags.tags.offers', { count: tag.offers })}
              {tag.hidden && ` · ${t('deliveryTags.tags.hidden')}`}
            </Badge>
          ))}
        </Group>
      </TabSection>
      <TabSection id="variant-sets-title" title={t('deliveryTags.variants.title')}>
        {fromCatalogue && (
          <Text c="dimmed" data-testid="variants-from-catalogue">
            {t('deliveryTags.variants.fromCatalogue')}
          </Text>
        )}
        {!fromCatalogue && variantSets?.length === 0 && (
          <Text c="dimmed">{t('deliveryTags.variants.none')}</Text>
        )}
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          {(fromCatalogue ? [] : (variantSets ?? [])).map((set) => (
            <Card key={set.id} withBorder padding="sm" data-testid="variant-set">
              <Text fw={600}>{set.name}</Text>
              <Text size="xs" c="dimmed" mb="xs">
                {t('deliveryTags.variants.by', {
                  parameters: set.parameters.map((parameter) => parameterName(parameter, t)).join(', '),
                })}
              </Text>
              <Table fz="sm">
                <TableHead
                  labels={[
                    t('deliveryTags.variants.offer'),
                    t('deliveryTags.variants.colour'),
                    t('deliveryTags.variants.status'),
                  ]}
                />
                <Table.Tbody>
                  {set.offers.map((offer) => (
                    <Table.Tr key={offer.id}>
                      <Table.Td>
                        {offer.name ?? offer.id}
                        <Text span c="dimmed" size="xs">
                          {' '}
                          {offer.id}
                        </Text>
                      </Table.Td>
                      <Table.Td>{offer.colorPattern ?? '–'}</Table.Td>
                      <Table.Td>
                        {/* A status the app has no words for comes back from `t` as it came. */}
                        {offer.status ? t(`offerStatus.${offer.status as OfferStatus}`) : '–'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
          ))}
        </SimpleGrid>
      </TabSection>
    </Stack>
  );
}

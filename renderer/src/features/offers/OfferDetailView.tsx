import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconDownload, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError } from '../../app/notify';
import { SanitizedHtml } from '../../components/Html';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import type { OfferDetail } from '../../../../shared/offers';
import { refreshOffer } from '../../stores/offers';
import { DescriptionEditor } from './DescriptionEditor';
import { OfferEditor } from './OfferEditor';
import { OfferHistory } from './OfferHistory';
import { offerStatusColor } from './OffersPage';
import { WaitingMark } from './WaitingMark';

/** An offer from the local copy: price, stock, images and the description (sanitized HTML). */
export function OfferDetailView(props: { detail: OfferDetail }) {
  const t = useT();
  const format = useFormat();
  const d = props.detail;
  // The offer whose description is being edited: another offer opened shows its own description, not the editor.
  const [editing, setEditing] = useState<string | null>(null);
  const facts: [string, string | number | null][] = [
    [t('offers.price'), d.price ? format.money(d.price.amount, d.price.currency) : null],
    [t('offers.stock'), d.stockAvailable === null ? null : `${d.stockAvailable} ${t('offers.unit')}`],
    [t('offers.sold'), d.stockSold],
    [t('offers.format'), d.format ? t(`sellingFormat.${d.format}`) : null],
    [t('offers.externalId'), d.externalId],
    [t('offers.endingAt'), d.endingAt ? format.dateTime(d.endingAt) : null],
    [t('offers.handlingTime'), d.handlingTime],
    [
      t('offers.location'),
      d.location ? [d.location.postCode, d.location.city].filter(Boolean).join(' ') : null,
    ],
    [t('offers.invoice'), d.invoice],
    [t('offers.watchers'), d.watchersCount],
    [t('offers.visits'), d.visitsCount],
  ];
  return (
    <Stack gap="sm" data-testid="offer-detail">
      <Group gap="xs">
        {d.status && (
          <Badge variant="light" color={offerStatusColor[d.status]}>
            {t(`offerStatus.${d.status}`)}
          </Badge>
        )}
        {d.waiting.includes('status') && <WaitingMark />}
        <Text fw={600}>{d.name}</Text>
        {d.waiting.includes('name') && <WaitingMark />}
      </Group>
      <Card withBorder padding="sm">
        <OfferEditor detail={d} />
      </Card>
      <SimpleGrid type="container" cols={{ base: 1, '480px': 2 }}>
        {d.images[0] ? <Image src={d.images[0]} alt={d.name} radius="md" mah={260} fit="contain" /> : <div />}
        <Table variant="vertical" withTableBorder={false}>
          <Table.Tbody>
            {facts
              .filter(([, value]) => value !== null && value !== '')
              .map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={160}>{label}</Table.Th>
                  <Table.Td>{value}</Table.Td>
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
      </SimpleGrid>
      {d.validation && d.validation.errors.length + d.validation.warnings.length > 0 && (
        <Alert color="orange" title={t('offers.validation')}>
          {[...d.validation.errors, ...d.validation.warnings].map((issue, index) => (
            <Text key={index} size="sm">
              {issue.userMessage ?? issue.message}
            </Text>
          ))}
        </Alert>
      )}
      {editing === d.id && d.description ? (
        <Card withBorder padding="sm">
          <DescriptionEditor key={d.id} detail={d} onClose={() => setEditing(null)} />
        </Card>
      ) : (
        <Card withBorder padding="sm">
          <Group gap={6} mb={6}>
            <Title order={3} size="h6">
              {t('offers.description')}
            </Title>
            {d.waiting.includes('description') && <WaitingMark />}
            {d.description && (
              <Button
                size="compact-xs"
                variant="light"
                ml="auto"
                leftSection={<IconEdit size={14} />}
                onClick={() => setEditing(d.id)}
              >
                {t('outbox.description.open')}
              </Button>
            )}
          </Group>
          {d.description ? (
            <Typography>
              {d.description.sections.flatMap((section, s) =>
                section.items.map((item, i) =>
                  item.type === 'TEXT' && item.content ? (
                    <SanitizedHtml key={`${s}-${i}`} html={item.content} testId="offer-description" />
                  ) : item.url ? (
                    <Image key={`${s}-${i}`} src={item.url} alt="" radius="sm" mah={240} fit="contain" />
                  ) : null,
                ),
              )}
            </Typography>
          ) : (
            <Group>
              <Text size="sm" c="dimmed">
                {t('offers.noDescription')}
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} />}
                onClick={() => void refreshOffer(d.id).catch(notifyError)}
              >
                {t('offers.loadDescription')}
              </Button>
            </Group>
          )}
        </Card>
      )}
      {d.parameters.length > 0 && (
        <Card withBorder padding="sm">
          <Title order={3} size="h6" mb={6}>
            {t('offers.parameters')}
          </Title>
          <Table variant="vertical" withTableBorder={false}>
            <Table.Tbody>
              {d.parameters.map((parameter) => (
                <Table.Tr key={parameter.id}>
                  <Table.Th w={200}>{parameter.name ?? parameter.id}</Table.Th>
                  <Table.Td>{parameter.values.join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      <OfferHistory offerId={d.id} />
    </Stack>
  );
}

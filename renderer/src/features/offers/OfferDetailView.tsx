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
import { IconEdit } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { SanitizedHtml } from '../../components/Html';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import type { OfferDetail } from '../../../../shared/offers';
import { CompatibilityEditor } from './compatibility/CompatibilityEditor';
import { DescriptionEditor } from './DescriptionEditor';
import { NotRead } from './NotRead';
import { OfferAfterSales } from './OfferAfterSales';
import { OfferDeliveryTags } from './delivery-tags/OfferDeliveryTags';
import { OfferEditor } from './OfferEditor';
import { OfferBinField } from './bins/OfferBinField';
import { OfferHistory } from './OfferHistory';
import { OfferPromotions } from './OfferPromotions';
import { OfferCosts } from '../money/billing/OfferCosts';
import { OfferTranslationsPart } from './translations/OfferTranslationsPart';
import { offerStatusColor } from './offer-status';
import { WaitingMark } from './WaitingMark';
import { useThumbnail } from '../../stores/thumbnails';

/**
 * True when two versions of an offer differ in nothing but which fields wait: the parts of the detail that do not
 * show a waiting mark skip that render. Saving marks the fields at once (markWaiting) and that frame is on the
 * seller's path from Enter to "waiting" shown.
 */
const onlyWaitingMoved = (a: { detail: OfferDetail }, b: { detail: OfferDetail }) =>
  (Object.keys(a.detail) as (keyof OfferDetail)[]).every(
    (key) => key === 'waiting' || a.detail[key] === b.detail[key],
  );

/** An offer from the local copy: price, stock, images and the description (sanitized HTML). */
export function OfferDetailView(props: { detail: OfferDetail }) {
  const d = props.detail;
  return (
    <Stack gap="sm" data-testid="offer-detail">
      <Group gap="xs">
        {d.status && <StatusBadge status={d.status} />}
        {d.waiting.includes('status') && <WaitingMark />}
        <Text fw={600}>{d.name}</Text>
        {d.waiting.includes('name') && <WaitingMark />}
      </Group>
      <Card withBorder padding="sm">
        <OfferEditor detail={d} />
        <OfferBinField offerId={d.id} />
      </Card>
      <OfferAfterSales detail={d} />
      <OfferDeliveryTags offerId={d.id} ratesWaiting={d.waiting.includes('shippingRatesId')} />
      <OfferFacts detail={d} />
      <OfferDescription detail={d} waiting={d.waiting.includes('description')} />
      <CompatibilityEditor key={d.id} detail={d} />
      {d.parameters.length > 0 && <OfferParameters parameters={d.parameters} />}
      <OfferPromotions offerId={d.id} />
      <OfferCosts offerId={d.id} />
      <OfferTranslationsPart detail={d} />
      <OfferHistory offerId={d.id} />
    </Stack>
  );
}

function StatusBadge(props: { status: NonNullable<OfferDetail['status']> }) {
  const t = useT();
  return (
    <Badge variant="light" color={offerStatusColor[props.status]}>
      {t(`offerStatus.${props.status}`)}
    </Badge>
  );
}

/** The main image, the facts table and the marketplace's validation notes. */
const OfferFacts = memo(function OfferFacts(props: { detail: OfferDetail }) {
  const t = useT();
  const format = useFormat();
  const d = props.detail;
  const image = useThumbnail(d.id);
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
    <>
      <SimpleGrid type="container" cols={{ base: 1, '480px': 2 }}>
        {image ? <Image src={image} alt={d.name} radius="md" mah={260} fit="contain" /> : <div />}
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
    </>
  );
}, onlyWaitingMoved);

/** The description as the buyer sees it (sanitized), or its editor while the seller edits it. */
const OfferDescription = memo(
  function OfferDescription(props: { detail: OfferDetail; waiting: boolean }) {
    const t = useT();
    const d = props.detail;
    // The offer whose description is being edited: another offer opened shows its own description, not the editor.
    const [editing, setEditing] = useState<string | null>(null);
    if (editing === d.id && d.description) {
      return (
        <Card withBorder padding="sm">
          <DescriptionEditor key={d.id} detail={d} onClose={() => setEditing(null)} />
        </Card>
      );
    }
    return (
      <Card withBorder padding="sm">
        <Group gap={6} mb={6}>
          <Title order={3} size="h6">
            {t('offers.description')}
          </Title>
          {props.waiting && <WaitingMark />}
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
          <NotRead
            offerId={d.id}
            note={t('offers.noDescription')}
            action={t('offers.loadDescription')}
            size="sm"
          />
        )}
      </Card>
    );
  },
  (a, b) => a.waiting === b.waiting && onlyWaitingMoved(a, b),
);

const OfferParameters = memo(function OfferParameters(props: { parameters: OfferDetail['parameters'] }) {
  const t = useT();
  return (
    <Card withBorder padding="sm">
      <Title order={3} size="h6" mb={6}>
        {t('offers.parameters')}
      </Title>
      <Table variant="vertical" withTableBorder={false}>
        <Table.Tbody>
          {props.parameters.map((parameter) => (
            <Table.Tr key={parameter.id}>
              <Table.Th w={200}>{parameter.name ?? parameter.id}</Table.Th>
              <Table.Td>{parameter.values.join(', ')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
});

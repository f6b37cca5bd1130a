import { Box, Button, Group, Select, Text } from '@mantine/core';
import { useEffect } from 'react';
import { claimStatuses, isLocalClaim, withdrawable, type Claim } from '../../../../../shared/claims';
import { notifyDone } from '../../../app/notify';
import { useListTable } from '../../../components/list/use-list-table';
import { TruncatedCell, whenColumn } from '../../../components/table/cells';
import { VirtualTable, type Column } from '../../../components/table/VirtualTable';
import { useT, type Translate } from '../../../i18n';
import { useFormat, type Format } from '../../../i18n/format';
import { ClaimStatus } from './ClaimStatus';
import { useClaimsStore, watchClaims, withdrawClaim } from './claims-store';

/** A claim the seller can withdraw now: on the marketplace, still processed, and no change of it on its way. */
const canWithdraw = (claim: Claim): boolean =>
  withdrawable(claim.status) && !isLocalClaim(claim.id) && claim.pending === null;

function withdraw(claim: Claim, t: Translate): void {
  notifyDone(withdrawClaim(claim.id), t('claims.withdrawn'));
}

/** The buyer by login; one whose login is not known, by the marketplace's number, said as such. */
const buyerOf = (claim: Claim, t: Translate): string =>
  claim.buyerLogin ?? (claim.buyerId === null ? '' : t('claims.buyerNumber', { id: claim.buyerId }));

function columns(t: Translate, format: Format): Column<Claim>[] {
  return [
    whenColumn({
      key: 'createdAt',
      header: t('claims.columns.createdAt'),
      at: (row) => row.createdAt,
      format,
    }),
    {
      key: 'offer',
      essential: true,
      header: t('claims.columns.offer'),
      width: 'minmax(160px, 3fr)',
      render: (row) => <TruncatedCell>{row.offerTitle ?? row.lineItemId}</TruncatedCell>,
    },
    {
      key: 'buyer',
      header: t('claims.columns.buyer'),
      width: '150px',
      render: (row) => <span data-testid="claim-buyer">{buyerOf(row, t)}</span>,
    },
    {
      key: 'quantity',
      header: t('claims.columns.quantity'),
      width: '60px',
      align: 'right',
      render: (row) => row.quantity,
    },
    {
      key: 'commission',
      header: t('claims.columns.commission'),
      width: '110px',
      align: 'right',
      render: (row) => (row.commission ? format.money(row.commission.amount, row.commission.currency) : ''),
    },
    {
      key: 'status',
      essential: true,
      header: t('claims.columns.status'),
      width: 'minmax(220px, 1fr)',
      render: (row) => <ClaimStatus claim={row} />,
    },
    {
      key: 'actions',
      // The withdraw button is the seller's only way to act on a claim with the pointer: never left out.
      essential: true,
      header: t('claims.columns.actions'),
      width: '120px',
      render: (row) =>
        canWithdraw(row) ? (
          <Button
            size="compact-xs"
            variant="light"
            color="red"
            aria-label={t('claims.withdrawLabel', { offer: row.offerTitle ?? row.lineItemId })}
            onClick={(event) => {
              event.stopPropagation();
              withdraw(row, t);
            }}
          >
            {t('claims.withdraw')}
          </Button>
        ) : null,
    },
  ];
}

/** Money → Commission refunds: the seller's claims from the local copy, newest first, with their status. */
export function ClaimsPanel() {
  const t = useT();
  const format = useFormat();
  const table = useListTable(useClaimsStore);
  const query = useClaimsStore((state) => state.query);
  const setQuery = useClaimsStore((state) => state.setQuery);
  const filtered = useClaimsStore((state) => state.filtered);
  useEffect(() => watchClaims(), []);
  return (
    <Box data-testid="claims-panel">
      <Group justify="space-between" align="end" mb="sm">
        <Select
          label={t('claims.statusFilter')}
          data-testid="claims-status"
          w={260}
          value={query.status ?? 'all'}
          allowDeselect={false}
          onChange={(value) => setQuery({ status: value && value !== 'all' ? value : undefined })}
          data={[
            { value: 'all', label: t('claims.allStatuses') },
            ...claimStatuses.map((value) => ({ value, label: t(`claims.statuses.${value}`) })),
          ]}
        />
        <Text size="xs" c="dimmed">
          {t('claims.keysHint')}
        </Text>
      </Group>
      {/* The table fills a fixed share of the window: its rows are virtualized inside. */}
      <Box
        style={{ height: 'calc(100vh - 300px)', minHeight: 240, display: 'flex', flexDirection: 'column' }}
      >
        <VirtualTable
          {...table}
          compact={false}
          columns={columns(t, format)}
          onRowKey={(event, _index, row) => {
            if (!row || (event.key !== 'w' && event.key !== 'W')) return false;
            if (canWithdraw(row)) withdraw(row, t);
            return true;
          }}
          label={t('claims.title')}
          empty={<Text c="dimmed">{filtered ? t('lists.noMatches') : t('claims.empty')}</Text>}
          testId="claims-table"
        />
      </Box>
    </Box>
  );
}

import { IconListDetails } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState';
import { useT } from '../../i18n';

export function OrdersPage() {
  const t = useT();
  return <EmptyState icon={IconListDetails} title={t('empty.orders.title')} body={t('empty.orders.body')} />;
}

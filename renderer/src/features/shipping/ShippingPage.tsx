import { IconBox } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState';
import { useT } from '../../i18n';

export function ShippingPage() {
  const t = useT();
  return <EmptyState icon={IconBox} title={t('empty.shipping.title')} body={t('empty.shipping.body')} />;
}

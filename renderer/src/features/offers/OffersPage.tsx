import { IconTag } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState';
import { useT } from '../../i18n';

export function OffersPage() {
  const t = useT();
  return <EmptyState icon={IconTag} title={t('empty.offers.title')} body={t('empty.offers.body')} />;
}

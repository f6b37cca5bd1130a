import { IconStar } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState';
import { useT } from '../../i18n';

export function RatingsPage() {
  const t = useT();
  return <EmptyState icon={IconStar} title={t('empty.ratings.title')} body={t('empty.ratings.body')} />;
}

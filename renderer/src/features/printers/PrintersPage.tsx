import { IconPrinter } from '@tabler/icons-react';
import { EmptyState } from '../../components/EmptyState';
import { useT } from '../../i18n';

export function PrintersPage() {
  const t = useT();
  return <EmptyState icon={IconPrinter} title={t('empty.printers.title')} body={t('empty.printers.body')} />;
}

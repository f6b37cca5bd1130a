import { Alert, Button, Card, Group, Kbd, Loader, Select, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconPrinter, IconUsers } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { errorText } from '../../app/error-text';
import { notifyError } from '../../app/notify';
import { useT } from '../../i18n';
import { useActiveAccount } from '../../stores/accounts';
import { usePackingStore } from '../../stores/packing';
import { useTemplatesStore } from '../../stores/templates';
import { DraftForm } from './DraftForm';
import { OrderHistory } from './OrderHistory';
import { fieldErrorText, problemText } from './problem-text';
import { ShipmentList } from './ShipmentList';
import { useEnterShips } from './use-enter-ships';

function Section(props: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card withBorder padding="sm" data-testid={props.testId}>
      <Title order={3} size="h6" mb={6}>
        {props.title}
      </Title>
      {props.children}
    </Card>
  );
}

/**
 * The order being packed: its parcel draft (template, receiver, packages, cash on delivery, insurance) with the
 * address check at each field, "create parcel and print label", its parcels and its history. The same view sits
 * in the shipping section's panel and in an order's detail.
 */
export function PackingView(props: { orderId: string; enterShips?: boolean; before?: ReactNode }) {
  const t = useT();
  const store = usePackingStore();
  const account = useActiveAccount();
  const templates = useTemplatesStore((state) => state.templates);
  const loadTemplates = useTemplatesStore((state) => state.load);
  const { open, ship } = store;
  const accountId = account?.id;
  useEffect(() => {
    // Opened again on another account: the same id there is another order.
    open(props.orderId);
    // Once no view shows the order, nothing re-reads it on every change of the local copy.
    return () => {
      if (usePackingStore.getState().orderId === props.orderId) open(null);
    };
  }, [props.orderId, open, accountId]);
  useEffect(() => {
    if (templates === null) loadTemplates().catch(notifyError);
  }, [templates, loadTemplates]);
  useEnterShips(props.enterShips === true, () => void ship());
  const current = store.orderId === props.orderId;
  const problems = current ? store.problems : [];
  const errors = current ? store.errors : [];

  return (
    <Stack gap="sm" data-testid="packing-view" data-order-id={props.orderId}>
      {props.before}
      {current && store.loadError && <Alert color="red">{errorText(store.loadError, t)}</Alert>}
      {current && store.takenElsewhere && (
        <Alert
          color="orange"
          icon={<IconUsers />}
          title={t('shipping.takenElsewhereTitle')}
          data-testid="taken-elsewhere"
        >
          {t('shipping.takenElsewhereBody')}
        </Alert>
      )}
      {(problems.length > 0 || errors.length > 0) && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle />}
          title={t('shipping.problemsTitle')}
          data-testid="draft-problems"
        >
          {problems.map((problem) => (
            <div key={`${problem.path}-${problem.code}`}>{problemText(problem, t)}</div>
          ))}
          {errors.map((error, index) => (
            <div key={index}>{fieldErrorText(error, t)}</div>
          ))}
        </Alert>
      )}
      <Section title={t('shipping.parcel')}>
        {current && store.draft ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void ship();
            }}
          >
            <Stack gap="xs">
              <Select
                label={t('shipping.template')}
                data={(templates ?? []).map((template) => ({
                  value: String(template.id),
                  label: template.name,
                }))}
                value={store.templateId ? String(store.templateId) : null}
                onChange={(value) => value && store.chooseTemplate(Number(value))}
                allowDeselect={false}
                data-testid="draft-template"
              />
              <DraftForm
                draft={store.draft}
                problems={problems}
                errors={errors}
                onChange={store.edit}
                extraParcelsCharged={account?.api === '2026'}
              />
              <Group justify="flex-end" mt="xs">
                <Button
                  type="submit"
                  size="md"
                  leftSection={<IconPrinter size={18} />}
                  rightSection={<Kbd size="xs">Enter</Kbd>}
                  loading={store.shipping}
                  data-testid="ship-order"
                >
                  {t('shipping.shipOne')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          !store.loadError && <Loader size="sm" aria-label={t('app.loading')} />
        )}
      </Section>
      {current && store.shipments.length > 0 && (
        <Section title={t('shipping.shipments')} testId="order-shipments">
          <ShipmentList shipments={store.shipments} />
        </Section>
      )}
      {current && (
        <Section title={t('shipping.history.title')}>
          <OrderHistory entries={store.history} />
        </Section>
      )}
    </Stack>
  );
}

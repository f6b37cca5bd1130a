import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { offerLimits } from '../../../../shared/offer-rules';
import type { OfferDetail } from '../../../../shared/offers';
import type { OfferField } from '../../../../shared/outbox';
import { notifyError } from '../../app/notify';
import { useDraft } from '../../components/use-draft';
import { useT } from '../../i18n';
import { useFormat } from '../../i18n/format';
import { changeOffer } from '../../stores/outbox';
import { draftChange, draftOf, fieldMessages, hasFields } from './offer-draft';
import { WaitingMark } from './WaitingMark';
import { FeePreviewBox } from './fees/FeePreviewBox';

/**
 * The offer's title, price and stock as the seller changes them: Enter saves (the change goes to the outbox and
 * shows at once as waiting), Esc puts the fields back. "e" from the list focuses the price.
 */
export function OfferEditor(props: { detail: OfferDetail }) {
  const t = useT();
  const format = useFormat();
  const decimal = format.decimal();
  const d = props.detail;
  const { draft, change } = useDraft(draftOf(d, decimal));
  const [tried, setTried] = useState(false);
  // A change in progress, held without a render: saving is stored locally in milliseconds, and a render here would
  // delay the frame that shows the change waiting. The ref only stops a second Enter sending it twice.
  const saving = useRef(false);
  const price = useRef<HTMLInputElement>(null);
  useHotkeys([['e', () => price.current?.select()]]);

  const { fields, problems } = draftChange(d, draft);
  // "12,5" where the offer has 12.50 is no change: what counts is what would be sent.
  const dirty = hasFields(fields) || problems.length > 0;
  const messages = fieldMessages(tried ? problems : [], d.failedChange, t);
  const nameLength = [...draft.name].length;

  const label = (text: string, field: OfferField) => (
    <Group gap={6} component="span" wrap="nowrap">
      {text}
      {d.waiting.includes(field) && <WaitingMark />}
    </Group>
  );

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (saving.current || !hasFields(fields)) return;
    if (problems.length > 0) {
      setTried(true);
      return;
    }
    saving.current = true;
    changeOffer(d.id, fields)
      .then(() => {
        setTried(false);
        // The fields as they were stored, so the offer's new values, once read, leave nothing to save.
        change(
          draftOf(
            {
              name: fields.name ?? d.name,
              price: fields.price ?? d.price,
              stockAvailable: fields.stock ?? d.stockAvailable,
            },
            decimal,
          ),
        );
      }, notifyError)
      .finally(() => (saving.current = false));
  };
  const cancel = () => {
    change(draftOf(d, decimal));
    setTried(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Escape') return;
    if (dirty) {
      event.stopPropagation();
      cancel();
    } else if (event.target instanceof HTMLElement) {
      // The next Esc then closes the offer, as it does from the list.
      event.target.blur();
    }
  };
  const publish = (status: 'ACTIVE' | 'ENDED') => {
    if (saving.current) return;
    saving.current = true;
    changeOffer(d.id, { status })
      .catch(notifyError)
      .finally(() => (saving.current = false));
  };

  return (
    <form onSubmit={save} onKeyDown={onKeyDown} aria-label={t('outbox.edit')} data-testid="offer-editor">
      <Stack gap="xs">
        <TextInput
          label={label(t('offers.name'), 'name')}
          value={draft.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          error={messages.at.name}
          description={
            <Text component="span" size="xs" c={nameLength > offerLimits.nameMax ? 'red' : 'dimmed'}>
              {t('outbox.counter', { count: nameLength, max: offerLimits.nameMax })}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
        />
        <Group grow align="flex-start">
          {d.price && (
            <TextInput
              ref={price}
              label={label(`${t('offers.price')} (${d.price.currency})`, 'price')}
              value={draft.price}
              inputMode="decimal"
              rightSection={
                <Text size="sm" c="dimmed" data-testid="price-currency">
                  {format.currencySymbol(d.price.currency)}
                </Text>
              }
              rightSectionWidth={48}
              onChange={(event) => change({ price: event.currentTarget.value })}
              error={messages.at['sellingMode.price']}
              aria-keyshortcuts="e"
            />
          )}
          <TextInput
            label={label(t('offers.stock'), 'stock')}
            value={draft.stock}
            inputMode="numeric"
            onChange={(event) => change({ stock: event.currentTarget.value })}
            error={messages.at['stock.available']}
          />
        </Group>
        {d.price && <FeePreviewBox offerId={d.id} price={draft.price} />}
        {messages.at.description && (
          <Alert color="red" title={t('outbox.fields.description')} p="xs">
            {messages.at.description}
          </Alert>
        )}
        {messages.other.length > 0 && (
          <Alert color="red" title={t('outbox.failedTitle')} p="xs">
            {messages.other.map((error, index) => (
              <Text key={index} size="sm">
                {error.userMessage}
              </Text>
            ))}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" size="xs" disabled={!dirty}>
            {t('outbox.save')}
          </Button>
          <Button size="xs" variant="subtle" disabled={!dirty} onClick={cancel}>
            {t('outbox.cancel')}
          </Button>
          <Text size="xs" c="dimmed" style={{ flex: 1 }}>
            {t('outbox.saveHint')}
          </Text>
          {d.waiting.includes('status') && <WaitingMark />}
          {d.status === 'ACTIVE' ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconPlayerStop size={14} />}
              onClick={() => publish('ENDED')}
            >
              {t('outbox.end')}
            </Button>
          ) : d.status === 'INACTIVE' || d.status === 'ENDED' ? (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlayerPlay size={14} />}
              onClick={() => publish('ACTIVE')}
            >
              {t('outbox.activate')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

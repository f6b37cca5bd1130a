import { Box, Button, CloseButton, Group, Loader, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBan,
  IconBarcode,
  IconCircleCheck,
  IconCopy,
  IconHandStop,
  IconListCheck,
  IconPackage,
  IconPrinterOff,
  IconQuestionMark,
  IconScan,
  IconUsers,
  IconWifiOff,
  IconX,
  type Icon,
} from '@tabler/icons-react';
import { useEffect } from 'react';
import { errorText } from '../../app/error-text';
import { useT, type Translate } from '../../i18n';
import { usePackingStore } from '../../stores/packing';
import { openScannedOrder, packHere, useScanStore } from '../../stores/scan';
import { useStationStore, type CheckItem, type StationKind, type StationState } from '../../stores/station';
import { fieldErrorText, problemText } from './problem-text';
import classes from './StationOverlay.module.css';

const look: Record<StationKind, { color: string; icon: Icon }> = {
  working: { color: 'blue', icon: IconScan },
  opened: { color: 'blue', icon: IconPackage },
  shipped: { color: 'green', icon: IconCircleCheck },
  waiting: { color: 'yellow', icon: IconWifiOff },
  alreadyShipped: { color: 'orange', icon: IconCopy },
  takenElsewhere: { color: 'orange', icon: IconUsers },
  needsAttention: { color: 'red', icon: IconAlertTriangle },
  cancelled: { color: 'red', icon: IconBan },
  notFound: { color: 'red', icon: IconQuestionMark },
  ambiguous: { color: 'orange', icon: IconListCheck },
  checking: { color: 'blue', icon: IconListCheck },
  itemScanned: { color: 'teal', icon: IconListCheck },
  checked: { color: 'green', icon: IconCircleCheck },
  wrongItem: { color: 'red', icon: IconHandStop },
  scanLabel: { color: 'indigo', icon: IconBarcode },
  wrongLabel: { color: 'red', icon: IconHandStop },
  printerNotReady: { color: 'red', icon: IconPrinterOff },
  failed: { color: 'red', icon: IconX },
};

/** States that are good news fade away on their own; anything that needs the seller stays until dismissed. */
const fades: Partial<Record<StationKind, number>> = { shipped: 8000, itemScanned: 4000, opened: 6000 };

function headline(state: StationState, t: Translate): string {
  switch (state.kind) {
    case 'working':
      return state.code
        ? t('shipping.station.workingCode', { code: state.code })
        : t('shipping.station.order', { id: state.orderId ?? '' });
    case 'shipped':
      return state.waybills.join(', ') || t('shipping.station.shippedNoWaybill');
    case 'notFound':
    case 'ambiguous':
      return state.code;
    case 'wrongItem':
      return t('shipping.station.wrongItemCode', { code: state.code });
    case 'scanLabel':
      return state.waybills.join(', ');
    case 'wrongLabel':
      return t('shipping.station.wrongLabelCode', { code: state.code });
    case 'printerNotReady':
      return t('shipping.station.printer', { printer: state.printer });
    default:
      return 'orderId' in state && state.orderId ? t('shipping.station.order', { id: state.orderId }) : '';
  }
}

function Items(props: { items: CheckItem[] }) {
  return (
    <Stack gap={2}>
      {props.items.map((item, index) => (
        <Text key={index} size="lg" fw={item.scanned >= item.quantity ? 700 : 400} data-testid="check-item">
          {item.scanned}/{item.quantity} · {item.title}
        </Text>
      ))}
    </Stack>
  );
}

/** What the printer needs, one line each, and (when it did not answer) a way to make the parcel anyway. */
function PrinterNotReady(props: { state: Extract<StationState, { kind: 'printerNotReady' }> }) {
  const t = useT();
  const ship = usePackingStore((store) => store.ship);
  const { state } = props;
  return (
    <Stack gap="xs">
      {state.problems.map((problem) => (
        <Text key={problem} size="xl" fw={700} data-testid="scan-printer-problem">
          {t(`shipping.station.printerStops.${problem}`)}
        </Text>
      ))}
      <Text size="xl">{t('shipping.station.printerNotReadyBody')}</Text>
      {state.problems.includes('noAnswer') && (
        <Group>
          <Button
            variant="white"
            color="red"
            size="md"
            onClick={() => void ship({ ...state.asked, skipPrinterCheck: true })}
            data-testid="scan-create-anyway"
          >
            {t('shipping.station.createAnyway')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The label check: what the box is waiting for, what a wrong scan was, and a way to leave the order waiting. */
function LabelCheck(props: { state: Extract<StationState, { kind: 'scanLabel' | 'wrongLabel' }> }) {
  const t = useT();
  const dismiss = useStationStore((store) => store.dismiss);
  const { state } = props;
  const values = { id: state.orderId, waybills: state.waybills.join(', ') };
  return (
    <Stack gap="xs">
      {state.kind === 'wrongLabel' && (
        <Text size="xl" fw={700} data-testid="scan-wrong-label">
          {state.otherOrderId && state.otherOrderId !== state.orderId
            ? t('shipping.station.wrongLabelOther', { ...values, other: state.otherOrderId })
            : t('shipping.station.wrongLabelNone', values)}
        </Text>
      )}
      <Text size="xl">
        {t(
          state.kind === 'wrongLabel' ? 'shipping.station.wrongLabelBody' : 'shipping.station.scanLabelBody',
          {
            id: state.orderId,
          },
        )}
      </Text>
      <Group>
        <Button
          variant="white"
          color={look[state.kind].color}
          size="md"
          onClick={dismiss}
          data-testid="scan-label-later"
        >
          {t('shipping.station.scanLabelLater')}
        </Button>
      </Group>
    </Stack>
  );
}

function Details(props: { state: StationState }) {
  const t = useT();
  const ship = usePackingStore((store) => store.ship);
  const { state } = props;
  switch (state.kind) {
    case 'shipped':
      return state.printer ? (
        <Text size="xl">{t('shipping.station.printedOn', { printer: state.printer })}</Text>
      ) : null;
    case 'alreadyShipped':
      return (
        <Stack gap="xs">
          <Text size="xl">
            {t('shipping.station.alreadyShippedBody', { waybills: state.waybills.join(', ') })}
          </Text>
          <Group>
            <Button
              variant="white"
              color="orange"
              size="md"
              onClick={() => void ship({ additional: true })}
              data-testid="scan-second-parcel"
            >
              {t('shipping.secondConfirm')}
            </Button>
          </Group>
        </Stack>
      );
    case 'takenElsewhere':
      return (
        <Stack gap="xs">
          <Text size="xl">{t('shipping.station.takenElsewhereBody')}</Text>
          <Group>
            <Button
              variant="white"
              color="orange"
              size="md"
              onClick={() => packHere(state.orderId)}
              data-testid="scan-pack-here"
            >
              {t('shipping.station.packHere')}
            </Button>
          </Group>
        </Stack>
      );
    case 'needsAttention':
      return (
        <Stack gap={2}>
          {state.problems.map((problem) => (
            <Text key={`${problem.path}-${problem.code}`} size="xl">
              {problemText(problem, t)}
            </Text>
          ))}
          {state.errors.map((error, index) => (
            <Text key={index} size="xl">
              {fieldErrorText(error, t)}
            </Text>
          ))}
        </Stack>
      );
    case 'ambiguous':
      return (
        <Group gap="xs">
          <Text size="xl">{t('shipping.station.ambiguousBody')}</Text>
          {state.orderIds.map((orderId) => (
            <Button key={orderId} variant="white" color="orange" onClick={() => openScannedOrder(orderId)}>
              {orderId}
            </Button>
          ))}
        </Group>
      );
    case 'checking':
    case 'itemScanned':
    case 'checked':
    case 'wrongItem':
      return <Items items={state.items} />;
    case 'printerNotReady':
      return <PrinterNotReady state={state} />;
    case 'scanLabel':
    case 'wrongLabel':
      return <LabelCheck state={state} />;
    case 'failed':
      return <Text size="xl">{errorText(state.error, t)}</Text>;
    case 'waiting':
    case 'notFound':
    case 'cancelled':
    case 'opened':
      return <Text size="xl">{t(`shipping.station.${state.kind}Body`)}</Text>;
    default:
      return null;
  }
}

/**
 * What the last scan (or "create parcel") did, in large over the app: colour, icon and words readable from a metre
 * away. Esc or the close button dismisses it; good news fades by itself.
 */
export function StationOverlay() {
  const t = useT();
  const shown = useStationStore((state) => state.shown);
  const dismiss = useStationStore((state) => state.dismiss);
  const stopCheck = useScanStore((state) => state.stopCheck);
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The overlay goes first; the next Esc reaches the page (and closes the open order).
      event.stopPropagation();
      dismiss();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    const fade = fades[shown.kind];
    const timer = fade ? setTimeout(dismiss, fade) : undefined;
    return () => {
      window.removeEventListener('keydown', onKeyDown, { capture: true });
      clearTimeout(timer);
    };
  }, [shown, dismiss]);
  if (!shown) return null;
  const { color, icon: StateIcon } = look[shown.kind];
  const checking = shown.kind === 'checking' || shown.kind === 'itemScanned' || shown.kind === 'wrongItem';
  return (
    <Box
      className={classes.overlay}
      bg={`${color}.7`}
      role={color === 'red' || color === 'orange' ? 'alert' : 'status'}
      data-testid="scan-state"
      data-state={shown.kind}
      data-order-id={'orderId' in shown ? (shown.orderId ?? undefined) : undefined}
    >
      <Group align="flex-start" wrap="nowrap" gap="lg">
        {shown.kind === 'working' ? (
          <Loader color="white" size={72} />
        ) : (
          <StateIcon size={88} stroke={1.8} aria-hidden />
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text className={classes.title} data-testid="scan-state-title">
            {t(`shipping.station.${shown.kind}`)}
          </Text>
          <Text className={classes.headline} data-testid="scan-state-headline">
            {headline(shown, t)}
          </Text>
          <Details state={shown} />
          {checking && (
            <Group>
              <Button
                variant="white"
                color={color}
                size="xs"
                onClick={() => {
                  stopCheck();
                  dismiss();
                }}
              >
                {t('shipping.station.stopCheck')}
              </Button>
            </Group>
          )}
        </Stack>
        <CloseButton
          size="xl"
          variant="transparent"
          c="white"
          aria-label={t('lists.close')}
          onClick={dismiss}
          data-testid="scan-state-close"
        />
      </Group>
    </Box>
  );
}

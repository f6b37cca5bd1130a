import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClockExclamation, IconLogin } from '@tabler/icons-react';
import type { SessionNote } from '../../../shared/accounts';
import { useT } from '../i18n';
import { useFormat } from '../i18n/format';
import { useAccountsStore, useActiveAccount } from '../stores/accounts';

const noteKeys = {
  'signed-in-elsewhere': 'accounts.noteElsewhere',
  'vault-damaged': 'accounts.noteDamaged',
  'secrets-unavailable': 'accounts.noteUnavailable',
  'tokens-unsaved': 'accounts.noteUnsaved',
} as const satisfies Record<SessionNote, string>;

/** Tells the seller when the active account needs a sign-in, with the sign-in one click away. */
export function SessionBanner() {
  const t = useT();
  const format = useFormat();
  const active = useActiveAccount();
  const start = useAccountsStore((state) => state.startSignIn);
  const busy = useAccountsStore(
    (state) => state.signIn.phase === 'starting' || state.signIn.phase === 'waiting',
  );
  if (!active) return null;
  const signedOut = active.status === 'signedOut';
  const note = active.sessionNote;
  if (!signedOut && !active.expiryWarning && !note) return null;
  // A keychain that is away or a disk that is full is retried by itself: a sign-in would not help there.
  const offerSignIn = signedOut || (active.expiryWarning && !note);
  return (
    <Alert
      color={signedOut ? 'orange' : 'yellow'}
      icon={signedOut ? <IconLogin /> : <IconClockExclamation />}
      mt="sm"
      data-testid="session-banner"
      data-reason={note ?? active.signedOutReason ?? undefined}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">
          {note
            ? t(noteKeys[note], { login: active.login })
            : signedOut
              ? t(
                  active.signedOutReason === 'ended'
                    ? 'accounts.endedBanner'
                    : active.signedOutReason === 'expired'
                      ? 'accounts.expiredBanner'
                      : 'accounts.signedOutBanner',
                  { login: active.login },
                )
              : t('accounts.expiryBanner', {
                  login: active.login,
                  date: format.date(active.signInNeededBy ?? 0),
                })}
        </Text>
        {offerSignIn && (
          <Button size="xs" loading={busy} onClick={() => void start(active.environment, 'browser')}>
            {t('accounts.signInAgain')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}

import { Badge, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconLogout, IconPlus, IconTrash, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { AccountSummary } from '../../../shared/accounts';
import { SignInPanel } from '../features/accounts/SignInPanel';
import { useT } from '../i18n';
import { useAccountsStore, useActiveAccount } from '../stores/accounts';
import { notifyDone, notifyError } from './notify';

const noAccounts: AccountSummary[] = [];

/** Where the account lives and who it is there: two accounts of one login differ in these. */
function whereText(account: AccountSummary, t: ReturnType<typeof useT>): string {
  return `${account.marketHost ?? t('accounts.thisComputer')} · ${t('accounts.sellerId', { id: account.userId })}`;
}

/** The account and environment switcher: every account side by side, sign-out, removal, and adding one. */
export function AccountMenu() {
  const t = useT();
  const accounts = useAccountsStore((state) => state.accounts) ?? noAccounts;
  const active = useActiveAccount();
  const { setActive, signOut, remove, resetSignIn } = useAccountsStore.getState();
  const [adding, addModal] = useDisclosure(false);
  const [removing, setRemoving] = useState<AccountSummary | null>(null);
  // The top bar names where the active account lives only when its login alone does not tell it apart.
  const sameLogin = active !== null && accounts.some((a) => a.id !== active.id && a.login === active.login);

  return (
    <>
      <Menu position="bottom-end" width={320} withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconUserCircle size={20} />}
            rightSection={<IconChevronDown size={14} />}
            aria-label={t('account.menuLabel')}
            data-testid="account-menu"
          >
            {active ? (
              <Group gap={6} wrap="nowrap">
                <span data-testid="active-account">{active.login}</span>
                <Badge size="xs" variant="light">
                  {active.environmentName}
                </Badge>
                {sameLogin && (
                  <Text size="xs" c="dimmed" data-testid="active-account-where">
                    {whereText(active, t)}
                  </Text>
                )}
              </Group>
            ) : (
              t('account.none')
            )}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('accounts.title')}</Menu.Label>
          {accounts.map((account) => (
            <Menu.Item
              key={account.id}
              onClick={() => void setActive(account.id).catch(notifyError)}
              aria-label={`${t('accounts.switchTo')}: ${account.login} (${account.environmentName}, ${whereText(account, t)})`}
              rightSection={
                <Badge size="xs" color={account.status === 'signedIn' ? 'teal' : 'orange'} variant="light">
                  {account.environmentName}
                </Badge>
              }
            >
              <Text fw={account.active ? 700 : 400} size="sm">
                {account.login}
              </Text>
              <Text size="xs" c="dimmed">
                {t(account.status === 'signedIn' ? 'accounts.signedIn' : 'accounts.signedOut')}
                {account.companyName ? ` · ${account.companyName}` : ''}
              </Text>
              <Text size="xs" c="dimmed" data-testid="account-where">
                {whereText(account, t)}
              </Text>
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              resetSignIn();
              addModal.open();
            }}
            data-testid="add-account"
          >
            {t('accounts.add')}
          </Menu.Item>
          {active && active.status === 'signedIn' && (
            <Menu.Item
              leftSection={<IconLogout size={16} />}
              onClick={() => notifyDone(signOut(active.id), t('accounts.signedOutToast'))}
            >
              {t('accounts.signOut')}
            </Menu.Item>
          )}
          {active && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setRemoving(active)}>
              {t('accounts.remove')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>

      <Modal opened={adding} onClose={addModal.close} title={t('accounts.add')} size="lg">
        <SignInPanel onSignedIn={addModal.close} />
      </Modal>

      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={removing ? t('accounts.removeTitle', { login: removing.login }) : ''}
      >
        <Stack>
          <Text>{t('accounts.removeBody')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {t('signIn.cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                const target = removing;
                setRemoving(null);
                if (target) notifyDone(remove(target.id), t('accounts.removed'));
              }}
            >
              {t('accounts.removeConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

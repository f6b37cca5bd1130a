import { Badge, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { useT } from '../i18n';
import { useAppInfoStore } from '../stores/app-info';

const noEnvironments: never[] = [];

/** The account and environment switcher. Until an account is added it lists the environments on offer. */
export function AccountMenu() {
  const t = useT();
  const environments = useAppInfoStore((state) => state.info?.environments) ?? noEnvironments;
  return (
    <Menu position="bottom-end" width={280} withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconUserCircle size={20} />}
          rightSection={<IconChevronDown size={14} />}
          aria-label={t('account.menuLabel')}
          data-testid="account-menu"
        >
          {t('account.none')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('account.environments')}</Menu.Label>
        {environments.map((environment) => (
          <Menu.Item
            key={environment.id}
            disabled
            rightSection={<Badge variant="light">{environment.id}</Badge>}
          >
            {environment.name}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item disabled>{t('account.addAccount')}</Menu.Item>
        <Text size="xs" c="dimmed" px="sm" pb="xs">
          {t('account.addAccountSoon')}
        </Text>
      </Menu.Dropdown>
    </Menu>
  );
}

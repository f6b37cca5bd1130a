import {
  apiGenerations,
  customEnvironmentSchema,
  shippingFamilies,
  type CustomEnvironment,
} from '../../../shared/settings';
import { environmentKinds, type EnvironmentKind } from '../../../shared/app-info';
import { AppError } from '../../core/kernel/errors';
import { intOption, UsageError, type Command, type OptionValues } from '../command';
import { withCliCore } from '../cli-core';

const str = (values: OptionValues, name: string): string | undefined => {
  const value = values[name];
  return typeof value === 'string' ? value : undefined;
};

export const loginCommand: Command = {
  name: 'login',
  summary: 'Sign in to a marketplace account',
  usage:
    'login --environment demo|allegro|allegro-sandbox|custom [--api-url U --auth-url U] [--vendor V]\n' +
    '          [--shipping-family shipment-management|parcel-management] [--api documents|2026]\n' +
    '          [--client-id I --client-secret S] [--device] [--callback-port N]\n' +
    '  --api (custom only): the marketplace as the documents describe it (default) or as Allegro is in 2026;\n' +
    '  Allegro and Allegro Sandbox are 2026, Demo is documents unless SELLER_DESK_DEMO_API=2026',
  options: {
    environment: { type: 'string' },
    'api-url': { type: 'string' },
    'auth-url': { type: 'string' },
    vendor: { type: 'string' },
    'shipping-family': { type: 'string' },
    api: { type: 'string' },
    'client-id': { type: 'string' },
    'client-secret': { type: 'string' },
    device: { type: 'boolean' },
    'callback-port': { type: 'string' },
  },
  async run(ctx, values) {
    const environment = str(values, 'environment');
    if (!environment || !(environmentKinds as readonly string[]).includes(environment)) {
      throw new UsageError(`--environment must be one of ${environmentKinds.join(', ')}`);
    }
    const kind = environment as EnvironmentKind;
    const clientId = str(values, 'client-id');
    const clientSecret = str(values, 'client-secret');
    let custom: CustomEnvironment | undefined;
    if (kind === 'custom') {
      const parsed = customEnvironmentSchema.safeParse({
        apiUrl: str(values, 'api-url'),
        authUrl: str(values, 'auth-url'),
        vendor: str(values, 'vendor'),
        shippingFamily: str(values, 'shipping-family'),
        api: str(values, 'api'),
      });
      if (!parsed.success) {
        const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
        const why = [
          ...(wrong.has('apiUrl') || wrong.has('authUrl')
            ? ['custom needs --api-url and --auth-url (https, or http to 127.0.0.1, ::1 or localhost)']
            : []),
          ...(wrong.has('shippingFamily')
            ? [`--shipping-family is ${shippingFamilies.join(' or ')} (2026: shipment-management only)`]
            : []),
          ...(wrong.has('api') ? [`--api is ${apiGenerations.join(' or ')}`] : []),
          ...(wrong.has('vendor') ? ['--vendor is lower-case letters, digits or dashes'] : []),
        ];
        throw new UsageError(why.join('; ') || parsed.error.message);
      }
      custom = parsed.data;
    }
    if (kind !== 'custom' && str(values, 'api') !== undefined) {
      throw new UsageError(
        kind === 'demo'
          ? '--api is chosen for custom only: Demo speaks SELLER_DESK_DEMO_API (documents unless set to 2026)'
          : '--api is chosen for custom only: Allegro and Allegro Sandbox are 2026',
      );
    }
    if (kind !== 'demo' && (clientId || clientSecret || custom)) {
      if (!clientId) throw new UsageError('--client-id is needed with --client-secret or custom addresses');
    }
    const callbackPort =
      values['callback-port'] === undefined ? undefined : intOption(values, 'callback-port', 0);

    return withCliCore(ctx, async (core) => {
      if (kind !== 'demo' && clientId) {
        await core.accounts.setClient(kind, clientId, clientSecret, custom);
      }
      const started = await core.accounts.startSignIn(kind, values.device ? 'device' : 'browser', {
        ...(callbackPort === undefined ? {} : { callbackPort }),
      });
      if (started.method === 'browser') {
        ctx.io.stdout(`Open this address to sign in: ${started.url}`);
      } else {
        ctx.io.stdout(
          `Open this address to sign in: ${started.verificationUriComplete ?? started.verificationUri}`,
        );
        ctx.io.stdout(`Code: ${started.userCode}`);
      }
      const stopped = ctx.stopSignal.then(() => {
        throw new AppError('SIGN_IN_FAILED', 'Sign-in cancelled.');
      });
      const account = await Promise.race([core.accounts.finishSignIn(started.flowId), stopped]);
      ctx.io.stdout(`Signed in as ${account.login} (${account.environmentName})`);
      return 0;
    });
  },
};

import { migration } from './migration';

/**
 * The few offers hidden by the seller, indexed on their own: the count of listed offers (shown while a sync runs)
 * is the account's offers, read from its primary key, less these. It then needs no sort index, which a first load
 * of offers builds only at its end.
 */
export const m045HiddenOffers = migration(
  '045-hidden-offers',
  `CREATE INDEX offers_hidden ON offers (account_id) WHERE hidden = 1;`,
);

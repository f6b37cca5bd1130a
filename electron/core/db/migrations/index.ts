import type { Migration } from './migration';
import { m001Accounts } from './001-accounts';
import { m020PrintQueue } from './020-print-queue';
import { m030SyncState } from './030-sync-state';
import { m031Offers } from './031-offers';
import { m032Orders } from './032-orders';
import { m033Ratings } from './033-ratings';
import { m034ReferenceData } from './034-reference-data';
import { m035SyncResume } from './035-sync-resume';
import { m036SearchSupport } from './036-search-support';
import { m040Shipping } from './040-shipping';
import { m041PickupRequests } from './041-pickup-requests';
import { m042StationTakes } from './042-station-takes';
import { m043TakeSending } from './043-take-sending';
import { m044Outbox } from './044-outbox';
import { m045HiddenOffers } from './045-hidden-offers';
import { m047AfterSalesConditions } from './047-after-sales-conditions';
import { m048OpenOrderIndexes } from './048-open-order-indexes';
import { m049OfferSortKeys } from './049-offer-sort-keys';
import { m050OutboxOpenKinds } from './050-outbox-open-kinds';
import { m052OfferQuotes } from './052-offer-quotes';
import { m053Promotions } from './053-promotions';
import { m054Compatibility } from './054-compatibility';
import { m055OfferTranslations } from './055-offer-translations';
import { m056DeliveryTags } from './056-delivery-tags';
import { m057SyncStreamNames } from './057-sync-stream-names';
import { m058Billing } from './058-billing';
import { m059PaymentOperations } from './059-payment-operations';
import { m060OrderInvoices } from './060-order-invoices';
import { m061CustomerReturns } from './061-customer-returns';
import { m062RefundClaims } from './062-refund-claims';
import { m063Messages } from './063-messages';
import { m064Disputes } from './064-disputes';
import { m065ScanCodes } from './065-scan-codes';
import { m066OrderPaymentIds } from './066-order-payment-ids';
import { m067OrderTurnIndexes } from './067-order-turn-indexes';
import { m068OrderInvoiceRequired } from './068-order-invoice-required';
import { m069OrderStationChanges } from './069-order-station-changes';
import { m070UnofferedParts } from './070-unoffered-parts';
import { m072UnknownMarketValues } from './072-unknown-market-values';
import { m073Issues } from './073-issues';
import { m074ShipmentParts } from './074-shipment-parts';
import { m075SignedOutReason } from './075-signed-out-reason';
import { m076MessageThreadTypes } from './076-message-thread-types';
import { m077ReturnParcelCodes } from './077-return-parcel-codes';
import { m078StrictTables } from './078-strict-tables';
import { m079SyncLease } from './079-sync-lease';
import { m080PrintJobRemovedCommands } from './080-print-job-removed-commands';
import { m081RatingsSearch } from './081-ratings-search';
import { m082ClaimBuyerLogins } from './082-claim-buyer-logins';
import { m083OfferBins } from './083-offer-bins';
import { m084OfferThumbnails } from './084-offer-thumbnails';
import { m087LabelCheck } from './087-label-check';
import { m089SenderDropOff } from './089-sender-drop-off';
import { m090OrderNotices } from './090-order-notices';

export type { Migration } from './migration';

/** Append only: once a migration has shipped, it is never edited; a change is a new migration. */
export const migrations: readonly Migration[] = [
  m001Accounts,
  m020PrintQueue,
  m030SyncState,
  m031Offers,
  m032Orders,
  m033Ratings,
  m034ReferenceData,
  m035SyncResume,
  m036SearchSupport,
  m040Shipping,
  m041PickupRequests,
  m042StationTakes,
  m043TakeSending,
  m044Outbox,
  m045HiddenOffers,
  m047AfterSalesConditions,
  m048OpenOrderIndexes,
  m049OfferSortKeys,
  m050OutboxOpenKinds,
  m052OfferQuotes,
  m053Promotions,
  m054Compatibility,
  m055OfferTranslations,
  m056DeliveryTags,
  m057SyncStreamNames,
  m058Billing,
  m059PaymentOperations,
  m060OrderInvoices,
  m061CustomerReturns,
  m062RefundClaims,
  m063Messages,
  m064Disputes,
  m065ScanCodes,
  m066OrderPaymentIds,
  m067OrderTurnIndexes,
  m068OrderInvoiceRequired,
  m069OrderStationChanges,
  m070UnofferedParts,
  m072UnknownMarketValues,
  m073Issues,
  m074ShipmentParts,
  m075SignedOutReason,
  m076MessageThreadTypes,
  m077ReturnParcelCodes,
  m078StrictTables,
  m079SyncLease,
  m080PrintJobRemovedCommands,
  m081RatingsSearch,
  m082ClaimBuyerLogins,
  m083OfferBins,
  m084OfferThumbnails,
  m087LabelCheck,
  m089SenderDropOff,
  m090OrderNotices,
];

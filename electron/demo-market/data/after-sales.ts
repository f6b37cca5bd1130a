import type {
  ConditionAddress,
  ImpliedWarranty,
  ReturnOptions,
  ReturnPolicy,
  Seller,
  Warranty,
} from '../state/types';
import type { StoreData } from '../state/store';
import { hashString } from '../random';

type Owner = Pick<Seller, 'id' | 'company' | 'firstName' | 'lastName' | 'address' | 'phone' | 'email'>;
type Ref = { id: string; name: string };

/** Where returns and complaints go: the seller's own address, under the company's name. */
export function ownerAddress(owner: Owner): ConditionAddress {
  return {
    name: owner.company?.name ?? `${owner.firstName} ${owner.lastName}`,
    street: owner.address.street,
    postCode: owner.address.postCode,
    city: owner.address.city,
    countryCode: owner.address.countryCode,
  };
}

const noOptions: ReturnOptions = {
  cashOnDeliveryNotAllowed: false,
  freeAccessoriesReturnRequired: false,
  refundLoweredByReceivedDiscount: false,
  refundOfCheapestItemInCombinedDiscount: false,
  businessReturnAllowed: false,
  collectBySellerOnly: false,
};

/** The withdrawal form's id follows from the policy's, so a generated shop is the same on every run. */
const formIdOf = (policyId: string): string =>
  `wf-${(hashString(policyId) >>> 0).toString(16).padStart(8, '0')}`;

export function returnPolicy(owner: Owner, ref: Ref, extra: Partial<ReturnPolicy> = {}): ReturnPolicy {
  return {
    ...ref,
    isFulfillment: false,
    range: 'FULL',
    restrictionCause: null,
    withdrawalPeriod: 'P14D',
    returnCostCoveredBy: 'BUYER',
    address: ownerAddress(owner),
    contact: { phoneNumber: owner.phone, email: owner.email },
    options: { ...noOptions, cashOnDeliveryNotAllowed: true, freeAccessoriesReturnRequired: true },
    formId: formIdOf(ref.id),
    ...extra,
  };
}

export function impliedWarranty(
  owner: Owner,
  ref: Ref,
  extra: Partial<ImpliedWarranty> = {},
): ImpliedWarranty {
  return {
    ...ref,
    individualPeriod: 'P2Y',
    corporatePeriod: null,
    address: ownerAddress(owner),
    description: null,
    ...extra,
  };
}

export function warranty(ref: Ref, extra: Partial<Warranty> = {}): Warranty {
  return {
    ...ref,
    type: 'MANUFACTURER',
    individual: { period: 'P24M', lifetime: false },
    corporate: null,
    attachment: null,
    description: null,
    ...extra,
  };
}

/**
 * A shop saved before the sellers' conditions were kept in full has only their ids and names: the rest is filled
 * in as a freshly generated shop would have it, so a restored shop answers the same shapes.
 */
export function completeConditions(data: StoreData): void {
  data.conditionAttachments ??= [];
  for (const seller of data.sellers) {
    seller.returnPolicies = seller.returnPolicies.map((p) =>
      p.address === undefined ? returnPolicy(seller, { id: p.id, name: p.name }) : p,
    );
    seller.impliedWarranties = seller.impliedWarranties.map((w) =>
      w.address === undefined ? impliedWarranty(seller, { id: w.id, name: w.name }) : w,
    );
    seller.warranties = seller.warranties.map((w) =>
      w.individual === undefined ? warranty({ id: w.id, name: w.name }) : w,
    );
  }
}

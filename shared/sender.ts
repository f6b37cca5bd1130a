import { z } from 'zod';

/** What the sender form can say about a field; the renderer words each code next to the field it names. */
export const senderProblemCodes = ['required', 'postCodeInvalid', 'phoneInvalid', 'emailInvalid'] as const;
export type SenderProblemCode = (typeof senderProblemCodes)[number];

const polishPostCode = /^\d{2}-\d{3}$/;
const anyPostCode = /^[A-Z0-9][A-Z0-9 -]{1,9}$/i;
const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The digits of a phone written with spaces, dashes, brackets or a leading +; the carriers take 9 to 14. */
const phoneFits = (phone: string): boolean => {
  const bare = phone.replace(/[\s()-]/g, '').replace(/^\+/, '');
  return /^\d{9,14}$/.test(bare);
};

/**
 * The seller's sender address, kept per account: it goes on every label and is where a returned parcel comes
 * back to. A name or a company is enough (the marketplace takes either); the rest is what both shipping families
 * require. Each refusal carries its code as the message, so the form words it at its field.
 */
export const senderAddressSchema = z
  .object({
    name: z.string().trim().max(200),
    company: z.string().trim().max(200),
    street: z.string().trim().min(1, 'required').max(200),
    postCode: z.string().trim().min(1, 'required').max(20),
    city: z.string().trim().min(1, 'required').max(100),
    countryCode: z.string().regex(/^[A-Z]{2}$/, 'required'),
    email: z.string().trim().min(1, 'required').max(200).regex(email, 'emailInvalid'),
    phone: z.string().trim().min(1, 'required').max(40).refine(phoneFits, 'phoneInvalid'),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (!a.name && !a.company) ctx.addIssue({ code: 'custom', path: ['name'], message: 'required' });
    const shape = a.countryCode === 'PL' ? polishPostCode : anyPostCode;
    if (a.postCode && !shape.test(a.postCode))
      ctx.addIssue({ code: 'custom', path: ['postCode'], message: 'postCodeInvalid' });
  });
export type SenderAddress = z.output<typeof senderAddressSchema>;

/** A drop-off point id as the carrier names it (a locker `POZ08M`, a post office, `any_apm`). */
export const dropOffPointSchema = z.string().trim().min(1).max(100).regex(/^\S+$/);

export const saveSenderSchema = z
  .object({
    accountId: z.string().min(1).max(200).optional(),
    address: senderAddressSchema,
    /** Per delivery method: the point the seller takes its parcels to; null takes a method's point away. */
    dropOffPoints: z
      .array(
        z.object({ methodId: z.string().min(1).max(200), pointId: dropOffPointSchema.nullable() }).strict(),
      )
      .max(200)
      .default([]),
  })
  .strict();
export type SaveSender = z.output<typeof saveSenderSchema>;

/** One delivery method of the account as the sender panel shows it. */
export interface SenderMethod {
  id: string;
  name: string;
  /** The method's carrier takes parcels at a point or locker; only then is a drop-off point offered and sent. */
  dropOff: boolean;
  pointId: string | null;
}

export interface SenderSettings {
  /** The address parcels are sent with: the seller's own once saved, else the account's. */
  address: SenderAddress;
  /** The seller saved an address of their own (else `address` is the account's, as the marketplace gives it). */
  saved: boolean;
  /** The account's data (its profile and return address), for the reset. */
  account: SenderAddress;
  methods: SenderMethod[];
}

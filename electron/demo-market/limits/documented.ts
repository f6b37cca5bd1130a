/**
 * Requests a user may make to one resource in each window; a window left out is not limited. Seconds, minutes
 * and hours are the units the sources state the limits in.
 */
export interface Rate {
  perSecond?: number;
  perMinute?: number;
  perHour?: number;
}

export const WINDOW_MS = { perSecond: 1000, perMinute: 60_000, perHour: 3_600_000 } as const satisfies Record<
  keyof Rate,
  number
>;

/**
 * The marketplace's limits, every number with where it comes from. The demo marketplace starts with all of them
 * on, so every test and every Demo session meets the limits the real marketplace applies (the leaky bucket's
 * with numbers of its own, the real ones being undisclosed).
 */
export const LIMITS = {
  /** Document 1, Limits: 9000 requests per minute per Client ID, then a block of one minute. */
  client: { perMinute: 9000, blockSeconds: 60 },
  /**
   * The per-user leaky bucket on selected resources (document 1, Limits). Its rates are not disclosed ("not
   * shown"; reliability facts 8: they "adapt to the user"), so the numbers are chosen for what they make a
   * client meet:
   * - `leakPerSecond` 10 (600 a minute, a fifteenth of the per-client limit): a single seller's sync can use
   *   a fair share of an application's budget without slowing down.
   * - `capacity` 600: a minute's worth of requests passes at full speed, so a first sync of a shop of a few
   *   thousand offers and orders is not slowed; only load sustained beyond the leak rate is.
   * - `maxParallel` 6: what a browser opens to one host, the ordinary parallelism of a web client; a client
   *   that goes beyond it gets the documented 429 for parallel requests.
   * - `maxDelayMs` 5000: an answer is held back at most 5 s, long enough to be felt and measured, short of the
   *   timeouts a client would give up at, so the bucket slows a client rather than failing it.
   */
  bucket: { capacity: 600, leakPerSecond: 10, maxParallel: 6, maxDelayMs: 5000 },
  /**
   * Per-user, per-resource limits beside the per-client one (allegro-2026.md, "Per-user limits"). Document 1
   * says only that "some resources have lower additional limits"; the numbers are from the 2026 reference and
   * the marketplace's OpenAPI description.
   */
  resources: {
    /**
     * `POST /sale/product-offers` and `PATCH /sale/product-offers/{id}`, one count for both: 2490 a minute
     * and 74700 an hour per seller (allegro-2026.md; the OpenAPI description says only that "requests may be
     * limited").
     */
    productOfferWrites: { perMinute: 2490, perHour: 74_700 },
    /** `GET /sale/product-offers/{id}`: 3500 a minute (allegro-2026.md). */
    productOfferReads: { perMinute: 3500 },
    /**
     * Writing a message, `POST /messaging/messages` and `POST /messaging/threads/{id}/messages`, one count for
     * both: 1 a second (the OpenAPI description: "rate limited to 1 request per second for a user";
     * allegro-2026.md: "about 1/s"). Declaring an attachment (`POST /messaging/message-attachments`) states no
     * limit and is not counted.
     */
    messageWrites: { perSecond: 1 },
    /**
     * `POST /pricing/offer-fee-preview`: 25 a second (the OpenAPI description: "limited to 25 requests per
     * second for a single user"; allegro-2026.md).
     */
    feePreview: { perSecond: 25 },
  },
} as const satisfies { client: object; bucket: object; resources: Record<string, Rate> };

/** A resource with a per-user limit of its own; a route names it in `limit`. */
export type LimitedResource = keyof typeof LIMITS.resources;

/** An invoice the seller added to an order: metadata first (POST), then its PDF once (PUT). */
export interface OrderInvoice {
  id: string;
  orderId: string;
  sellerId: string;
  invoiceNumber: string | null;
  /** The file's name given with the metadata. */
  fileName: string;
  createdAt: number;
  /** Set when the PDF was uploaded. */
  uploadedAt: number | null;
  size: number | null;
  /** The antivirus scan refuses files carrying the test signature, to show a REJECTED verification. */
  rejected: boolean;
}

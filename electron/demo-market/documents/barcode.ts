import bwipjs from 'bwip-js/node';

/** The waybill as a Code 128 barcode image (PNG), for the PDF documents. */
export function code128Png(text: string, heightMm = 18): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 4,
    height: heightMm,
    includetext: false,
    paddingwidth: 10,
  });
}

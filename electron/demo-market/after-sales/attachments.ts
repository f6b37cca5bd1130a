import { fail, notFound, accessDenied } from '../http/errors';
import { json, type Route } from '../http/route';
import type { ConditionAttachment } from '../state/types';
import type { World } from '../world';
import { bodyObject, invalid, requiredText } from './fields';

const PATH = '/after-sales-service-conditions/attachments';
/** The marketplace's limit for a warranty's file is not documented; a few megabytes is what a PDF needs. */
const MAX_BYTES = 5 * 1024 * 1024;

const view = (a: ConditionAttachment) => ({ id: a.id, name: a.name });

/**
 * A warranty's PDF in two steps (document 3): POST names the file and answers its upload address in `Location`;
 * PUT of the PDF to that address stores it once. Only then may a warranty name it.
 */
export function attachmentRoutes(world: World): Route[] {
  const scope = `${world.vendor}:api:sale:settings:write`;
  return [
    {
      method: 'POST',
      path: PATH,
      auth: 'user',
      scope,
      handle(ctx) {
        const name = requiredText(bodyObject(ctx.body).name, 'name', 200);
        if (!/\.pdf$/i.test(name)) throw invalid('name', 'must name a PDF file', 'musi być nazwą pliku PDF');
        const attachment: ConditionAttachment = {
          id: world.random.uuid(),
          sellerId: ctx.userId,
          name,
          createdAt: world.clock.now(),
          uploadedBytes: null,
        };
        world.store.addConditionAttachment(attachment);
        return json(201, view(attachment), { Location: `${ctx.baseUrl}${PATH}/${attachment.id}` });
      },
    },
    {
      method: 'PUT',
      path: `${PATH}/:id`,
      auth: 'user',
      scope,
      consumes: ['application/pdf'],
      handle(ctx) {
        const attachment = world.store.conditionAttachment(ctx.params.id!);
        if (!attachment) throw notFound(`Attachment ${ctx.params.id!}`);
        if (attachment.sellerId !== ctx.userId) throw accessDenied();
        if (attachment.uploadedBytes !== null) {
          throw invalid(
            'attachment',
            'the upload address was already used',
            'adres przesyłania został już użyty',
          );
        }
        if (ctx.rawBody.length > MAX_BYTES) {
          throw fail(413, {
            code: 'PAYLOAD_TOO_LARGE',
            message: `The file is larger than ${MAX_BYTES} bytes`,
            userMessage: { pl: 'Plik jest za duży.', en: 'The file is too large.' },
          });
        }
        if (!ctx.rawBody.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
          throw invalid('file', 'is not a PDF file', 'nie jest plikiem PDF');
        }
        attachment.uploadedBytes = ctx.rawBody.length;
        return json(200, view(attachment));
      },
    },
  ];
}

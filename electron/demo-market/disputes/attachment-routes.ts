import { notFound } from '../http/errors';
import { json, type Ctx, type Route } from '../http/route';
import { stableId } from './generate';
import { ATTACHMENT_TYPES, checkUpload, readDeclaration } from './rules';
import type { StoredDisputeAttachment } from './types';

/**
 * Attachments as the disputes and the post-purchase issues take them: declared (a file name of an image or a PDF
 * and its size), uploaded once at the address the declaration's Location gives, and downloaded. `media` is the
 * family's vendor type (public.v1 when absent); `label` names each new id so the same requests give the same ids.
 */
export function attachmentRoutes(family: {
  path: string;
  scope: string;
  media?: readonly string[];
  attachments(ctx: Ctx): StoredDisputeAttachment[];
  label(ctx: Ctx, count: number): string;
}): Route[] {
  const { path, scope, media } = family;
  const attachment = (ctx: Ctx): StoredDisputeAttachment => {
    const found = family.attachments(ctx).find((a) => a.id === ctx.params.attachmentId);
    if (!found) throw notFound(`Attachment ${ctx.params.attachmentId}`);
    return found;
  };
  return [
    {
      method: 'POST',
      path,
      auth: 'user',
      scope,
      ...(media ? { produces: media, consumes: media } : {}),
      handle(ctx) {
        const declared = readDeclaration(ctx.body);
        const list = family.attachments(ctx);
        const a: StoredDisputeAttachment = {
          id: stableId(family.label(ctx, list.length)),
          ...declared,
          data: null,
          contentType: null,
          messageId: null,
        };
        list.push(a);
        return json(201, { id: a.id }, { Location: `${ctx.baseUrl}${path}/${a.id}` });
      },
    },
    {
      method: 'PUT',
      path: `${path}/:attachmentId`,
      auth: 'user',
      scope,
      ...(media ? { produces: media } : {}),
      consumes: ATTACHMENT_TYPES,
      handle(ctx) {
        const a = attachment(ctx);
        const type = ctx.bodyType ?? '';
        checkUpload(a, type, ctx.rawBody);
        a.data = ctx.rawBody.toString('base64');
        a.contentType = type;
        return json(200, { id: a.id });
      },
    },
    {
      method: 'GET',
      path: `${path}/:attachmentId`,
      auth: 'user',
      scope,
      produces: ['application/octet-stream', ...ATTACHMENT_TYPES],
      handle(ctx) {
        const a = attachment(ctx);
        if (a.data === null) throw notFound(`Attachment ${a.id}`);
        return {
          status: 200,
          raw: Buffer.from(a.data, 'base64'),
          contentType: a.contentType ?? 'application/octet-stream',
        };
      },
    },
  ];
}

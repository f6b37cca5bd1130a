import type { TableName } from '../../../shared/contract';
import type { Language } from '../../../shared/settings';
import type { ParcelTemplate } from '../../../shared/shipping';
import { shippingError } from './messages';
import type { TemplateRepo } from './template-repo';

/** The seller's parcel templates as the window edits them: a name taken or a template gone is said in words. */
export function templateActions(deps: {
  templates: TemplateRepo;
  now: () => number;
  language: () => Language;
  changed: (tables: TableName[]) => void;
}) {
  const { templates, now, language, changed } = deps;
  return {
    listTemplates(): ParcelTemplate[] {
      templates.defaultTemplate(now());
      return templates.all();
    },
    saveTemplate(template: Omit<ParcelTemplate, 'id'> & { id?: number | undefined }): ParcelTemplate {
      let saved: ParcelTemplate | undefined;
      try {
        saved = templates.save(template, now());
      } catch (error) {
        if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
          throw shippingError('CONFLICT', 'templateTaken', language());
        }
        throw error;
      }
      if (!saved)
        throw shippingError('NOT_FOUND', 'templateNotFound', language(), { id: template.id ?? '?' });
      changed(['parcel_templates']);
      return saved;
    },
    deleteTemplate(templateId: number): null {
      if (!templates.remove(templateId)) {
        throw shippingError('NOT_FOUND', 'templateNotFound', language(), { id: templateId });
      }
      changed(['parcel_templates']);
      return null;
    },
  };
}

import { create } from 'zustand';
import type { ParcelTemplate } from '../../../shared/shipping';
import { api } from '../api/client';
import { notifyError } from '../app/notify';
import { refreshOn } from './changed';

/** A template as the form edits it: a new one has no id yet. */
export type TemplateInput = Omit<ParcelTemplate, 'id'> & { id?: number };

interface TemplatesState {
  templates: ParcelTemplate[] | null;
  load: () => Promise<void>;
  save: (template: TemplateInput) => Promise<ParcelTemplate>;
  remove: (templateId: number) => Promise<void>;
}

export const useTemplatesStore = create<TemplatesState>((set, get) => ({
  templates: null,
  async load() {
    set({ templates: await api.shipping.listTemplates() });
  },
  async save(template) {
    const saved = await api.shipping.saveTemplate(template);
    await get().load();
    return saved;
  },
  async remove(templateId) {
    await api.shipping.deleteTemplate({ templateId });
    await get().load();
  },
}));

/** Follows the templates once a screen has loaded them (another window, the command line). */
export function watchTemplates(): () => void {
  return refreshOn(['parcel_templates'], () => {
    if (useTemplatesStore.getState().templates !== null)
      useTemplatesStore.getState().load().catch(notifyError);
  });
}

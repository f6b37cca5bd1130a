import { standardTemplate, type ParcelTemplate } from '../../../shared/shipping';
import type { Db } from '../db/open';

interface TemplateRow {
  id: number;
  name: string;
  delivery_method_id: string | null;
  package_type: ParcelTemplate['packageType'];
  length_cm: number;
  width_cm: number;
  height_cm: number;
  weight_kg: number;
  insurance_kind: ParcelTemplate['insurance']['kind'];
  insurance_amount: string | null;
  cash_on_delivery: 0 | 1;
  text_on_label: string | null;
}

const toTemplate = (r: TemplateRow): ParcelTemplate => ({
  id: r.id,
  name: r.name,
  deliveryMethodId: r.delivery_method_id,
  packageType: r.package_type,
  lengthCm: r.length_cm,
  widthCm: r.width_cm,
  heightCm: r.height_cm,
  weightKg: r.weight_kg,
  insurance:
    r.insurance_kind === 'fixed'
      ? { kind: 'fixed', amount: r.insurance_amount ?? '0' }
      : { kind: r.insurance_kind },
  cashOnDelivery: r.cash_on_delivery === 1,
  textOnLabel: r.text_on_label,
});

/** Parcel templates: one per delivery method, and one default (delivery method NULL), unique by an index. */
export function createTemplateRepo(db: Db) {
  const all = db.prepare<[], TemplateRow>(
    'SELECT * FROM parcel_templates ORDER BY delivery_method_id IS NOT NULL, name, id',
  );
  const byId = db.prepare<[number], TemplateRow>('SELECT * FROM parcel_templates WHERE id = ?');
  const forMethod = db.prepare<[string], TemplateRow>(
    'SELECT * FROM parcel_templates WHERE delivery_method_id = ?',
  );
  const fallback = db.prepare<[], TemplateRow>(
    'SELECT * FROM parcel_templates WHERE delivery_method_id IS NULL',
  );
  const insert = db.prepare(
    `INSERT INTO parcel_templates (name, delivery_method_id, package_type, length_cm, width_cm, height_cm, weight_kg,
       insurance_kind, insurance_amount, cash_on_delivery, text_on_label, created_at, updated_at)
     VALUES (@name, @deliveryMethodId, @packageType, @lengthCm, @widthCm, @heightCm, @weightKg, @insuranceKind,
       @insuranceAmount, @cashOnDelivery, @textOnLabel, @now, @now)`,
  );
  const update = db.prepare(
    `UPDATE parcel_templates SET name = @name, delivery_method_id = @deliveryMethodId, package_type = @packageType,
       length_cm = @lengthCm, width_cm = @widthCm, height_cm = @heightCm, weight_kg = @weightKg,
       insurance_kind = @insuranceKind, insurance_amount = @insuranceAmount, cash_on_delivery = @cashOnDelivery,
       text_on_label = @textOnLabel, updated_at = @now
     WHERE id = @id`,
  );
  const remove = db.prepare('DELETE FROM parcel_templates WHERE id = ?');

  const params = (t: Omit<ParcelTemplate, 'id'>, now: number) => ({
    name: t.name,
    deliveryMethodId: t.deliveryMethodId,
    packageType: t.packageType,
    lengthCm: t.lengthCm,
    widthCm: t.widthCm,
    heightCm: t.heightCm,
    weightKg: t.weightKg,
    insuranceKind: t.insurance.kind,
    insuranceAmount: t.insurance.kind === 'fixed' ? t.insurance.amount : null,
    cashOnDelivery: t.cashOnDelivery ? 1 : 0,
    textOnLabel: t.textOnLabel,
    now,
  });

  /** The default template, created from the built-in one the first time it is needed. */
  function defaultTemplate(now: number): ParcelTemplate {
    const row = fallback.get();
    if (row) return toTemplate(row);
    insert.run(params(standardTemplate, now));
    return toTemplate(fallback.get()!);
  }

  return {
    all: (): ParcelTemplate[] => all.all().map(toTemplate),
    get: (id: number): ParcelTemplate | undefined => {
      const row = byId.get(id);
      return row ? toTemplate(row) : undefined;
    },
    /** The delivery method's own template, else the default one. */
    forMethod(methodId: string | null, now: number): ParcelTemplate {
      const own = methodId ? forMethod.get(methodId) : undefined;
      return own ? toTemplate(own) : defaultTemplate(now);
    },
    defaultTemplate,
    /** Inserts or updates; a second template for the same delivery method fails on the unique index. */
    save(
      template: Omit<ParcelTemplate, 'id'> & { id?: number | undefined },
      now: number,
    ): ParcelTemplate | undefined {
      if (template.id === undefined) {
        const id = Number(insert.run(params(template, now)).lastInsertRowid);
        return toTemplate(byId.get(id)!);
      }
      if (update.run({ ...params(template, now), id: template.id }).changes !== 1) return undefined;
      return toTemplate(byId.get(template.id)!);
    },
    remove: (id: number): boolean => remove.run(id).changes === 1,
  };
}

export type TemplateRepo = ReturnType<typeof createTemplateRepo>;
